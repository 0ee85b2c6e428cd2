/* driver.h - the command line: nvcc's options (kept, translated for the
 * parse, or ignored) and cudalift's own.  Only the driver decides exit
 * codes: 0 ok, 1 errors in the input, 2 usage or environment. */
#ifndef CUDALIFT_DRIVER_H
#define CUDALIFT_DRIVER_H

#include "check/check.h"
#include "frontend/frontend.h"
#include "lower/lower.h"


typedef enum drv_mode {
  DRV_MODE_NONE,
  DRV_MODE_PRINT_LAMBDAS, /* --print-lambdas */
  DRV_MODE_CHECK,         /* --check: diagnostics only, no nvcc */
  DRV_MODE_EMIT_LOWERED,  /* --emit-lowered=PATH: check, then write the lowered source */
} drv_mode;

typedef enum drv_format { DRV_FORMAT_TEXT, DRV_FORMAT_JSON, DRV_FORMAT_SARIF } drv_format;

/* cudalift's own options: one row each in options.def. */
typedef enum drv_own_action {
#define OWN(action, name, form, where, hint, help) DRV_OWN_##action,
#define ALIAS(action, name, form, where)
#include "options.def"
#undef OWN
#undef ALIAS
} drv_own_action;

enum drv_own_form { DRV_FORM_SWITCH, DRV_FORM_EQ, DRV_FORM_NEXT, DRV_FORM_GLUED, DRV_FORM_DIAG };
enum drv_own_where { DRV_W_MODE = 1, DRV_W_DROPIN = 2, DRV_W_SELECT = 4, DRV_W_HELP = 8 };

typedef struct drv_own_option {
  drv_own_action action;
  const char *name;   /* the spelling (ends in '=' for the EQ form) */
  int form;           /* enum drv_own_form */
  unsigned where;     /* enum drv_own_where, or'ed */
  const char *hint;   /* the value's placeholder (DIR, N), or NULL */
  const char *help;   /* NULL for an alias */
} drv_own_option;

/* The row of options.def that `arg` is, among those accepted `where`
 * (DRV_W_MODE or DRV_W_DROPIN), or NULL. */
const drv_own_option *drv_own_find(const char *arg, unsigned where);
/* The options as --cudalift-help lists them, or as docs/OPTIONS.md. */
void drv_options_help(cl_buf *out);
void drv_options_doc(cl_buf *out);

typedef struct drv_options {
  drv_mode mode;
  drv_format format;
  fe_config fe;        /* what the parse needs from the command line */
  cl_vec inputs;       /* char*: the source files, in order */
  int show_help;
  int show_version;
  int show_stats;      /* --cudalift-stats */
  int zero_stats;      /* --cudalift-zero-stats */
  int fallback;        /* the drop-in falls back to nvcc on cudalift's own limits:
                          a lambda it cannot lower is returned, not printed */
  int list_diagnostics; /* --cudalift-list-diagnostics */
  int list_options;    /* --cudalift-list-options */
  int verbose;         /* print the libclang arguments */
  int verify;          /* -verify: compare with expected-* comments */
  const char *export_fixes; /* --export-fixes=FILE: the fix-its as clang-tidy's YAML */
  int fix;             /* --fix: apply the fix-its, then check again */
  const char *fix_dir; /* with either, where each unit's worker leaves its fix-its
                          (run.c makes it) */
  int fix_pass;        /* --fix's first pass, which prints nothing: the check after
                          the fix-its shows what is left */
  int werror;          /* -Werror: cudalift's warnings count as errors */
  const char *lowered_path; /* --emit-lowered=PATH */
  int relaxed;         /* --relaxed: nvcc-only restrictions become notes */
  unsigned char disabled[CL_DIAG_COUNT]; /* switched off: -Wno-<id>, or off by default */
  signed char as_error[CL_DIAG_COUNT];   /* -Werror=<id>: 1, -Wno-error=<id>: -1, else 0 */
  const char *compdb_dir; /* -p DIR: check DIR/compile_commands.json's CUDA entries */
  unsigned jobs;       /* -j N: files checked at once (0: one per core) */
  /* The device runtime's settings (--device-heap-size=SIZE, --printf-fifo-size=SIZE,
   * --device-stack-size=SIZE, --no-printf-flush, --device-malloc-check); pipeline.c
   * adds the header paths. */
  lw_runtime runtime;
  cl_vec args;         /* char*: the command line with its options files read
                          (drv_expand_options_files); inputs point into it */
} drv_options;

/* argfiles.c: nvcc's options files (`--options-file F`, `-optf F`, their
 * `=F` forms, F a comma-separated list, and `@F`) replaced in place by
 * their arguments, nested files too, for every command line cudalift
 * reads.  Relative names are under `directory` (NULL: the working
 * folder).  Pushes strdup'ed strings on `out`; 0 and a message in `err`
 * when a file cannot be read. */
int drv_expand_options_files(char *const *args, size_t n, const char *directory, cl_vec *out,
                             cl_buf *err);
/* Splits text into arguments as a shell does: blanks separate, "..."
 * groups (with \" and \\), '...' groups as it is, a backslash outside
 * quotes takes the next character; strdup'ed strings pushed on `out`. */
void drv_split_words(const char *text, cl_vec *out);

/* Parses argv (without argv[0]).  On a usage error returns 0 and writes
 * the message (no trailing newline) to `err`. */
int drv_parse_args(int argc, char **argv, drv_options *o, cl_buf *err);
void drv_options_free(drv_options *o);

/* Translates one compilation-database command line (args[0], the
 * compiler, is skipped) into `fe`: the options that change how the source
 * parses, nvcc's and clang's spellings alike, and nvcc's options files
 * (`--options-file F`, relative to `directory`; their arguments live in
 * `arena`).  Other options are the build's business and are ignored,
 * unlike on cudalift's own command line.  A `-x` sets *lang: 1 for CUDA,
 * 0 for another language.  On an unusable option or options file returns
 * 0 and writes the message to `err`. */
int drv_translate_command(const char *const *args, size_t n, const char *directory,
                          cl_arena *arena, fe_config *fe, int *lang, cl_buf *err);

/* One translation unit to run: the file and how to parse it. */
typedef struct drv_unit {
  const char *file;      /* the source file (absolute for database entries) */
  const char *directory; /* where relative paths in its flags start, or NULL */
  fe_config fe;          /* its flags, owned by the unit */
  const char *problem;   /* why it cannot be run (a bad entry), or NULL */
} drv_unit;

/* compdb.c: the units of a -p run: DIR/compile_commands.json's CUDA
 * entries in the database's order (only those of files named on the
 * command line, when some are).  Returns 0 when the database cannot be
 * used at all, with the message lines in `err` (no trailing newline). */
int drv_compdb_units(const drv_options *o, cl_arena *a, cl_vec *units, cl_buf *err);

/* What one job left behind. */
typedef struct drv_job_result {
  int rc;            /* its exit code: 0, 1 or 2 */
  unsigned errors;   /* errors it reported */
  unsigned warnings; /* warnings it reported */
  cl_buf out;        /* what it wrote on stdout */
  cl_buf err;        /* what it wrote on stderr */
} drv_job_result;

/* jobs.c: a batch of jobs, each run in a worker process of its own. */
typedef struct drv_jobs {
  size_t count;       /* how many jobs */
  unsigned parallel;  /* workers at once */
  int progress;       /* draw "[done/count] label" on stderr (a terminal) */
  void *ctx;          /* handed to the three callbacks */
  /* In the worker: job `index`'s work; prints, counts, returns the exit code. */
  int (*run)(void *ctx, size_t index, unsigned *errors, unsigned *warnings);
  /* In the parent, in job order: a finished job's output. */
  void (*done)(void *ctx, size_t index, const drv_job_result *r);
  /* The name of job `index` for progress and crash messages. */
  const char *(*label)(void *ctx, size_t index);
} drv_jobs;

void drv_run_jobs(const drv_jobs *js);
unsigned drv_default_jobs(void); /* the number of cores this process may use */

/* pch.c: the precompiled headers of one run, in a temporary directory. */
typedef struct drv_pch_set {
  const char *dir;    /* the directory, or NULL when none was made */
  const char **paths; /* the headers' files */
  const char **sys_paths; /* beside each, its list of system files (frontend/pch.c) */
  size_t count;       /* how many */
} drv_pch_set;

/* Groups the units that parse with the same flags in the same directory,
 * builds one precompiled header of the implicit CUDA includes for each
 * group of two or more (`parallel` at once), and points the members'
 * fe.pch at it.  drv_pch_remove deletes the files afterwards; until then
 * SIGINT, SIGTERM, SIGHUP and SIGPIPE delete them before ending the run. */
void drv_pch_prepare(drv_unit **units, size_t n, unsigned parallel, cl_arena *a,
                     drv_pch_set *set);
void drv_pch_remove(const drv_pch_set *set);

/* signals.c: a run cut short by SIGINT, SIGTERM, SIGHUP or SIGPIPE.
 * drv_signals_catch installs the handler: with `deferred` 0 it runs
 * `cleanup` (async-signal-safe) and ends the process by the signal; with 1
 * it notes the signal (drv_signals_pending), forwards it to the child of
 * drv_signals_child (a process group when given minus its id), and returns.  drv_signals_block blocks the four
 * (sigprocmask; the old mask in *old).  drv_signals_release restores the
 * previous handlers and ends the process by a signal that was noted. */
#include <signal.h>
#include <sys/types.h>
void drv_signals_catch(void (*cleanup)(void), int deferred);
int drv_signals_pending(void);
void drv_signals_block(sigset_t *old);
void drv_signals_child(pid_t pid);
void drv_signals_release(void);

/* pipeline.c: one file in the mode `o` asks for, parsed with `fe`: messages
 * and text diagnostics on stderr, listings and JSON/SARIF pieces into
 * `out`; counts what it reports.  Returns the file's exit code. */
int drv_run_one(const drv_options *o, const fe_config *fe, const char *path, cl_buf *out,
                unsigned *errors, unsigned *warnings);

/* run.c: every input (or -p entry) of `o`, -j at a time; prints what they
 * report, in order, and the summary.  Returns the worst exit code. */
int drv_run_all(const drv_options *o);

/* verify.c: compares diagnostics with the main file's expected-*
 * comments, prints the differences; returns 0 when they agree. */
int drv_verify(const cl_model *m, cl_diag **diags, size_t n);

/* Is `arg` -W<id> or -Wno-<id> for one of cudalift's diagnostic ids or
 * groups (-Wportability)?  The same test for both command lines. */
int drv_diag_option(const char *arg);

/* What a build line's nvcc option means for the drop-in (the drop-in
 * column of nvcc_options.def). */
typedef enum drv_nvcc_note {
  DRV_NOTE_NONE,
  DRV_NOTE_OUTPUT,      /* -o */
  DRV_NOTE_DEP_FILE,    /* -MF */
  DRV_NOTE_DEP_TARGET,  /* -MT */
  DRV_NOTE_DEP_COMPILE, /* -MD, -MMD */
  DRV_NOTE_TO_STDOUT,   /* -E, -M, -MM */
  DRV_NOTE_KEEP_DIR,    /* -keep-dir */
  DRV_NOTE_KEEP,        /* -keep */
  DRV_NOTE_HOST_DEBUG,  /* -g */
  DRV_NOTE_DEBUG,       /* -G, -lineinfo */
  DRV_NOTE_VERBOSE,     /* -v */
  DRV_NOTE_DRYRUN,      /* -dryrun */
  DRV_NOTE_SERIAL,      /* -run, -time, -save-temps, -fdevice-time-trace */
  DRV_NOTE_LANG,        /* -x */
  DRV_NOTE_EXT_LAMBDA,  /* --extended-lambda and its other spellings */
  DRV_NOTE_HOST_OPTIONS, /* -Xcompiler */
} drv_nvcc_note;

/* Is `arg` one of nvcc's options (nvcc_options.def)?  *takes_next is set
 * when its value is the next argument (`-o file`, `-I dir`), *note to
 * what it means for the drop-in. */
int drv_nvcc_option(const char *arg, int *takes_next, drv_nvcc_note *note);
/* nvcc's options as a Markdown section of docs/OPTIONS.md. */
void drv_nvcc_options_doc(cl_buf *out);

/* nvcc.c: cudalift as a drop-in nvcc: check and lower the CUDA inputs,
 * then run nvcc with the same command line on the lowered files. */
int drv_nvcc_main(int argc, char **argv);
/* The nvcc a drop-in build would run ($CUDALIFT_NVCC's last word, else the
 * one found as for a build) and its `--version` release line, appended to
 * `out` as "PATH: Cuda compilation tools, release ..."; 0 when none is
 * found (then `out` says where cudalift looked). */
int drv_nvcc_version(cl_buf *out);
/* The nvcc a mode without a build line runs: $CUDALIFT_NVCC's last word,
 * else nvcc where the drop-in looks for it (malloc'ed), else NULL with
 * where it looked in `looked`. */
char *drv_find_nvcc(cl_buf *looked);

/* stats.c: $TMPDIR/cudalift-<uid>, private to the user, made once; its
 * path is appended to `out` (also when it cannot be made: 0, errno set). */
int drv_user_folder(cl_buf *out);
/* The drop-in's counts of what became of each build line (stats.c says
 * the keys): one more for `key`; printed (--cudalift-stats) or removed
 * (--cudalift-zero-stats), each returning the exit status. */
void drv_stats_count(const char *key);
int drv_stats_print(void);
int drv_stats_zero(void);

/* pipeline.c, for --emit-lowered and the drop-in nvcc: */
/* The model's rule findings after -W options and --relaxed (as notes),
 * counted into *errors and *warnings; returns 1 when an error remains. */
/* fixes.c: in a unit's worker, leaves the fix-its of `diags` in a new
 * file of o->fix_dir (0 when it cannot be written); in the parent, once
 * every unit is done, writes them to --export-fixes's file and, with
 * --fix, applies them (0 on a failure; each said on stderr). */
int drv_fixes_write_part(const drv_options *o, cl_model *m, cl_diag **diags, size_t n);
int drv_fixes_finish(const drv_options *o, const char *main_file);
/* suppress.c: marks the warnings of `diags` that a `cudalift: ignore(ID):
 * why` comment silences (cl_diag.suppressed); returns the warnings about
 * the comments themselves (unused, no reason, aimed at an error) in
 * *extra, their severity not yet adjusted by -W options. */
size_t drv_suppress(cl_model *m, cl_diag **diags, size_t n, cl_diag ***extra);
int drv_findings(const drv_options *o, cl_model *m, cl_diag ***out, size_t *n,
                 unsigned *errors, unsigned *warnings);
/* --cudalift-verbose: `heading`, then the arguments `cfg` hands to
 * libclang, on stderr. */
void drv_print_clang_args(const fe_config *cfg, const char *heading);
/* The compiler's messages of a parse, gcc style, on stderr. */
void drv_print_messages(const cl_model *m);
void drv_deferred_messages(const cl_model *m, cl_buf *out);
/* Says why a parse gave no model; returns 2 (0 for FE_OK). */
int drv_parse_failed(fe_status st, const char *path);
/* The findings as text on stderr (nothing printed when `quiet`); when
 * none is an error, the lowering:
 * the main file to `main_out`, project headers that need it under `tree`.
 * Writes nothing when nothing changes, unless `always`.  Each file written
 * is pushed on `written` (when not NULL) as two strdup'ed strings: its
 * path, then the name of the user's file it replaces.  Returns 0, 1 (errors,
 * or a lambda that cannot be lowered) or 2 (a file cannot be written). */
/* Seconds spent checking and lowering (planning and writing), for the
 * drop-in's stage timings. */
typedef struct drv_times {
  double check, lower;
  /* Under drv_options.fallback, the first lambda that cannot be lowered
   * (its reason, NULL when none; owned by the model's arena) is returned
   * here instead of printed. */
  const char *refused;
  cl_loc refused_at;
} drv_times;
int drv_lower_model(const drv_options *o, cl_model *m, const char *main_out, const char *tree,
                    int always, int quiet, cl_vec *written, drv_times *times);

/* runtime.c: the path of the runtime header `name` ("lambda.h",
 * "device_runtime.h") lowered files include (installed next to the
 * executable's prefix, or the source tree's); the arena owns it. */
const char *drv_runtime_header(cl_arena *a, const char *name);

/* The severity a diagnostic is reported with, or -1 when it is switched off;
 * CL_NOTE for a relaxable one under --relaxed. */
int drv_severity(const drv_options *o, const cl_diag *d);

/* pipeline.c: whether the file was parsed as device code too, and how
 * long that took (--cudalift-verbose). */
const char *drv_device_parse_summary(const cl_model *m);
/* " (for the code at FILE:LINE)": what made the device-side parse needed, or "". */
const char *drv_arch_region(const cl_model *m);

#endif
