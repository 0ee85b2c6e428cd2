/* main.c - cudalift's entry point: parse the command line, run the
 * pipeline for each input, print what the mode asks for, and pick the
 * exit code (0 ok, 1 errors in the input, 2 usage or environment). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver.h"
#include "emit/emit.h"

static const char usage[] =
    "usage: cudalift [nvcc] [nvcc options] files...   (drop-in nvcc)\n"
    "       cudalift --print-lambdas [--format=text|json] [nvcc options] file.cu...\n"
    "       cudalift --check [nvcc options] file.cu...\n"
    "       cudalift --check -p BUILD_DIR [-j N] [nvcc options] [file.cu...]\n"
    "       cudalift --emit-lowered=OUT.cu [nvcc options] file.cu\n"
    "\n"
    "cudalift parses CUDA C++ with libclang and models every lambda: its\n"
    "execution space, whether it is an extended lambda, its enclosing function\n"
    "and its captures in closure layout order.\n"
    "\n"
    "As a drop-in nvcc (no mode given), cudalift checks and lowers every .cu input\n"
    "(and every input under -x cu), then runs nvcc with the same command line on\n"
    "the lowered files, without --extended-lambda.  nvcc is the first word when it\n"
    "is nvcc (`cudalift nvcc ...`, `cudalift /path/nvcc ...`, `cudalift ccache nvcc\n"
    "...`), else $CUDALIFT_NVCC, $CUDA_PATH/bin, $CUDA_HOME/bin, /usr/local/cuda/bin,\n"
    "$PATH.  --help and --version go to nvcc; --cudalift-help shows this text.\n"
    "  --cudalift-list-diagnostics  every diagnostic as a Markdown table (docs/DIAGNOSTICS.md)\n"
    "  --cudalift-keep      keep the temporary folder and say where it is\n"
    "  --cudalift-keep-extended-lambda  pass --extended-lambda on to nvcc\n"
    "  --cudalift-verbose   print the nvcc command line\n"
    "\n"
    "modes:\n"
    "  --print-lambdas      one line per lambda (or the whole model with --format=json)\n"
    "  --check              report the extended-lambda restrictions nvcc enforces\n"
    "                       (guide 5.3.7.4) and the device C library rules (5.3.6),\n"
    "                       without running nvcc\n"
    "  --emit-lowered=PATH  check, then write the file with every extended lambda\n"
    "                       lowered to a wrapper type: plain nvcc compiles it\n"
    "                       without --extended-lambda\n"
    "\n";

static const char usage_options[] =
    "options:\n"
    "  --format=text|json|sarif  output format (default text; sarif: --check only)\n"
    "  -p DIR               with --check: check the CUDA entries of\n"
    "                       DIR/compile_commands.json (only the files named, if any)\n"
    "  -j N                 files checked at once (default: one per core)\n"
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

static void count_messages(const cl_model *m, unsigned *errors, unsigned *warnings) {
  for (size_t i = 0; i < m->nmessages; i++) {
    if (m->messages[i].severity == CL_ERROR)
      ++*errors;
    else if (m->messages[i].severity == CL_WARNING)
      ++*warnings;
  }
}

/* The file's findings as --format asks: JSON and SARIF into `out` (they
 * carry the compiler's messages too), text on stderr. */
static void render_findings(const drv_options *o, const cl_model *m, cl_diag **diags, size_t n,
                            cl_buf *out) {
  if (o->format == DRV_FORMAT_JSON) {
    em_diags_json(m, diags, n, out);
  } else if (o->format == DRV_FORMAT_SARIF) {
    em_sarif_results(m, diags, n, out);
  } else {
    cl_buf b = {0};
    for (size_t i = 0; i < n; i++)
      em_diag_text(m, diags[i], &b);
    fputs(cl_buf_str(&b), stderr);
    cl_buf_free(&b);
  }
}

/* The rules pass: diagnostics after -W options, rendered as asked (or
 * compared with the file's expectations under -verify), counted into
 * *errors and *warnings.  Returns 1 when an error remains. */
static int report_check(const drv_options *o, cl_model *m, cl_buf *out, unsigned *errors,
                        unsigned *warnings) {
  cl_diag **diags;
  size_t n;
  int rc = drv_findings(o, m, &diags, &n, errors, warnings);
  if (o->verify)
    return drv_verify(m, diags, n) ? 1 : 0;
  render_findings(o, m, diags, n, out);
  return rc;
}

/* --emit-lowered: the checker first (errors stop here, as nvcc would stop),
 * then the lowering, written atomically: the main file to PATH, project
 * headers that need lowering under PATH.d/ (by their absolute paths). */
static int emit_lowered(const drv_options *o, cl_model *m) {
  return drv_lower_model(o, m, o->lowered_path, cl_printf(m->arena, "%s.d", o->lowered_path), 1,
                         NULL);
}

/* A NUL byte marks a binary file (an object file or an image named .cu by
 * mistake); clang would answer it with hundreds of messages.  Returns 1
 * and the NUL's place when there is one. */
static int find_nul(const char *path, unsigned *line, unsigned *col) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  int ch, found = 0;
  *line = *col = 1;
  while (!found && (ch = getc(f)) != EOF) {
    if (ch == 0)
      found = 1;
    else if (ch == '\n') {
      ++*line;
      *col = 1;
    } else {
      ++*col;
    }
  }
  fclose(f);
  return found;
}

int drv_run_one(const drv_options *o, const fe_config *fe, const char *path, cl_buf *out,
                unsigned *errors, unsigned *warnings) {
  if (o->verbose)
    print_verbose(fe, "libclang arguments");
  unsigned line, col;
  if (find_nul(path, &line, &col)) {
    fprintf(stderr, "%s:%u:%u: error: a NUL byte: this is a binary file, not CUDA source\n",
            path, line, col);
    return 2;
  }
  cl_model *m;
  fe_status st = fe_build_model(path, NULL, fe, &m);
  if (st != FE_OK)
    return drv_parse_failed(st, path);
  if (o->verbose && m->device) {
    fe_config device = *fe;
    device.device_pass = 1;
    print_verbose(&device, cl_printf(m->arena, "'%s' names __CUDA_ARCH__: device-side parse, "
                                               "libclang arguments", path));
  }
  print_messages(m);
  count_messages(m, errors, warnings);
  int rc = m->setup_errors ? 2 : m->errors ? 1 : 0;
  if (rc == 0 && o->mode == DRV_MODE_CHECK) {
    rc = report_check(o, m, out, errors, warnings);
  } else if (rc == 0 && o->mode == DRV_MODE_EMIT_LOWERED) {
    rc = emit_lowered(o, m);
  } else if (rc == 1 && o->mode == DRV_MODE_CHECK && !o->verify) {
    render_findings(o, m, NULL, 0, out); /* no rule ran: the compiler's messages only */
  } else if (rc == 0) {
    if (o->format == DRV_FORMAT_JSON)
      em_listing_json(m, out);
    else
      em_listing_text(m, out);
  }
  cl_model_free(m);
  return rc;
}

/* Is this a cudalift mode (--check, --print-lambdas, --emit-lowered, its
 * own help and version), or a build line for the drop-in nvcc? */
static int cudalift_mode(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--check") || !strcmp(argv[i], "--print-lambdas") ||
        cl_starts_with(argv[i], "--emit-lowered=") || !strcmp(argv[i], "--cudalift-help") ||
        !strcmp(argv[i], "--cudalift-list-diagnostics") ||
        !strcmp(argv[i], "--cudalift-version"))
      return 1;
  return argc == 1;
}

int main(int argc, char **argv) {
  if (!cudalift_mode(argc, argv))
    return drv_nvcc_main(argc - 1, argv + 1);
  if (argc == 2 && !strcmp(argv[1], "--cudalift-list-diagnostics")) {
    cl_buf doc = {0};
    em_diagnostics_doc(&doc);
    fputs(cl_buf_str(&doc), stdout);
    cl_buf_free(&doc);
    return 0;
  }
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
    fputs(usage_options, stdout);
  } else if (o.show_version) {
    printf("cudalift %s (libclang %s)\n", CUDALIFT_VERSION, "19");
  } else if (o.mode == DRV_MODE_NONE) {
    fputs("cudalift: error: no mode given (try --print-lambdas; see cudalift --help)\n", stderr);
    rc = 2;
  } else if (o.compdb_dir && o.mode != DRV_MODE_CHECK) {
    fputs("cudalift: error: -p DIR goes with --check\n", stderr);
    rc = 2;
  } else if (o.inputs.len == 0 && !o.compdb_dir) {
    fputs("cudalift: error: no input files\n", stderr);
    rc = 2;
  } else if (o.mode == DRV_MODE_EMIT_LOWERED && o.inputs.len > 1) {
    fputs("cudalift: error: --emit-lowered takes one input file\n", stderr);
    rc = 2;
  } else {
    if (!o.fe.minimal && !cuda_headers_present(o.fe.cuda_path)) {
      fprintf(stderr,
              "cudalift: error: no CUDA toolkit at '%s' (cuda_runtime.h not found); set "
              "CUDA_PATH or pass --cudalift-cuda-path=DIR\n",
              o.fe.cuda_path);
      drv_options_free(&o);
      return 2;
    }
    rc = drv_run_all(&o);
  }
  fflush(stdout);
  cl_buf_free(&err);
  drv_options_free(&o);
  return rc;
}
