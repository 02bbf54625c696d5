// Counts heap allocations by defining the allocator's entry points in the executable, which
// the dynamic linker then prefers to the C library's for every library in the process. Each
// forwards to the C library's implementation; counting costs one flag test when off.
#include "MallocCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_bool counting;
static atomic_llong allocations;
static atomic_llong live_bytes;

void malloc_counter_start(void) {
  atomic_store(&allocations, 0);
  atomic_store(&live_bytes, 0);
  atomic_store(&counting, 1);
}

void malloc_counter_stop(void) { atomic_store(&counting, 0); }

int64_t malloc_counter_allocations(void) { return atomic_load(&allocations); }

int64_t malloc_counter_live_bytes(void) { return atomic_load(&live_bytes); }

static inline int is_counting(void) {
  return atomic_load_explicit(&counting, memory_order_relaxed);
}

static inline void *allocated(void *pointer) {
  if (pointer && is_counting()) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&live_bytes, (long long)malloc_usable_size(pointer),
                              memory_order_relaxed);
  }
  return pointer;
}

static inline void freeing(void *pointer) {
  if (pointer && is_counting()) {
    atomic_fetch_sub_explicit(&live_bytes, (long long)malloc_usable_size(pointer),
                              memory_order_relaxed);
  }
}

void *malloc(size_t size) { return allocated(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return allocated(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  freeing(pointer);
  return allocated(__libc_realloc(pointer, size));
}

void free(void *pointer) {
  freeing(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  return allocated(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
  return allocated(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *pointer = allocated(__libc_memalign(alignment, size));
  if (!pointer) return ENOMEM;
  *result = pointer;
  return 0;
}
