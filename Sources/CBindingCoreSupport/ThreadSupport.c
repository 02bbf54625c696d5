#include "CBindingCoreSupport.h"

#include <dlfcn.h>
#include <stddef.h>

_Thread_local void *_Nullable bind_thread_propagation_slot = NULL;

void (*_Nullable bind_tsan_acquire_hook)(const void *_Nonnull address) = NULL;
void (*_Nullable bind_tsan_release_hook)(const void *_Nonnull address) = NULL;

// On Linux, Mutex waits with futex system calls that ThreadSanitizer does not see, so it would
// report every access guarded by one as a race; its runtime exports these annotations, which
// the locks call when they are present. Looked up before any Swift code runs.
__attribute__((constructor)) static void bind_find_tsan_hooks(void) {
  void *acquire = dlsym(RTLD_DEFAULT, "__tsan_acquire");
  void *release = dlsym(RTLD_DEFAULT, "__tsan_release");
  if (acquire == NULL || release == NULL) return;
  bind_tsan_release_hook = (void (*)(const void *))release;
  bind_tsan_acquire_hook = (void (*)(const void *))acquire;
}
