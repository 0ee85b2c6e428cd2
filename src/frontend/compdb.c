/* compdb.c - reads a compilation database (compile_commands.json, as CMake
 * and Bear write it) through libclang, so the driver gets plain strings:
 * each entry's directory, file and argument list, in the database's order.
 * It decides nothing about which entries matter and prints nothing: what
 * libclang writes on stderr while loading is handed back as text. */
#define _POSIX_C_SOURCE 200809L /* dup, dup2, fileno */
#include <clang-c/CXCompilationDatabase.h>
#include <stdio.h>
#include <unistd.h>

#include "frontend.h"

static const char *take(cl_arena *a, CXString s) {
  const char *p = clang_getCString(s);
  char *copy = cl_strdup(a, p ? p : "");
  clang_disposeString(s);
  return copy;
}

static void read_command(CXCompileCommand cmd, cl_arena *a, fe_compile_command *out) {
  out->directory = take(a, clang_CompileCommand_getDirectory(cmd));
  out->file = take(a, clang_CompileCommand_getFilename(cmd));
  out->nargs = clang_CompileCommand_getNumArgs(cmd);
  out->args = cl_alloc(a, (out->nargs + 1) * sizeof *out->args);
  for (size_t i = 0; i < out->nargs; i++)
    out->args[i] = take(a, clang_CompileCommand_getArg(cmd, (unsigned)i));
}

/* Runs libclang's loader with stderr going to a temporary file, whose
 * text ends up in *log: libclang reports why a database is bad only there. */
static CXCompilationDatabase load(const char *dir, cl_arena *a, const char **log,
                                  CXCompilationDatabase_Error *err) {
  FILE *capture = tmpfile();
  int saved = capture ? dup(STDERR_FILENO) : -1;
  fflush(stderr);
  if (saved >= 0)
    dup2(fileno(capture), STDERR_FILENO);
  CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, err);
  fflush(stderr);
  *log = "";
  if (saved >= 0) {
    dup2(saved, STDERR_FILENO);
    close(saved);
    cl_buf text = {0};
    char chunk[4096];
    size_t got;
    rewind(capture);
    while ((got = fread(chunk, 1, sizeof chunk, capture)) > 0)
      cl_buf_append(&text, chunk, got);
    *log = cl_strdup(a, cl_buf_str(&text));
    cl_buf_free(&text);
  }
  if (capture)
    fclose(capture);
  return db;
}

int fe_compdb_read(const char *dir, cl_arena *a, fe_compile_command **out, size_t *n,
                   const char **log) {
  CXCompilationDatabase_Error err;
  CXCompilationDatabase db = load(dir, a, log, &err);
  *out = NULL;
  *n = 0;
  if (err != CXCompilationDatabase_NoError || !db) {
    if (db)
      clang_CompilationDatabase_dispose(db);
    return 0;
  }
  CXCompileCommands cmds = clang_CompilationDatabase_getAllCompileCommands(db);
  size_t count = cmds ? clang_CompileCommands_getSize(cmds) : 0;
  fe_compile_command *list = cl_alloc(a, (count + 1) * sizeof *list);
  for (size_t i = 0; i < count; i++)
    read_command(clang_CompileCommands_getCommand(cmds, (unsigned)i), a, &list[i]);
  if (cmds)
    clang_CompileCommands_dispose(cmds);
  clang_CompilationDatabase_dispose(db);
  *out = list;
  *n = count;
  return 1;
}
