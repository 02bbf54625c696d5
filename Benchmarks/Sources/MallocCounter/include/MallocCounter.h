#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Starts counting allocations (from zero) on every thread.
void malloc_counter_start(void);

/// Stops counting; the counts stay readable.
void malloc_counter_stop(void);

/// Allocations (malloc, calloc, realloc, aligned allocations) made while counting.
int64_t malloc_counter_allocations(void);

/// Bytes allocated minus bytes freed while counting, as the allocator sizes the blocks.
int64_t malloc_counter_live_bytes(void);

#endif
