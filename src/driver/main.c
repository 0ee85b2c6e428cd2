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

static int cuda_headers_present(const char *root) {
  char path[4096];
  snprintf(path, sizeof path, "%s/include/cuda_runtime.h", root);
  FILE *f = fopen(path, "r");
  if (f)
    fclose(f);
  return f != NULL;
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
    printf("cudalift %s (libclang %s)\n", CUDALIFT_VERSION, CUDALIFT_LLVM_VERSION);
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
