/* Times Hunspell_spell on each line of a file, as `lexcheck-benchmarks spell-words` times the
 * Swift engine's HunspellDictionary.spell(bytes:): best of five passes after a warm-up, printed
 * as "N words, K correct, X ns/word". Built and run by scripts/measure/compare-spell.
 *
 *   cc -O2 hunspell-spell.c -o hunspell-spell -lhunspell
 *   hunspell-spell AFF DIC WORDS
 */
#include <hunspell/hunspell.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s AFF DIC WORDS\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[3], "rb");
    if (!file) {
        perror(argv[3]);
        return 1;
    }
    Hunhandle *handle = Hunspell_create(argv[1], argv[2]);
    size_t capacity = 1024, count = 0;
    char **words = malloc(capacity * sizeof *words);
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    while ((length = getline(&line, &size, file)) != -1) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
        if (length == 0) continue;
        if (count == capacity) words = realloc(words, (capacity *= 2) * sizeof *words);
        words[count++] = strdup(line);
    }
    fclose(file);
    if (count == 0) {
        fprintf(stderr, "%s: no words\n", argv[3]);
        return 1;
    }
    int correct = 0;
    for (size_t i = 0; i < count && i < 2000; i++) correct += Hunspell_spell(handle, words[i]) != 0;
    double best = 1e300;
    for (int pass = 0; pass < 5; pass++) {
        correct = 0;
        double start = now();
        for (size_t i = 0; i < count; i++) correct += Hunspell_spell(handle, words[i]) != 0;
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
    }
    printf("%zu words, %d correct, %.1f ns/word\n", count, correct, best / count * 1e9);
    Hunspell_destroy(handle);
    return 0;
}
