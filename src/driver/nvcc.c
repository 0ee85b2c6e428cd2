/* nvcc.c - cudalift as a drop-in nvcc.
 *
 *   cudalift [nvcc options] files...          nvcc found as below
 *   cudalift nvcc [options] files...          launcher form (CMake's
 *   cudalift /path/to/nvcc [options] files... CMAKE_CUDA_COMPILER_LAUNCHER)
 *   cudalift ccache nvcc [options] files...   with a compiler cache in front
 *
 * Every CUDA input (a .cu file, or any input under -x cu) is parsed,
 * checked and lowered; nvcc then runs with the user's command line, in
 * order, where only the lowered inputs are swapped in.  Inputs without an
 * extended lambda reach nvcc as they are.  cudalift's own options
 * (--cudalift-*, --relaxed, -W<rule id>) are taken out; --extended-lambda
 * becomes -D__CUDACC_EXTENDED_LAMBDA__=1 (the lowered file does not need the
 * flag, code may test the macro it defines) unless
 * --cudalift-keep-extended-lambda says otherwise.
 *
 * Temporary files live in one private folder per invocation, under
 * $TMPDIR/cudalift-<uid>/ (mode 0700).  Its name is a hash of the working
 * folder and the command line, so the same build names the same lowered
 * files and a compiler cache (ccache hashes the input's path) hits; a
 * second concurrent run of the very same command falls back to a random
 * name.  The folder is removed on success, failure, SIGINT, SIGTERM,
 * SIGHUP and SIGPIPE (signals.c; --cudalift-keep keeps it and says where).  Dependency output (-M, -MM,
 * -MD, -MMD, -MF) names the user's files, never the temporary ones. */
#define _GNU_SOURCE /* nftw, memmem, utimensat, sched_getaffinity */
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <poll.h>
#include <sched.h>
#include <ftw.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cudalift/size.h"
#include "driver.h"
#include "emit/emit.h"

/* What the kept precompiled header may hold (--cudalift-pch=). */
typedef enum pch_mode {
  PCH_PROJECT = 0, /* -include files, library headers and the first project header */
  PCH_LIBRARY,     /* the leading toolkit and CCCL headers only */
  PCH_NONE,        /* none: every header parsed */
} pch_mode;

typedef struct job {
  cl_vec command;      /* char*: nvcc, with any launcher in front */
  cl_vec args;         /* char*: nvcc's arguments, cudalift's own taken out */
  cl_vec parse;        /* char*: what the parse and the checker need */
  cl_vec inputs;       /* size_t* indices into args: the CUDA inputs */
  cl_vec renames;      /* char*: pairs (temporary path, the user's path) */
  cl_vec extra;        /* char*: options cudalift adds for nvcc (debug path maps) */
  cl_vec owned;        /* char*: strings made here that args points at, freed with the job */
  int all_cuda;        /* -x cu: every input is CUDA */
  int keep_tmp;        /* --cudalift-keep */
  int keep_ext;        /* --cudalift-keep-extended-lambda */
  pch_mode pch;        /* --cudalift-pch= */
  const char *bad_pch; /* a --cudalift-pch= with an unknown value */
  int verbose;         /* --cudalift-verbose: print the nvcc command */
  int timings;         /* --cudalift-verbose or nvcc's -v: seconds per stage */
  const char *cwd;     /* the working folder */
  const char *base_args; /* $CCACHE_BASEDIR when it holds cwd (ccache_base), else NULL */
  int to_stdout;       /* -E, -M or -MM: nvcc writes paths, to stdout or to -o's file */
  const char *output;  /* -o */
  long output_at;      /* the index in args of the argument that holds -o's value, or -1 */
  size_t output_skip;  /* where the value starts in it (--output-file=X: after '=') */
  char *output_tmp;    /* nvcc writes here, renamed to -o once it succeeded */
  int dep_target;      /* -MT / -MQ given */
  const char *dep_file; /* -MF */
  int dep_with_compile; /* -MD / -MMD */
  const char *keep_dir; /* nvcc's --keep-dir */
  int nvcc_keep;       /* nvcc's --keep */
  int debug;           /* -g / -G: debug information asked for */
  int serial;          /* an option under which nvcc must not start early (speculate) */
  int early;           /* --cudalift-early=: 0 auto, 1 on, -1 off */
  const char *bad_early; /* a --cudalift-early= with an unknown value */
  cl_arena *kept_arena; /* with kept_fe: the quick parse's configuration of input 0 */
  fe_config kept_fe;   /* (its precompiled header decided once: the quick parse's
                          call marks a first build, a second call would then make it) */
  cl_buf deferred;     /* clang's errors left for nvcc to judge, as printed */
  size_t ndeferred;
  int fallback;        /* --cudalift-fallback=auto (1, the default) or never (0) */
  const char *bad_fallback; /* a --cudalift-fallback= with an unknown value */
  cl_vec given;        /* char*: args as read_args made them, before any input was
                          swapped for its lowering (the fallback's command) */
  char *limit;         /* why cudalift itself cannot build the unit (its warning) */
  char *limit_key;     /* that reason's counter (stats.c) */
  size_t aside_extra;  /* the length of extra before write_output_aside's options */
  const char *stdin_file; /* where a `-` input's bytes were saved (stdin_input), or NULL */
  char *stdin_text;       /* those bytes, for the parse */
} job;

static char *g_tmp; /* the job's folder while it exists */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  return remove(path);
}

static void remove_tree(const char *dir) {
  nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* The file name nvcc derives from `path`: its base name with `suffix`
 * instead of its extension ("src/a.cu", ".o" -> "a.o"); caller frees. */
static char *derived_name(const char *path, const char *suffix) {
  const char *base = base_name(path), *dot = strrchr(base, '.');
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s%s", (int)(dot ? (size_t)(dot - base) : strlen(base)), base, suffix);
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

/* The dependency file nvcc writes for -MD/-MMD without -MF beside -o:
 * -o's path with its extension (not a leading dot of its base name)
 * replaced by .d ("out/a.o" -> "out/a.d"); caller frees. */
static char *output_dep_name(const char *output) {
  const char *base = base_name(output), *dot = strrchr(base, '.');
  size_t stem = dot && dot != base ? (size_t)(dot - output) : strlen(output);
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s.d", (int)stem, output);
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

/* ---- the command line ---- */

static int executable(const char *path) { return access(path, X_OK) == 0; }

/* `word` found on $PATH, as a new string, or NULL. */
static char *on_path(const char *word) {
  const char *p = getenv("PATH");
  cl_buf path = {0};
  char *found = NULL;
  for (const char *s = p ? p : ""; *s && !found;) {
    const char *e = strchr(s, ':');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    path.len = 0;
    cl_buf_printf(&path, "%.*s/%s", (int)n, s, word);
    if (n && executable(cl_buf_str(&path)))
      found = cl_xstrdup(cl_buf_str(&path));
    s += n + (e != NULL);
  }
  cl_buf_free(&path);
  return found;
}

/* A command's first word is runnable: a path that is executable, or a
 * name found on $PATH. */
static int runnable(const char *word) {
  if (strchr(word, '/'))
    return executable(word);
  char *found = on_path(word);
  int ok = found != NULL;
  free(found);
  return ok;
}

static int check_runnable(const char *word, const char *from) {
  if (runnable(word))
    return 1;
  fprintf(stderr, "cudalift: error: nvcc not found: '%s' (%s) is not an executable\n", word,
          from);
  return 0;
}

/* nvcc by name: $CUDA_PATH/bin, $CUDA_HOME/bin, /usr/local/cuda/bin, $PATH. */
static char *find_nvcc(cl_buf *looked) {
  const char *roots[] = {getenv("CUDA_PATH"), getenv("CUDA_HOME"), "/usr/local/cuda"};
  for (size_t i = 0; i < 3; i++) {
    if (!roots[i] || !*roots[i])
      continue;
    size_t at = looked->len + (looked->len ? 2 : 0);
    cl_buf_printf(looked, "%s%s/bin/nvcc", looked->len ? ", " : "", roots[i]);
    if (executable(looked->data + at))
      return cl_xstrdup(looked->data + at);
  }
  cl_buf_printf(looked, "%s$PATH", looked->len ? ", " : "");
  return on_path("nvcc");
}

int drv_nvcc_version(cl_buf *out) {
  char *nvcc = NULL;
  const char *env = getenv("CUDALIFT_NVCC");
  if (env && *env) {
    cl_vec words = {0};
    drv_split_words(env, &words);
    if (words.len)
      nvcc = cl_xstrdup(words.items[words.len - 1]);
    for (size_t i = 0; i < words.len; i++)
      free(words.items[i]);
    cl_vec_free(&words);
  }
  cl_buf looked = {0};
  if (!nvcc)
    nvcc = find_nvcc(&looked);
  if (!nvcc) {
    cl_buf_printf(out, "not found (looked at $CUDALIFT_NVCC, %s)", cl_buf_str(&looked));
    cl_buf_free(&looked);
    return 0;
  }
  cl_buf_free(&looked);
  cl_buf cmd = {0};
  cl_buf_puts(&cmd, "'");
  for (const char *p = nvcc; *p; p++)
    cl_buf_puts(&cmd, *p == '\'' ? "'\\''" : (char[2]){*p, 0});
  cl_buf_puts(&cmd, "' --version 2>/dev/null");
  FILE *f = popen(cl_buf_str(&cmd), "r");
  cl_buf_free(&cmd);
  char line[512];
  const char *release = NULL;
  while (f && fgets(line, sizeof line, f))
    if (!release && strstr(line, "release ")) {
      line[strcspn(line, "\n")] = '\0';
      release = line;
      break;
    }
  int rc = f ? pclose(f) : -1;
  cl_buf_printf(out, "%s: %s", nvcc, release ? release : rc == 0 ? "(no release line)" : "(does not run)");
  free(nvcc);
  return release != NULL;
}

/* The command that runs nvcc: a launcher form named on the command line
 * (`nvcc`, `/path/nvcc`, `ccache nvcc`), else $CUDALIFT_NVCC (words,
 * "ccache nvcc" works), else nvcc found by find_nvcc.  Returns how many
 * leading arguments the launcher form took, or -1 when nvcc is missing. */
static long pick_command(job *j, cl_vec *args) {
  size_t k = 0;
  while (k < args->len && ((char *)args->items[k])[0] != '-' &&
         strcmp(base_name(args->items[k]), "nvcc") && !cl_ends_with(args->items[k], ".cu") &&
         k < 2)
    k++;
  if (k < args->len && !strcmp(base_name(args->items[k]), "nvcc")) {
    for (size_t i = 0; i <= k; i++)
      cl_vec_push(&j->command, cl_xstrdup(args->items[i]));
    if (k == 0 && !strcmp(args->items[0], "nvcc")) {
      /* A bare `nvcc` is looked for where cudalift looks. */
      cl_buf looked = {0};
      char *found = find_nvcc(&looked);
      cl_buf_free(&looked);
      if (found) {
        free(j->command.items[0]);
        j->command.items[0] = found;
      }
    }
    return check_runnable(j->command.items[0], "named on the command line") ? (long)k + 1 : -1;
  }
  const char *env = getenv("CUDALIFT_NVCC");
  if (env && *env) {
    drv_split_words(env, &j->command);
    return j->command.len && check_runnable(j->command.items[0], "from $CUDALIFT_NVCC") ? 0 : -1;
  }
  cl_buf looked = {0};
  char *nvcc = find_nvcc(&looked);
  if (!nvcc) {
    fprintf(stderr, "cudalift: error: nvcc not found (looked at $CUDALIFT_NVCC, %s); set "
                    "CUDALIFT_NVCC or name it: cudalift /path/to/nvcc ...\n",
            cl_buf_str(&looked));
    cl_buf_free(&looked);
    return -1;
  }
  cl_buf_free(&looked);
  cl_vec_push(&j->command, nvcc);
  return 0;
}

/* cudalift's own options in a build line (the rows of options.def for the
 * drop-in, and any other --cudalift-* for the parse to refuse): the
 * driver's are noted, the rest go to the parse. */
static int own_option(job *j, const char *a) {
  const drv_own_option *r = drv_own_find(a, DRV_W_DROPIN);
  if (!r && !cl_starts_with(a, "--cudalift-"))
    return 0;
  if (r && r->action == DRV_OWN_KEEP)
    j->keep_tmp = 1;
  else if (r && r->action == DRV_OWN_KEEP_EXT)
    j->keep_ext = 1;
  else if (r && r->action == DRV_OWN_EARLY) {
    const char *v = strchr(a, '=') + 1;
    if (!strcmp(v, "auto") || !strcmp(v, "on") || !strcmp(v, "off"))
      j->early = !strcmp(v, "on") ? 1 : !strcmp(v, "off") ? -1 : 0;
    else
      j->bad_early = a;
    return 1;
  }
  else if (r && r->action == DRV_OWN_FALLBACK) {
    const char *v = strchr(a, '=') + 1;
    if (!strcmp(v, "auto") || !strcmp(v, "never"))
      j->fallback = !strcmp(v, "auto");
    else
      j->bad_fallback = a;
    return 1;
  }
  else if (r && r->action == DRV_OWN_VERBOSE)
    j->verbose = j->timings = 1; /* and below: the parse prints libclang's arguments */
  else if (r && r->action == DRV_OWN_PCH) {
    const char *v = strchr(a, '=') + 1;
    if (!strcmp(v, "project"))
      j->pch = PCH_PROJECT;
    else if (!strcmp(v, "library"))
      j->pch = PCH_LIBRARY;
    else if (!strcmp(v, "none"))
      j->pch = PCH_NONE;
    else
      j->bad_pch = a;
    return 1;
  }
  if (!r || (r->action != DRV_OWN_KEEP && r->action != DRV_OWN_KEEP_EXT))
    cl_vec_push(&j->parse, (void *)a);
  return 1;
}

/* A C or C++ source nvcc hands to the host compiler as it is. */
static int is_host_source(const char *path) {
  static const char *const exts[] = {".c", ".cc", ".cpp", ".cxx", ".c++", ".C"};
  size_t n = strlen(path);
  for (size_t i = 0; i < sizeof exts / sizeof *exts; i++) {
    size_t k = strlen(exts[i]);
    if (n > k && !strcmp(path + n - k, exts[i]))
      return 1;
  }
  return 0;
}

static int is_extended_lambda_flag(const char *a) {
  return !strcmp(a, "--extended-lambda") || !strcmp(a, "-extended-lambda") ||
         !strcmp(a, "--expt-extended-lambda") || !strcmp(a, "-expt-extended-lambda");
}


/* Notes what the option `a` (value `v`, or NULL) means for cudalift. */
static void note_nvcc_option(job *j, const char *a, const char *v) {
  const char *name = a;
  if (!v) {
    const char *eq = strchr(a, '=');
    if (eq && a[1] == '-')
      v = eq + 1;
  }
  if (v && (strstr(v, "save-temps") || strstr(v, "time-trace")))
    j->serial = 1; /* the host compiler's, through -Xcompiler */
  if (!strcmp(name, "-o") || cl_starts_with(name, "--output-file"))
    j->output = v;
  else if (!strcmp(name, "-MF") || cl_starts_with(name, "--dependency-output"))
    j->dep_file = v;
  else if (!strcmp(name, "-MT") || !strcmp(name, "-MQ") ||
           cl_starts_with(name, "--dependency-target-name"))
    j->dep_target = 1;
  else if (!strcmp(name, "-MD") || !strcmp(name, "-MMD") ||
           cl_starts_with(name, "--generate-dependencies-with-compile") ||
           cl_starts_with(name, "--generate-nonsystem-dependencies-with-compile"))
    j->dep_with_compile = 1;
  else if (!strcmp(name, "-E") || !strcmp(name, "-M") || !strcmp(name, "-MM") ||
           !strcmp(name, "--preprocess") || !strcmp(name, "--generate-dependencies") ||
           !strcmp(name, "--generate-nonsystem-dependencies"))
    j->to_stdout = 1;
  else if (!strcmp(name, "-keep-dir") || cl_starts_with(name, "--keep-dir"))
    j->keep_dir = v;
  else if (!strcmp(name, "-keep") || !strcmp(name, "--keep"))
    j->nvcc_keep = 1;
  else if (!strcmp(name, "-g") || !strcmp(name, "--debug"))
    j->debug = j->serial = 1; /* host debug information names nvcc's $TMPDIR */
  else if (!strcmp(name, "-G") || !strcmp(name, "--device-debug") || !strcmp(name, "-lineinfo") ||
           !strcmp(name, "--generate-line-info"))
    j->debug = 1;
  else if (!strcmp(name, "-v") || !strcmp(name, "--verbose"))
    j->timings = 1;
  else if (!strcmp(name, "-run") || !strcmp(name, "--run") || !strcmp(name, "-dryrun") ||
           !strcmp(name, "--dryrun") || !strcmp(name, "-time") || cl_starts_with(name, "--time") ||
           !strcmp(name, "-save-temps") || !strcmp(name, "--save-temps") ||
           strstr(name, "time-trace"))
    j->serial = 1; /* runs the program, writes other files, or prints its commands */
  else if ((!strcmp(name, "-x") || cl_starts_with(name, "--x")) && v &&
           (!strcmp(v, "cu") || !strcmp(v, "cuda")))
    j->all_cuda = 1;

}

/* Sorts the arguments: cudalift's own, nvcc's (with the parse-relevant
 * ones copied for the parse), and the inputs. */
static const char extended_macro[] = "-D__CUDACC_EXTENDED_LAMBDA__=1";

static void read_args(job *j, cl_vec *all, size_t from) {
  int host_sources = 0, as_cuda = 0;
  const char *env = getenv("CUDALIFT_FALLBACK");
  j->fallback = 1;
  if (env && *env && strcmp(env, "auto")) {
    j->fallback = 0;
    if (strcmp(env, "never"))
      j->bad_fallback = "$CUDALIFT_FALLBACK";
  }
  for (size_t i = from; i < all->len; i++) {
    const char *a = all->items[i];
    j->keep_ext |= !strcmp(a, "--cudalift-keep-extended-lambda");
    as_cuda |= (!strcmp(a, "-x") || !strcmp(a, "--x")) && i + 1 < all->len &&
               (!strcmp(all->items[i + 1], "cu") || !strcmp(all->items[i + 1], "cuda"));
    host_sources |= a[0] != '-' && is_host_source(a);
  }
  host_sources &= !as_cuda;
  for (size_t i = from; i < all->len; i++) {
    const char *a = all->items[i];
    if (a[0] != '-' || !strcmp(a, "-")) {
      size_t *at = cl_xmalloc(sizeof *at);
      *at = j->args.len;
      cl_vec_push(&j->args, (void *)a);
      cl_vec_push(&j->inputs, at);
      continue;
    }
    if (own_option(j, a))
      continue;
    if (is_extended_lambda_flag(a) && !j->keep_ext) {
      /* What the flag does besides lambdas: nvcc defines the macro for
       * CUDA inputs, and cuda_runtime.h then includes <functional> and
       * <utility>.  A .cpp input on the same line must not see it. */
      if (!host_sources)
        cl_vec_push(&j->args, (void *)extended_macro);
      continue;
    }
    int takes_next = 0;
    int known = drv_nvcc_option(a, &takes_next);
    const char *v = takes_next && i + 1 < all->len ? all->items[i + 1] : NULL;
    cl_vec_push(&j->args, (void *)a);
    if (known)
      cl_vec_push(&j->parse, (void *)a);
    if (v) {
      cl_vec_push(&j->args, (void *)v);
      if (known)
        cl_vec_push(&j->parse, (void *)v);
      i++;
    }
    const char *before = j->output;
    note_nvcc_option(j, a, v);
    if (j->output != before) {
      j->output_at = (long)j->args.len - 1;
      j->output_skip = v ? 0 : (size_t)(j->output - a);
    }
  }
  for (size_t i = 0; i < j->args.len; i++)
    cl_vec_push(&j->given, j->args.items[i]);
  /* Only CUDA inputs stay in the list to lower. */
  size_t keep = 0;
  for (size_t i = 0; i < j->inputs.len; i++) {
    size_t at = *(size_t *)j->inputs.items[i];
    if (j->all_cuda || cl_ends_with(j->args.items[at], ".cu"))
      j->inputs.items[keep++] = j->inputs.items[i];
    else
      free(j->inputs.items[i]);
  }
  j->inputs.len = keep;
}

/* ---- the temporary folder ---- */

/* One more string into a running hash; strings stay apart (a, bc != ab, c). */
static uint64_t fnv(uint64_t h, const char *s) {
  return cl_hash_bytes(cl_hash_bytes(h, s, strlen(s)), "\xff", 1);
}

/* The process that made job folder `path` (its `.owner` file), or 0. */
static long pid_in_file(const char *path) {
  FILE *f = fopen(path, "r");
  long pid = 0;
  if (f) {
    if (fscanf(f, "%ld", &pid) != 1)
      pid = 0;
    fclose(f);
  }
  return pid;
}

static long folder_owner(const char *path) {
  cl_buf name = {0};
  cl_buf_printf(&name, "%s/.owner", path);
  long pid = pid_in_file(cl_buf_str(&name));
  cl_buf_free(&name);
  return pid;
}

/* Is process `pid` gone? */
static int gone(long pid) {
  return pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

static void claim_folder(const char *path) {
  cl_buf name = {0};
  cl_buf_printf(&name, "%s/.owner", path);
  FILE *f = fopen(cl_buf_str(&name), "w");
  cl_buf_free(&name);
  if (f) {
    fprintf(f, "%ld\n", (long)getpid());
    fclose(f);
  }
}

/* $CCACHE_BASEDIR when it is set, absolute, and holds the working folder
 * (the user asked ccache to share results across checkouts), else NULL.
 * Then cudalift keeps checkout paths out of everything ccache hashes, as
 * ccache does for nvcc's command line: the job folder's name and the
 * lowered headers' places in it. */
static const char *ccache_base(const char *cwd) {
  const char *base = getenv("CCACHE_BASEDIR");
  return base && base[0] == '/' && cwd && cl_path_under(cwd, base) ? base : NULL;
}

/* `arg` with the absolute path it holds (from its first '/': "/a/b.cu",
 * "-I/a/include", "--include-path=/a/x") made relative to `cwd` when it is
 * below `base`, as ccache rewrites nvcc's command line; else `arg`.  A new
 * string owned by `a`, or `arg` itself. */
static const char *relative_arg(cl_arena *a, const char *arg, const char *cwd, const char *base) {
  const char *slash = base ? strchr(arg, '/') : NULL;
  if (!slash || !cl_path_under(slash, base))
    return arg;
  return cl_printf(a, "%.*s%s", (int)(slash - arg), arg, cl_relative_path(a, cwd, slash));
}

/* The job's folder: a name from the working folder and the arguments, so
 * that the same command lowers to the same paths (a compiler cache hits);
 * a folder of that name left by a run that was killed (its owner is gone)
 * is taken back.  A run of the same command at the same time gets a
 * random name.  On failure, `tried` names the folder (NULL returned). */
static char *make_job_folder(const cl_vec *all, cl_buf *tried) {
  if (!drv_user_folder(tried))
    return NULL;
  char *cwd = getcwd(NULL, 0);
  const char *base = ccache_base(cwd);
  /* Under $CCACHE_BASEDIR: not the working folder, and each absolute
   * path below the base as ccache sees it, relative to the working folder. */
  uint64_t h = fnv(CL_HASH_SEED, base ? "" : cwd ? cwd : "");
  cl_arena *a = cl_arena_new();
  for (size_t i = 0; i < all->len; i++)
    h = fnv(h, relative_arg(a, all->items[i], cwd, base));
  cl_arena_free(a);
  free(cwd);
  cl_buf_printf(tried, "/%016llx", (unsigned long long)h);
  char *path = tried->data;
  int made = mkdir(path, 0700) == 0;
  if (!made && errno == EEXIST) {
    if (gone(folder_owner(path))) {
      remove_tree(path);
      made = mkdir(path, 0700) == 0;
    }
  }
  if (!made) {
    cl_buf_puts(tried, "-XXXXXX");
    if (!mkdtemp(tried->data))
      return NULL;
  }
  claim_folder(tried->data);
  return cl_xstrdup(tried->data);
}

/* ---- lowering the inputs ---- */

/* ---- the kept precompiled headers ----
 * $TMPDIR/cudalift-<uid>/pch/KEY.pch, KEY a hash of cudalift's version,
 * the parse's flags and the header's #include lines.  A header of library
 * includes only (toolkit, CCCL: their function bodies left out) is made
 * the first time; one that holds a project header (bodies kept, its
 * declarations walked like the file's own) only when a second file starts
 * the same way: KEY.seen marks the first.  KEY.lock keeps a second
 * process from making the same header at once (it parses without).  A
 * header's use touches it; the folder is kept under
 * CUDALIFT_PCH_CACHE_SIZE by removing the least recently used. */

#define PCH_CACHE_DEFAULT (4ull << 30)

/* The byte limit of the folder, 0 for none kept. */
static unsigned long long pch_cache_limit(void) {
  const char *v = getenv("CUDALIFT_PCH_CACHE_SIZE");
  if (!v || !*v)
    return PCH_CACHE_DEFAULT;
  if (!strcmp(v, "0"))
    return 0;
  unsigned long long n = cudalift_parse_size(v);
  return n ? n : PCH_CACHE_DEFAULT;
}

typedef struct cached {
  char *name;
  unsigned long long size;
  time_t used;
} cached;

static int older_first(const void *a, const void *b) {
  time_t x = ((const cached *)a)->used, y = ((const cached *)b)->used;
  return x < y ? -1 : x > y;
}

/* Removes the least recently used headers (and their .sys lists) until
 * the folder holds at most `limit` bytes; `keep` stays.  On the way, what
 * a stopped maker left and marks not met for a month go too. */
static void trim_pch_cache(const char *dir, const char *keep, unsigned long long limit) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  cl_vec all = {0};
  unsigned long long total = 0;
  for (struct dirent *e; (e = readdir(d));) {
    size_t n = strlen(e->d_name);
    char *path = cl_xmalloc(strlen(dir) + n + 2);
    sprintf(path, "%s/%s", dir, e->d_name);
    /* KEY.pch.PID.tmp[.sys]: a header (or its list) whose maker was stopped */
    const char *made = strstr(e->d_name, ".pch.");
    char *end = NULL;
    long pid = made ? strtol(made + 5, &end, 10) : 0;
    if (end && end != made + 5 && !strncmp(end, ".tmp", 4) && gone(pid))
      unlink(path);
    /* A mark a month old: a file start not met again, a header that
     * could not be made (the headers may have changed since). */
    struct stat mark;
    if (((n > 5 && !strcmp(e->d_name + n - 5, ".seen")) ||
         (n > 7 && !strcmp(e->d_name + n - 7, ".failed"))) &&
        stat(path, &mark) == 0 && mark.st_mtime < time(NULL) - 30 * 24 * 3600)
      unlink(path);
    if (n < 4 || strcmp(e->d_name + n - 4, ".pch")) {
      free(path);
      continue;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
      free(path);
      continue;
    }
    cached *c = cl_xmalloc(sizeof *c);
    *c = (cached){path, (unsigned long long)st.st_size, st.st_mtime};
    total += c->size;
    cl_vec_push(&all, c);
  }
  closedir(d);
  cached *v = cl_xmalloc((all.len + 1) * sizeof *v);
  for (size_t i = 0; i < all.len; i++)
    v[i] = *(cached *)all.items[i];
  qsort(v, all.len, sizeof *v, older_first);
  for (size_t i = 0; i < all.len; i++) {
    if (total > limit && strcmp(v[i].name, keep)) {
      fe_remove_pch(v[i].name);
      total -= v[i].size;
    }
    free(v[i].name);
    free(all.items[i]);
  }
  free(v);
  cl_vec_free(&all);
}

/* Takes `lock` (a file holding this process's id); a lock whose process
 * is gone, or an hour old (its process id taken by another since), is
 * taken over.  0 when another process holds it. */
static int take_lock(const char *lock) {
  for (int tries = 0; tries < 2; tries++) {
    int fd = open(lock, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd >= 0) {
      char pid[32];
      int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
      int ok = write(fd, pid, (size_t)n) == n;
      close(fd);
      return ok || (unlink(lock), 0);
    }
    struct stat st;
    if (errno != EEXIST || stat(lock, &st) != 0)
      return 0;
    if (!gone(pid_in_file(lock)) && st.st_mtime > time(NULL) - 3600)
      return 0;
    unlink(lock);
  }
  return 0;
}

/* The precompiled header for input `path` (parsed as `parse_path`): its
 * path, or NULL to parse without one.  Sets in `out` the #include lines
 * it holds, and whether those reach a project header. */
static const char *preamble_pch(const fe_config *fe, pch_mode mode, const char *path,
                                const char *parse_path, fe_config *out, cl_arena *a) {
  const char **preamble = &out->pch_preamble;
  int *project = &out->pch_project;
  *preamble = NULL;
  *project = 0;
  unsigned long long limit = pch_cache_limit();
  char *text = mode != PCH_NONE && limit && fe_pch_wanted(fe) ? cl_read_file(path, NULL) : NULL;
  if (text && mode == PCH_PROJECT && fe_project_pch_possible(parse_path, fe))
    *preamble = fe_project_preamble(a, text, fe);
  *project = *preamble != NULL;
  if (*project) {
    /* Beside the file: its quoted includes are found there. */
    const char *slash = strrchr(parse_path, '/');
    out->pch_main = cl_printf(a, "%.*s/%s", (int)(slash - parse_path), parse_path,
                              fe_pch_project_main);
  }
  if (text && !*preamble)
    *preamble = fe_system_preamble(a, text, fe);
  free(text);
  cl_buf folder = {0};
  int have_folder = *preamble && drv_user_folder(&folder);
  const char *user = cl_strdup(a, cl_buf_str(&folder));
  cl_buf_free(&folder);
  if (!have_folder)
    return NULL;
  size_t n;
  const char **args = fe_clang_args(fe, a, &n);
  /* The version and the way headers are built: a cudalift that builds
   * them differently must not load an older one. */
  uint64_t h = fnv(fnv(CL_HASH_SEED, CUDALIFT_VERSION), fe_pch_format);
  for (size_t i = 0; i < n; i++)
    h = fnv(h, args[i]);
  h = fnv(h, *preamble);
  if (*project)
    h = fnv(h, out->pch_main);
  const char *dir = cl_printf(a, "%s/pch", user);
  const char *pch = cl_printf(a, "%s/%016llx.pch", dir, (unsigned long long)h);
  if (*project)
    out->pch_device = cl_printf(a, "%s/%016llx.dev.pch", dir, (unsigned long long)h);
  if (access(pch, R_OK) == 0) {
    utimensat(AT_FDCWD, pch, NULL, 0); /* used now: the last to go */
    if (out->pch_device)
      utimensat(AT_FDCWD, out->pch_device, NULL, 0);
    return pch;
  }
  if ((mkdir(dir, 0700) != 0 && errno != EEXIST) || !fe_room_for_pch(pch))
    return NULL;
  /* One that could not be made lately is not tried again. */
  if (fe_pch_failed_recently(pch))
    return NULL;
  if (*project) {
    /* The first file that starts this way parses without: a header only
     * pays when another file loads it. */
    const char *seen = cl_printf(a, "%s/%016llx.seen", dir, (unsigned long long)h);
    int fd = open(seen, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd >= 0) {
      close(fd);
      return NULL;
    }
  }
  const char *lock = cl_printf(a, "%s.lock", pch);
  if (!take_lock(lock))
    return NULL;
  fe_config build = *fe;
  build.pch_preamble = *preamble;
  build.pch_project = *project;
  build.pch_main = out->pch_main;
  int ok = fe_make_pch(&build, pch);
  if (!ok && fe_room_for_pch(pch))
    fe_pch_mark_failed(pch);
  unlink(lock);
  if (!ok)
    return NULL;
  trim_pch_cache(dir, pch, limit);
  return pch;
}

/* Notes cudalift's own limit on this build line (the first one): the
 * warning the fallback prints, at `where` ("FILE:LINE:COL" or "'FILE'"),
 * and its counter in the statistics: the reason up to its first ';',
 * with quoted names left out. */
static void note_limit(job *j, const char *where, const char *why, const char *key) {
  if (j->limit)
    return;
  cl_buf b = {0};
  if (where[0] == '\'') /* a file, no place in it */
    cl_buf_printf(&b, "cudalift: warning: %s: %s", where, why);
  else
    cl_buf_printf(&b, "%s: warning: %s", where, why);
  cl_buf_puts(&b, "; built from the original by nvcc --extended-lambda instead [fallback]\n");
  j->limit = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  int quoted = 0;
  for (const char *k = key; *k && *k != ';' && *k != '\n'; k++) {
    if (*k == '\'')
      cl_buf_puts(&b, (quoted = !quoted) ? "'" : "...'");
    else if (!quoted)
      cl_buf_putc(&b, *k);
  }
  j->limit_key = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
}

/* The first error of the parse that stopped it, as a limit (clang
 * rejects some code nvcc accepts; errors without a place are libclang's
 * setup failing). */
static void note_parse_errors(job *j, const cl_model *m, const char *path) {
  for (size_t i = 0; i < m->nmessages && !j->limit; i++) {
    const cl_message *msg = &m->messages[i];
    if (msg->severity != CL_ERROR)
      continue;
    cl_buf where = {0}, why = {0};
    if (msg->loc.file)
      cl_buf_printf(&where, "%s:%u:%u", msg->loc.file, msg->loc.line, msg->loc.col);
    else
      cl_buf_printf(&where, "'%s'", path);
    cl_buf_printf(&why, "clang: %s", msg->text);
    note_limit(j, cl_buf_str(&where), cl_buf_str(&why),
               msg->loc.file ? "clang rejected the parse" : "libclang could not set up the parse");
    cl_buf_free(&where);
    cl_buf_free(&why);
  }
}

/* Parses, checks and lowers input `k`; on success args[at] names the
 * lowered file when there is one.  Returns 0, 1 (errors in the input) or
 * 2 (cudalift could not run).  With `quick` (speculate), the parse is
 * clang's quick one and nothing is printed; it returns -1 where the full
 * parse must decide (a message or finding that is an error, a refused
 * header), the job left as it was. */
static int lower_input(job *j, const drv_options *o, size_t k, int quick) {
  size_t at = *(size_t *)j->inputs.items[k];
  const char *path = j->args.items[at];
  int kept = k == 0 && j->kept_arena;
  cl_arena *scratch = kept ? j->kept_arena : cl_arena_new();
  fe_config fe = o->fe, plain = o->fe;
  fe.defer_foreign_errors = plain.defer_foreign_errors = 1;
  fe.walk_lambda_headers = plain.walk_lambda_headers = 1;
  /* Under $CCACHE_BASEDIR the parse names the file (and so the lowered
   * #line) as ccache names it to nvcc: relative to the working folder. */
  const char *parse_path = j->base_args ? relative_arg(scratch, path, j->cwd, j->base_args) : path;
  const char *from_stdin = NULL;
  if (!strcmp(path, "-") && j->stdin_file) {
    from_stdin = j->stdin_text;
    path = parse_path = "<stdin>";
  }
  if (kept) {
    fe = j->kept_fe;
  } else {
    fe.pch = preamble_pch(&o->fe, j->pch, path, parse_path, &fe, scratch);
    if (quick) {
      j->kept_arena = scratch;
      j->kept_fe = fe;
    }
  }
  fe.quick = plain.quick = quick;
  if (o->verbose && !quick)
    drv_print_clang_args(&fe, cl_printf(scratch, "libclang arguments for '%s'", path));
  cl_model *m;
  double start = cl_seconds();
  fe_status st = fe_build_model(parse_path, from_stdin, &fe, &m);
  if (quick && st == FE_OK && (fe_pch_refused(m) || m->errors || m->setup_errors || m->ndeferred)) {
    cl_model_free(m);
    st = FE_CRASHED;
  }
  if (quick && st != FE_OK)
    return -1;
  if (fe.pch && (st == FE_ARGS_REJECTED || (st == FE_OK && fe_pch_refused(m)))) {
    /* Stale or unreadable: made again next time, with the device side's
     * header of the same includes. */
    fe_remove_pch(fe.pch);
    if (fe.pch_device)
      fe_remove_pch(fe.pch_device);
    if (st == FE_OK)
      cl_model_free(m);
    st = fe_build_model(parse_path, from_stdin, &plain, &m);
  }
  if (!quick && !kept)
    cl_arena_free(scratch);
  double parse = cl_seconds() - start;
  if (st != FE_OK && j->fallback && st != FE_NO_FILE) {
    cl_buf where = {0};
    cl_buf_printf(&where, "'%s'", path);
    note_limit(j, cl_buf_str(&where), st == FE_ARGS_REJECTED
               ? "libclang rejected the compiler arguments" : "libclang could not parse it",
               "libclang could not parse");
    cl_buf_free(&where);
    return 1;
  }
  if (st != FE_OK)
    return drv_parse_failed(st, path);
  int fall = !quick && j->fallback && m->errors;
  if (fall)
    note_parse_errors(j, m, path);
  if (!quick && (!fall || o->verbose)) {
    drv_print_messages(m);
    cl_buf left = {0};
    drv_deferred_messages(m, &left);
    if (o->verbose && m->ndeferred)
      fprintf(stderr, "cudalift: %zu error%s of the parse left for nvcc to judge:\n%s",
              m->ndeferred, m->ndeferred == 1 ? "" : "s", cl_buf_str(&left));
    cl_buf_puts(&j->deferred, cl_buf_str(&left));
    cl_buf_free(&left);
    j->ndeferred += m->ndeferred;
  }
  int rc = m->setup_errors ? 2 : m->errors ? 1 : 0;
  /* With debug information, the lowered path is at least as long as the
   * user's (scrub_file). */
  const char *dir = cl_printf(m->arena, "%s/%zu", g_tmp, k);
  size_t want = strlen(path), have = strlen(dir) + 1 + strlen(base_name(path));
  if (j->debug && have < want) {
    char *pad = cl_alloc(m->arena, want - have + 1);
    memset(pad, '_', want - have);
    dir = cl_printf(m->arena, "%s/%s", dir, pad);
  }
  const char *out = cl_printf(m->arena, "%s/%s", dir, base_name(path));
  size_t before = j->renames.len;
  drv_times times = {0};
  if (rc == 0)
    rc = drv_lower_model(o, m, out, cl_printf(m->arena, "%s/headers", dir), 0, quick, &j->renames,
                         &times);
  if (!quick && times.refused) {
    const cl_loc *at = &times.refused_at;
    const char *where = cl_printf(m->arena, "%s:%u:%u", at->file ? at->file : path, at->line, at->col);
    note_limit(j, where, cl_printf(m->arena, "cannot lower this extended lambda: %s", times.refused),
               cl_printf(m->arena, "refused: %s", times.refused));
  }
  if (j->timings)
    fprintf(stderr, "cudalift: %s: %sparse %.3f s (%s), check %.3f s, lower %.3f s\n", path,
            quick ? "quick " : "", parse, drv_device_parse_summary(m), times.check, times.lower);
  if (quick && rc != 0) {
    for (size_t i = before; i < j->renames.len; i++)
      free(j->renames.items[i]);
    j->renames.len = before;
    cl_model_free(m);
    return -1;
  }
  if (j->renames.len > before) {
    /* The main file is written first: it goes by the name the user gave. */
    free(j->renames.items[before + 1]);
    j->renames.items[before + 1] = cl_xstrdup(path);
  }
  if (rc == 0 && j->renames.len > before) {
    j->args.items[at] = cl_xstrdup(out);
    cl_vec_push(&j->owned, j->args.items[at]);
    if (j->debug) {
      /* The host compiler's debug information names the user's folder,
       * not the temporary one. */
      const char *slash = strrchr(path, '/');
      char cwd[4096];
      const char *orig = slash ? cl_strndup(m->arena, path, (size_t)(slash - path))
                               : getcwd(cwd, sizeof cwd) ? cwd : ".";
      cl_vec_push(&j->extra, cl_xstrdup("-Xcompiler"));
      cl_vec_push(&j->extra, cl_xstrdup(cl_printf(m->arena, "-ffile-prefix-map=%s=%s", dir, orig)));
    }
  }
  cl_model_free(m);
  return rc;
}

/* ---- after nvcc ---- */

/* Every temporary path in `text` replaced by the user's. */
static char *restore_paths(const job *j, const char *text) {
  cl_buf b = {0};
  for (const char *s = text; *s;) {
    size_t best = 0, which = 0;
    for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
      size_t n = strlen(j->renames.items[i]);
      if (n > best && !strncmp(s, j->renames.items[i], n)) {
        best = n;
        which = i;
      }
    }
    size_t in = j->stdin_file ? strlen(j->stdin_file) : 0;
    if (in > best && !strncmp(s, j->stdin_file, in)) {
      cl_buf_puts(&b, "<stdin>");
      s += in;
    } else if (best) {
      cl_buf_puts(&b, j->renames.items[which + 1]);
      s += best;
    } else {
      cl_buf_putc(&b, *s++);
    }
  }
  char *r = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  return r;
}

static void restore_file(const job *j, const char *path) {
  size_t n;
  char *text = path ? cl_read_file(path, &n) : NULL;
  if (!text)
    return;
  char *fixed = restore_paths(j, text);
  if (strcmp(fixed, text))
    cl_write_file_atomic(path, fixed, strlen(fixed));
  free(fixed);
  free(text);
}

/* The dependency file nvcc wrote for -MD/-MMD without -MF: the output's
 * name with .d, or the input's base name with .d. */
static void restore_dep_files(const job *j) {
  if (j->to_stdout && j->output)
    restore_file(j, j->output); /* -E or -M into a file */
  if (j->dep_file) {
    restore_file(j, j->dep_file);
    return;
  }
  if (!j->dep_with_compile)
    return;
  if (j->output) {
    char *path = output_dep_name(j->output);
    restore_file(j, path);
    free(path);
  }
  for (size_t i = 1; i < j->renames.len; i += 2) {
    char *path = derived_name(j->renames.items[i], ".d");
    restore_file(j, path);
    free(path);
  }
}


/* nvcc names its device debug information's compilation unit after the
 * file it compiled, the lowered one, and has no option to rename it (its
 * own --orig_src_path_name for cicc cannot be overridden).  In the object
 * or executable, each copy of a lowered file's path that ends a string
 * (NUL) or an argument (space, in an embedded command line) is overwritten
 * by the user's path and padding of the same byte: offsets stay valid, and
 * the lowered path is always the longer (lower_input pads it).  A
 * compressed fatbin holds no such copy; nothing changes then. */
static void scrub_file(const job *j, const char *path) {
  size_t n;
  char *data = cl_read_file(path, &n);
  if (!data)
    return;
  int changed = 0;
  for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
    const char *from = j->renames.items[i], *to = j->renames.items[i + 1];
    size_t fl = strlen(from), tl = strlen(to);
    if (tl > fl)
      continue;
    for (char *p = data; (p = memmem(p, n - (size_t)(p - data), from, fl)) != NULL; p += fl) {
      size_t end = (size_t)(p - data) + fl;
      char next = end < n ? data[end] : '\0';
      if (next != '\0' && next != ' ')
        continue; /* part of a longer string: left alone */
      memcpy(p, to, tl);
      memset(p + tl, next, fl - tl); /* a string ends, or an argument list goes on */
      changed = 1;
    }
  }
  struct stat st;
  if (changed && stat(path, &st) == 0 && cl_write_file_atomic(path, data, n) == 0)
    chmod(path, st.st_mode & 07777);
  free(data);
}

/* The files nvcc wrote: -o, or the names it picks (NAME.o for -c, a.out). */
static void scrub_outputs(const job *j) {
  if (!j->debug || !j->renames.len)
    return;
  if (j->output) {
    scrub_file(j, j->output_tmp ? j->output_tmp : j->output);
    return;
  }
  scrub_file(j, "a.out");
  for (size_t i = 1; i < j->renames.len; i += 2) {
    char *path = derived_name(j->renames.items[i], ".o");
    scrub_file(j, path);
    free(path);
  }
}

/* nvcc --keep keeps its intermediate files; the lowered sources join them. */
static void keep_lowered(const job *j) {
  if (!j->nvcc_keep && !j->keep_dir)
    return;
  for (size_t i = 0; i + 1 < j->renames.len; i += 2) {
    size_t n;
    char *text = cl_read_file(j->renames.items[i], &n);
    if (!text)
      continue;
    cl_buf path = {0};
    cl_buf_printf(&path, "%s/%s.cudalift.cu", j->keep_dir ? j->keep_dir : ".",
                  base_name(j->renames.items[i + 1]));
    cl_write_file_atomic(cl_buf_str(&path), text, n);
    cl_buf_free(&path);
    free(text);
  }
}

/* Runs the command; with `capture`, its stdout comes back with the
 * temporary paths replaced.  Returns nvcc's exit status. */
/* Reads nvcc's captured streams until both close.  `fds[k]` is -1 for
 * a stream left alone; what comes through is written out with the user's
 * paths in place of the temporary ones (nvcc names its input in "N errors
 * detected in the compilation of ..."), stdout as it was asked for and
 * stderr once nvcc is done. */
static void relay_streams(const job *j, int fds[2], cl_buf held[2]) {
  cl_buf got[2] = {{0}, {0}};
  struct pollfd p[2];
  for (;;) {
    nfds_t n = 0;
    for (int k = 0; k < 2; k++)
      if (fds[k] >= 0)
        p[n++] = (struct pollfd){.fd = fds[k], .events = POLLIN};
    if (n == 0)
      break;
    if (poll(p, n, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    for (nfds_t i = 0; i < n; i++) {
      if (!(p[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      int k = p[i].fd == fds[0] ? 0 : 1;
      char chunk[65536];
      ssize_t r = read(fds[k], chunk, sizeof chunk);
      if (r < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (r <= 0) {
        close(fds[k]);
        fds[k] = -1;
        continue;
      }
      cl_buf_append(&got[k], chunk, (size_t)r);
    }
  }
  FILE *to[2] = {stdout, stderr};
  for (int k = 0; k < 2; k++) {
    if (!got[k].len)
      continue;
    char *fixed = restore_paths(j, cl_buf_str(&got[k]));
    if (held) {
      cl_buf_puts(&held[k], fixed);
    } else {
      fputs(fixed, to[k]);
      fflush(to[k]);
    }
    free(fixed);
    cl_buf_free(&got[k]);
  }
}

/* Runs nvcc; with `capture`, its stdout passes through relay_streams
 * (preprocessed output names the user's files), and so does its stderr
 * whenever a file was lowered. */
/* nvcc's command line, NULL-terminated: the launcher and nvcc, the
 * arguments, the extra options; the strings stay the job's.  Printed
 * under --cudalift-verbose, after `what`. */
static char **nvcc_argv(const job *j, size_t *n, const char *what) {
  *n = j->command.len + j->args.len + j->extra.len;
  char **argv = cl_xcalloc(*n + 1, sizeof *argv);
  size_t k = 0;
  for (size_t i = 0; i < j->command.len; i++)
    argv[k++] = j->command.items[i];
  for (size_t i = 0; i < j->args.len; i++)
    argv[k++] = j->args.items[i];
  for (size_t i = 0; i < j->extra.len; i++)
    argv[k++] = j->extra.items[i];
  if (j->verbose && what) {
    fprintf(stderr, "cudalift: %s:", what);
    for (size_t i = 0; i < k; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
  return argv;
}

static int run_nvcc(job *j, int capture, cl_buf held[2]) {
  size_t n;
  char **argv = nvcc_argv(j, &n, "running");
  int out[2] = {-1, -1}, err[2] = {-1, -1};
  if (capture && pipe(out) != 0)
    out[0] = out[1] = -1;
  if ((j->renames.len > 0 || held) && pipe(err) != 0)
    err[0] = err[1] = -1;
  fflush(stdout);
  fflush(stderr);
  /* No signal between the fork and drv_signals_child: it would miss nvcc. */
  sigset_t saved;
  drv_signals_block(&saved);
  pid_t pid = fork();
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    int *pipes[2] = {out, err};
    for (int s = 0; s < 2; s++) {
      if (pipes[s][1] < 0)
        continue;
      dup2(pipes[s][1], s + 1);
      close(pipes[s][0]);
      close(pipes[s][1]);
    }
    if (j->stdin_file) { /* `-`: nvcc reads what cudalift read (stdin_input) */
      int in = open(j->stdin_file, O_RDONLY);
      if (in < 0 || dup2(in, 0) < 0)
        _exit(127);
      close(in);
    }
    execvp(argv[0], argv);
    fprintf(stderr, "cudalift: error: cannot run '%s': %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  free(argv);
  if (out[1] >= 0)
    close(out[1]);
  if (err[1] >= 0)
    close(err[1]);
  if (pid < 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    if (out[0] >= 0)
      close(out[0]);
    if (err[0] >= 0)
      close(err[0]);
    fprintf(stderr, "cudalift: error: cannot start nvcc: %s\n", strerror(errno));
    return 2;
  }
  drv_signals_child(pid);
  sigprocmask(SIG_SETMASK, &saved, NULL);
  int fds[2] = {out[0], err[0]};
  relay_streams(j, fds, held);
  int status, waited;
  while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  if (waited < 0) {
    fprintf(stderr, "cudalift: error: lost track of nvcc: %s\n", strerror(errno));
    return 2;
  }
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

static void free_job(job *j, cl_vec *all) {
  for (size_t i = 0; i < j->command.len; i++)
    free(j->command.items[i]);
  for (size_t i = 0; i < j->inputs.len; i++)
    free(j->inputs.items[i]);
  for (size_t i = 0; i < j->renames.len; i++)
    free(j->renames.items[i]);
  for (size_t i = 0; i < j->extra.len; i++)
    free(j->extra.items[i]);
  for (size_t i = 0; i < j->owned.len; i++)
    free(j->owned.items[i]);
  free(j->output_tmp);
  free(j->limit);
  free(j->limit_key);
  free(j->stdin_text);
  cl_vec_free(&j->given);
  if (j->kept_arena)
    cl_arena_free(j->kept_arena);
  cl_vec_free(&j->extra);
  cl_vec_free(&j->owned);
  cl_vec_free(&j->command);
  cl_vec_free(&j->args);
  cl_vec_free(&j->parse);
  cl_vec_free(&j->inputs);
  cl_vec_free(&j->renames);
  cl_buf_free(&j->deferred);
  for (size_t i = 0; i < all->len; i++)
    free(all->items[i]);
  cl_vec_free(all);
}

/* The folder of `path`, as a new string ("." for a bare name). */
static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  char *dir = cl_xstrdup(slash ? path : ".");
  if (slash)
    dir[slash == path ? 1 : slash - path] = '\0';
  return dir;
}

/* Can `path` be replaced by a rename from its own folder (a regular file
 * or none yet, in a folder the user can write)?  /dev/null and the like
 * are written in place. */
static int replaceable(const char *path) {
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
    return 0;
  char *dir = folder_of(path);
  int ok = access(dir, W_OK | X_OK) == 0;
  free(dir);
  return ok;
}

/* The folder -o (and -MF) write into must be there, and the file
 * writable, before any work starts: nvcc would stop at its last step with
 * the assembler's "can't create"; cudalift names the path and the cause,
 * exit 2. */
static int output_folder_ok(const job *j) {
  const char *paths[] = {j->to_stdout ? NULL : j->output, j->dep_file};
  for (size_t i = 0; i < 2; i++) {
    const char *path = paths[i];
    if (!path || !strcmp(path, "-") || access(path, W_OK) == 0)
      continue; /* there and writable: /dev/null, an object built before */
    char *dir = folder_of(path);
    struct stat st;
    const char *why = stat(dir, &st) != 0 ? strerror(errno)
                      : !S_ISDIR(st.st_mode) ? "not a folder"
                      : access(dir, W_OK | X_OK) != 0 ? strerror(errno) : NULL;
    if (why)
      fprintf(stderr, "cudalift: error: cannot write '%s': its folder '%s': %s\n", path, dir, why);
    free(dir);
    if (why)
      return 0;
  }
  return 1;
}

/* nvcc writes the object (or program) of -o under another name in the
 * same folder, `.NAME.cudalift-PID.EXT`, renamed over -o only once nvcc
 * succeeded (where -o can be replaced so: not /dev/null): a reader, or a concurrent build of the same -o, never sees a
 * torn file, and a failed or interrupted build leaves the old one.  The
 * dependency file keeps naming -o (-MT) and keeps its name (-MF). */
static void write_output_aside(job *j) {
  j->aside_extra = j->extra.len;
  if (!j->output || j->output_at < 0 || j->to_stdout || !strcmp(j->output, "-") ||
      !replaceable(j->output))
    return;
  const char *slash = strrchr(j->output, '/');
  const char *base = slash ? slash + 1 : j->output;
  const char *dot = strrchr(base, '.');
  size_t stem = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  cl_buf b = {0};
  cl_buf_printf(&b, "%.*s.%.*s.cudalift-%ld%s", (int)(base - j->output), j->output, (int)stem,
                base, (long)getpid(), base + stem);
  j->output_tmp = cl_xstrdup(cl_buf_str(&b));
  const char *arg = j->args.items[j->output_at];
  b.len = 0;
  cl_buf_printf(&b, "%.*s%s", (int)j->output_skip, arg, j->output_tmp);
  char *replaced = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  j->args.items[j->output_at] = replaced;
  cl_vec_push(&j->owned, replaced);
  if (j->dep_with_compile && !j->dep_target) {
    cl_vec_push(&j->extra, cl_xstrdup("-MT"));
    cl_vec_push(&j->extra, cl_xstrdup(j->output));
  }
  if (j->dep_with_compile && !j->dep_file) {
    char *dep = output_dep_name(j->output); /* nvcc's own name for it */
    cl_vec_push(&j->extra, cl_xstrdup("-MF"));
    cl_vec_push(&j->extra, dep);
    j->dep_file = dep;
  }
}

/* After nvcc: its output renamed over -o when it succeeded (a failed
 * rename is cudalift's error, exit 2), removed otherwise. */
static int put_output_in_place(job *j, int rc) {
  if (!j->output_tmp)
    return rc;
  if (rc == 0 && rename(j->output_tmp, j->output) != 0) {
    fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", j->output, strerror(errno));
    rc = 2;
  }
  if (rc != 0)
    unlink(j->output_tmp);
  return rc;
}

/* ---- nvcc started early ----
 * clang's quick parse (fe_config.quick: no pending template instantiation
 * at the end of the unit) takes a fraction of the full parse's time and
 * nearly always lowers a file the same way.  For a build of one CUDA input
 * with -o (and no launcher in front), cudalift lowers from the quick parse,
 * starts nvcc on that lowering, then parses, checks and lowers in full
 * while nvcc works.  nvcc's run is kept only when the full lowering is the
 * same: the same files with the same bytes, and the same nvcc command.
 * Otherwise (another lowering, a finding that is an error, a signal) nvcc
 * is stopped, its whole process group killed, and the build goes on as if
 * it had never started.  Until it is kept, nvcc writes nothing the user
 * can see: -o's value is the aside name (write_output_aside), the
 * dependency file, nvcc's temporary files ($TMPDIR) and its two streams go
 * to the job folder; the streams are replayed, and the dependency file
 * moved to its place, once the run is kept. */
typedef struct early_file {
  char *path, *name; /* the lowered file, the user's file it stands for */
  char *data;        /* what the quick lowering wrote */
  size_t len;
} early_file;

typedef struct early {
  pid_t pid;       /* nvcc, leader of its own process group; 0: none runs */
  double started;
  char **argv;     /* the command it runs, with the user's dependency path */
  size_t argc;
  early_file *files;
  size_t nfiles;
  char *output;    /* the aside name nvcc writes -o to */
  char *dep;       /* where its dependency file goes instead, or NULL */
  char *out, *err; /* its stdout and stderr */
} early;

static void early_free(early *e) {
  for (size_t i = 0; i < e->argc; i++)
    free(e->argv[i]);
  for (size_t i = 0; i < e->nfiles; i++) {
    free(e->files[i].path);
    free(e->files[i].name);
    free(e->files[i].data);
  }
  free(e->argv);
  free(e->files);
  free(e->output);
  free(e->dep);
  free(e->out);
  free(e->err);
  memset(e, 0, sizeof *e);
}

/* Starts nvcc as the job stands now (the quick lowering in place).
 * Returns 0 when it could not. */
static int early_start(job *j, early *e) {
  e->nfiles = j->renames.len / 2;
  e->files = cl_xcalloc(e->nfiles + 1, sizeof *e->files);
  for (size_t i = 0; i < e->nfiles; i++) {
    early_file *f = &e->files[i];
    f->path = cl_xstrdup(j->renames.items[2 * i]);
    f->name = cl_xstrdup(j->renames.items[2 * i + 1]);
    f->data = cl_read_file(f->path, &f->len);
    if (!f->data)
      return 0;
  }
  size_t n;
  char **argv = nvcc_argv(j, &n, NULL);
  e->argv = cl_xcalloc(n + 1, sizeof *e->argv);
  for (e->argc = 0; e->argc < n; e->argc++)
    e->argv[e->argc] = cl_xstrdup(argv[e->argc]);
  char *dep_arg = NULL;
  if (j->dep_file) {
    /* The argument that holds -MF's value (alone, or after '='). */
    for (size_t i = 0; i < n && !dep_arg; i++) {
      size_t len = strlen(argv[i]);
      if (j->dep_file >= argv[i] && j->dep_file < argv[i] + len) {
        cl_buf b = {0};
        cl_buf_printf(&b, "%s/early.d", g_tmp);
        e->dep = cl_xstrdup(cl_buf_str(&b));
        b.len = 0;
        cl_buf_printf(&b, "%.*s%s", (int)(j->dep_file - argv[i]), argv[i], e->dep);
        dep_arg = argv[i] = cl_xstrdup(cl_buf_str(&b));
        cl_buf_free(&b);
      }
    }
    if (!dep_arg) {
      free(argv);
      return 0;
    }
  }
  cl_buf b = {0};
  cl_buf_printf(&b, "%s/early-tmp", g_tmp);
  char *tmpdir = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  cl_buf_printf(&b, "%s/early.out", g_tmp);
  e->out = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  cl_buf_printf(&b, "%s/early.err", g_tmp);
  e->err = cl_xstrdup(cl_buf_str(&b));
  b.len = 0;
  e->output = cl_xstrdup(j->output_tmp);
  /* The child's environment is made here: between fork and exec only
   * async-signal-safe calls (libclang's threads may hold malloc's lock). */
  size_t nenv = 0;
  while (environ[nenv])
    nenv++;
  char **envp = cl_xcalloc(nenv + 2, sizeof *envp);
  size_t k = 0;
  for (size_t i = 0; i < nenv; i++)
    if (strncmp(environ[i], "TMPDIR=", 7))
      envp[k++] = environ[i];
  cl_buf_printf(&b, "TMPDIR=%s", tmpdir);
  char *tmp_var = envp[k] = cl_xstrdup(cl_buf_str(&b));
  cl_buf_free(&b);
  int ok = mkdir(tmpdir, 0700) == 0;
  if (ok && j->verbose) {
    fputs("cudalift: started early, beside the full parse:", stderr);
    for (size_t i = 0; i < n; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
  fflush(stdout);
  fflush(stderr);
  sigset_t saved;
  drv_signals_block(&saved);
  pid_t pid = ok ? fork() : -1;
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &saved, NULL);
    setpgid(0, 0);
    environ = envp;
    int out = open(e->out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = open(e->err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
      _exit(127);
    execvp(argv[0], argv);
    _exit(127);
  }
  if (pid > 0) {
    setpgid(pid, pid); /* also here: no kill before the child's own call misses it */
    e->pid = pid;
    e->started = cl_seconds();
    drv_signals_child(-pid);
  }
  sigprocmask(SIG_SETMASK, &saved, NULL);
  free(dep_arg);
  free(argv);
  free(tmpdir);
  free(tmp_var);
  free(envp);
  return pid > 0;
}

/* Is a core idle?  Fewer runnable tasks (this one among them:
 * /proc/loadavg's fourth field, "running/all") than cores this process
 * may use, in the least of three looks 2 ms apart: a task that runs for
 * a moment (a shell, a process ending) does not count, a parallel
 * build's compilers do.  On a machine that such a build keeps busy, an
 * early nvcc would only add the quick parse's time. */
static int core_idle(void) {
  cpu_set_t set;
  int cores = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
  int least = cores;
  for (int look = 0; look < 3 && least >= cores; look++) {
    if (look)
      nanosleep(&(struct timespec){.tv_nsec = 2000000}, NULL);
    FILE *f = fopen("/proc/loadavg", "r");
    int running;
    if (!f)
      return 0;
    if (fscanf(f, "%*s %*s %*s %d/", &running) == 1 && running < least)
      least = running;
    fclose(f);
  }
  return least < cores;
}

/* The quick parse, its lowering and nvcc started on it; the job is put
 * back as it was before (the files written stay in the job folder). */
static void speculate(job *j, const drv_options *o, early *e) {
  memset(e, 0, sizeof *e);
  if (j->early < 0 || j->serial || j->inputs.len != 1 || j->command.len != 1 || j->to_stdout ||
      j->nvcc_keep || j->keep_dir || j->keep_tmp || !j->output ||
      !strcmp(j->args.items[*(size_t *)j->inputs.items[0]], "-") || /* nvcc reads stdin */
      (j->early == 0 && !core_idle()))
    return;
  size_t nargs = j->args.len, nextra = j->extra.len, nrenames = j->renames.len;
  void **args = cl_xcalloc(nargs + 1, sizeof *args);
  memcpy(args, j->args.items, nargs * sizeof *args);
  const char *dep_file = j->dep_file;
  if (lower_input(j, o, 0, 1) == 0) {
    write_output_aside(j);
    if (!j->output_tmp || !early_start(j, e))
      early_free(e);
  }
  memcpy(j->args.items, args, nargs * sizeof *args);
  free(args);
  for (size_t i = nextra; i < j->extra.len; i++)
    free(j->extra.items[i]);
  j->extra.len = nextra;
  for (size_t i = nrenames; i < j->renames.len; i++)
    free(j->renames.items[i]);
  j->renames.len = nrenames;
  j->dep_file = dep_file;
  free(j->output_tmp);
  j->output_tmp = NULL;
}

/* Is the full lowering (in place now, with -o aside) what nvcc runs on?
 * (CUDALIFT_TEST_EARLY_DIFFERS=1 says no, for the test of a restart:
 * tests/lit/nvcc/early_start.cu.) */
static int early_same(const job *j, const early *e) {
  const char *differs = getenv("CUDALIFT_TEST_EARLY_DIFFERS");
  if (j->renames.len != 2 * e->nfiles || (differs && !strcmp(differs, "1")))
    return 0;
  size_t n;
  char **argv = nvcc_argv(j, &n, NULL);
  int same = n == e->argc;
  for (size_t i = 0; same && i < n; i++)
    same = !strcmp(argv[i], e->argv[i]);
  free(argv);
  for (size_t i = 0; same && i < e->nfiles; i++) {
    const early_file *f = &e->files[i];
    size_t len;
    char *now = strcmp(j->renames.items[2 * i], f->path) || strcmp(j->renames.items[2 * i + 1], f->name)
                    ? NULL
                    : cl_read_file(f->path, &len);
    same = now && len == f->len && !memcmp(now, f->data, len);
    free(now);
  }
  return same;
}

/* nvcc's early run stopped (the whole process group), its output gone. */
static void early_stop(const job *j, early *e) {
  kill(-e->pid, SIGKILL);
  while (waitpid(e->pid, NULL, 0) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  unlink(e->output);
  if (j->verbose)
    fputs("cudalift: stopped the early nvcc: the full parse found errors or lowered otherwise\n",
          stderr);
  e->pid = 0;
}

static void replay(const job *j, const char *path, FILE *to, cl_buf *held) {
  size_t n;
  char *text = cl_read_file(path, &n);
  if (text && n) {
    char *fixed = restore_paths(j, text);
    if (held) {
      cl_buf_puts(held, fixed);
    } else {
      fputs(fixed, to);
      fflush(to);
    }
    free(fixed);
  }
  free(text);
}

/* nvcc's early run kept: waits for it, replays its streams, puts its
 * dependency file in place.  Returns nvcc's exit status. */
static int early_finish(const job *j, early *e, cl_buf held[2]) {
  if (j->verbose)
    fputs("cudalift: the full parse lowered the same: the early nvcc's run is kept\n", stderr);
  int status, waited;
  while ((waited = waitpid(e->pid, &status, 0)) < 0 && errno == EINTR) {}
  drv_signals_child(0);
  e->pid = 0;
  if (waited < 0) {
    fprintf(stderr, "cudalift: error: lost track of nvcc: %s\n", strerror(errno));
    return 2;
  }
  replay(j, e->out, stdout, held ? &held[0] : NULL);
  replay(j, e->err, stderr, held ? &held[1] : NULL);
  if (e->dep && access(e->dep, F_OK) == 0) {
    size_t n;
    char *text = rename(e->dep, j->dep_file) == 0 ? NULL : cl_read_file(e->dep, &n);
    if (text && cl_write_file_atomic(j->dep_file, text, n) != 0)
      fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", j->dep_file, strerror(errno));
    free(text);
  }
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

/* A CUDA input `-` (`-x cu -`): nvcc reads standard input, and so must
 * the parse.  Its bytes are saved in the job folder (stdin.cu): the parse
 * reads them as `<stdin>` in the working folder (its quote includes are
 * found there, as nvcc finds them), and every nvcc run gets them on its
 * standard input; messages name `<stdin>`, as nvcc's do.  0 when standard
 * input cannot be read. */
static int stdin_input(job *j) {
  for (size_t k = 0; k < j->inputs.len; k++) {
    size_t at = *(size_t *)j->inputs.items[k];
    if (strcmp(j->args.items[at], "-"))
      continue;
    cl_buf text = {0}, path = {0};
    char chunk[65536];
    ssize_t n;
    while ((n = read(0, chunk, sizeof chunk)) > 0 || (n < 0 && errno == EINTR))
      if (n > 0)
        cl_buf_append(&text, chunk, (size_t)n);
    cl_buf_printf(&path, "%s/stdin.cu", g_tmp);
    int ok = n == 0 && cl_write_file_atomic(cl_buf_str(&path), text.data ? text.data : "",
                                            text.len) == 0;
    if (!ok)
      fprintf(stderr, "cudalift: error: cannot read standard input into '%s': %s\n",
              cl_buf_str(&path), strerror(errno));
    if (!ok) {
      cl_buf_free(&text);
      cl_buf_free(&path);
      return 0;
    }
    j->stdin_text = cl_xstrdup(cl_buf_str(&text));
    cl_buf_free(&text);
    char *saved = cl_xstrdup(cl_buf_str(&path));
    cl_buf_free(&path);
    cl_vec_push(&j->owned, saved);
    j->stdin_file = saved;
  }
  return 1;
}

/* ---- the fallback ----
 * Where cudalift itself cannot build a unit (note_limit: a lambda it
 * cannot lower, a parse libclang fails or clang rejects, a lowered file
 * nvcc rejects), the build line runs as the user gave it, with
 * --extended-lambda, as ccache runs the compiler on what it cannot cache.
 * A rule's diagnostic is the user's to fix and never falls back. */

/* nvcc on the original inputs, with --extended-lambda; -o still goes
 * aside (write_output_aside), the dependency options stay.  With `held`,
 * its streams are kept there. */
static int run_original(job *j, cl_buf held[2]) {
  if (!j->output_tmp)
    write_output_aside(j);
  cl_vec args = {0}, extra = {0};
  int has_flag = 0;
  for (size_t i = 0; i < j->given.len; i++) {
    const char *a = (long)i == j->output_at ? j->args.items[i] : j->given.items[i];
    if (a == extended_macro)
      continue;
    has_flag |= is_extended_lambda_flag(a);
    cl_vec_push(&args, (void *)a);
  }
  if (!has_flag)
    cl_vec_push(&args, "--extended-lambda");
  for (size_t i = j->aside_extra; i < j->extra.len; i++)
    cl_vec_push(&extra, j->extra.items[i]);
  cl_vec lowered_args = j->args, lowered_extra = j->extra;
  j->args = args;
  j->extra = extra;
  int rc = run_nvcc(j, 0, held);
  j->args = lowered_args;
  j->extra = lowered_extra;
  cl_vec_free(&args);
  cl_vec_free(&extra);
  return rc;
}

static void flush_held(cl_buf held[2]) {
  FILE *to[2] = {stdout, stderr};
  for (int k = 0; k < 2; k++) {
    fputs(cl_buf_str(&held[k]), to[k]);
    fflush(to[k]);
    cl_buf_free(&held[k]);
  }
}

/* nvcc failed on the lowered files (their messages in `lowered`): the
 * original is built instead; when it builds, the build goes on with a
 * [fallback] warning, else the user reads nvcc's messages on their own
 * file.  Returns the original's exit status. */
static int fall_back_after_nvcc(job *j, cl_buf lowered[2], const char **key) {
  cl_buf held[2] = {{0}, {0}};
  const char *first = j->given.items[*(size_t *)j->inputs.items[0]];
  int rc = run_original(j, held);
  if (j->verbose) {
    fputs("cudalift: nvcc's messages on the lowered files:\n", stderr);
    flush_held(lowered);
  }
  if (rc == 0) {
    cl_buf where = {0};
    cl_buf_printf(&where, "'%s'", first);
    note_limit(j, cl_buf_str(&where), "nvcc rejected the lowered file and accepts the original",
               "nvcc rejected the lowered file");
    cl_buf_free(&where);
    fputs(j->limit, stderr);
    *key = "fallback: nvcc rejected the lowered file";
  } else {
    *key = "nvcc failed";
  }
  flush_held(held);
  return rc;
}

int drv_nvcc_main(int argc, char **argv) {
  job j = {.output_at = -1};
  cl_vec all = {0};
  cl_buf bad = {0};
  if (!drv_expand_options_files(argv, (size_t)argc, NULL, &all, &bad)) {
    fprintf(stderr, "cudalift: error: %s\n", cl_buf_str(&bad));
    cl_buf_free(&bad);
    free_job(&j, &all);
    return 2;
  }
  long skip = pick_command(&j, &all);
  if (skip < 0) {
    free_job(&j, &all);
    return 2;
  }
  read_args(&j, &all, (size_t)skip);
  if (j.bad_pch || j.bad_early || j.bad_fallback) {
    fprintf(stderr, "cudalift: error: unknown value in '%s' (expected %s)\n",
            j.bad_pch ? j.bad_pch : j.bad_early ? j.bad_early : j.bad_fallback,
            j.bad_pch ? "project, library or none" : j.bad_early ? "auto, on or off" : "auto or never");
    free_job(&j, &all);
    return 2;
  }
  if (j.inputs.len == 0) { /* --version, linking, -dlink, ...: nvcc alone */
    int rc = run_nvcc(&j, 0, NULL);
    free_job(&j, &all);
    return rc;
  }

  drv_options o;
  cl_buf err = {0};
  char *cwd = getcwd(NULL, 0);
  j.cwd = cwd;
  j.base_args = ccache_base(cwd);
  cl_arena *names = cl_arena_new();
  for (size_t i = 0; j.base_args && i < j.parse.len; i++)
    j.parse.items[i] = (void *)relative_arg(names, j.parse.items[i], cwd, j.base_args);
  cl_vec_push(&j.parse, "--check");
  if (!drv_parse_args((int)j.parse.len, (char **)j.parse.items, &o, &err)) {
    /* nvcc's own options are nvcc's to judge; a wrong one of cudalift's
     * points to cudalift's help (--help is nvcc's). */
    fprintf(stderr, "cudalift: error: %s\n%s", cl_buf_str(&err),
            strstr(cl_buf_str(&err), "'--cudalift-") ? "(see cudalift --cudalift-help)\n" : "");
    cl_buf_free(&err);
    drv_options_free(&o);
    free_job(&j, &all);
    free(cwd);
    cl_arena_free(names);
    return 2;
  }
  cl_buf_free(&err);
  o.fallback = j.fallback;
  if (!output_folder_ok(&j)) {
    drv_options_free(&o);
    free_job(&j, &all);
    free(cwd);
    cl_arena_free(names);
    return 2;
  }
  /* No signal between making the job folder and the handler that has it
   * removed: one that comes in between waits for the handler. */
  sigset_t unblocked;
  drv_signals_block(&unblocked);
  cl_buf tried = {0};
  g_tmp = make_job_folder(&all, &tried);
  if (!g_tmp) {
    fprintf(stderr, "cudalift: error: cannot make the temporary folder '%s': %s (TMPDIR names "
            "where it goes)\n", cl_buf_str(&tried), strerror(errno));
    cl_buf_free(&tried);
    sigprocmask(SIG_SETMASK, &unblocked, NULL);
    drv_options_free(&o);
    free_job(&j, &all);
    free(cwd);
    cl_arena_free(names);
    return 2;
  }
  cl_buf_free(&tried);
  if (j.base_args)
    o.runtime.tree_base = cwd;
  if (!stdin_input(&j)) {
    remove_tree(g_tmp);
    free(g_tmp);
    g_tmp = NULL;
    sigprocmask(SIG_SETMASK, &unblocked, NULL);
    drv_options_free(&o);
    free_job(&j, &all);
    free(cwd);
    cl_arena_free(names);
    return 2;
  }
  drv_signals_catch(NULL, 1);
  sigprocmask(SIG_SETMASK, &unblocked, NULL);
  early e = {0};
  if (!drv_signals_pending())
    speculate(&j, &o, &e);
  int rc = 0;
  const char *outcome = "stopped";
  char *fell_key = NULL;
  for (size_t k = 0; k < j.inputs.len && rc == 0 && !drv_signals_pending(); k++)
    rc = lower_input(&j, &o, k, 0);
  if (rc != 0 && j.limit && !drv_signals_pending()) {
    if (e.pid)
      early_stop(&j, &e);
    fputs(j.limit, stderr);
    rc = run_original(&j, NULL);
    cl_buf key = {0};
    cl_buf_printf(&key, "%s: %s", rc == 0 ? "fallback" : "fallback failed", j.limit_key);
    fell_key = cl_xstrdup(cl_buf_str(&key));
    cl_buf_free(&key);
    outcome = fell_key;
    rc = put_output_in_place(&j, rc);
    restore_dep_files(&j);
  } else if (rc == 0 && !drv_signals_pending()) {
    write_output_aside(&j);
    if (e.pid && !early_same(&j, &e))
      early_stop(&j, &e);
    int kept = e.pid != 0;
    double start = kept ? e.started : cl_seconds();
    /* Where the lowering could be what nvcc rejects, nvcc's messages wait
     * until it is known whether the original builds. */
    cl_buf held[2] = {{0}, {0}};
    cl_buf *hold = j.fallback && j.renames.len > 0 ? held : NULL;
    rc = kept ? early_finish(&j, &e, hold)
              : run_nvcc(&j, j.to_stdout && !j.output && j.renames.len > 0, hold);
    if (j.timings)
      fprintf(stderr, "cudalift: nvcc %.3f s%s\n", cl_seconds() - start,
              kept ? " (started early, on the quick parse's lowering)" : "");
    outcome = rc != 0 ? "nvcc failed" : j.renames.len > 0 ? "lowered" : "unchanged";
    if (hold && rc != 0 && rc < 128 && !drv_signals_pending()) {
      rc = fall_back_after_nvcc(&j, held, &outcome);
    } else if (hold) {
      flush_held(held);
      if (rc == 0)
        scrub_outputs(&j);
    } else if (rc == 0) {
      scrub_outputs(&j);
    }
    char *restored = NULL;
    if (rc != 0 && !hold && j.ndeferred && !j.verbose)
      fprintf(stderr, "cudalift: note: the parse had also reported %zu error%s, left for nvcc "
              "to judge (clang refuses some code that nvcc accepts):\n%s", j.ndeferred, j.ndeferred == 1 ? "" : "s",
              restored = restore_paths(&j, cl_buf_str(&j.deferred)));
    free(restored);
    rc = put_output_in_place(&j, rc);
    restore_dep_files(&j);
    keep_lowered(&j);
  }
  if (e.pid)
    early_stop(&j, &e); /* errors, or a signal */
  early_free(&e);
  if (!drv_signals_pending())
    drv_stats_count(outcome);
  free(fell_key);
  if (j.keep_tmp)
    fprintf(stderr, "cudalift: kept the temporary files in %s\n", g_tmp);
  else
    remove_tree(g_tmp);
  char *tmp = g_tmp;
  g_tmp = NULL;
  free(tmp);
  free(cwd);
  cl_arena_free(names);
  drv_options_free(&o);
  free_job(&j, &all);
  drv_signals_release();
  return rc;
}
