// The one processor hint Swift cannot give: start reading memory that will be needed soon,
// without waiting for it. The word graphs' walk (LexiconCheck) names the block of edges a step
// may read next, while the step still has work to do.
#ifndef LEXCHECK_PREFETCH_H
#define LEXCHECK_PREFETCH_H

static inline void lexcheck_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
