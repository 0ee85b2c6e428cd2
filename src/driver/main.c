/* main.c - cudalift's entry point: parse the command line, run the
 * pipeline for each input, print what the mode asks for, and pick the
 * exit code (0 ok, 1 errors in the input, 2 usage or environment). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver.h"
#include "emit/emit.h"

#define CUDALIFT_VERSION "0.1.0"

static const char usage[] =
    "usage: cudalift --print-lambdas [--format=text|json] [nvcc options] file.cu...\n"
    "       cudalift --check [nvcc options] file.cu...\n"
    "       cudalift --emit-lowered=OUT.cu [nvcc options] file.cu\n"
    "\n"
    "cudalift parses CUDA C++ with libclang and models every lambda: its\n"
    "execution space, whether it is an extended lambda, its enclosing function\n"
    "and its captures in closure layout order.\n"
    "\n"
    "modes:\n"
    "  --print-lambdas      one line per lambda (or the whole model with --format=json)\n"
    "  --check              report the extended-lambda restrictions nvcc enforces\n"
    "                       (guide 5.3.7.4) and the device C library rules (5.3.6),\n"
    "                       without running nvcc\n"
    "  --emit-lowered=PATH  check, then write the file with every extended lambda\n"
    "                       lowered to a wrapper type: plain nvcc compiles it\n"
    "                       without --extended-lambda\n"
    "\n"
    "options:\n"
    "  --format=text|json|sarif  output format (default text; sarif: --check only)\n"
    "  -Werror              with --check: warnings count as errors\n"
    "  -verify              with --check: compare the diagnostics with the file's\n"
    "                       // expected-error {{...}} comments (clang style)\n"
    "  -Wno-ID / -WID       with --check: switch diagnostic ID (R04, nvcc-compat, ...) off/on\n"
    "  -Wportability        with --check: also report R10 and R11, which matter only\n"
    "                       with an MSVC host compiler (off by default)\n"
    "  --relaxed            with --check: report the restrictions that only nvcc's own\n"
    "                       lowering needs (R04, R05, R07, R08, R09c, HD init-captures,\n"
    "                       constexpr lambdas) as notes: cudalift's lowering does\n"
    "                       not need them, so such a file builds through cudalift\n"
    "  --device-heap-size=SIZE  --printf-fifo-size=SIZE  --device-stack-size=SIZE\n"
    "                       with --emit-lowered: device limits the program applies\n"
    "                       before main (SIZE: bytes, or 256M, 1G); at run time\n"
    "                       CUDALIFT_DEVICE_HEAP_SIZE, CUDALIFT_PRINTF_FIFO_SIZE and\n"
    "                       CUDALIFT_DEVICE_STACK_SIZE win over them\n"
    "  --no-printf-flush    with --emit-lowered: leave device printf output unflushed\n"
    "                       at exit (flushed by default)\n"
    "  --device-malloc-check  with --emit-lowered: count the device allocations that\n"
    "                       return NULL, per call site, and report them at exit\n"
    "  -nocudainc           parse with cudalift's small CUDA prelude instead of the\n"
    "                       CUDA headers (fast; for tests)\n"
    "  --cudalift-cuda-path=DIR  CUDA toolkit root (default $CUDA_PATH, $CUDA_HOME,\n"
    "                       /usr/local/cuda)\n"
    "  --cudalift-verbose   print the arguments handed to libclang (twice with --check\n"
    "                       for a file that names __CUDA_ARCH__: it is also parsed as\n"
    "                       device code, for R13, R15 and K1)\n"
    "  nvcc's -I, -isystem, -D, -U, -include, -std, -x cu are used for parsing;\n"
    "  nvcc's other options (-arch, -gencode, -O3, -Xcompiler ...) are accepted.\n"
    "\n"
    "exit status: 0 ok, 1 errors in the input, 2 usage or environment error\n";

static void print_messages(const cl_model *m) {
  cl_buf b = {0};
  for (size_t i = 0; i < m->nmessages; i++)
    em_message(&m->messages[i], &b);
  fputs(cl_buf_str(&b), stderr);
  cl_buf_free(&b);
}

/* --cudalift-verbose: `heading`, then the arguments `cfg` hands to libclang. */
static void print_verbose(const fe_config *cfg, const char *heading) {
  cl_arena *a = cl_arena_new();
  size_t n;
  const char **args = fe_clang_args(cfg, a, &n);
  fprintf(stderr, "cudalift: %s:", heading);
  for (size_t i = 0; i < n; i++)
    fprintf(stderr, " %s", args[i]);
  fputc('\n', stderr);
  cl_arena_free(a);
}

static int cuda_headers_present(const char *root) {
  char path[4096];
  snprintf(path, sizeof path, "%s/include/cuda_runtime.h", root);
  FILE *f = fopen(path, "r");
  if (f)
    fclose(f);
  return f != NULL;
}

/* The rules pass: diagnostics after -W options, rendered as asked (or
 * compared with the file's expectations under -verify).  Returns 1 when
 * an error remains. */
static int report_check(const drv_options *o, cl_model *m, cl_buf *out) {
  int rc = 0;
  cl_diag **all;
  size_t n = fe_check(m, &all), kept = 0;
  cl_diag **diags = cl_alloc(m->arena, (n + 1) * sizeof *diags);
  for (size_t i = 0; i < n; i++) {
    int sev = drv_severity(o, all[i]);
    if (sev < 0)
      continue;
    if (sev == CL_NOTE && all[i]->severity != CL_NOTE)
      all[i]->text = cl_printf(m->arena,
                               "%s; accepted under --relaxed: this file now builds "
                               "only through cudalift",
                               all[i]->text);
    all[i]->severity = (cl_severity)sev;
    if (sev == CL_ERROR)
      rc = 1;
    diags[kept++] = all[i];
  }
  if (o->verify) {
    rc = drv_verify(m, diags, kept) ? 1 : 0;
  } else if (o->format == DRV_FORMAT_JSON) {
    em_diags_json(m, diags, kept, out);
  } else if (o->format == DRV_FORMAT_SARIF) {
    em_diags_sarif(m, diags, kept, CUDALIFT_VERSION, out);
  } else {
    cl_buf b = {0};
    for (size_t i = 0; i < kept; i++)
      em_diag_text(m, diags[i], &b);
    fputs(cl_buf_str(&b), stderr);
    cl_buf_free(&b);
  }
  return rc;
}

/* --emit-lowered: the checker first (errors stop here, as nvcc would stop),
 * then the lowering, written atomically: the main file to PATH, project
 * headers that need lowering under PATH.d/ (by their absolute paths). */
static int emit_lowered(const drv_options *o, cl_model *m) {
  cl_buf ignored = {0};
  drv_options quiet = *o;
  quiet.verify = 0;
  quiet.format = DRV_FORMAT_TEXT;
  int rc = report_check(&quiet, m, &ignored);
  cl_buf_free(&ignored);
  if (rc)
    return rc;
  lw_plan plan;
  const char *tree = cl_printf(m->arena, "%s.d", o->lowered_path);
  lw_runtime rt = o->runtime;
  rt.lambda_header = drv_runtime_header(m->arena, "lambda.h");
  rt.device_header = drv_runtime_header(m->arena, "device_runtime.h");
  lw_plan_tu(m, &rt, o->lowered_path, tree, &plan);
  if (plan.nproblems) {
    cl_buf b = {0};
    for (size_t i = 0; i < plan.nproblems; i++) {
      cl_message msg = {.severity = CL_ERROR, .loc = plan.problems[i].loc,
                        .text = cl_printf(m->arena, "cannot lower this extended lambda: %s",
                                          plan.problems[i].text),
                        .source_line = cl_source_line(m, &plan.problems[i].loc)};
      em_message(&msg, &b);
    }
    fputs(cl_buf_str(&b), stderr);
    cl_buf_free(&b);
    return 1;
  }
  for (size_t i = 0; i < plan.nfiles && rc == 0; i++) {
    const lw_file *f = &plan.files[i];
    cl_buf text = {0};
    em_lowered(f, &text);
    if ((i > 0 && cl_make_parents(f->out_path) != 0) ||
        cl_write_file_atomic(f->out_path, text.data ? text.data : "", text.len) != 0) {
      fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", f->out_path, strerror(errno));
      rc = 2;
    }
    cl_buf_free(&text);
  }
  return rc;
}

/* Runs one input; returns its exit code. */
static int run_one(const drv_options *o, const char *path, cl_buf *out) {
  cl_model *m;
  fe_status st = fe_build_model(path, NULL, &o->fe, &m);
  switch (st) {
  case FE_OK: break;
  case FE_NO_FILE:
    fprintf(stderr, "cudalift: error: cannot read '%s': %s\n", path, strerror(errno));
    return 2;
  case FE_ARGS_REJECTED:
    fprintf(stderr,
            "cudalift: error: libclang rejected the compiler arguments for '%s' "
            "(rerun with --cudalift-verbose to see them)\n",
            path);
    return 2;
  case FE_CRASHED:
    fprintf(stderr, "cudalift: error: libclang could not parse '%s'\n", path);
    return 2;
  }
  if (o->verbose && m->device) {
    fe_config device = o->fe;
    device.device_pass = 1;
    print_verbose(&device, cl_printf(m->arena, "'%s' names __CUDA_ARCH__: device-side parse, "
                                               "libclang arguments", path));
  }
  print_messages(m);
  int rc = m->setup_errors ? 2 : m->errors ? 1 : 0;
  if (rc == 0 && o->mode == DRV_MODE_CHECK)
    rc = report_check(o, m, out);
  else if (rc == 0 && o->mode == DRV_MODE_EMIT_LOWERED)
    rc = emit_lowered(o, m);
  else if (rc == 0) {
    if (o->format == DRV_FORMAT_JSON)
      em_listing_json(m, out);
    else
      em_listing_text(m, out);
  }
  cl_model_free(m);
  return rc;
}

int main(int argc, char **argv) {
  drv_options o;
  cl_buf err = {0};
  if (!drv_parse_args(argc - 1, argv + 1, &o, &err)) {
    fprintf(stderr, "cudalift: error: %s\n(see cudalift --help)\n", cl_buf_str(&err));
    cl_buf_free(&err);
    drv_options_free(&o);
    return 2;
  }
  int rc = 0;
  if (o.show_help) {
    fputs(usage, stdout);
  } else if (o.show_version) {
    printf("cudalift %s (libclang %s)\n", CUDALIFT_VERSION, "19");
  } else if (o.mode == DRV_MODE_NONE) {
    fputs("cudalift: error: no mode given (try --print-lambdas; see cudalift --help)\n", stderr);
    rc = 2;
  } else if (o.inputs.len == 0) {
    fputs("cudalift: error: no input files\n", stderr);
    rc = 2;
  } else if (o.mode == DRV_MODE_EMIT_LOWERED && o.inputs.len > 1) {
    fputs("cudalift: error: --emit-lowered takes one input file\n", stderr);
    rc = 2;
  } else {
    if (o.verbose)
      print_verbose(&o.fe, "libclang arguments");
    if (!o.fe.minimal && !cuda_headers_present(o.fe.cuda_path)) {
      fprintf(stderr,
              "cudalift: error: no CUDA toolkit at '%s' (cuda_runtime.h not found); set "
              "CUDA_PATH or pass --cudalift-cuda-path=DIR\n",
              o.fe.cuda_path);
      drv_options_free(&o);
      return 2;
    }
    for (size_t i = 0; i < o.inputs.len; i++) {
      cl_buf out = {0};
      int r = run_one(&o, o.inputs.items[i], &out);
      fputs(cl_buf_str(&out), stdout);
      cl_buf_free(&out);
      if (r > rc)
        rc = r;
    }
  }
  fflush(stdout);
  cl_buf_free(&err);
  drv_options_free(&o);
  return rc;
}
