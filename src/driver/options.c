/* options.c - reads nvcc's command line.  Options that change how the
 * source parses (-I, -isystem, -D, -U, -include, -std, -x) are translated
 * to clang's spelling; the rest of nvcc's options are recognised and left
 * to nvcc.  An option nobody knows is a usage error, never a guess. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "driver.h"

typedef enum opt_action {
  OPT_IGNORE,      /* nvcc's business only */
  OPT_INCLUDE,     /* -I */
  OPT_ISYSTEM,     /* -isystem */
  OPT_DEFINE,      /* -D */
  OPT_UNDEF,       /* -U */
  OPT_PREINCLUDE,  /* -include */
  OPT_STD,         /* -std */
  OPT_LANG,        /* -x */
  OPT_NOCUDAINC,   /* cudalift's fast mode: the small prelude */
} opt_action;

typedef struct opt_spec {
  const char *name;   /* as written, with its dashes */
  const char *alias;  /* the other spelling, or NULL */
  int takes_value;    /* 1: `-o x`, `-ox`, `-o=x`; 0: a switch */
  opt_action action;
} opt_spec;

/* nvcc's options (nvcc --help, CUDA 13.0) that a build line may carry. */
static const opt_spec specs[] = {
    {"-I", "--include-path", 1, OPT_INCLUDE},
    {"-isystem", "--system-include", 1, OPT_ISYSTEM},
    {"-D", "--define-macro", 1, OPT_DEFINE},
    {"-U", "--undefine-macro", 1, OPT_UNDEF},
    {"-include", "--pre-include", 1, OPT_PREINCLUDE},
    {"-std", "--std", 1, OPT_STD},
    {"-x", "--x", 1, OPT_LANG},
    {"-nocudainc", NULL, 0, OPT_NOCUDAINC},
    {"-o", "--output-file", 1, OPT_IGNORE},
    {"-arch", "--gpu-architecture", 1, OPT_IGNORE},
    {"-code", "--gpu-code", 1, OPT_IGNORE},
    {"-gencode", "--generate-code", 1, OPT_IGNORE},
    {"-Xcompiler", "--compiler-options", 1, OPT_IGNORE},
    {"-Xptxas", "--ptxas-options", 1, OPT_IGNORE},
    {"-Xlinker", "--linker-options", 1, OPT_IGNORE},
    {"-Xnvlink", "--nvlink-options", 1, OPT_IGNORE},
    {"-Xarchive", "--archive-options", 1, OPT_IGNORE},
    {"-Xcudafe", "--cudafe-options", 1, OPT_IGNORE},
    {"-ccbin", "--compiler-bindir", 1, OPT_IGNORE},
    {"-rdc", "--relocatable-device-code", 1, OPT_IGNORE},
    {"-maxrregcount", "--maxrregcount", 1, OPT_IGNORE},
    {"-L", "--library-path", 1, OPT_IGNORE},
    {"-l", "--library", 1, OPT_IGNORE},
    {"-odir", "--output-directory", 1, OPT_IGNORE},
    {"-MF", "--dependency-output", 1, OPT_IGNORE},
    {"-MT", "--dependency-target-name", 1, OPT_IGNORE},
    {"-keep-dir", "--keep-dir", 1, OPT_IGNORE},
    {"-t", "--threads", 1, OPT_IGNORE},
    {"-default-stream", "--default-stream", 1, OPT_IGNORE},
    {"-ftz", "--ftz", 1, OPT_IGNORE},
    {"-prec-div", "--prec-div", 1, OPT_IGNORE},
    {"-prec-sqrt", "--prec-sqrt", 1, OPT_IGNORE},
    {"-fmad", "--fmad", 1, OPT_IGNORE},
    {"-cudart", "--cudart", 1, OPT_IGNORE},
    {"-cudadevrt", "--cudadevrt", 1, OPT_IGNORE},
    {"-m", "--machine", 1, OPT_IGNORE},
    {"-diag-suppress", "--diag-suppress", 1, OPT_IGNORE},
    {"-diag-warn", "--diag-warn", 1, OPT_IGNORE},
    {"-diag-error", "--diag-error", 1, OPT_IGNORE},
    {"-split-compile", "--split-compile", 1, OPT_IGNORE},
    {"-dopt", "--dopt", 1, OPT_IGNORE},
    {"-O", "--optimize", 1, OPT_IGNORE},
    {"-extended-lambda", "--extended-lambda", 0, OPT_IGNORE},
    {"-expt-extended-lambda", "--expt-extended-lambda", 0, OPT_IGNORE},
    {"-expt-relaxed-constexpr", "--expt-relaxed-constexpr", 0, OPT_IGNORE},
    {"-use_fast_math", "--use_fast_math", 0, OPT_IGNORE},
    {"-lineinfo", "--generate-line-info", 0, OPT_IGNORE},
    {"-G", "--device-debug", 0, OPT_IGNORE},
    {"-g", "--debug", 0, OPT_IGNORE},
    {"-c", "--compile", 0, OPT_IGNORE},
    {"-dc", "--device-c", 0, OPT_IGNORE},
    {"-dw", "--device-w", 0, OPT_IGNORE},
    {"-dlink", "--device-link", 0, OPT_IGNORE},
    {"-lib", "--lib", 0, OPT_IGNORE},
    {"-E", "--preprocess", 0, OPT_IGNORE},
    {"-M", "--generate-dependencies", 0, OPT_IGNORE},
    {"-MM", "--generate-nonsystem-dependencies", 0, OPT_IGNORE},
    {"-MD", "--generate-dependencies-with-compile", 0, OPT_IGNORE},
    {"-MMD", "--generate-nonsystem-dependencies-with-compile", 0, OPT_IGNORE},
    {"-ptx", "--ptx", 0, OPT_IGNORE},
    {"-cubin", "--cubin", 0, OPT_IGNORE},
    {"-fatbin", "--fatbin", 0, OPT_IGNORE},
    {"-keep", "--keep", 0, OPT_IGNORE},
    {"-v", "--verbose", 0, OPT_IGNORE},
    {"-dryrun", "--dryrun", 0, OPT_IGNORE},
    {"-w", "--disable-warnings", 0, OPT_IGNORE},
    {"-res-usage", "--resource-usage", 0, OPT_IGNORE},
    {"-src-in-ptx", "--source-in-ptx", 0, OPT_IGNORE},
    {"-restrict", "--restrict", 0, OPT_IGNORE},
    {"-shared", "--shared", 0, OPT_IGNORE},
    {"-allow-unsupported-compiler", "--allow-unsupported-compiler", 0, OPT_IGNORE},
    {"-Wno-deprecated-gpu-targets", NULL, 0, OPT_IGNORE},
    {"-Wno-deprecated-declarations", NULL, 0, OPT_IGNORE},
    {"-Wreorder", NULL, 0, OPT_IGNORE},
    {"-Wdefault-stream-launch", NULL, 0, OPT_IGNORE},
    {"-Wext-lambda-captures-this", NULL, 0, OPT_IGNORE},
    {"-forward-unknown-to-host-compiler", NULL, 0, OPT_IGNORE},
};

/* Matches `arg` against one spelling; sets *value for `-Ix`, `-I=x`,
 * `--include-path=x`, or asks for the next argument (*value == NULL). */
static int match(const char *arg, const char *name, int takes_value, const char **value) {
  size_t n = strlen(name);
  if (strncmp(arg, name, n) != 0)
    return 0;
  const char *rest = arg + n;
  if (*rest == '\0') {
    *value = NULL;
    return 1;
  }
  if (!takes_value)
    return 0;
  if (*rest == '=') {
    *value = rest + 1;
    return 1;
  }
  /* Glued values only for the one-letter forms (-Ifoo, -DX=1, -O3). */
  if (name[0] == '-' && name[1] != '-' && n == 2) {
    *value = rest;
    return 1;
  }
  return 0;
}

static const opt_spec *find_spec(const char *arg, const char **value) {
  const opt_spec *best = NULL;
  size_t best_len = 0;
  const char *best_value = NULL;
  for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
    const char *names[2] = {specs[i].name, specs[i].alias};
    for (int k = 0; k < 2; k++) {
      const char *v;
      if (names[k] && match(arg, names[k], specs[i].takes_value, &v) &&
          strlen(names[k]) > best_len) {
        best = &specs[i];
        best_len = strlen(names[k]);
        best_value = v;
      }
    }
  }
  *value = best_value;
  return best;
}

static void push2(cl_vec *v, const char *flag, const char *value) {
  cl_vec_push(v, (void *)flag);
  cl_vec_push(v, (void *)value);
}

static int apply(drv_options *o, const opt_spec *s, const char *value, cl_buf *err) {
  cl_vec *args = &o->fe.clang_args;
  switch (s->action) {
  case OPT_IGNORE: break;
  case OPT_INCLUDE: push2(args, "-I", value); break;
  case OPT_ISYSTEM: push2(args, "-isystem", value); break;
  case OPT_DEFINE: push2(args, "-D", value); break;
  case OPT_UNDEF: push2(args, "-U", value); break;
  case OPT_PREINCLUDE: push2(args, "-include", value); break;
  case OPT_NOCUDAINC: o->fe.minimal = 1; break;
  case OPT_STD:
    if (strcmp(value, "c++17") && strcmp(value, "c++20") && strcmp(value, "c++23") &&
        strcmp(value, "c++14") && strcmp(value, "c++11") && strcmp(value, "c++03")) {
      cl_buf_printf(err, "unsupported language standard '-std=%s' (expected c++11 to c++23)",
                    value);
      return 0;
    }
    o->fe.std = value;
    break;
  case OPT_LANG:
    if (strcmp(value, "cu") && strcmp(value, "cuda")) {
      cl_buf_printf(err, "cudalift parses CUDA sources only; '-x %s' is not one", value);
      return 0;
    }
    break;
  }
  return 1;
}

/* -W<id> and -Wno-<id>, ids as diagnostics.def spells them (any case);
 * also -W<group>/-Wno-<group> for the groups of off-by-default ones. */
static int set_diag(drv_options *o, const char *arg) {
  int off = cl_starts_with(arg, "-Wno-");
  const char *id = arg + (off ? 5 : 2);
  int found = 0;
  for (size_t k = 0; k < CL_DIAG_COUNT; k++)
    if (!strcasecmp(cl_diag_table[k].id, id) ||
        (cl_diag_off_group[k] && !strcasecmp(cl_diag_off_group[k], id))) {
      o->disabled[k] = (unsigned char)off;
      found = 1;
    }
  return found;
}

int drv_severity(const drv_options *o, const cl_diag *d) {
  if (o->disabled[d->kind])
    return -1;
  if (o->relaxed && cl_diag_relaxable[d->kind])
    return CL_NOTE;
  if (o->werror && d->severity == CL_WARNING)
    return CL_ERROR;
  return (int)d->severity;
}

/* SIZE of the device runtime's options: bytes, or a number with K, M, G
 * or T (powers of 1024), optionally followed by B or iB ("256M", "1GiB").
 * Returns 0 for anything else, zero included. */
static unsigned long long parse_size(const char *s) {
  if (*s < '0' || *s > '9')
    return 0;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno == ERANGE)
    return 0;
  const char *units = "KMGT";
  for (const char *u = units; *u && *end; u++)
    if ((*end & ~0x20) == *u) {
      for (const char *k = units; k <= u; k++) {
        if (v > (~0ull >> 10))
          return 0;
        v <<= 10;
      }
      end++;
      if (*end == 'i' && end[1] == 'B')
        end++;
      break;
    }
  if (*end == 'B' || *end == 'b')
    end++;
  return *end ? 0 : v;
}

/* The device runtime's options (see lw_runtime): 1 taken, 0 not one of them,
 * -1 a bad SIZE. */
static int runtime_option(lw_runtime *rt, const char *arg, cl_buf *err) {
  static const char *const names[] = {"--device-heap-size=", "--printf-fifo-size=",
                                      "--device-stack-size="};
  unsigned long long *fields[] = {&rt->heap_size, &rt->printf_fifo_size, &rt->stack_size};
  for (size_t i = 0; i < 3; i++) {
    if (!cl_starts_with(arg, names[i]))
      continue;
    *fields[i] = parse_size(arg + strlen(names[i]));
    if (*fields[i])
      return 1;
    cl_buf_printf(err, "bad size in '%s' (expected bytes, or a number with K, M, G or T: "
                       "256M, 1G)", arg);
    return -1;
  }
  if (!strcmp(arg, "--no-printf-flush"))
    rt->no_printf_flush = 1;
  else if (!strcmp(arg, "--device-malloc-check"))
    rt->malloc_check = 1;
  else
    return 0;
  return 1;
}

static int own_option(drv_options *o, const char *arg, cl_buf *err) {
  int rt = runtime_option(&o->runtime, arg, err);
  if (rt)
    return rt;

  if (!strcmp(arg, "--print-lambdas")) {
    o->mode = DRV_MODE_PRINT_LAMBDAS;
  } else if (!strcmp(arg, "--check")) {
    o->mode = DRV_MODE_CHECK;
    o->fe.arch_pass = 1; /* R13, R15, K1 need the device-side parse */
  } else if (cl_starts_with(arg, "--emit-lowered=")) {
    o->mode = DRV_MODE_EMIT_LOWERED;
    o->fe.arch_pass = 1; /* the checker runs first */
    o->lowered_path = arg + strlen("--emit-lowered=");
    if (!*o->lowered_path) {
      cl_buf_puts(err, "--emit-lowered= needs a path");
      return -1;
    }
  } else if (cl_starts_with(arg, "--format=")) {
    const char *f = arg + strlen("--format=");
    if (!strcmp(f, "json"))
      o->format = DRV_FORMAT_JSON;
    else if (!strcmp(f, "text"))
      o->format = DRV_FORMAT_TEXT;
    else if (!strcmp(f, "sarif"))
      o->format = DRV_FORMAT_SARIF;
    else {
      cl_buf_printf(err, "unknown output format '%s' (expected text, json or sarif)", f);
      return -1;
    }
  } else if (cl_starts_with(arg, "--cudalift-cuda-path=")) {
    o->fe.cuda_path = arg + strlen("--cudalift-cuda-path=");
  } else if (!strcmp(arg, "--cudalift-verbose")) {
    o->verbose = 1;
  } else if (!strcmp(arg, "-verify")) {
    o->verify = 1;
  } else if (!strcmp(arg, "--relaxed")) {
    o->relaxed = 1;
  } else if (!strcmp(arg, "-Werror")) {
    o->werror = 1;
  } else if (cl_starts_with(arg, "-W") && set_diag(o, arg)) {
    /* -W<id> / -Wno-<id> for one of cudalift's diagnostic ids */
  } else if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
    o->show_help = 1;
  } else if (!strcmp(arg, "--version")) {
    o->show_version = 1;
  } else {
    return 0;
  }
  return 1;
}

int drv_parse_args(int argc, char **argv, drv_options *o, cl_buf *err) {
  memset(o, 0, sizeof *o);
  fe_config_init(&o->fe);
  for (size_t k = 0; k < CL_DIAG_COUNT; k++)
    o->disabled[k] = cl_diag_off_group[k] != NULL;
  const char *cuda = getenv("CUDA_PATH");
  if (!cuda || !*cuda)
    cuda = getenv("CUDA_HOME");
  if (cuda && *cuda)
    o->fe.cuda_path = cuda;
  for (int i = 0; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || !strcmp(arg, "-")) {
      cl_vec_push(&o->inputs, (void *)arg);
      continue;
    }
    int own = own_option(o, arg, err);
    if (own < 0)
      return 0;
    if (own)
      continue;
    const char *value;
    const opt_spec *s = find_spec(arg, &value);
    if (!s) {
      cl_buf_printf(err, "unknown option '%s'", arg);
      return 0;
    }
    if (s->takes_value && !value) {
      if (i + 1 >= argc) {
        cl_buf_printf(err, "option '%s' needs a value", arg);
        return 0;
      }
      value = argv[++i];
    }
    if (!apply(o, s, value, err))
      return 0;
  }
  return 1;
}

void drv_options_free(drv_options *o) {
  fe_config_free(&o->fe);
  cl_vec_free(&o->inputs);
}
