/* options.c - reads nvcc's command line.  Options that change how the
 * source parses (-I, -isystem, -D, -U, -include, -std, -x) are translated
 * to clang's spelling; the rest of nvcc's options are recognised and left
 * to nvcc.  An option nobody knows is a usage error, never a guess. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "driver.h"
#include "cudalift/size.h"

typedef enum opt_action {
  OPT_NVCC_ONLY,   /* nvcc's business only */
  OPT_INCLUDE,     /* -I */
  OPT_ISYSTEM,     /* -isystem */
  OPT_DEFINE,      /* -D */
  OPT_XCOMPILER,   /* the host compiler's options: what they predefine (-fopenmp) */
  OPT_UNDEF,       /* -U */
  OPT_PREINCLUDE,  /* -include */
  OPT_STD,         /* -std */
  OPT_LANG,        /* -x */
  OPT_ARCH,        /* -arch, -gencode: the device-side parse's target */
  OPT_OPTIMIZE,    /* -O<n>: the host compiler's __OPTIMIZE__ */
  OPT_RELAXED,     /* --expt-relaxed-constexpr: __CUDACC_RELAXED_CONSTEXPR__ */
  OPT_RDC,         /* -rdc=true, -dc: __CUDACC_RDC__ */
  OPT_DEVICE_DEBUG, /* -G: __CUDACC_DEBUG__ */
  OPT_OPTIONS_FILE, /* -optf: expanded before the rest is read (argfiles.c) */
} opt_action;

enum { FORM_SWITCH, FORM_VALUE, FORM_LIST };

typedef struct opt_spec {
  const char *name;   /* the long spelling, with its dashes */
  const char *alias;  /* the short one, or NULL */
  int form;           /* FORM_*: a switch, one value, a comma-separated list */
  opt_action action;
  drv_nvcc_note note;
} opt_spec;

/* nvcc's options (nvcc --help, CUDA 13.0): src/driver/nvcc_options.def. */
static const opt_spec specs[] = {
#define NVCC(name, alias, form, parse, dropin) \
  {name, alias, FORM_##form, OPT_##parse, DRV_NOTE_##dropin},
#include "nvcc_options.def"
#undef NVCC
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
      if (names[k] && match(arg, names[k], specs[i].form != FORM_SWITCH, &v) &&
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

int drv_nvcc_option(const char *arg, int *takes_next, drv_nvcc_note *note) {
  const char *value;
  const opt_spec *s = find_spec(arg, &value);
  *takes_next = s && s->form != FORM_SWITCH && !value;
  *note = s ? s->note : DRV_NOTE_NONE;
  return s != NULL;
}

static void push2(cl_vec *v, const char *flag, const char *value) {
  cl_vec_push(v, (void *)flag);
  cl_vec_push(v, (void *)value);
}

/* The language standards clang accepts for CUDA; nvcc knows the c++ ones,
 * build systems driving clang write the gnu++ ones. */
static int known_std(const char *value) {
  static const char *const known[] = {"c++03", "c++11", "c++14", "c++17", "c++20", "c++23",
                                      "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23"};
  for (size_t i = 0; i < sizeof known / sizeof *known; i++)
    if (!strcmp(value, known[i]))
      return 1;
  return 0;
}

static int is_cuda_lang(const char *value) { return !strcmp(value, "cu") || !strcmp(value, "cuda"); }

/* The architecture `value` of -arch or -gencode names, as clang spells it
 * (sm_80 for sm_80 or compute_80; code= before arch= in -gencode), or
 * NULL for one libclang 19 does not know (native, all, sm_100): the
 * device-side parse then keeps its default.  The first one given counts. */
static const char *arch_of(const char *value) {
  static const char *const known[] = {"sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62",
                                      "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87",
                                      "sm_89", "sm_90", "sm_90a"};
  const char *code = strstr(value, "code=");
  const char *from[2] = {code ? code : value, value};
  for (int k = 0; k < 2; k++) {
    for (const char *p = from[k]; *p; p++) {
      size_t skip = cl_starts_with(p, "sm_") ? 3 : cl_starts_with(p, "compute_") ? 8 : 0;
      if (!skip || (p > value && cl_ident_char(p[-1])))
        continue;
      size_t n = 0;
      while (cl_ident_char(p[skip + n]))
        n++;
      for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (strlen(known[i]) == 3 + n && !strncmp(known[i] + 3, p + skip, n))
          return known[i];
      return NULL;
    }
  }
  return NULL;
}

static int apply(fe_config *fe, const opt_spec *s, const char *value, cl_buf *err) {
  cl_vec *args = &fe->clang_args;
  switch (s->action) {
  case OPT_NVCC_ONLY: case OPT_OPTIONS_FILE: break;
  case OPT_INCLUDE: push2(args, "-I", value); break;
  case OPT_ISYSTEM: push2(args, "-isystem", value); break;
  case OPT_DEFINE: push2(args, "-D", value); break;
  case OPT_UNDEF: push2(args, "-U", value); break;
  case OPT_PREINCLUDE: push2(args, "-include", value); break;
  /* What nvcc and its host compiler predefine for these options. */
  case OPT_OPTIMIZE:
    if (value && *value && strcmp(value, "0"))
      cl_vec_push(args, "-D__OPTIMIZE__=1");
    break;
  case OPT_RELAXED: cl_vec_push(args, "-D__CUDACC_RELAXED_CONSTEXPR__=1"); break;
  case OPT_XCOMPILER:
    /* `-Xcompiler -fopenmp` (a comma list): the host compiler, gcc 12,
     * defines _OPENMP, and code picks OpenMP's declarations or its own
     * serial fallbacks by it; the parse sees what the host compiler sees. */
    for (const char *p = value; p && *p;) {
      size_t n = strcspn(p, ",");
      if ((n == 8 && !strncmp(p, "-fopenmp", 8)) || (n > 9 && !strncmp(p, "-fopenmp=", 9)))
        cl_vec_push(args, "-D_OPENMP=201511");
      p += n + (p[n] == ',');
    }
    break;
  case OPT_RDC:
    if (!value || !strcmp(value, "true"))
      cl_vec_push(args, "-D__CUDACC_RDC__=1");
    break;
  case OPT_DEVICE_DEBUG: cl_vec_push(args, "-D__CUDACC_DEBUG__=1"); break;
  case OPT_ARCH:
    if (!fe->arch_given && arch_of(value)) {
      fe->gpu_arch = arch_of(value);
      fe->arch_given = 1;
    }
    break;
  case OPT_STD:
    if (!known_std(value)) {
      cl_buf_printf(err, "unsupported language standard '-std=%s' (expected c++11 to c++23)",
                    value);
      return 0;
    }
    fe->std = value;
    break;
  case OPT_LANG:
    if (!is_cuda_lang(value)) {
      cl_buf_printf(err, "cudalift parses CUDA sources only; '-x %s' is not one", value);
      return 0;
    }
    break;
  }
  return 1;
}

/* A list option's value, one item at a time, as nvcc reads it:
 * `-DA=1,B=2` defines A and B, `-Ia,b` adds two folders.  The host
 * compiler's options (their own list, read in apply) and a -gencode
 * specification (`arch=compute_90,code=sm_90`, one value) stay whole. */
static int apply_value(fe_config *fe, const opt_spec *s, const char *value, cl_buf *err) {
  int split = s->form == FORM_LIST && value &&
              (s->action == OPT_INCLUDE || s->action == OPT_ISYSTEM ||
               s->action == OPT_DEFINE || s->action == OPT_UNDEF ||
               s->action == OPT_PREINCLUDE);
  if (!split || !strchr(value, ','))
    return apply(fe, s, value, err);
  for (const char *p = value;;) {
    size_t n = strcspn(p, ",");
    char *item = cl_xmalloc(n + 1);
    memcpy(item, p, n);
    item[n] = '\0';
    cl_vec_push(&fe->owned, item);
    if (n && !apply(fe, s, item, err))
      return 0;
    if (!p[n])
      return 1;
    p += n + 1;
  }
}

/* -W<id>, -Wno-<id>, -Werror=<id> or -Wno-error=<id>: the <id> in `arg`. */
static const char *diag_id_of(const char *arg) {
  static const char *const prefixes[] = {"-Wno-error=", "-Werror=", "-Wno-", "-W"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (cl_starts_with(arg, prefixes[i]))
      return arg + strlen(prefixes[i]);
  return arg;
}

/* Does -W<id> / -Wno-<id> / -W[no-]error=<id> (`arg`) name diagnostic
 * `k`: its id as diagnostics.def spells it (any case), or the group of an
 * off-by-default one? */
static int names_diag(const char *arg, size_t k) {
  const char *id = diag_id_of(arg);
  return !strcasecmp(cl_diag_table[k].id, id) ||
         (cl_diag_off_group[k] && !strcasecmp(cl_diag_off_group[k], id));
}

int drv_diag_option(const char *arg) {
  for (size_t k = 0; cl_starts_with(arg, "-W") && k < CL_DIAG_COUNT; k++)
    if (names_diag(arg, k))
      return 1;
  return 0;
}

static void set_diag(drv_options *o, const char *arg) {
  for (size_t k = 0; k < CL_DIAG_COUNT; k++) {
    if (!names_diag(arg, k))
      continue;
    if (cl_starts_with(arg, "-Werror="))
      o->as_error[k] = 1, o->disabled[k] = 0;
    else if (cl_starts_with(arg, "-Wno-error="))
      o->as_error[k] = -1;
    else
      o->disabled[k] = (unsigned char)cl_starts_with(arg, "-Wno-");
  }
}

int drv_severity(const drv_options *o, const cl_diag *d) {
  if (o->disabled[d->kind])
    return -1;
  if (o->relaxed && cl_diag_relaxable[d->kind])
    return CL_NOTE;
  if (d->severity == CL_ERROR &&
      (o->as_error[d->kind] < 0 || (o->relaxed && cl_diag_relaxed_warning[d->kind])))
    return o->as_error[d->kind] > 0 ? CL_ERROR : CL_WARNING;
  if (d->severity == CL_WARNING && (o->werror || o->as_error[d->kind] > 0) &&
      o->as_error[d->kind] >= 0)
    return CL_ERROR;
  return (int)d->severity;
}


#define W_MODE DRV_W_MODE
#define W_DROPIN DRV_W_DROPIN
#define W_SELECT DRV_W_SELECT
#define W_HELP DRV_W_HELP
static const drv_own_option own_table[] = {
#define OWN(action, name, form, where, hint, help) \
  {DRV_OWN_##action, name, DRV_FORM_##form, where, hint, help},
#define ALIAS(action, name, form, where) {DRV_OWN_##action, name, DRV_FORM_##form, where, NULL, NULL},
#include "options.def"
#undef OWN
#undef ALIAS
};
enum { OWN_COUNT = sizeof own_table / sizeof *own_table };

/* Does `arg` spell row `r`?  Sets *value to its value, or to NULL when the
 * value is the next argument (or the row takes none). */
static int own_matches(const drv_own_option *r, const char *arg, const char **value) {
  size_t n = strlen(r->name);
  *value = NULL;
  switch (r->form) {
  case DRV_FORM_SWITCH: return !strcmp(arg, r->name);
  case DRV_FORM_EQ:
    *value = arg + n;
    return !strncmp(arg, r->name, n);
  case DRV_FORM_DIAG: return drv_diag_option(arg);
  default: /* NEXT, GLUED */
    if (strncmp(arg, r->name, n) != 0)
      return 0;
    if (arg[n] == '=')
      *value = arg + n + 1;
    else if (arg[n] && r->form == DRV_FORM_GLUED)
      *value = arg + n;
    return arg[n] == '\0' || *value != NULL;
  }
}

const drv_own_option *drv_own_find(const char *arg, unsigned where) {
  const char *value;
  for (size_t i = 0; i < OWN_COUNT; i++)
    if ((own_table[i].where & where) && own_matches(&own_table[i], arg, &value))
      return &own_table[i];
  return NULL;
}

static int set_size(unsigned long long *field, const char *arg, const char *value,
                    cl_buf *err) {
  *field = cudalift_parse_size(value);
  if (*field)
    return 1;
  cl_buf_printf(err, "bad size in '%s' (expected bytes, or a number with K, M, G or T: "
                     "256M, 1G)", arg);
  return 0;
}

static int set_jobs(drv_options *o, const char *value, cl_buf *err) {
  char *end;
  long n = strtol(value, &end, 10);
  if (*end || n < 1 || n > 1024) {
    cl_buf_printf(err, "'-j %s': expected a number of jobs from 1 to 1024", value);
    return 0;
  }
  o->jobs = (unsigned)n;
  return 1;
}

static int set_format(drv_options *o, const char *f, cl_buf *err) {
  if (!strcmp(f, "json"))
    o->format = DRV_FORMAT_JSON;
  else if (!strcmp(f, "text"))
    o->format = DRV_FORMAT_TEXT;
  else if (!strcmp(f, "sarif"))
    o->format = DRV_FORMAT_SARIF;
  else {
    cl_buf_printf(err, "unknown output format '%s' (expected text, json or sarif)", f);
    return 0;
  }
  return 1;
}

/* Carries out row `r` of options.def, whose value is `v`; 0 on a usage
 * error. */
static int own_apply(drv_options *o, const drv_own_option *r, const char *arg, const char *v,
                     cl_buf *err) {
  lw_runtime *rt = &o->runtime;
  switch (r->action) {
  case DRV_OWN_PRINT_LAMBDAS: o->mode = DRV_MODE_PRINT_LAMBDAS; break;
  case DRV_OWN_CHECK:
    o->mode = DRV_MODE_CHECK;
    o->fe.arch_pass = 1; /* R13, R15, K1 need the device-side parse */
    break;
  case DRV_OWN_EMIT_LOWERED:
    o->mode = DRV_MODE_EMIT_LOWERED;
    o->fe.arch_pass = 1; /* the checker runs first */
    o->lowered_path = v;
    if (!*v) {
      cl_buf_puts(err, "--emit-lowered= needs a path");
      return 0;
    }
    break;
  case DRV_OWN_LIST_DIAGNOSTICS: o->list_diagnostics = 1; break;
  case DRV_OWN_LIST_OPTIONS: o->list_options = 1; break;
  case DRV_OWN_KEEP: case DRV_OWN_KEEP_EXT: case DRV_OWN_PCH: case DRV_OWN_EARLY:
  case DRV_OWN_FALLBACK: case DRV_OWN_SCAN:
    break; /* the drop-in's */
  case DRV_OWN_FORMAT: return set_format(o, v, err);
  case DRV_OWN_COMPDB: o->compdb_dir = v; break;
  case DRV_OWN_JOBS: return set_jobs(o, v, err);
  case DRV_OWN_WERROR: o->werror = 1; break;
  case DRV_OWN_VERIFY: o->verify = 1; break;
  case DRV_OWN_EXPORT_FIXES:
    o->export_fixes = v;
    if (!*v) {
      cl_buf_puts(err, "--export-fixes= needs a file");
      return 0;
    }
    break;
  case DRV_OWN_FIX: o->fix = 1; break;
  case DRV_OWN_DIAG: set_diag(o, arg); break;
  case DRV_OWN_RELAXED: o->relaxed = 1; break;
  case DRV_OWN_HEAP_SIZE: return set_size(&rt->heap_size, arg, v, err);
  case DRV_OWN_FIFO_SIZE: return set_size(&rt->printf_fifo_size, arg, v, err);
  case DRV_OWN_STACK_SIZE: return set_size(&rt->stack_size, arg, v, err);
  case DRV_OWN_NO_PRINTF_FLUSH: rt->no_printf_flush = 1; break;
  case DRV_OWN_MALLOC_CHECK: rt->malloc_check = 1; break;
  case DRV_OWN_NOCUDAINC: o->fe.minimal = 1; break;
  case DRV_OWN_CUDA_PATH: o->fe.cuda_path = v; break;
  case DRV_OWN_VERBOSE: o->verbose = 1; break;
  case DRV_OWN_HELP: o->show_help = 1; break;
  case DRV_OWN_VERSION: o->show_version = 1; break;
  case DRV_OWN_STATS: o->show_stats = 1; break;
  case DRV_OWN_ZERO_STATS: o->zero_stats = 1; break;
  }
  return 1;
}

/* cudalift's own option at argv[*i], taking its value from the next
 * argument where it needs one.  1 taken, 0 not one of them, -1 a usage
 * error. */
static int own_option(drv_options *o, int argc, char **argv, int *i, cl_buf *err) {
  const char *arg = argv[*i];
  const drv_own_option *r = drv_own_find(arg, DRV_W_MODE);
  if (!r)
    return 0;
  const char *value;
  own_matches(r, arg, &value);
  if (!value && (r->form == DRV_FORM_NEXT || r->form == DRV_FORM_GLUED)) {
    if (*i + 1 >= argc) {
      cl_buf_printf(err, "option '%s' needs a value", arg);
      return -1;
    }
    value = argv[++*i];
  }
  return own_apply(o, r, arg, value, err) ? 1 : -1;
}

/* The spelling of row `r` with its value placeholder: "-p DIR",
 * "--format=text|json|sarif", "-WID". */
static void own_spelling(cl_buf *b, const drv_own_option *r) {
  cl_buf_puts(b, r->name);
  if (r->hint)
    cl_buf_printf(b, "%s%s", r->form == DRV_FORM_NEXT || r->form == DRV_FORM_GLUED ? " " : "",
                  r->hint);
}

/* Rows of one help section: `mask` bits that must be set, `none` bits
 * that must not. */
static void help_section(cl_buf *out, const char *title, unsigned mask, unsigned none) {
  cl_buf_printf(out, "%s:\n", title);
  cl_buf name = {0};
  for (size_t i = 0; i < OWN_COUNT; i++) {
    const drv_own_option *r = &own_table[i];
    if (!r->help || (r->where & mask) != mask || (r->where & none))
      continue;
    name.len = 0;
    own_spelling(&name, r);
    cl_buf_printf(out, "  %-19s  ", cl_buf_str(&name));
    for (const char *p = r->help; *p; p++) {
      cl_buf_putc(out, *p);
      if (*p == '\n')
        cl_buf_printf(out, "%23s", "");
    }
    cl_buf_putc(out, '\n');
  }
  cl_buf_putc(out, '\n');
  cl_buf_free(&name);
}

void drv_options_help(cl_buf *out) {
  help_section(out, "modes", DRV_W_HELP, 0);
  help_section(out, "options of the modes", DRV_W_MODE, DRV_W_SELECT | DRV_W_DROPIN);
  help_section(out, "options of the modes and the drop-in", DRV_W_MODE | DRV_W_DROPIN, 0);
  help_section(out, "options of the drop-in only", DRV_W_DROPIN, DRV_W_MODE);
  help_section(out, "cudalift itself", DRV_W_SELECT, DRV_W_HELP);
}

void drv_options_doc(cl_buf *out) {
  cl_buf_puts(out, "# cudalift's options\n\n"
                   "Generated by `cudalift --cudalift-list-options` from "
                   "`src/driver/options.def`; do not edit by hand.  \"modes\": the command line "
                   "of `--check`, `--print-lambdas` and `--emit-lowered`; \"drop-in\": a build "
                   "line, where cudalift takes the option out before nvcc runs.  nvcc's own "
                   "options are accepted in both.\n\n");
  cl_buf_puts(out, "| option | modes | drop-in | what it does |\n|---|---|---|---|\n");
  cl_buf name = {0};
  for (size_t i = 0; i < OWN_COUNT; i++) {
    const drv_own_option *r = &own_table[i];
    name.len = 0;
    own_spelling(&name, r);
    for (size_t k = i + 1; k < OWN_COUNT && !own_table[k].help; k++)
      cl_buf_printf(&name, "`, `%s", own_table[k].name);
    if (!r->help)
      continue;
    cl_buf_puts(out, "| `");
    for (const char *p = cl_buf_str(&name); *p; p++)
      cl_buf_puts(out, *p == '|' ? "\\|" : (char[2]){*p, 0});
    cl_buf_printf(out, "` | %s | %s | ", r->where & DRV_W_MODE ? "yes" : "",
                  r->where & DRV_W_DROPIN ? "yes" : "");
    for (const char *p = r->help; *p; p++)
      cl_buf_putc(out, *p == '\n' ? ' ' : *p);
    cl_buf_puts(out, " |\n");
  }
  cl_buf_free(&name);
  drv_nvcc_options_doc(out);
}

/* What each column value of nvcc_options.def means, in docs/OPTIONS.md. */
static const char *parse_words(opt_action a) {
  switch (a) {
  case OPT_NVCC_ONLY: return "";
  case OPT_INCLUDE: return "-I";
  case OPT_ISYSTEM: return "-isystem";
  case OPT_DEFINE: return "-D";
  case OPT_UNDEF: return "-U";
  case OPT_PREINCLUDE: return "-include";
  case OPT_XCOMPILER: return "what the host compiler predefines (_OPENMP)";
  case OPT_STD: return "the language standard";
  case OPT_LANG: return "CUDA only";
  case OPT_ARCH: return "the device-side parse's architecture";
  case OPT_OPTIMIZE: return "__OPTIMIZE__";
  case OPT_RELAXED: return "__CUDACC_RELAXED_CONSTEXPR__";
  case OPT_RDC: return "__CUDACC_RDC__";
  case OPT_DEVICE_DEBUG: return "__CUDACC_DEBUG__";
  case OPT_OPTIONS_FILE: return "read in place, before the rest";
  }
  return "";
}

static const char *note_words(drv_nvcc_note n) {
  switch (n) {
  case DRV_NOTE_NONE: return "";
  case DRV_NOTE_OUTPUT: return "names the output";
  case DRV_NOTE_DEP_FILE: return "names the dependency file";
  case DRV_NOTE_DEP_TARGET: return "names the dependency target";
  case DRV_NOTE_DEP_COMPILE: return "dependencies beside the compile";
  case DRV_NOTE_TO_STDOUT: return "the result goes to standard output";
  case DRV_NOTE_KEEP_DIR: return "where nvcc keeps its files";
  case DRV_NOTE_KEEP: return "nvcc keeps its files";
  case DRV_NOTE_HOST_DEBUG: return "debug information; serial";
  case DRV_NOTE_DEBUG: return "device debug information";
  case DRV_NOTE_VERBOSE: return "timings of the steps";
  case DRV_NOTE_DRYRUN: return "nvcc's steps for the lowered file; serial";
  case DRV_NOTE_SERIAL: return "serial (no early start)";
  case DRV_NOTE_LANG: return "-x cu: every input is CUDA";
  case DRV_NOTE_EXT_LAMBDA: return "taken out (the lowered file needs none)";
  case DRV_NOTE_HOST_OPTIONS: return "-save-temps there: serial";
  }
  return "";
}

void drv_nvcc_options_doc(cl_buf *out) {
  cl_buf_puts(out, "\n## nvcc's options\n\n"
                   "Every option `nvcc --help` lists (CUDA 13.0), and the `-Xcudafe`, `-Xcicc` "
                   "and `-Xfatbin` it takes without listing them, from "
                   "`src/driver/nvcc_options.def`: every mode and the drop-in accept them, "
                   "with a value as nvcc takes it (`-x V`, `-x=V`, `--long V`, `--long=V`, "
                   "glued after a one-letter name), a list split at its commas as nvcc splits "
                   "it.  \"parse\": what the parse of the source takes from the option (blank: "
                   "nothing, nvcc's business); \"drop-in\": what the drop-in does about it "
                   "besides passing it to nvcc.\n\n");
  cl_buf_puts(out, "| option | short | value | parse | drop-in |\n|---|---|---|---|---|\n");
  static const char *const forms[] = {"", "one", "list"};
  for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
    const opt_spec *r = &specs[i];
    cl_buf_printf(out, "| `%s` | %s%s%s | %s | %s | %s |\n", r->name, r->alias ? "`" : "",
                  r->alias ? r->alias : "", r->alias ? "`" : "", forms[r->form],
                  parse_words(r->action), note_words(r->note));
  }
}

/* Does nvcc's front end see what option `s` (with `value`) sets?  The
 * parse's options do, but -x (the judge's command says -x cu) and an
 * -std nvcc does not know; of nvcc's own, the host compiler (-ccbin,
 * which preprocesses) and the front end's options (-Xcudafe). */
static int reaches_front_end(const opt_spec *s, const char *value) {
  switch (s->action) {
  case OPT_NVCC_ONLY:
    return !strcmp(s->name, "--compiler-bindir") || !strcmp(s->name, "--cudafe-options") ||
           !strcmp(s->name, "--allow-unsupported-compiler");
  case OPT_LANG:
  case OPT_OPTIONS_FILE:
    return 0;
  case OPT_STD:
    return value && cl_starts_with(value, "c++");
  default:
    return 1;
  }
}

/* Keeps `arg` (and its `value` when it came as the next argument) in
 * fe->nvcc_args when it reaches nvcc's front end (pipeline.c's judge). */
static void note_front_end(fe_config *fe, const opt_spec *s, const char *arg, const char *value,
                           int separate) {
  if (!reaches_front_end(s, value))
    return;
  if (s->action == OPT_RDC && !value) { /* -dc: relocatable code, not its compile phase */
    cl_vec_push(&fe->nvcc_args, (void *)"-rdc=true");
    return;
  }
  cl_vec_push(&fe->nvcc_args, (void *)arg);
  if (separate)
    cl_vec_push(&fe->nvcc_args, (void *)value);
}

int drv_parse_args(int argc_given, char **argv_given, drv_options *o, cl_buf *err) {
  memset(o, 0, sizeof *o);
  if (!drv_expand_options_files(argv_given, (size_t)argc_given, NULL, &o->args, err))
    return 0;
  int argc = (int)o->args.len;
  char **argv = (char **)o->args.items;
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
    int own = own_option(o, argc, argv, &i, err);
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
    if (s->form != FORM_SWITCH && !value) {
      if (i + 1 >= argc) {
        cl_buf_printf(err, "option '%s' needs a value", arg);
        return 0;
      }
      value = argv[++i];
      note_front_end(&o->fe, s, arg, value, 1);
    } else {
      note_front_end(&o->fe, s, arg, value, 0);
    }
    if (!apply_value(&o->fe, s, value, err))
      return 0;
  }
  return 1;
}

/* clang's options that take the next argument as their value and do not
 * change how cudalift parses: a database written for clang carries them,
 * and their values must not be mistaken for options or inputs. */
static const char *const clang_value_options[] = {
    "-o", "-MF", "-MT", "-MQ", "-Xclang", "-Xlinker", "-Xassembler", "-Xpreprocessor",
    "-target", "-isysroot", "-include-pch", "-Xcuda-ptxas", "-Xcuda-fatbinary",
    "-Xarch_host", "-Xarch_device", "-ivfsoverlay", "-resource-dir", "-working-directory",
};

/* clang's parse-relevant options that nvcc does not have. */
static const char *const clang_path_options[] = {"-iquote", "-idirafter", "-imacros"};

/* Handles one clang-only option at args[*i]; returns 0 when it is not one. */
static int clang_option(const char *const *args, size_t n, size_t *i, fe_config *fe) {
  const char *arg = args[*i];
  if (cl_starts_with(arg, "--cuda-path=")) {
    fe->cuda_path = arg + strlen("--cuda-path=");
    return 1;
  }
  for (size_t k = 0; k < sizeof clang_path_options / sizeof *clang_path_options; k++) {
    const char *name = clang_path_options[k];
    if (!strcmp(arg, name) && *i + 1 < n) {
      push2(&fe->clang_args, name, args[++*i]);
      return 1;
    }
    if (cl_starts_with(arg, name) && arg[strlen(name)]) {
      push2(&fe->clang_args, name, arg + strlen(name));
      return 1;
    }
  }
  for (size_t k = 0; k < sizeof clang_value_options / sizeof *clang_value_options; k++)
    if (!strcmp(arg, clang_value_options[k])) {
      if (*i + 1 < n)
        ++*i;
      return 1;
    }
  return 0;
}

/* Where a database entry's relative paths start, and what holds the
 * strings read from its options files. */
typedef struct entry_ctx {
  const char *directory; /* the entry's working directory */
  cl_arena *arena;       /* owns the options files' arguments */
  fe_config *fe;         /* what the translation fills in */
  int *lang;             /* set by -x */
  cl_buf *err;           /* the message when it fails */
} entry_ctx;

static int translate_args(const entry_ctx *e, const char *const *args, size_t n);

static int translate_args(const entry_ctx *e, const char *const *args, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const char *arg = args[i];
    if (arg[0] != '-' || !strcmp(arg, "-") || clang_option(args, n, &i, e->fe))
      continue;
    const char *value;
    const opt_spec *s = find_spec(arg, &value);
    if (!s)
      continue; /* the build's business: warnings, codegen, host compiler flags */
    if (s->form != FORM_SWITCH && !value) {
      if (i + 1 >= n) {
        cl_buf_printf(e->err, "option '%s' needs a value", arg);
        return 0;
      }
      value = args[++i];
      note_front_end(e->fe, s, arg, value, 1);
    } else {
      note_front_end(e->fe, s, arg, value, 0);
    }
    if (s->action == OPT_LANG)
      *e->lang = is_cuda_lang(value);
    else if (!apply_value(e->fe, s, value, e->err))
      return 0;
  }
  return 1;
}

int drv_translate_command(const char *const *args, size_t n, const char *directory,
                          cl_arena *arena, fe_config *fe, int *lang, cl_buf *err) {
  entry_ctx e = {directory, arena, fe, lang, err};
  if (n == 0)
    return 1;
  /* The options files, relative to the entry's directory; the strings
   * live as long as the arena. */
  cl_vec all = {0};
  int ok = drv_expand_options_files((char *const *)args + 1, n - 1, directory, &all, err);
  const char **list = cl_alloc(arena, (all.len + 1) * sizeof *list);
  for (size_t i = 0; i < all.len; i++) {
    list[i] = cl_strdup(arena, all.items[i]);
    free(all.items[i]);
  }
  size_t count = all.len;
  cl_vec_free(&all);
  return ok && translate_args(&e, list, count);
}

void drv_options_free(drv_options *o) {
  fe_config_free(&o->fe);
  cl_vec_free(&o->inputs);
  for (size_t i = 0; i < o->args.len; i++)
    free(o->args.items[i]);
  cl_vec_free(&o->args);
}
