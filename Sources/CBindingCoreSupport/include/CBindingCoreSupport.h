// What BindingCore's hot path needs from C: a thread-local slot read without a function call,
// ThreadSanitizer's annotation hooks looked up once at load time, and where the running
// thread's stack is (ThreadStack.h). Swift reads neither
// `_Thread_local` variables nor C globals set at load time without a lazy initializer, whose
// check (swift_once) would cost every delivery a call.
#ifndef CBINDINGCORESUPPORT_H
#define CBINDINGCORESUPPORT_H

#include <stdbool.h>

#include "ThreadStack.h"

/// This thread's propagation context (a retained `Propagation`), or NULL before its first use.
extern _Thread_local void *_Nullable bind_thread_propagation_slot;

/// ThreadSanitizer's `__tsan_acquire` and `__tsan_release` when the process runs under it,
/// otherwise NULL; looked up when the library is loaded.
extern void (*_Nullable bind_tsan_acquire_hook)(const void *_Nonnull address);
extern void (*_Nullable bind_tsan_release_hook)(const void *_Nonnull address);

/// This thread's propagation context, or NULL before its first use.
static inline void *_Nullable bind_thread_propagation(void) {
  return bind_thread_propagation_slot;
}

/// Sets this thread's propagation context.
static inline void bind_set_thread_propagation(void *_Nullable context) {
  bind_thread_propagation_slot = context;
}

/// Whether the process runs under ThreadSanitizer.
static inline bool bind_tsan_is_active(void) { return bind_tsan_acquire_hook != 0; }

/// Tells ThreadSanitizer that the lock at `address` was taken; call only when active.
static inline void bind_tsan_acquire(const void *_Nonnull address) {
  bind_tsan_acquire_hook(address);
}

/// Tells ThreadSanitizer that the lock at `address` is about to be released; call only when
/// active.
static inline void bind_tsan_release(const void *_Nonnull address) {
  bind_tsan_release_hook(address);
}

#endif
