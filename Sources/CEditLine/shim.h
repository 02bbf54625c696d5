// Non-variadic wrappers around libedit: el_set, el_get and history are variadic C
// functions, which Swift cannot call. Every wrapper is prefixed `bind_`.
#ifndef BIND_CEDITLINE_SHIM_H
#define BIND_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <signal.h>

typedef char *(*bind_prompt_function)(EditLine *);
typedef unsigned char (*bind_editor_function)(EditLine *, int);

static inline EditLine *bind_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

static inline int bind_el_set_prompt(EditLine *el, bind_prompt_function prompt) {
  return el_set(el, EL_PROMPT, prompt);
}

static inline int bind_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int bind_el_set_history(EditLine *el, History *store) {
  return el_set(el, EL_HIST, history, store);
}

static inline int bind_el_set_signal(EditLine *el, int handle) {
  return el_set(el, EL_SIGNAL, handle);
}

static inline int bind_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *bind_el_get_client_data(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}

static inline int bind_el_add_function(EditLine *el, const char *name, const char *help,
                                       bind_editor_function function) {
  return el_set(el, EL_ADDFN, name, help, function);
}

static inline int bind_el_bind_key(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, NULL);
}

static inline History *bind_history_init(void) { return history_init(); }

static inline int bind_history_set_size(History *store, int size) {
  HistEvent event;
  return history(store, &event, H_SETSIZE, size);
}

static inline int bind_history_set_unique(History *store, int unique) {
  HistEvent event;
  return history(store, &event, H_SETUNIQUE, unique);
}

static inline int bind_history_enter(History *store, const char *line) {
  HistEvent event;
  return history(store, &event, H_ENTER, line);
}

static inline int bind_history_load(History *store, const char *path) {
  HistEvent event;
  return history(store, &event, H_LOAD, path);
}

static inline int bind_history_save(History *store, const char *path) {
  HistEvent event;
  return history(store, &event, H_SAVE, path);
}

// Appends one entry to the history file at `path`, in libedit's format, creating the file
// (with its header) if needed: what the shell does after each entry, so that a shell that is
// killed keeps its history. Returns -1 on failure.
static inline int bind_history_append(const char *path, const char *line) {
  History *single = history_init();
  if (single == NULL) return -1;
  HistEvent event;
  history(single, &event, H_SETSIZE, 1);
  history(single, &event, H_ENTER, line);
  int result = -1;
  FILE *file = fopen(path, "a");
  if (file != NULL) {
    // The header is written when the stream stands at offset 0: only in a new file.
    fseek(file, 0, SEEK_END);
    result = history(single, &event, H_SAVE_FP, file);
    if (fclose(file) != 0) result = -1;
  }
  history_end(single);
  return result;
}

// Keeps the last `size` entries of the history file at `path` (entries appended by other
// shells included), dropping repeats in a row. Returns -1 on failure.
static inline int bind_history_trim(const char *path, int size) {
  History *store = history_init();
  if (store == NULL) return -1;
  HistEvent event;
  history(store, &event, H_SETSIZE, size);
  history(store, &event, H_SETUNIQUE, 1);
  int result = history(store, &event, H_LOAD, path);
  if (result >= 0) result = history(store, &event, H_SAVE, path);
  history_end(store);
  return result;
}

static inline int bind_history_count(History *store) {
  HistEvent event;
  if (history(store, &event, H_GETSIZE) == -1) return 0;
  return event.num;
}

#endif
