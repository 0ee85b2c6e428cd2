/* test_options.c - nvcc's command line as cudalift reads it, for
 * src/driver/options.c: parse-relevant flags become clang flags, nvcc-only
 * flags are accepted and dropped, unknown ones are usage errors. */
#include "helpers.h"

#include "driver/driver.h"

static int parse(drv_options *o, cl_buf *err, int argc, const char **argv) {
  return drv_parse_args(argc, (char **)argv, o, err);
}

static void translates_parse_flags(void **state) {
  (void)state;
  const char *argv[] = {"--print-lambdas", "-Iinc", "-I", "inc2", "--include-path=inc3",
                        "-isystem", "sys", "-DX=1", "-D", "Y", "-UZ", "-include", "pre.h",
                        "-std=c++20", "-x", "cu", "a.cu", "b.cu"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, (int)(sizeof argv / sizeof *argv), argv));
  static const char *const want[] = {"-I", "inc", "-I", "inc2", "-I", "inc3", "-isystem",
                                     "sys", "-D", "X=1", "-D", "Y", "-U", "Z", "-include",
                                     "pre.h"};
  assert_int_equal(o.fe.clang_args.len, sizeof want / sizeof *want);
  for (size_t i = 0; i < o.fe.clang_args.len; i++)
    assert_string_equal(o.fe.clang_args.items[i], want[i]);
  assert_string_equal(o.fe.std, "c++20");
  assert_int_equal(o.inputs.len, 2);
  assert_int_equal(o.mode, DRV_MODE_PRINT_LAMBDAS);
  drv_options_free(&o);
  cl_buf_free(&err);
}

static void ignores_nvcc_only_flags(void **state) {
  (void)state;
  const char *argv[] = {"--print-lambdas", "-arch=sm_90", "-arch", "sm_80", "-gencode",
                        "arch=compute_90,code=sm_90", "--extended-lambda", "-rdc=true",
                        "-Xcompiler", "-fopenmp", "-O3", "-lineinfo", "-G", "-c", "-o",
                        "x.o", "--expt-relaxed-constexpr", "k.cu"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, (int)(sizeof argv / sizeof *argv), argv));
  /* Only the macros nvcc (or its host compiler, for -fopenmp) predefines
   * for some of them reach the parse. */
  const char *want[] = {"-D__CUDACC_RDC__=1", "-D_OPENMP=201511", "-D__OPTIMIZE__=1",
                        "-D__CUDACC_DEBUG__=1", "-D__CUDACC_RELAXED_CONSTEXPR__=1"};
  assert_int_equal(o.fe.clang_args.len, 5);
  for (size_t i = 0; i < 5; i++)
    assert_string_equal(o.fe.clang_args.items[i], want[i]);
  assert_int_equal(o.inputs.len, 1);
  assert_string_equal(o.inputs.items[0], "k.cu");
  drv_options_free(&o);
  cl_buf_free(&err);
}

static void rejects_unknown_and_incomplete(void **state) {
  (void)state;
  const char *unknown[] = {"--print-lambdas", "--frobnicate", "a.cu"};
  const char *missing[] = {"--print-lambdas", "a.cu", "-I"};
  const char *lang[] = {"--print-lambdas", "-x", "c", "a.cu"};
  const char *format[] = {"--print-lambdas", "--format=xml", "a.cu"};
  const char **cases[] = {unknown, missing, lang, format};
  const char *needles[] = {"--frobnicate", "needs a value", "-x c", "xml"};
  for (int i = 0; i < 4; i++) {
    drv_options o;
    cl_buf err = {0};
    assert_false(parse(&o, &err, i == 1 ? 3 : (i == 2 ? 4 : 3), cases[i]));
    assert_non_null(strstr(cl_buf_str(&err), needles[i]));
    drv_options_free(&o);
    cl_buf_free(&err);
  }
}

static void nocudainc_selects_the_prelude(void **state) {
  (void)state;
  const char *argv[] = {"--print-lambdas", "-nocudainc", "--format=json", "a.cu"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, 4, argv));
  assert_true(o.fe.minimal);
  assert_int_equal(o.format, DRV_FORMAT_JSON);
  drv_options_free(&o);
  cl_buf_free(&err);
}

static cl_diag diag_of(cl_diag_kind kind) {
  cl_diag d = {.kind = kind, .severity = cl_diag_table[kind].severity};
  return d;
}

/* R10/R11 are off until -Wportability (or -WR10); --relaxed turns the
 * relaxable errors into notes and leaves the others alone. */
static void portability_and_relaxed(void **state) {
  (void)state;
  cl_diag r10 = diag_of(CL_DIAG_R10_LINKAGE), r11 = diag_of(CL_DIAG_R11_IN_IF_CONSTEXPR);
  cl_diag r04 = diag_of(CL_DIAG_R04_CTOR_DTOR), r12a = diag_of(CL_DIAG_R12A_REF_DEFAULT);
  const char *plain[] = {"--check", "a.cu"};
  const char *group[] = {"--check", "-Wportability", "--relaxed", "a.cu"};
  const char *one[] = {"--check", "-WR10", "a.cu"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, 2, plain));
  assert_int_equal(drv_severity(&o, &r10), -1);
  assert_int_equal(drv_severity(&o, &r11), -1);
  assert_int_equal(drv_severity(&o, &r04), CL_ERROR);
  drv_options_free(&o);
  assert_true(parse(&o, &err, 4, group));
  assert_int_equal(drv_severity(&o, &r10), CL_WARNING);
  assert_int_equal(drv_severity(&o, &r11), CL_WARNING);
  assert_int_equal(drv_severity(&o, &r04), CL_NOTE);
  assert_int_equal(drv_severity(&o, &r12a), CL_ERROR);
  drv_options_free(&o);
  assert_true(parse(&o, &err, 3, one));
  assert_int_equal(drv_severity(&o, &r10), CL_WARNING);
  assert_int_equal(drv_severity(&o, &r11), -1);
  drv_options_free(&o);
  cl_buf_free(&err);
}

static void reads_database_and_jobs_options(void **state) {
  (void)state;
  const char *argv[] = {"--check", "-p", "build", "-j", "3", "a.cu"};
  const char *glued[] = {"--check", "-p=out", "-j12"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, 6, argv));
  assert_string_equal(o.compdb_dir, "build");
  assert_int_equal(o.jobs, 3);
  assert_int_equal(o.inputs.len, 1);
  drv_options_free(&o);
  assert_true(parse(&o, &err, 3, glued));
  assert_string_equal(o.compdb_dir, "out");
  assert_int_equal(o.jobs, 12);
  drv_options_free(&o);
  const char *zero[] = {"--check", "-j", "0"};
  const char *word[] = {"--check", "-jmany"};
  const char *bare[] = {"--check", "-p"};
  assert_false(parse(&o, &err, 3, zero));
  drv_options_free(&o);
  assert_false(parse(&o, &err, 2, word));
  drv_options_free(&o);
  assert_false(parse(&o, &err, 2, bare));
  assert_non_null(strstr(cl_buf_str(&err), "needs a value"));
  drv_options_free(&o);
  cl_buf_free(&err);
}

/* A database entry: nvcc's and clang's parse flags are kept, every other
 * option (with its value) is the build's and dropped, -x decides CUDA. */
static void translates_database_commands(void **state) {
  (void)state;
  const char *nvcc[] = {"/usr/local/cuda/bin/nvcc", "-forward-unknown-to-host-compiler",
                        "-DA=1", "-Iinc", "--generate-code=arch=compute_90,code=sm_90",
                        "-Xcompiler=-fPIC", "-std=c++20", "-x", "cu", "-c", "k.cu", "-o",
                        "k.o"};
  const char *clang[] = {"clang++", "-x", "cuda", "--cuda-gpu-arch=sm_90", "-std=gnu++17",
                         "--cuda-path=/opt/cuda", "-Xclang", "-DNOT=1", "-iquote", "q",
                         "-idirafter", "late", "-fPIC", "-Wall", "-MF", "-DNOT=2", "-c", "k.cu"};
  const char *cxx[] = {"g++", "-x", "c++", "-c", "k.cu"};
  fe_config fe;
  cl_buf err = {0};
  cl_arena *a = cl_arena_new();
  int lang = -1;
  fe_config_init(&fe);
  assert_true(drv_translate_command(nvcc, sizeof nvcc / sizeof *nvcc, "/", a, &fe, &lang, &err));
  static const char *const want_nvcc[] = {"-D", "A=1", "-I", "inc"};
  assert_int_equal(fe.clang_args.len, 4);
  for (size_t i = 0; i < 4; i++)
    assert_string_equal(fe.clang_args.items[i], want_nvcc[i]);
  assert_string_equal(fe.std, "c++20");
  assert_int_equal(lang, 1);
  fe_config_free(&fe);

  fe_config_init(&fe);
  lang = -1;
  assert_true(drv_translate_command(clang, sizeof clang / sizeof *clang, "/", a, &fe, &lang, &err));
  static const char *const want_clang[] = {"-iquote", "q", "-idirafter", "late"};
  assert_int_equal(fe.clang_args.len, 4);
  for (size_t i = 0; i < 4; i++)
    assert_string_equal(fe.clang_args.items[i], want_clang[i]);
  assert_string_equal(fe.std, "gnu++17");
  assert_string_equal(fe.cuda_path, "/opt/cuda");
  assert_int_equal(lang, 1);
  fe_config_free(&fe);

  fe_config_init(&fe);
  lang = -1;
  assert_true(drv_translate_command(cxx, sizeof cxx / sizeof *cxx, "/", a, &fe, &lang, &err));
  assert_int_equal(lang, 0);
  fe_config_free(&fe);
  cl_buf_free(&err);
  cl_arena_free(a);
}

/* libclang answers a driver-level refusal with no message at all. */
static void rejected_arguments_are_reported(void **state) {
  (void)state;
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cfg.device_pass = 1;
  cl_vec_push(&cfg.clang_args, "--cuda-gpu-arch=sm_999");
  cl_model *m = NULL;
  assert_int_equal(fe_build_model("mem.cu", "int x;\n", &cfg, &m), FE_ARGS_REJECTED);
  assert_null(m);
  fe_config_free(&cfg);
}

static void missing_file(void **state) {
  (void)state;
  fe_config cfg;
  fe_config_init(&cfg);
  cl_model *m = NULL;
  assert_int_equal(fe_build_model("/nonexistent/x.cu", NULL, &cfg, &m), FE_NO_FILE);
  fe_config_free(&cfg);
}

/* The device runtime's options fill lw_runtime: sizes in bytes, units as
 * powers of 1024, the last of a repeated option winning. */
static void device_runtime_options(void **state) {
  (void)state;
  const char *argv[] = {"--emit-lowered=o.cu", "--device-heap-size=2G", "--printf-fifo-size=3KiB",
                        "--device-stack-size=4096", "--device-heap-size=256m",
                        "--no-printf-flush", "--device-malloc-check", "k.cu"};
  drv_options o;
  cl_buf err = {0};
  assert_true(parse(&o, &err, (int)(sizeof argv / sizeof *argv), argv));
  assert_true(o.runtime.heap_size == 256ull << 20);
  assert_true(o.runtime.printf_fifo_size == 3072);
  assert_true(o.runtime.stack_size == 4096);
  assert_int_equal(o.runtime.no_printf_flush, 1);
  assert_int_equal(o.runtime.malloc_check, 1);
  assert_int_equal(o.inputs.len, 1);
  drv_options_free(&o);
  const char *big[] = {"--device-heap-size=1T", "--printf-fifo-size=7B", "k.cu"};
  assert_true(parse(&o, &err, 3, big));
  assert_true(o.runtime.heap_size == 1ull << 40);
  assert_true(o.runtime.printf_fifo_size == 7);
  drv_options_free(&o);
  static const char *const bad[] = {"--device-heap-size=", "--device-heap-size=0",
                                     "--device-heap-size=M", "--device-heap-size=1X",
                                     "--device-heap-size=1KK", "--device-heap-size=16777216T"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    const char *one[] = {bad[i], "k.cu"};
    err.len = 0;
    assert_false(parse(&o, &err, 2, one));
    assert_non_null(strstr(cl_buf_str(&err), "bad size in"));
    drv_options_free(&o);
  }
  cl_buf_free(&err);
}

/* options.def drives both command lines: each spelling finds its row
 * where the row says it is accepted, and only there. */
static void option_table_where(void **state) {
  (void)state;
  const drv_own_option *r = drv_own_find("--cudalift-keep", DRV_W_DROPIN);
  assert_non_null(r);
  assert_int_equal(r->action, DRV_OWN_KEEP);
  assert_null(drv_own_find("--cudalift-keep", DRV_W_MODE));
  assert_null(drv_own_find("-p", DRV_W_DROPIN)); /* nvcc's -p is not ours */
  assert_int_equal(drv_own_find("--relaxed", DRV_W_DROPIN)->action, DRV_OWN_RELAXED);
  assert_int_equal(drv_own_find("-WR04", DRV_W_DROPIN)->action, DRV_OWN_DIAG);
  assert_int_equal(drv_own_find("-Wno-nvcc-compat", DRV_W_MODE)->action, DRV_OWN_DIAG);
  assert_null(drv_own_find("-Wall", DRV_W_DROPIN));
  assert_int_equal(drv_own_find("-Werror", DRV_W_MODE)->action, DRV_OWN_WERROR);
  assert_null(drv_own_find("-Werror", DRV_W_DROPIN)); /* nvcc's -Werror */
  assert_int_equal(drv_own_find("-h", DRV_W_MODE)->action, DRV_OWN_HELP);
  assert_int_equal(drv_own_find("-j8", DRV_W_MODE)->action, DRV_OWN_JOBS);
  assert_null(drv_own_find("-pbuild", DRV_W_MODE)); /* -p takes DIR apart or after = */
  assert_int_equal(drv_own_find("--emit-lowered=x.cu", DRV_W_MODE)->action,
                   DRV_OWN_EMIT_LOWERED);
  assert_true(drv_own_find("--check", DRV_W_MODE)->where & DRV_W_SELECT);
  assert_false(drv_own_find("--relaxed", DRV_W_MODE)->where & DRV_W_SELECT);
}

/* The help lists every row that has help text, and nothing else. */
static void option_help_lists_the_table(void **state) {
  (void)state;
  cl_buf help = {0}, doc = {0};
  drv_options_help(&help);
  drv_options_doc(&doc);
  static const char *const listed[] = {"--print-lambdas", "--cudalift-keep-extended-lambda",
                                       "-p DIR", "-j N", "--device-heap-size=SIZE",
                                       "--cudalift-list-options", "-nocudainc"};
  for (size_t i = 0; i < sizeof listed / sizeof *listed; i++) {
    assert_non_null(strstr(cl_buf_str(&help), listed[i]));
    assert_non_null(strstr(cl_buf_str(&doc), listed[i]));
  }
  assert_null(strstr(cl_buf_str(&help), "  -h "));
  assert_non_null(strstr(cl_buf_str(&doc), "`--cudalift-help`, `--help`, `-h`"));
  cl_buf_free(&help);
  cl_buf_free(&doc);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(translates_parse_flags),
      cmocka_unit_test(ignores_nvcc_only_flags),
      cmocka_unit_test(rejects_unknown_and_incomplete),
      cmocka_unit_test(nocudainc_selects_the_prelude),
      cmocka_unit_test(portability_and_relaxed),
      cmocka_unit_test(reads_database_and_jobs_options),
      cmocka_unit_test(translates_database_commands),
      cmocka_unit_test(rejected_arguments_are_reported),
      cmocka_unit_test(missing_file),
      cmocka_unit_test(device_runtime_options),
      cmocka_unit_test(option_table_where),
      cmocka_unit_test(option_help_lists_the_table),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
