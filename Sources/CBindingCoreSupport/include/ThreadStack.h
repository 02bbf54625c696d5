#ifndef BIND_THREAD_STACK_H
#define BIND_THREAD_STACK_H

#include <stddef.h>
#include <stdint.h>

/// Where the caller's frame is on the running thread's stack: a cheap reading of how deep the
/// stack is.
///
/// The frame address, not the address of a local: the address sanitizer moves locals whose
/// address is taken to a "fake stack" on the heap (detect_stack_use_after_return), but frames
/// stay on the thread's own stack. Inlined into the caller, so it costs one register move.
static inline __attribute__((always_inline)) uintptr_t bind_stack_position(void) {
  return (uintptr_t)__builtin_frame_address(0);
}

/// Finds the calling thread's stack: stores its lowest address (stacks grow down towards it)
/// and its size in bytes, and returns 1; returns 0 where the system does not say.
int bind_thread_stack(uintptr_t *lowest, size_t *size);

#endif
