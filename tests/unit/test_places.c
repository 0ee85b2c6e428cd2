/* test_places.c - the places in a file that src/frontend/ast.c finds with
 * no search through the unit's source map (fe_file_location, from a
 * file's start learnt once or from a place written in it): each must be
 * the place libclang's own search gives, for every byte of the main file
 * and of a header, and a place a macro made must teach nothing wrong.
 * The sources are given in memory. */
#include "helpers.h"
#include "frontend/fe_internal.h"

static const char header[] = "#define MAKE(name) int name(int x) { return x + 1; }\n"
                             "#define ALSO long\n"
                             "MAKE(first)\n"
                             "ALSO second(ALSO y) { return y; }\n"
                             "struct third { int z; };\n";

static const char main_text[] = "#include \"places.h\"\n"
                                "#define OUTER(a, b) ((a) + (b))\n"
                                "#define INNER(a) (a * 2)\n"
                                "#define WORD 3\n"
                                "#define CALL(f) f\n"
                                "MAKE(in_main)\n"
                                "int use() { return first(1) + in_main(2); }\n"
                                "int nested() { return OUTER(INNER(WORD), WORD) + INNER(OUTER(1, 2)); }\n"
                                "int called() { return CALL(INNER)(4) + CALL(WORD); }\n";

typedef struct parsed {
  CXIndex index;
  CXTranslationUnit tu;
  fe_ctx c;
  CXFile main_file, header_file;
} parsed;

/* Is `at` a macro argument's place in an expansion (its spelling and
 * file places agree, its expansion place is the macro's name)? */
static int in_macro_argument(parsed *p, CXSourceLocation at) {
  (void)p;
  CXFile ef;
  unsigned eoff, foff;
  clang_getExpansionLocation(at, &ef, NULL, NULL, &eoff);
  clang_getFileLocation(at, NULL, NULL, NULL, &foff);
  return eoff != foff;
}

static void parse(parsed *p) {
  struct CXUnsavedFile files[] = {
      {"/mem/places.cu", main_text, sizeof main_text - 1},
      {"/mem/places.h", header, sizeof header - 1},
  };
  const char *args[] = {"-x", "c++", "-std=c++17", "-I/mem"};
  p->index = clang_createIndex(0, 0);
  assert_int_equal(clang_parseTranslationUnit2(p->index, "/mem/places.cu", args, 4, files, 2,
                                               CXTranslationUnit_DetailedPreprocessingRecord,
                                               &p->tu),
                   CXError_Success);
  memset(&p->c, 0, sizeof p->c);
  p->c.tu = p->tu;
  p->c.arena = cl_arena_new();
  p->main_file = clang_getFile(p->tu, "/mem/places.cu");
  p->header_file = clang_getFile(p->tu, "/mem/places.h");
  assert_non_null(p->main_file);
  assert_non_null(p->header_file);
  p->c.main_file = p->main_file;
}

static void dispose(parsed *p) {
  clang_disposeTranslationUnit(p->tu);
  clang_disposeIndex(p->index);
  cl_arena_free(p->c.arena);
}

/* Every byte of `f` (its end too) at its place as written: the file and
 * offset clang's search gives, spelled there, and the very location
 * clang's search gives but inside a macro's argument (where that search
 * answers with the argument's place in the expansion). */
static void assert_every_place(parsed *p, CXFile f, size_t size) {
  for (unsigned off = 0; off <= size; off++) {
    CXSourceLocation ours = fe_file_location(&p->c, f, off);
    CXSourceLocation theirs = clang_getLocationForOffset(p->tu, f, off);
    CXFile of, sf, tf;
    unsigned ooff, soff, toff;
    clang_getFileLocation(ours, &of, NULL, NULL, &ooff);
    clang_getSpellingLocation(ours, &sf, NULL, NULL, &soff);
    clang_getFileLocation(theirs, &tf, NULL, NULL, &toff);
    if (!of || !clang_File_isEqual(of, f) || ooff != off || !clang_File_isEqual(sf, f) ||
        soff != off || !clang_File_isEqual(tf, f) || toff != off)
      fail_msg("offset %u: not written there", off);
    if (!fe_in_macro_body(theirs) && !clang_equalLocations(ours, theirs) &&
        !in_macro_argument(p, theirs))
      fail_msg("offset %u: not the place libclang gives", off);
  }
}

static void every_offset_is_libclangs(void **state) {
  (void)state;
  parsed p;
  parse(&p);
  assert_every_place(&p, p.main_file, sizeof main_text - 1);
  assert_every_place(&p, p.header_file, sizeof header - 1);
  size_t size = 0;
  const char *text = fe_file_contents(&p.c, p.header_file, &size);
  assert_int_equal(size, sizeof header - 1);
  assert_memory_equal(text, header, size);
  dispose(&p);
}

/* The locations of the header's declarations: `first`'s name is made by
 * MAKE (a macro argument), `second`'s return type by ALSO (a macro's
 * body), `third`'s written there. */
typedef struct decl_places {
  CXCursor first, second, third;
} decl_places;

static enum CXChildVisitResult find_decls(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  decl_places *d = data;
  CXString s = clang_getCursorSpelling(cur);
  const char *n = clang_getCString(s);
  if (!strcmp(n, "first"))
    d->first = cur;
  else if (!strcmp(n, "second"))
    d->second = cur;
  else if (!strcmp(n, "third"))
    d->third = cur;
  clang_disposeString(s);
  return CXChildVisit_Continue;
}

static void a_hint_teaches_only_what_is_written(void **state) {
  (void)state;
  /* Hints from macro-made places first: they must not set a start. */
  parsed p;
  parse(&p);
  decl_places d = {clang_getNullCursor(), clang_getNullCursor(), clang_getNullCursor()};
  clang_visitChildren(clang_getTranslationUnitCursor(p.tu), find_decls, &d);
  assert_false(clang_Cursor_isNull(d.first));
  assert_false(clang_Cursor_isNull(d.second));
  assert_false(clang_Cursor_isNull(d.third));
  fe_file_hint(&p.c, p.header_file, clang_getRangeStart(clang_getCursorExtent(d.first)));
  fe_file_hint(&p.c, p.header_file, clang_getCursorLocation(d.first));
  fe_file_hint(&p.c, p.header_file, clang_getRangeStart(clang_getCursorExtent(d.second)));
  assert_every_place(&p, p.header_file, sizeof header - 1);
  dispose(&p);

  /* A written place: the start follows from it, and so does every
   * other place. */
  parse(&p);
  d = (decl_places){clang_getNullCursor(), clang_getNullCursor(), clang_getNullCursor()};
  clang_visitChildren(clang_getTranslationUnitCursor(p.tu), find_decls, &d);
  fe_file_hint(&p.c, p.header_file, clang_getCursorLocation(d.third));
  assert_every_place(&p, p.header_file, sizeof header - 1);
  /* A hint for another file teaches nothing about this one. */
  fe_file_hint(&p.c, p.main_file, clang_getCursorLocation(d.third));
  assert_every_place(&p, p.main_file, sizeof main_text - 1);
  dispose(&p);
}

/* fe_cursor_at: a macro use where clang_getCursor at libclang's place
 * for the offset finds one (the same use), and none elsewhere, at every
 * byte of a file with macros used in other macros' arguments. */
static void macro_uses_are_libclangs(void **state) {
  (void)state;
  parsed p;
  parse(&p);
  fe_file f;
  memset(&f, 0, sizeof f);
  f.file = p.main_file;
  int uses = 0;
  for (unsigned off = 0; off < sizeof main_text - 1; off++) {
    CXCursor ours = fe_cursor_at(&p.c, &f, off);
    CXCursor theirs = clang_getCursor(p.tu, clang_getLocationForOffset(p.tu, p.main_file, off));
    int our_use = clang_getCursorKind(ours) == CXCursor_MacroExpansion;
    int their_use = clang_getCursorKind(theirs) == CXCursor_MacroExpansion;
    if (our_use != their_use || (our_use && !clang_equalCursors(ours, theirs)))
      fail_msg("offset %u: not libclang's macro use", off);
    uses += our_use;
  }
  /* MAKE, OUTER, INNER, WORD and CALL's uses: some found at all. */
  assert_true(uses > 20);
  dispose(&p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_offset_is_libclangs),
      cmocka_unit_test(a_hint_teaches_only_what_is_written),
      cmocka_unit_test(macro_uses_are_libclangs),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
