/* dropin.h - the drop-in nvcc's job, shared by nvcc.c and its dropin_*.c
 * files (private to src/driver). */
#ifndef CUDALIFT_DROPIN_H
#define CUDALIFT_DROPIN_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "driver.h"

/* What the kept precompiled header may hold (--cudalift-pch=). */
typedef enum pch_mode {
  PCH_PROJECT = 0, /* -include files, library headers and the first project header */
  PCH_LIBRARY,     /* the leading toolkit and CCCL headers only */
  PCH_NONE,        /* none: every header parsed */
} pch_mode;

typedef struct job {
  int argc;            /* the build line as cudalift was given it (after its own name) */
  char **argv;
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
  int dryrun;          /* nvcc's --dryrun: its steps for the lowered file, which stays */
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
  int scan;            /* --cudalift-scan=auto (1, the default) or off (0) */
  const char *bad_scan; /* a --cudalift-scan= with an unknown value */
  cl_vec given;        /* char*: args as read_args made them, before any input was
                          swapped for its lowering (the fallback's command) */
  char *limit;         /* why cudalift itself cannot build the unit (its warning) */
  char *limit_key;     /* that reason's counter (stats.c) */
  size_t aside_extra;  /* the length of extra before write_output_aside's options */
  const char *stdin_file; /* where a `-` input's bytes were saved (stdin_input), or NULL */
  char *stdin_text;       /* those bytes, for the parse */
} job;

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

extern char *g_tmp; /* the job's folder while it exists (dropin_folder.c) */
extern const char extended_macro[]; /* what --extended-lambda becomes (dropin_args.c) */

const char *dropin_base_name(const char *path);
const char *dropin_ccache_base(const char *cwd);
char *dropin_derived_name(const char *path, const char *suffix);
int dropin_early_finish(const job *j, early *e, cl_buf held[2]);
void dropin_early_free(early *e);
int dropin_early_same(const job *j, const early *e);
void dropin_early_stop(const job *j, early *e);
int dropin_fall_back_after_nvcc(job *j, cl_buf lowered[2], const char **key);
void dropin_flush_held(cl_buf held[2]);
uint64_t dropin_fnv(uint64_t h, const char *s);
void dropin_free_job(job *j, cl_vec *all);
int dropin_gone(long pid);
int dropin_is_extended_lambda_flag(const char *a);
void dropin_keep_lowered(const job *j);
int dropin_lower_input(job *j, const drv_options *o, size_t k, int quick);
char *dropin_make_job_folder(const cl_vec *all, const char *under, cl_buf *tried);
void dropin_note_limit(job *j, const char *where, const char *why, const char *key);
void dropin_note_parse_errors(job *j, const cl_model *m, const char *path);
char **dropin_nvcc_argv(const job *j, size_t *n, const char *what);
char *dropin_output_dep_name(const char *output);
int dropin_output_folder_ok(const job *j);
long dropin_pick_command(job *j, cl_vec *args);
long dropin_pid_in_file(const char *path);
const char *dropin_preamble_pch(const fe_config *fe, pch_mode mode, const char *path, const char *parse_path, fe_config *out, cl_arena *a);
int dropin_put_output_in_place(job *j, int rc);
void dropin_read_args(job *j, cl_vec *all, size_t from);
const char *dropin_relative_arg(cl_arena *a, const char *arg, const char *cwd, const char *base);
void dropin_remove_tree(const char *dir);
void dropin_restore_dep_files(const job *j);
char *dropin_restore_paths(const job *j, const char *text);
int dropin_run_nvcc(job *j, int capture, cl_buf held[2]);
/* libclang's and LLVM's code pages and the heap's free memory handed
 * back, while cudalift waits for nvcc. */
void dropin_release_parser_pages(void);
int dropin_run_original(job *j, cl_buf held[2]);
void dropin_scrub_outputs(const job *j);
int dropin_core_idle(void);
int dropin_early_start(job *j, early *e);
int dropin_stdin_input(job *j);
void dropin_write_output_aside(job *j);

#endif
