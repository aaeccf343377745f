// The Hunspell 1.7.1 C API (Debian's libhunspell-dev, Homebrew's hunspell).
// Only functions that exist in 1.7.1 may be used from Swift.
#include <hunspell.h>
