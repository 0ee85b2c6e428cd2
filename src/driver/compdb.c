/* compdb.c - turns a compilation database into the units of a `-p DIR`
 * run: every entry that compiles CUDA (a .cu file, or `-x cu`), with its
 * own flags translated as the command line's are, plus the flags given on
 * cudalift's command line.  It reads no sources and prints nothing. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* The entry's directory as an absolute path: the format wants one, but a
 * hand-written database may not have it; it then counts from the
 * database's own directory, `base`. */
static const char *entry_directory(cl_arena *a, const char *base, const fe_compile_command *c) {
  if (c->directory[0] == '/')
    return c->directory;
  return *c->directory ? cl_printf(a, "%s/%s", base, c->directory) : base;
}

/* The entry's file as an absolute path (relative ones start at its directory). */
static const char *entry_path(cl_arena *a, const char *base, const fe_compile_command *c) {
  if (c->file[0] == '/')
    return c->file;
  return cl_printf(a, "%s/%s", entry_directory(a, base, c), c->file);
}

/* A path in one spelling for comparisons: resolved when it exists. */
static const char *canonical(cl_arena *a, const char *path) {
  char buf[PATH_MAX];
  return realpath(path, buf) ? cl_strdup(a, buf) : path;
}

/* Index of the named input that is `path`, or -1. */
static long named_index(const cl_vec *named, const char *path) {
  for (size_t i = 0; i < named->len; i++)
    if (!strcmp(named->items[i], path))
      return (long)i;
  return -1;
}

static void base_config(const drv_options *o, fe_config *fe) {
  fe_config_init(fe);
  fe->cuda_path = o->fe.cuda_path;
  fe->minimal = o->fe.minimal;
}

/* The unit for one entry, or NULL when the entry compiles another language. */
static drv_unit *entry_unit(const drv_options *o, cl_arena *a, const char *db,
                            const char *base, const fe_compile_command *c) {
  drv_unit *u = cl_alloc(a, sizeof *u);
  u->file = entry_path(a, base, c);
  u->directory = entry_directory(a, base, c);
  base_config(o, &u->fe);
  int lang = cl_ends_with(c->file, ".cu");
  cl_buf err = {0};
  if (!drv_translate_command(c->args, c->nargs, u->directory, a, &u->fe, &lang, &err))
    u->problem = cl_printf(a, "%s: error: the entry for '%s': %s", db, u->file,
                           cl_buf_str(&err));
  cl_buf_free(&err);
  if (!lang) {
    fe_config_free(&u->fe);
    return NULL;
  }
  /* Flags on cudalift's own command line come last: they add to every entry. */
  for (size_t i = 0; i < o->fe.clang_args.len; i++)
    cl_vec_push(&u->fe.clang_args, o->fe.clang_args.items[i]);
  for (size_t i = 0; i < o->fe.nvcc_args.len; i++)
    cl_vec_push(&u->fe.nvcc_args, o->fe.nvcc_args.items[i]);
  return u;
}

static drv_unit *problem_unit(const drv_options *o, cl_arena *a, const char *file,
                              const char *problem) {
  drv_unit *u = cl_alloc(a, sizeof *u);
  u->file = file;
  base_config(o, &u->fe);
  u->problem = problem;
  return u;
}

static drv_unit *not_cuda_unit(const drv_options *o, cl_arena *a, const char *input,
                               const char *db) {
  return problem_unit(o, a, input,
                      cl_printf(a, "cudalift: error: '%s' is not compiled as CUDA in '%s'",
                                input, db));
}

/* libclang's report on a database it cannot load, said about the file:
 * its JSON syntax errors ("YAML:2:38: error: ...", with the source line
 * and caret) get the file's name, then the reason it gives last.  Lines
 * about its fallback (compile_flags.txt) are not the user's concern. */
static void explain_load_failure(const char *db, const char *log, cl_buf *err) {
  const char *reason = NULL;
  size_t reason_len = 0;
  cl_buf syntax = {0};
  int in_syntax = 0; /* between a YAML line and the next report line */
  for (const char *line = log; *line;) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    static const char json[] = "json-compilation-database: ";
    if (cl_starts_with(line, "YAML:")) {
      cl_buf_printf(&syntax, "%s:%.*s\n", db, (int)(len - 5), line + 5);
      in_syntax = 1;
    } else if (cl_starts_with(line, json)) {
      reason = line + strlen(json);
      reason_len = len - strlen(json);
      in_syntax = 0;
    } else if (cl_starts_with(line, "LIBCLANG TOOLING ERROR")) {
      in_syntax = 0;
    } else if (in_syntax) {
      cl_buf_printf(&syntax, "%.*s\n", (int)len, line); /* the source line, the caret */
    }
    line += end ? len + 1 : len;
  }
  cl_buf_append(err, cl_buf_str(&syntax), syntax.len);
  cl_buf_printf(err, "cudalift: error: '%s' is not a compilation database cudalift can use",
                db);
  if (reason)
    cl_buf_printf(err, ": %.*s", (int)reason_len, reason);
  else
    cl_buf_puts(err, " (expected a JSON array of objects with \"directory\", \"file\" and "
                     "\"command\" or \"arguments\")");
  cl_buf_free(&syntax);
}

int drv_compdb_units(const drv_options *o, cl_arena *a, cl_vec *units, cl_buf *err) {
  const char *db = cl_printf(a, "%s/compile_commands.json", o->compdb_dir);
  FILE *probe = fopen(db, "r");
  if (!probe) {
    cl_buf_printf(err, "cudalift: error: cannot read compilation database '%s': %s", db,
                  strerror(errno));
    return 0;
  }
  fclose(probe);
  fe_compile_command *cmds;
  size_t n;
  const char *log;
  if (!fe_compdb_read(o->compdb_dir, a, &cmds, &n, &log)) {
    explain_load_failure(db, log, err);
    return 0;
  }
  const char *base = canonical(a, o->compdb_dir);
  cl_vec named = {0};
  for (size_t i = 0; i < o->inputs.len; i++)
    cl_vec_push(&named, (void *)canonical(a, o->inputs.items[i]));
  unsigned char *found = cl_alloc(a, named.len + 1);
  for (size_t i = 0; i < n; i++) {
    long k = named.len ? named_index(&named, canonical(a, entry_path(a, base, &cmds[i]))) : -1;
    if (named.len && k < 0)
      continue;
    drv_unit *u = entry_unit(o, a, db, base, &cmds[i]);
    if (k >= 0)
      found[k] = 1;
    if (u)
      cl_vec_push(units, u);
    else if (k >= 0)
      cl_vec_push(units, not_cuda_unit(o, a, o->inputs.items[k], db));
  }
  for (size_t k = 0; k < named.len; k++) {
    const char *input = o->inputs.items[k];
    if (!found[k])
      cl_vec_push(units, problem_unit(o, a, input,
                                      cl_printf(a, "cudalift: error: '%s' is not in '%s'",
                                                input, db)));
  }
  cl_vec_free(&named);
  return 1;
}
