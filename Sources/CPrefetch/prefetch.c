// A C target needs a source file; the hint itself is inline, in include/prefetch.h.
#include "prefetch.h"
