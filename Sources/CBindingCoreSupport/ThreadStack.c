#define _GNU_SOURCE
#include "ThreadStack.h"

#include <pthread.h>

int bind_thread_stack(uintptr_t *lowest, size_t *size) {
#if defined(__APPLE__)
  pthread_t thread = pthread_self();
  uintptr_t highest = (uintptr_t)pthread_get_stackaddr_np(thread);
  size_t bytes = pthread_get_stacksize_np(thread);
  if (bytes == 0 || highest <= bytes) return 0;
  *lowest = highest - bytes;
  *size = bytes;
  return 1;
#elif defined(__linux__)
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
  void *address = NULL;
  size_t bytes = 0;
  int found = pthread_attr_getstack(&attributes, &address, &bytes) == 0 && address && bytes > 0;
  pthread_attr_destroy(&attributes);
  if (!found) return 0;
  *lowest = (uintptr_t)address;
  *size = bytes;
  return 1;
#else
  (void)lowest;
  (void)size;
  return 0;
#endif
}
