/* main.c - cudalift's entry point: parse the command line, run the
 * pipeline for each input, print what the mode asks for, and pick the
 * exit code (0 ok, 1 errors in the input, 2 usage or environment). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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
    "\n";

static const char usage_tail[] =
    "nvcc's -I, -isystem, -D, -U, -include, -std, -x cu, -arch and -gencode are used\n"
    "for parsing; nvcc's other options (-O3, -Xcompiler ...) are accepted.\n"
    "\n"
    "exit status: 0 ok, 1 errors in the input, 2 usage or environment error\n";

static int cuda_headers_present(const char *root) {
  cl_buf path = {0};
  cl_buf_printf(&path, "%s/include/cuda_runtime.h", root);
  int found = access(cl_buf_str(&path), R_OK) == 0;
  cl_buf_free(&path);
  return found;
}

/* Is this a cudalift mode (an option of options.def that selects one),
 * or a build line for the drop-in nvcc? */
static int cudalift_mode(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const drv_own_option *r = drv_own_find(argv[i], DRV_W_MODE);
    if (r && (r->where & DRV_W_SELECT))
      return 1;
  }
  return argc == 1;
}

/* Prints a generated text: the help, the option or diagnostic tables. */
static void print_generated(void (*gen)(cl_buf *), const char *head, const char *tail) {
  cl_buf b = {0};
  gen(&b);
  fputs(head, stdout);
  fputs(cl_buf_str(&b), stdout);
  fputs(tail, stdout);
  cl_buf_free(&b);
}

int main(int argc, char **argv) {
  if (!cudalift_mode(argc, argv))
    return drv_nvcc_main(argc - 1, argv + 1);
  drv_options o;
  cl_buf err = {0};
  if (!drv_parse_args(argc - 1, argv + 1, &o, &err)) {
    fprintf(stderr, "cudalift: error: %s\n(see cudalift --cudalift-help)\n", cl_buf_str(&err));
    cl_buf_free(&err);
    drv_options_free(&o);
    return 2;
  }
  int rc = 0;
  if (o.show_help) {
    print_generated(drv_options_help, usage, usage_tail);
  } else if (o.list_diagnostics) {
    print_generated(em_diagnostics_doc, "", "");
  } else if (o.zero_stats || o.show_stats) {
    rc = o.zero_stats ? drv_stats_zero() : 0;
    if (rc == 0 && o.show_stats)
      rc = drv_stats_print();
  } else if (o.list_options) {
    print_generated(drv_options_doc, "", "");
  } else if (o.show_version) {
    /* cudalift's, libclang's and nvcc's versions; plain --version on a
     * build line stays nvcc's (CMake identifies the compiler from it). */
    cl_arena *a = cl_arena_new();
    cl_buf nvcc = {0};
    drv_nvcc_version(&nvcc);
    printf("cudalift %s\nlibclang %s: %s\nnvcc %s\n", CUDALIFT_VERSION, CUDALIFT_LLVM_VERSION,
           fe_libclang_version(a), cl_buf_str(&nvcc));
    cl_buf_free(&nvcc);
    cl_arena_free(a);
  } else if (o.mode == DRV_MODE_NONE) {
    fputs("cudalift: error: no mode given (try --print-lambdas; see cudalift --cudalift-help)\n", stderr);
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
