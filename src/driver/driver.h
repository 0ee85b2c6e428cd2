/* driver.h - the command line: nvcc's options (kept, translated for the
 * parse, or ignored) and cudalift's own.  Only the driver decides exit
 * codes: 0 ok, 1 errors in the input, 2 usage or environment. */
#ifndef CUDALIFT_DRIVER_H
#define CUDALIFT_DRIVER_H

#include "frontend/frontend.h"
#include "lower/lower.h"

typedef enum drv_mode {
  DRV_MODE_NONE,
  DRV_MODE_PRINT_LAMBDAS, /* --print-lambdas */
  DRV_MODE_CHECK,         /* --check: diagnostics only, no nvcc */
  DRV_MODE_EMIT_LOWERED,  /* --emit-lowered=PATH: check, then write the lowered source */
} drv_mode;

typedef enum drv_format { DRV_FORMAT_TEXT, DRV_FORMAT_JSON, DRV_FORMAT_SARIF } drv_format;

typedef struct drv_options {
  drv_mode mode;
  drv_format format;
  fe_config fe;        /* what the parse needs from the command line */
  cl_vec inputs;       /* char*: the source files, in order */
  int show_help;
  int show_version;
  int verbose;         /* print the libclang arguments */
  int verify;          /* -verify: compare with expected-* comments */
  int werror;          /* -Werror: cudalift's warnings count as errors */
  const char *lowered_path; /* --emit-lowered=PATH */
  int relaxed;         /* --relaxed: nvcc-only restrictions become notes */
  unsigned char disabled[CL_DIAG_COUNT]; /* switched off: -Wno-<id>, or off by default */
  /* The device runtime's settings (--device-heap-size=SIZE, --printf-fifo-size=SIZE,
   * --device-stack-size=SIZE, --no-printf-flush, --device-malloc-check); main.c
   * adds the header paths. */
  lw_runtime runtime;
} drv_options;

/* Parses argv (without argv[0]).  On a usage error returns 0 and writes
 * the message (no trailing newline) to `err`. */
int drv_parse_args(int argc, char **argv, drv_options *o, cl_buf *err);
void drv_options_free(drv_options *o);

/* verify.c: compares diagnostics with the main file's expected-*
 * comments, prints the differences; returns 0 when they agree. */
int drv_verify(const cl_model *m, cl_diag **diags, size_t n);

/* runtime.c: the path of the runtime header `name` ("lambda.h",
 * "device_runtime.h") lowered files include (installed next to the
 * executable's prefix, or the source tree's); the arena owns it. */
const char *drv_runtime_header(cl_arena *a, const char *name);

/* The severity a diagnostic is reported with, or -1 when it is switched off;
 * CL_NOTE for a relaxable one under --relaxed. */
int drv_severity(const drv_options *o, const cl_diag *d);

#endif
