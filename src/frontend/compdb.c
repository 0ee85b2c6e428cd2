/* compdb.c - reads a compilation database (compile_commands.json, as CMake
 * and Bear write it) through libclang, so the driver gets plain strings:
 * each entry's directory, file and argument list, in the database's order.
 * It decides nothing about which entries matter; the driver does. */
#include <clang-c/CXCompilationDatabase.h>

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

int fe_compdb_read(const char *dir, cl_arena *a, fe_compile_command **out, size_t *n) {
  CXCompilationDatabase_Error err;
  CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
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
