/* model.c - the names the model's enums print as (listings, JSON,
 * diagnostics all use these, so the spelling is decided once). */
#include "model.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const cl_diag_info cl_diag_table[CL_DIAG_COUNT] = {
#define ERROR CL_ERROR
#define WARNING CL_WARNING
#define DIAG(name, id, severity, guide, message, hint) {id, severity, guide, message, hint},
#include "diagnostics.def"
#undef DIAG
#undef ERROR
#undef WARNING
};

const unsigned char cl_diag_relaxable[CL_DIAG_COUNT] = {
#define DIAG(name, id, severity, guide, message, hint)
#define RELAXABLE(name) [CL_DIAG_##name] = 1,
#include "diagnostics.def"
#undef RELAXABLE
#undef DIAG
};

const char *const cl_diag_off_group[CL_DIAG_COUNT] = {
#define DIAG(name, id, severity, guide, message, hint)
#define OFF_BY_DEFAULT(name, group) [CL_DIAG_##name] = group,
#include "diagnostics.def"
#undef OFF_BY_DEFAULT
#undef DIAG
};

const char *cl_space_name(cl_space s) {
  switch (s) {
  case CL_SPACE_HOST: return "host";
  case CL_SPACE_DEVICE: return "device";
  case CL_SPACE_HOST_DEVICE: return "host-device";
  }
  return "?";
}

const char *cl_capture_kind_name(cl_capture_kind k) {
  switch (k) {
  case CL_CAP_COPY: return "copy";
  case CL_CAP_REF: return "ref";
  case CL_CAP_INIT_COPY: return "init";
  case CL_CAP_INIT_REF: return "init-ref";
  case CL_CAP_THIS: return "this";
  case CL_CAP_STAR_THIS: return "*this";
  }
  return "?";
}

const char *cl_access_name(cl_access a) {
  switch (a) {
  case CL_ACCESS_NONE: return "none";
  case CL_ACCESS_PUBLIC: return "public";
  case CL_ACCESS_PROTECTED: return "protected";
  case CL_ACCESS_PRIVATE: return "private";
  }
  return "?";
}

const char *cl_fn_kind_name(cl_fn_kind k) {
  switch (k) {
  case CL_FN_FREE: return "function";
  case CL_FN_METHOD: return "method";
  case CL_FN_CTOR: return "constructor";
  case CL_FN_DTOR: return "destructor";
  case CL_FN_CONVERSION: return "conversion";
  case CL_FN_OPERATOR: return "operator";
  }
  return "?";
}

void cl_model_free(cl_model *m) {
  if (!m)
    return;
  cl_model_free(m->device);
  cl_arena_free(m->arena);
}

const char *cl_function_key(const cl_function *fn) {
  return *fn->usr ? fn->usr : fn->name;
}

const char *cl_usr_in_file(cl_arena *a, const cl_function *fn, const char *tu) {
  if (!fn->no_external_linkage)
    return cl_function_key(fn);
  char abs[PATH_MAX];
  return cl_printf(a, "%s@%s", cl_function_key(fn), realpath(tu, abs) ? abs : tu);
}

size_t cl_lambda_ordinal(const cl_model *m, const cl_lambda *l) {
  const char *key = cl_function_key(l->enclosing);
  size_t n = 0;
  for (size_t i = 0; i < l->index; i++) {
    const cl_lambda *o = m->lambdas[i];
    n += o->extended && o->enclosing && !strcmp(cl_function_key(o->enclosing), key);
  }
  return n;
}

const char *cl_wrapper_name(cl_arena *a, const char *key, size_t ordinal) {
  char tail[32];
  snprintf(tail, sizeof tail, "#%zu", ordinal);
  unsigned long long h = cl_hash_bytes(CL_HASH_SEED, key, strlen(key));
  h = cl_hash_bytes(h, tail, strlen(tail));
  return cl_printf(a, "__cudalift_L_%016llx", h);
}

const char *cl_source_line(const cl_model *m, const cl_loc *loc) {
  if (!loc->file)
    return NULL;
  for (size_t i = 0; i < m->nsources; i++) {
    const cl_source *src = &m->sources[i];
    if (strcmp(src->name, loc->file) != 0 || loc->offset > src->size)
      continue;
    size_t b = loc->offset, e = loc->offset;
    while (b > 0 && src->text[b - 1] != '\n')
      b--;
    while (e < src->size && src->text[e] != '\n' && src->text[e] != '\r')
      e++;
    return cl_strndup(m->arena, src->text + b, e - b);
  }
  return NULL;
}

const cl_source *cl_model_source(const cl_model *m, const char *name) {
  for (size_t i = 0; m && name && i < m->nsources; i++)
    if (!strcmp(m->sources[i].name, name))
      return &m->sources[i];
  return NULL;
}
