/* pch.c - builds a precompiled header of what a CUDA translation unit
 * includes before its first line (clang's CUDA runtime wrapper, hence
 * cuda_runtime.h and the headers it pulls in), so that the files of one
 * -p run that share their flags parse that part once, not once each.  It
 * holds exactly the implicit includes, so a file parsed with it means
 * what it means without it. */
#include <string.h>

#include "fe_internal.h"

/* The empty main file of the precompiled header; every parse serves it
 * (shim.c), since the header names it as one of its inputs. */
const char fe_pch_main[] = "/__cudalift__/include/cudalift_pch.cu";

/* The flags without the user's -include files: those come after the
 * implicit includes, in each translation unit's own parse. */
static void prefix_config(const fe_config *cfg, fe_config *out) {
  *out = *cfg;
  out->pch = NULL;
  out->clang_args = (cl_vec){0};
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    if (!strcmp(cfg->clang_args.items[i], "-include") && i + 1 < cfg->clang_args.len) {
      i++;
      continue;
    }
    cl_vec_push(&out->clang_args, cfg->clang_args.items[i]);
  }
}

static int has_errors(CXTranslationUnit tu) {
  int errors = 0;
  for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    errors += clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
    clang_disposeDiagnostic(d);
  }
  return errors > 0;
}

int fe_build_pch(const fe_config *cfg, const char *path) {
  if (cfg->minimal)
    return 0; /* the small prelude parses in milliseconds: nothing to gain */
  fe_config prefix;
  prefix_config(cfg, &prefix);
  cl_arena *arena = cl_arena_new();
  size_t nargs;
  const char **args = fe_clang_args(&prefix, arena, &nargs);
  struct CXUnsavedFile unsaved[8];
  for (size_t i = 0; i < fe_nshims; i++)
    unsaved[i] = (struct CXUnsavedFile){fe_shims[i].path, fe_shims[i].text,
                                        (unsigned long)fe_shims[i].len};
  CXIndex index = clang_createIndex(0, 0);
  CXTranslationUnit tu = NULL;
  enum CXErrorCode err = clang_parseTranslationUnit2(
      index, fe_pch_main, args, (int)nargs, unsaved, (unsigned)fe_nshims,
      CXTranslationUnit_Incomplete | CXTranslationUnit_ForSerialization, &tu);
  int ok = err == CXError_Success && tu && !has_errors(tu) &&
           clang_saveTranslationUnit(tu, path, clang_defaultSaveOptions(tu)) ==
               CXSaveError_None;
  if (tu)
    clang_disposeTranslationUnit(tu);
  clang_disposeIndex(index);
  cl_arena_free(arena);
  fe_config_free(&prefix);
  return ok;
}
