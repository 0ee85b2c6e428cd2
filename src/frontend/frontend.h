/* frontend.h - the front end's public face: turn one CUDA translation
 * unit into a cl_model.  Callers never see libclang; this header and
 * model.h are all they include. */
#ifndef CUDALIFT_FRONTEND_H
#define CUDALIFT_FRONTEND_H

#include "model.h"

/* How to parse: the user's flags already translated to clang's spelling,
 * plus the configuration switches that decide the implicit flags. */
typedef struct fe_config {
  cl_vec clang_args;      /* char*: -I, -isystem, -D, -U, -include, ... */
  cl_vec owned;           /* char*: strings clang_args names that the config owns
                             (the items of a list option, `-DA=1,B=2`) */
  const char *std;        /* "c++17" unless the user said otherwise */
  const char *cuda_path;  /* CUDA toolkit root, for the real headers */
  const char *gpu_arch;   /* the device-side parse's target ("sm_90"): the first real
                             or virtual architecture of -arch / -gencode */
  int arch_given;         /* 1 once -arch / -gencode set gpu_arch */
  int minimal;            /* 1: -nocudainc, parse with cudalift's small prelude */
  int device_pass;        /* 1: parse as device code (__CUDA_ARCH__ defined) */
  int arch_pass;          /* 1: when the file names __CUDA_ARCH__, parse it a
                             second time as device code (model.device; arch.c) */
  const char *pch;        /* a header fe_build_pch made for these flags, or NULL */
  const char *pch_preamble; /* the #include lines that header also holds (the start
                               of the file being parsed), or NULL: none */
  int defer_foreign_errors; /* 1 (the drop-in): clang's errors outside every extended
                               lambda go to model.deferred, for nvcc to judge */
  int mark_foreign_errors; /* 1 (--check, --print-lambdas): those errors stay, marked
                              (cl_message.foreign), for nvcc's front end to judge when
                              nothing else errs */
  cl_vec nvcc_args;       /* char*, not owned: the options of the command line (or of a
                             database entry) that change what nvcc's front end sees:
                             the parse's (-I, -D, -std, ...), -ccbin, -Xcudafe */
  int walk_lambda_headers; /* 1 (the drop-in, --emit-lowered): the walk enters only the
                              user's headers whose text can make an extended lambda
                              (quiet.c); 0: every user file */
  int answer_traits;      /* 1 (--check): where the answers matter, nvcc's
                             __nv_is_extended_* builtins answer from the model, through
                             a second parse (parse.c); 0: they answer true */
  const char *trait_header; /* that second parse's answers (cudalift_traits.h), or NULL */
  int pch_build;          /* 1 while building the precompiled header (pch.c) */
  int pch_project;        /* 1: pch_preamble reaches the user's own headers: the
                             header holds the -include files too, bodies are kept,
                             the walk visits its declarations, and the parse that
                             loads it leaves the -include files out */
  const char *pch_device; /* with pch_project, where the device-side parse's header
                             of the same includes is kept: made when first needed */
  const char *pch_main;   /* with pch_project, the header's (unsaved) main file: in
                             the folder of the file parsed, so that its #include
                             lines find what the file's own would, by the same names */
  int respelled;          /* 1: the second parse, whose user files spell __device__
                             lambdas as host-callable with a host-call mark (preserved.c) */
  int quick;              /* 1: clang stops where the unit's text ends: no pending
                             template instantiation, no deferred CUDA diagnostics, so
                             it can miss errors.  The drop-in lowers from such a parse
                             only to start nvcc early, and keeps that lowering only when
                             a full parse's is the same (nvcc.c, speculate) */
} fe_config;

/* Why a parse produced no model. */
typedef enum fe_status {
  FE_OK = 0,            /* a model (it may still carry error messages) */
  FE_NO_FILE,           /* the input cannot be read */
  FE_ARGS_REJECTED,     /* libclang refused the compiler arguments */
  FE_CRASHED,           /* libclang failed for another reason */
} fe_status;

/* libclang's own version string ("Debian clang version 19.1.7 (...)"). */
const char *fe_libclang_version(cl_arena *arena);

void fe_config_init(fe_config *cfg);
void fe_config_free(fe_config *cfg);

/* Can the unit at `path`, parsed under `cfg`, need cudalift at all?  A
 * scan of the text of the unit and of the headers it includes, without
 * libclang (prescan.c).  Returns 0 when nothing in it can be lowered,
 * reported or changed by cudalift, the parse aside; else 1, with the first
 * reason in *why (in `a`).  `nvcc_defines_extended`: nvcc's command line
 * defines __CUDACC_EXTENDED_LAMBDA__ (else a user file that names it is
 * one the lowering changes: it defines the macro, as the parse does). */
int fe_prescan(const fe_config *cfg, const char *path, int nvcc_defines_extended, cl_arena *a,
               const char **why);

/* Parses `path` and builds its model.  When `contents` is not NULL it is
 * used instead of the file on disk (unit tests parse from memory). */
fe_status fe_build_model(const char *path, const char *contents,
                         const fe_config *cfg, cl_model **out);

/* The full argument list cudalift hands to libclang, for --verbose and for
 * the benchmark that compares with `clang -fsyntax-only`.  The result is
 * NULL-terminated and owned by `arena`; shim paths name cudalift's
 * built-in headers, which exist only inside libclang's virtual files. */
const char **fe_clang_args(const fe_config *cfg, cl_arena *arena, size_t *n);

/* pch.c: writes to `path` a precompiled header of the implicit CUDA
 * includes (clang's CUDA wrapper) for `cfg`'s flags; a parse with the same
 * flags and cfg->pch = path then starts from it.  Returns 0 when there is
 * nothing to gain (-nocudainc) or it could not be built: parse without. */
int fe_build_pch(const fe_config *cfg, const char *path);
/* fe_build_pch into a temporary file beside `path`, then renamed to it
 * (its list of system files first): a reader sees the whole header or
 * none.  Returns 0 when there is none. */
int fe_make_pch(const fe_config *cfg, const char *path);
/* Is there room beside `path` for a precompiled header (tens of
 * megabytes)?  libclang aborts the process when its output stream fails,
 * so a full disk is found out before, and the parse goes without one. */
int fe_room_for_pch(const char *path);
/* Did making the header `path` fail in the last day (its `.failed` mark)?
 * clang's parse of those headers had an error nvcc may not share. */
int fe_pch_failed_recently(const char *path);
/* Did the parse that made `m` refuse its precompiled header (a header
 * changed since it was made)? */
int fe_pch_refused(const cl_model *m);
/* Removes the header `path`, its list of system files and of errors. */
void fe_remove_pch(const char *path);
void fe_pch_mark_failed(const char *path);
/* Would a precompiled header help a parse with `cfg`, and does it parse
 * the same with one?  (Not for -nocudainc, nor C++20 and later.) */
int fe_pch_wanted(const fe_config *cfg);
/* Changes whenever fe_build_pch builds differently: part of the name of a
 * header kept between runs, so a newer cudalift never loads an older one. */
extern const char fe_pch_format[];
/* What a precompiled header's name takes for the file beside it that lists
 * the header's system files ("PCH.sys"; written by fe_build_pch, read by a
 * parse that starts from the header, removed with it). */
extern const char fe_pch_system_suffix[];
/* ... and for the file that lists the errors clang's parse of a header of
 * project headers found ("PCH.err": a line each, FILE, LINE, COLUMN,
 * OFFSET and the text, tab-separated).  Such a header is kept all the
 * same; a parse that loads it takes the errors as its own (messages.c),
 * so that it decides what it would decide without the header. */
extern const char fe_pch_errors_suffix[];

/* The leading run of `#include <...>` lines of `text` (blank lines and
 * comments between them allowed) that name the C/C++ library or the CUDA
 * toolkit's headers (not found in a -I folder of `cfg`'s), as a
 * precompiled header can hold them for every parse of the same file; NULL
 * when the file starts otherwise. */
char *fe_system_preamble(cl_arena *a, const char *text, const fe_config *cfg);
/* The leading #include lines of `text`, as written, up to and with its
 * first project header (a quoted name, or one that is not the C/C++
 * library's, the toolkit's or CCCL's), for a precompiled header with
 * pch_project set; NULL when the file starts otherwise. */
char *fe_project_preamble(cl_arena *a, const char *text, const fe_config *cfg);
/* The file name of such a header's main file (pch_main), in the folder of
 * the file parsed when its lines need that folder; never the user's file. */
extern const char fe_pch_project_main[];
/* The main file of such a header when its lines find the same files from
 * any folder: one header then serves every folder (a name in no folder). */
extern const char fe_pch_shared_main[];
/* Do the header lines `preamble` (fe_project_preamble's) need the folder
 * `dir` (`dir_len` bytes) of the file parsed?  Yes when a quoted #include
 * names a file found there (looked for beside the includer first), or a
 * line asks about files (`__has_include`, `__FILE__`, `#include_next`);
 * else every folder finds the same files by those lines. */
int fe_preamble_needs_folder(const char *preamble, const char *dir, size_t dir_len);
/* Can the user's headers go into a precompiled header for the file `path`
 * with these flags?  Only when `path` and every folder and file the flags
 * name are absolute: a precompiled header names its files by absolute
 * paths, which must be the names the file's own parse would give. */
int fe_project_pch_possible(const char *path, const fe_config *cfg);

/* One entry of a compilation database: where the compiler ran, the file it
 * compiled and its full command line (args[0] is the compiler). */
typedef struct fe_compile_command {
  const char *directory;  /* the entry's working directory */
  const char *file;       /* the source file, as the database names it */
  const char **args;      /* the command line, args[0] the compiler */
  size_t nargs;           /* how many args */
} fe_compile_command;

/* compdb.c: reads DIR/compile_commands.json through libclang into `a`, in
 * the database's order.  Returns 0 when libclang cannot load it; *log then
 * holds what libclang wrote about it (its only report: "YAML:LINE:COL:
 * error: ..." lines and "json-compilation-database: reason"). */
int fe_compdb_read(const char *dir, cl_arena *a, fe_compile_command **out, size_t *n,
                   const char **log);

#endif
