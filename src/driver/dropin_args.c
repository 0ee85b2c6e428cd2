/* dropin_args.c - the drop-in's command line: which nvcc to run, and
 * cudalift's, nvcc's and the parse's part of the arguments. */
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
#include "dropin.h"

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

char *drv_find_nvcc(cl_buf *looked) {
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
  return nvcc ? nvcc : find_nvcc(looked);
}

int drv_nvcc_version(cl_buf *out) {
  cl_buf looked = {0};
  char *nvcc = drv_find_nvcc(&looked);
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
long dropin_pick_command(job *j, cl_vec *args) {
  size_t k = 0;
  while (k < args->len && ((char *)args->items[k])[0] != '-' &&
         strcmp(dropin_base_name(args->items[k]), "nvcc") && !cl_ends_with(args->items[k], ".cu") &&
         k < 2)
    k++;
  if (k < args->len && !strcmp(dropin_base_name(args->items[k]), "nvcc")) {
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

/* The index of `value` in the NULL-terminated `words`, or -1. */
static int word_index(const char *value, const char *const *words) {
  for (int i = 0; words[i]; i++)
    if (!strcmp(value, words[i]))
      return i;
  return -1;
}

/* cudalift's own options in a build line (the rows of options.def for the
 * drop-in, and any other --cudalift-* for the parse to refuse): the
 * driver's are noted, the rest go to the parse. */
static int own_option(job *j, const char *a) {
  /* The options whose value is one of a few words: the words, what each
   * sets, and where it goes (the unknown value kept for its error). */
  typedef struct word_option {
    int action;
    const char *const *words;
    const int *values;
    const char **bad;
  } word_option;
  static const char *const early[] = {"auto", "on", "off", NULL};
  static const int early_value[] = {0, 1, -1};
  static const char *const fallback[] = {"never", "auto", NULL};
  static const char *const scan[] = {"off", "auto", NULL};
  static const int index_value[] = {0, 1};
  static const char *const pch[] = {"project", "library", "none", NULL};
  static const int pch_value[] = {PCH_PROJECT, PCH_LIBRARY, PCH_NONE};
  const word_option table[] = {
      {DRV_OWN_EARLY, early, early_value, &j->bad_early},
      {DRV_OWN_FALLBACK, fallback, index_value, &j->bad_fallback},
      {DRV_OWN_SCAN, scan, index_value, &j->bad_scan},
      {DRV_OWN_PCH, pch, pch_value, &j->bad_pch},
  };
  const drv_own_option *r = drv_own_find(a, DRV_W_DROPIN);
  if (!r && !cl_starts_with(a, "--cudalift-"))
    return 0;
  for (size_t i = 0; r && i < sizeof table / sizeof *table; i++) {
    const word_option *w = &table[i];
    if ((int)r->action != w->action)
      continue;
    int k = word_index(strchr(a, '=') + 1, w->words);
    if (k < 0) {
      *w->bad = a;
      return 1;
    }
    int v = w->values[k];
    switch (r->action) {
    case DRV_OWN_EARLY: j->early = v; break;
    case DRV_OWN_FALLBACK: j->fallback = v; break;
    case DRV_OWN_SCAN: j->scan = v; break;
    default: j->pch = (pch_mode)v; break;
    }
    return 1;
  }
  if (r && r->action == DRV_OWN_KEEP)
    j->keep_tmp = 1;
  else if (r && r->action == DRV_OWN_KEEP_EXT)
    j->keep_ext = 1;
  else if (r && r->action == DRV_OWN_VERBOSE)
    j->verbose = j->timings = 1; /* and below: the parse prints libclang's arguments */
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

int dropin_is_extended_lambda_flag(const char *a) {
  int takes_next;
  drv_nvcc_note note;
  return drv_nvcc_option(a, &takes_next, &note) && note == DRV_NOTE_EXT_LAMBDA;
}

/* Notes what nvcc's option `a` (value `v`, or NULL; its row's note
 * `note`) means for the drop-in. */
static void note_nvcc_option(job *j, drv_nvcc_note note, const char *a, const char *v) {
  if (!v) {
    const char *eq = strchr(a, '=');
    if (eq)
      v = eq + 1;
    else if (note == DRV_NOTE_OUTPUT && a[1] == 'o' && a[2])
      v = a + 2; /* -ofile */
  }
  switch (note) {
  case DRV_NOTE_OUTPUT: j->output = v; break;
  case DRV_NOTE_DEP_FILE: j->dep_file = v; break;
  case DRV_NOTE_DEP_TARGET: j->dep_target = 1; break;
  case DRV_NOTE_DEP_COMPILE: j->dep_with_compile = 1; break;
  case DRV_NOTE_TO_STDOUT: j->to_stdout = 1; break;
  case DRV_NOTE_KEEP_DIR: j->keep_dir = v; break;
  case DRV_NOTE_KEEP: j->nvcc_keep = 1; break;
  case DRV_NOTE_HOST_DEBUG: j->debug = j->serial = 1; break; /* host debug information
                                                                names nvcc's $TMPDIR */
  case DRV_NOTE_DEBUG: j->debug = 1; break;
  case DRV_NOTE_VERBOSE: j->timings = 1; break;
  case DRV_NOTE_DRYRUN: j->dryrun = j->serial = 1; break; /* nvcc's steps, for the lowered
                                                              file */
  case DRV_NOTE_SERIAL: j->serial = 1; break; /* runs the program, writes other files, or
                                                  prints its commands */
  case DRV_NOTE_LANG: j->all_cuda |= v && (!strcmp(v, "cu") || !strcmp(v, "cuda")); break;
  case DRV_NOTE_HOST_OPTIONS:
    if (v && (strstr(v, "save-temps") || strstr(v, "time-trace")))
      j->serial = 1; /* the host compiler's own */
    break;
  case DRV_NOTE_NONE: case DRV_NOTE_EXT_LAMBDA: break;
  }
}

/* Sorts the arguments: cudalift's own, nvcc's (with the parse-relevant
 * ones copied for the parse), and the inputs. */
const char extended_macro[] = "-D__CUDACC_EXTENDED_LAMBDA__=1";

/* A switch the environment may turn off: 1 when `var` is unset, empty or
 * "auto", 0 for `off_word`; any other value is noted in *bad (its error). */
static int env_switch(const char *var, const char *off_word, const char *bad_name,
                      const char **bad) {
  const char *env = getenv(var);
  if (!env || !*env || !strcmp(env, "auto"))
    return 1;
  if (strcmp(env, off_word))
    *bad = bad_name;
  return 0;
}

void dropin_read_args(job *j, cl_vec *all, size_t from) {
  int host_sources = 0, as_cuda = 0;
  j->fallback = env_switch("CUDALIFT_FALLBACK", "never", "$CUDALIFT_FALLBACK", &j->bad_fallback);
  j->scan = env_switch("CUDALIFT_SCAN", "off", "$CUDALIFT_SCAN", &j->bad_scan);
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
    if (dropin_is_extended_lambda_flag(a) && !j->keep_ext) {
      /* What the flag does besides lambdas: nvcc defines the macro for
       * CUDA inputs, and cuda_runtime.h then includes <functional> and
       * <utility>.  A .cpp input on the same line must not see it. */
      if (!host_sources)
        cl_vec_push(&j->args, (void *)extended_macro);
      continue;
    }
    int takes_next = 0;
    drv_nvcc_note note;
    int known = drv_nvcc_option(a, &takes_next, &note);
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
    note_nvcc_option(j, note, a, v);
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
