/* ast.c - small questions about libclang cursors and locations that every
 * front-end file asks: arena copies of clang strings, which file is the
 * user's, where a cursor is, what kind of declaration it is and which
 * execution-space attributes it carries.  It depends on no other file of
 * the front end, so that the others can all use it. */
#define _GNU_SOURCE /* memmem */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fe_internal.h"

const char *fe_cx_string(fe_ctx *c, CXString s) {
  const char *p = clang_getCString(s);
  const char *copy = cl_strdup(c->arena, p ? p : "");
  clang_disposeString(s);
  return copy;
}

/* Two handles of one file.  clang's equality is its unique id, which
 * files held in memory may share: those are one file only when their
 * names match too.  A file on disk reached by two spellings (`<lib/x.h>`
 * and `"../lib/x.h"`, a link) has one real path: it is one file, as for
 * nvcc, whose `#pragma once` and include guards see one file. */
int fe_same_file(CXFile a, CXFile b) {
  if (a == b)
    return 1;
  if (!a || !b || !clang_File_isEqual(a, b))
    return 0;
  CXString na = clang_getFileName(a), nb = clang_getFileName(b);
  const char *sa = clang_getCString(na), *sb = clang_getCString(nb);
  int same = sa && sb && !strcmp(sa, sb);
  clang_disposeString(na);
  clang_disposeString(nb);
  if (!same) {
    CXString ra = clang_File_tryGetRealPathName(a), rb = clang_File_tryGetRealPathName(b);
    const char *pa = clang_getCString(ra), *pb = clang_getCString(rb);
    same = pa && pb && *pa && !strcmp(pa, pb);
    clang_disposeString(ra);
    clang_disposeString(rb);
  }
  return same;
}

/* What clang tells of a file only after a search through every entry of
 * the unit's source map (translating the handle to the file's place in
 * it): the file's first location and its text.  clang searches once per
 * question; a unit that includes a library has hundreds of thousands of
 * entries, and the walk and the messages ask of the same files again and
 * again.  Kept per handle, once per parse. */
typedef struct fe_file_facts {
  CXFile file;
  CXSourceLocation start;
  int start_known;
  const char *text;
  size_t size;
  int text_known;
} fe_file_facts;

static size_t facts_slot(CXFile f, size_t cap) {
  uintptr_t p = (uintptr_t)f;
  return (size_t)((p >> 4) * 2654435761u) & (cap - 1);
}

static fe_file_facts *facts_of(fe_ctx *c, CXFile f) {
  if (2 * (c->nfacts + 1) > c->facts_cap) {
    size_t cap = c->facts_cap ? 2 * c->facts_cap : 256;
    fe_file_facts *old = c->facts, *grown = cl_alloc(c->arena, cap * sizeof *grown);
    memset(grown, 0, cap * sizeof *grown);
    for (size_t i = 0; i < c->facts_cap; i++)
      if (old[i].file) {
        size_t k = facts_slot(old[i].file, cap);
        while (grown[k].file)
          k = (k + 1) & (cap - 1);
        grown[k] = old[i];
      }
    c->facts = grown;
    c->facts_cap = cap;
  }
  size_t k = facts_slot(f, c->facts_cap);
  while (c->facts[k].file && c->facts[k].file != f)
    k = (k + 1) & (c->facts_cap - 1);
  if (!c->facts[k].file) {
    c->facts[k].file = f;
    c->nfacts++;
  }
  return &c->facts[k];
}

int fe_written_in(CXSourceLocation at, CXFile f, unsigned *offset) {
  CXFile af, sf;
  unsigned off, soff;
  clang_getFileLocation(at, &af, NULL, NULL, &off);
  clang_getSpellingLocation(at, &sf, NULL, NULL, &soff);
  if (!af || af != sf || off != soff || !fe_same_file(af, f))
    return 0;
  if (offset)
    *offset = off;
  return 1;
}

/* Is `at` byte `offset` of file `f`, written there? */
static int plain_at(CXSourceLocation at, CXFile f, unsigned offset) {
  unsigned off;
  return fe_written_in(at, f, &off) && off == offset;
}

/* A location a CXSourceLocation holds is clang's encoded one (its
 * int_data), a plain one being its file's start plus the offset.  So
 * byte `offset` of a file whose start is known is that start plus
 * `offset`; each answer is checked (the same file, that offset), and the
 * search is the fallback, so a libclang that encodes otherwise is only
 * slower.  The place is the one written in the file: for a byte inside a
 * macro's argument, clang_getLocationForOffset gives the argument's place
 * in the macro's expansion instead (what clang_getCursor needs there:
 * fe_cursor_at asks libclang); both have the same file location. */
CXSourceLocation fe_file_location(fe_ctx *c, CXFile f, unsigned offset) {
  if (!f)
    return clang_getNullLocation();
  fe_file_facts *ff = facts_of(c, f);
  if (!ff->start_known) {
    ff->start = clang_getLocationForOffset(c->tu, f, 0);
    ff->start_known = 1;
  }
  if (offset == 0)
    return ff->start;
  CXSourceLocation at = ff->start;
  if (!clang_equalLocations(at, clang_getNullLocation()) && at.int_data + offset > at.int_data) {
    at.int_data += offset;
    if (plain_at(at, f, offset))
      return at;
  }
  return clang_getLocationForOffset(c->tu, f, offset);
}

const char *fe_file_contents(fe_ctx *c, CXFile f, size_t *size) {
  *size = 0;
  if (!f)
    return NULL;
  fe_file_facts *ff = facts_of(c, f);
  if (!ff->text_known) {
    ff->text = clang_getFileContents(c->tu, f, &ff->size);
    ff->text_known = 1;
  }
  *size = ff->size;
  return ff->text;
}

int fe_file_start_known(fe_ctx *c, CXFile f) {
  return f && facts_of(c, f)->start_known;
}

void fe_file_hint(fe_ctx *c, CXFile f, CXSourceLocation at) {
  fe_file_facts *ff = f ? facts_of(c, f) : NULL;
  unsigned off;
  if (!ff || ff->start_known)
    return;
  if (fe_written_in(at, f, &off) && at.int_data >= off) {
    CXSourceLocation start = at;
    start.int_data -= off;
    if (plain_at(start, f, 0)) {
      ff->start = start;
      ff->start_known = 1;
    }
  }
}

/* The location of the first byte of `f`, helped by a place `at` in it. */
static CXSourceLocation file_start(fe_ctx *c, CXFile f, const CXSourceLocation *at) {
  if (at)
    fe_file_hint(c, f, *at);
  return fe_file_location(c, f, 0);
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *fe_read_pch_list(fe_ctx *c, const char *pch, const char *suffix, size_t *len,
                       size_t *lines) {
  char *text = cl_read_file(cl_printf(c->arena, "%s%s", pch, suffix), len);
  *lines = 0;
  for (size_t i = 0; text && i < *len; i++)
    *lines += text[i] == '\n';
  return text;
}

void fe_load_pch_system(fe_ctx *c, const char *pch) {
  size_t len = 0, n;
  char *text = fe_read_pch_list(c, pch, fe_pch_system_suffix, &len, &n);
  if (!text)
    return;
  const char **names = cl_alloc(c->arena, (n + 1) * sizeof *names);
  size_t k = 0;
  for (char *line = text; k < n;) { /* n newlines: each line has its end */
    char *end = strchr(line, '\n');
    names[k++] = cl_strndup(c->arena, line, (size_t)(end - line));
    line = end + 1;
  }
  free(text);
  qsort(names, k, sizeof *names, compare_names);
  c->pch_system = names;
  c->npch_system = k;
}

/* cudalift's own files: the built-in headers and the main file of a
 * precompiled header of the user's headers. */
static int cudalift_file(const char *name) {
  const char *slash = strrchr(name, '/');
  return cl_starts_with(name, "/__cudalift__/") ||
         !strcmp(slash ? slash + 1 : name, fe_pch_project_main);
}

/* One of the precompiled header's system files? */
static int pch_system(const fe_ctx *c, const char *name) {
  return c->npch_system &&
         bsearch(&name, c->pch_system, c->npch_system, sizeof *c->pch_system, compare_names);
}

/* Files whose lambdas belong to the model: the main file and the user's
 * own headers.  System headers, the CUDA toolkit and cudalift's shims are
 * not the user's code.  A file is a system header when its first byte is:
 * a `#pragma clang system_header` further down leaves it the user's. */
fe_file *fe_file_of(fe_ctx *c, CXFile f) {
  return fe_file_at(c, f, NULL);
}

/* A file's unique id (device, inode, time), when clang has one: files
 * held in memory may have none, or share one. */
static int file_id(CXFile f, CXFileUniqueID *id) {
  return clang_getFileUniqueID(f, id) == 0 && (id->data[0] || id->data[1] || id->data[2]);
}

static size_t id_slot(const CXFileUniqueID *id, size_t cap) {
  return (size_t)cl_hash_bytes(CL_HASH_SEED, id->data, sizeof id->data) & (cap - 1);
}

static void index_file(fe_ctx *c, size_t index) {
  size_t *slots = c->file_slots;
  const fe_file *ff = c->files.items[index];
  size_t i = id_slot(&ff->id, c->file_cap);
  while (slots[i])
    i = (i + 1) & (c->file_cap - 1);
  slots[i] = index + 1;
}

/* Records files.items[index] under its id, the table kept at most half
 * full. */
static void add_file_id(fe_ctx *c, size_t index) {
  if (2 * (c->file_ids + 1) > c->file_cap) {
    c->file_cap = c->file_cap ? 2 * c->file_cap : 256;
    c->file_slots = cl_alloc(c->arena, c->file_cap * sizeof *c->file_slots);
    for (size_t i = 0; i < c->files.len; i++)
      if (i != index && ((fe_file *)c->files.items[i])->has_id)
        index_file(c, i);
  }
  index_file(c, index);
  c->file_ids++;
}

/* The entry for `f` among the files met so far, or NULL: looked up by
 * its id (a walk asks once per cursor, of thousands of files), else
 * searched. */
static fe_file *known_file(const fe_ctx *c, CXFile f) {
  CXFileUniqueID id;
  if (!file_id(f, &id)) {
    for (size_t i = 0; i < c->files.len; i++) {
      fe_file *ff = c->files.items[i];
      if (!ff->has_id && fe_same_file(ff->file, f))
        return ff;
    }
    return NULL;
  }
  for (size_t i = c->file_cap ? id_slot(&id, c->file_cap) : 0;
       c->file_cap && c->file_slots[i]; i = (i + 1) & (c->file_cap - 1)) {
    fe_file *ff = c->files.items[c->file_slots[i] - 1];
    if (!memcmp(ff->id.data, id.data, sizeof id.data) && fe_same_file(ff->file, f))
      return ff;
  }
  return NULL;
}

fe_file *fe_file_at(fe_ctx *c, CXFile f, const CXSourceLocation *at) {
  if (!f)
    return NULL;
  fe_file *known = known_file(c, f);
  if (known)
    return known->name ? known : NULL;
  fe_file *ff = cl_alloc(c->arena, sizeof *ff);
  ff->file = f;
  ff->rank = (int)c->files.len;
  ff->has_id = file_id(f, &ff->id);
  cl_vec_push(&c->files, ff);
  if (ff->has_id)
    add_file_id(c, c->files.len - 1);
  const char *name = fe_cx_string(c, clang_getFileName(f));
  int is_main = fe_same_file(f, c->main_file);
  if (!is_main) {
    if (cudalift_file(name) || pch_system(c, name) ||
        clang_Location_isInSystemHeader(file_start(c, f, at)))
      return NULL;
  }
  if (is_main) {
    /* The handle clang_getFile gave: for an in-memory main file the
     * cursor's handle does not map offsets back to locations. */
    ff->file = c->main_file;
    ff->name = c->model->file;
  } else {
    ff->name = name;
  }
  size_t size = 0;
  ff->text = fe_file_text(c, ff->file, &size);
  ff->size = size;
  cl_source *src = cl_alloc(c->arena, sizeof *src);
  src->name = ff->name;
  src->text = ff->text ? cl_strndup(c->arena, ff->text, size) : "";
  src->size = ff->text ? size : 0;
  ff->src = src;
  cl_vec_push(&c->sources, src);
  /* clang searches all the unit's skipped branches for each file asked
   * (thousands in a library's headers, 10 ms a file): a header the walk
   * leaves out (quiet.c) is never asked.  tokens.c reads them when they
   * are needed (fe_read_skipped). */
  ff->unread = src;
  ff->met_after_walk = c->walk_done;
  return ff;
}

/* The whole of file `path` in the arena, NUL-terminated, or NULL. */
static char *read_whole(cl_arena *a, const char *path, size_t *size) {
  FILE *in = fopen(path, "rb");
  struct stat st;
  if (!in)
    return NULL;
  char *text = NULL;
  if (fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode)) {
    text = cl_alloc(a, (size_t)st.st_size + 1);
    if (fread(text, 1, (size_t)st.st_size, in) != (size_t)st.st_size || fgetc(in) != EOF)
      text = NULL;
    else
      text[*size = (size_t)st.st_size] = '\0';
  }
  fclose(in);
  return text;
}

/* clang finds a file other than the main file by a search that loads
 * every entry of the source map (a loaded precompiled header's too: a
 * quarter of a second for CCCL's headers, once each parse).  A file the
 * parse was given in memory (cudalift's own headers) is read from what it
 * was given; with a precompiled header of the user's headers, a file on
 * disk is read from there (loading the header, clang checked that its
 * files have not changed since it was made). */
const char *fe_file_text(fe_ctx *c, CXFile f, size_t *size) {
  *size = 0;
  int main = fe_same_file(f, c->main_file);
  for (size_t i = 0; !main && i < c->nin_memory; i++)
    if (fe_same_file(f, c->in_memory[i].file)) {
      *size = c->in_memory[i].given->Length;
      return c->in_memory[i].given->Contents;
    }
  if (c->pch_project && !main) {
    CXString name = clang_getFileName(f);
    const char *text = read_whole(c->arena, clang_getCString(name), size);
    clang_disposeString(name);
    if (text)
      return text;
  }
  return fe_file_contents(c, f, size);
}

fe_file *fe_met_file(fe_ctx *c, CXFile f) {
  fe_file *known = f ? known_file(c, f) : NULL;
  return known && known->name ? known : NULL;
}

/* clang_getLocationForOffset finds the file by a search through every
 * entry of the unit's source manager (tens of thousands in a unit that
 * includes a library): per call, not once per file.  A place in a file's
 * text needs none of it: its line and byte column come from the text,
 * counted once per file.  clang also ends a line at a lone '\r'; a file
 * that has one is left to libclang. */
cl_loc fe_place(fe_ctx *c, fe_file *f, unsigned offset) {
  if (!f->nlines) {
    size_t n = 1;
    int lone_cr = 0;
    for (size_t i = 0; i < f->size; i++) {
      n += f->text[i] == '\n';
      lone_cr |= f->text[i] == '\r' && (i + 1 == f->size || f->text[i + 1] != '\n');
    }
    f->nlines = n;
    if (!lone_cr && f->text) {
      f->line_starts = cl_alloc(c->arena, n * sizeof *f->line_starts);
      f->line_starts[0] = 0;
      for (size_t i = 0, k = 1; i < f->size; i++)
        if (f->text[i] == '\n')
          f->line_starts[k++] = (unsigned)i + 1;
    }
  }
  if (!f->line_starts || offset > f->size) {
    cl_loc at = {0};
    fe_location(c, fe_file_location(c, f->file, offset), NULL, &at);
    return at;
  }
  size_t lo = 0, hi = f->nlines; /* the last line that starts at or before offset */
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (f->line_starts[mid] <= offset)
      lo = mid;
    else
      hi = mid;
  }
  return (cl_loc){.file = f->name, .line = (unsigned)lo + 1,
                  .col = offset - f->line_starts[lo] + 1, .offset = offset};
}

/* clang_getLocationForOffset's search (fe_place) for each question about
 * the macro use at a token: the walk asks of the same tokens again, per
 * lambda and per step (a use, its extent, its expansion).  Most places
 * asked are no macro's use: the place as written answers those with no
 * search.  libclang's search differs from it only inside a macro's
 * argument, where it gives the argument's place in the expansion, and
 * clang_getCursor never answers such a place with a macro use; so where
 * the written place is no macro's use, neither is libclang's, and a
 * macro use is asked again at libclang's place. */
static CXCursor macro_use_cursor(fe_ctx *c, fe_file *f, unsigned offset) {
  CXCursor written = clang_getCursor(c->tu, fe_file_location(c, f->file, offset));
  if (clang_getCursorKind(written) != CXCursor_MacroExpansion)
    return written;
  return clang_getCursor(c->tu, clang_getLocationForOffset(c->tu, f->file, offset));
}

CXCursor fe_cursor_at(fe_ctx *c, fe_file *f, unsigned offset) {
  if (2 * (f->ncursors + 1) > f->cursor_cap) {
    size_t cap = f->cursor_cap ? 2 * f->cursor_cap : 64;
    fe_place_cursor *old = f->cursors, *grown = cl_alloc(c->arena, cap * sizeof *grown);
    memset(grown, 0, cap * sizeof *grown);
    for (size_t i = 0; i < f->cursor_cap; i++)
      if (old[i].used) {
        size_t k = (old[i].offset * 2654435761u) & (cap - 1);
        while (grown[k].used)
          k = (k + 1) & (cap - 1);
        grown[k] = old[i];
      }
    f->cursors = grown;
    f->cursor_cap = cap;
  }
  size_t k = (offset * 2654435761u) & (f->cursor_cap - 1);
  while (f->cursors[k].used && f->cursors[k].offset != offset)
    k = (k + 1) & (f->cursor_cap - 1);
  if (!f->cursors[k].used) {
    f->cursors[k] = (fe_place_cursor){
        offset, 1, macro_use_cursor(c, f, offset)};
    f->ncursors++;
  }
  return f->cursors[k].cursor;
}

int fe_user_file(fe_ctx *c, CXFile f) {
  if (fe_same_file(f, c->main_file))
    return 1;
  const fe_file *known = known_file(c, f);
  if (known)
    return known->name != NULL;
  CXString name = clang_getFileName(f);
  const char *n = clang_getCString(name);
  int system = !n || cudalift_file(n) || pch_system(c, n);
  clang_disposeString(name);
  return !system && !clang_Location_isInSystemHeader(fe_file_location(c, f, 0));
}

/* Position of `loc` in the file where it is written (macro arguments) or
 * where its macro is used (macro bodies).  0 when not in a user file. */
int fe_cursor_span(fe_ctx *c, CXCursor cur, fe_file **file, cl_loc *begin, cl_loc *end) {
  CXSourceRange r = clang_getCursorExtent(cur);
  fe_file *fb = NULL, *fe = NULL;
  /* Both ends in one file, in order: a declaration whose extent ends in a
   * macro from another file (or an invalid one from broken input) has no
   * span of text to read. */
  if (!fe_location(c, clang_getRangeStart(r), &fb, begin) ||
      !fe_location(c, clang_getRangeEnd(r), &fe, end) || fb != fe || end->offset < begin->offset)
    return 0;
  if (file)
    *file = fb;
  return 1;
}

int fe_location(fe_ctx *c, CXSourceLocation loc, fe_file **file, cl_loc *out) {
  CXFile f;
  unsigned line, col, off;
  clang_getFileLocation(loc, &f, &line, &col, &off);
  fe_file *ff = fe_file_at(c, f, &loc);
  if (file)
    *file = ff;
  if (!ff)
    return 0;
  out->file = ff->name;
  out->line = line;
  out->col = col;
  out->offset = off;
  return 1;
}

int fe_in_macro_body(CXSourceLocation loc) {
  CXFile sf, ff;
  unsigned so, fo;
  clang_getSpellingLocation(loc, &sf, NULL, NULL, &so);
  clang_getFileLocation(loc, &ff, NULL, NULL, &fo);
  return so != fo || !fe_same_file(sf, ff);
}

int fe_is_function_kind(enum CXCursorKind k) {
  return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod ||
         k == CXCursor_Constructor || k == CXCursor_Destructor ||
         k == CXCursor_ConversionFunction || k == CXCursor_FunctionTemplate;
}

int fe_is_template_parameter_kind(enum CXCursorKind k) {
  return k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
         k == CXCursor_TemplateTemplateParameter;
}

int fe_is_class_kind(enum CXCursorKind k) {
  return k == CXCursor_StructDecl || k == CXCursor_ClassDecl ||
         k == CXCursor_UnionDecl || k == CXCursor_ClassTemplate ||
         k == CXCursor_ClassTemplatePartialSpecialization;
}

/* Lambdas by their operator()'s cursor: an open-addressed table, so that
 * finding the lambda of a function (asked for every reference inside a
 * lambda body) does not grow with the number of lambdas. */
static void by_op_put(fe_ctx *c, fe_lambda *l) {
  size_t mask = c->by_op_cap - 1;
  for (size_t i = clang_hashCursor(l->op) & mask;; i = (i + 1) & mask)
    if (!c->by_op[i] || clang_equalCursors(c->by_op[i]->op, l->op)) {
      c->by_op[i] = l; /* a later lambda with the same operator wins, as before */
      return;
    }
}

void fe_index_operator(fe_ctx *c, fe_lambda *l) {
  if (clang_Cursor_isNull(l->op))
    return;
  if (2 * c->lambdas.len >= c->by_op_cap) {
    fe_lambda **old = c->by_op;
    size_t n = c->by_op_cap;
    c->by_op_cap = n ? 2 * n : 64;
    c->by_op = cl_alloc(c->arena, c->by_op_cap * sizeof *c->by_op);
    for (size_t i = 0; i < n; i++)
      if (old[i])
        by_op_put(c, old[i]);
  }
  by_op_put(c, l);
}

/* The lambda whose call operator is `fn`, or NULL when `fn` is an
 * ordinary function.  Parents are always found before their children. */
fe_lambda *fe_lambda_of_operator(fe_ctx *c, CXCursor fn) {
  if (!c->by_op_cap || !fe_is_function_kind(clang_getCursorKind(fn)))
    return NULL;
  size_t mask = c->by_op_cap - 1;
  for (size_t i = clang_hashCursor(fn) & mask; c->by_op[i]; i = (i + 1) & mask)
    if (clang_equalCursors(c->by_op[i]->op, fn))
      return c->by_op[i];
  return NULL;
}

int fe_in_constexpr_if(fe_ctx *c, fe_file *f, unsigned offset, unsigned from) {
  return fe_in_span(&c->constexpr_ifs, f, offset, from);
}

void fe_push_range(fe_ctx *c, cl_vec *spans, fe_file *f, unsigned begin, unsigned end) {
  unsigned *span = cl_alloc(c->arena, 3 * sizeof *span);
  span[0] = (unsigned)f->rank;
  span[1] = begin;
  span[2] = end;
  cl_vec_push(spans, span);
}

void fe_push_span(fe_ctx *c, cl_vec *spans, CXCursor cur) {
  cl_loc b, e;
  fe_file *f;
  if (fe_cursor_span(c, cur, &f, &b, &e))
    fe_push_range(c, spans, f, b.offset, e.offset);
}

const unsigned *fe_span_at(const cl_vec *spans, fe_file *f, unsigned offset) {
  for (size_t i = 0; i < spans->len; i++) {
    const unsigned *r = spans->items[i];
    if ((int)r[0] == f->rank && r[1] <= offset && offset < r[2])
      return r;
  }
  return NULL;
}

int fe_in_span(const cl_vec *spans, fe_file *f, unsigned offset, unsigned from) {
  for (size_t i = 0; i < spans->len; i++) {
    const unsigned *r = spans->items[i];
    if ((int)r[0] == f->rank && r[1] >= from && r[1] <= offset && offset < r[2])
      return 1;
  }
  return 0;
}

/* The marker of a respelled `__device__` (preserved.c), while collecting. */
#define PRESERVED_BIT 0x100u

static enum CXChildVisitResult collect_annot(CXCursor cur, CXCursor parent,
                                             CXClientData data) {
  (void)parent;
  unsigned *bits = data;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_CUDAHostAttr: *bits |= CL_ANNOT_HOST; break;
  case CXCursor_CUDADeviceAttr: *bits |= CL_ANNOT_DEVICE; break;
  case CXCursor_CUDAGlobalAttr: *bits |= CL_ANNOT_GLOBAL; break;
  case CXCursor_AnnotateAttr: {
    CXString s = clang_getCursorSpelling(cur);
    if (!strcmp(clang_getCString(s), FE_PRESERVED_MARK))
      *bits |= PRESERVED_BIT;
    clang_disposeString(s);
    break;
  }
  default: break;
  }
  return CXChildVisit_Continue;
}

int fe_is_space_word(const char *text) {
  return !strcmp(text, "__device__") || !strcmp(text, "__host__") ||
         !strcmp(text, "__global__") || !strcmp(text, FE_PRESERVED_WORD);
}

/* The execution-space attributes written on a function or call operator.
 * Implicit attributes stay hidden (the TU is parsed without
 * VisitImplicitAttributes), so constexpr functions read as host. */
unsigned fe_annotations(CXCursor fn) {
  unsigned bits = 0;
  if (!clang_Cursor_isNull(fn))
    clang_visitChildren(fn, collect_annot, &bits);
  /* A respelled `__device__` is host-callable for clang only. */
  if (bits & PRESERVED_BIT)
    bits &= ~(PRESERVED_BIT | CL_ANNOT_HOST);
  return bits;
}

cl_space fe_space_of_annotations(unsigned a) {
  if (a & CL_ANNOT_GLOBAL)
    return CL_SPACE_DEVICE;
  if ((a & CL_ANNOT_HOST) && (a & CL_ANNOT_DEVICE))
    return CL_SPACE_HOST_DEVICE;
  if (a & CL_ANNOT_DEVICE)
    return CL_SPACE_DEVICE;
  return CL_SPACE_HOST;
}

int fe_has_function_ancestor(CXCursor cur) {
  for (CXCursor p = clang_getCursorSemanticParent(cur); !clang_Cursor_isNull(p) &&
                                                        !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p))
    if (fe_is_function_kind(clang_getCursorKind(p)))
      return 1;
  return 0;
}

typedef struct child_search {
  enum CXCursorKind kind;
  const char *name;
  CXCursor found;
} child_search;

static enum CXChildVisitResult find_child(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  child_search *s = data;
  if (clang_getCursorKind(cur) != s->kind)
    return CXChildVisit_Continue;
  CXString n = clang_getCursorSpelling(cur);
  if (!s->name || !strcmp(clang_getCString(n), s->name))
    s->found = cur;
  clang_disposeString(n);
  return CXChildVisit_Continue;
}

CXCursor fe_last_child(CXCursor parent, enum CXCursorKind kind, const char *name) {
  child_search s = {kind, name, clang_getNullCursor()};
  clang_visitChildren(parent, find_child, &s);
  return s.found;
}

CXCursor fe_lambda_body(CXCursor expr) {
  return fe_last_child(expr, CXCursor_CompoundStmt, NULL);
}

/* Marks file `f` seen in an open-addressed set of unique ids (`cap` a
 * power of two, at most half full); returns 1 when it was already there.
 * A file without an id counts as new. */
static int seen_before(CXFileUniqueID *set, size_t cap, CXFile f) {
  CXFileUniqueID id;
  if (!file_id(f, &id))
    return 0;
  for (size_t i = id_slot(&id, cap);; i = (i + 1) & (cap - 1)) {
    if (!set[i].data[0] && !set[i].data[1] && !set[i].data[2]) {
      set[i] = id;
      return 0;
    }
    if (!memcmp(set[i].data, id.data, sizeof id.data))
      return 1;
  }
}

typedef struct each_file {
  CXFileUniqueID *set;
  size_t cap;
  CXInclusionVisitor visit;
  CXClientData data;
} each_file;

static void visit_once(CXFile f, CXSourceLocation *stack, unsigned depth, CXClientData data) {
  each_file *e = data;
  if (!seen_before(e->set, e->cap, f))
    e->visit(f, stack, depth, e->data);
}

void fe_each_file(fe_ctx *c, CXInclusionVisitor visit, CXClientData data) {
  if (!c->pch_project) {
    clang_getInclusions(c->tu, visit, data);
    return;
  }
  size_t cap = 64;
  while (cap < 2 * (c->include_cursors.len + 64))
    cap *= 2;
  each_file e = {cl_xcalloc(cap, sizeof *e.set), cap, visit, data};
  clang_getInclusions(c->tu, visit_once, &e);
  for (size_t i = 0; i < c->include_cursors.len; i++) {
    CXFile f = clang_getIncludedFile(*(CXCursor *)c->include_cursors.items[i]);
    if (f && !seen_before(e.set, e.cap, f))
      visit(f, NULL, 0, data);
  }
  free(e.set);
}

int fe_is_constexpr_if(fe_ctx *c, CXCursor ifstmt) {
  CXSourceRange r = clang_getCursorExtent(ifstmt);
  /* Most `if`s are not: their text tells without the tokenizer, which
   * would read the whole statement (nested ifs: the square of the depth). */
  CXFile file, end_file;
  unsigned begin, end;
  clang_getFileLocation(clang_getRangeStart(r), &file, NULL, NULL, &begin);
  clang_getFileLocation(clang_getRangeEnd(r), &end_file, NULL, NULL, &end);
  fe_file *f = file && end_file && fe_same_file(file, end_file) ? fe_file_of(c, file) : NULL;
  if (f && f->text && begin < end && end <= f->size &&
      !memmem(f->text + begin, end - begin, "constexpr", 9))
    return 0;
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, r, &toks, &n);
  int yes = 0;
  if (n >= 2) {
    CXString a = clang_getTokenSpelling(c->tu, toks[0]);
    CXString b = clang_getTokenSpelling(c->tu, toks[1]);
    yes = strcmp(clang_getCString(a), "if") == 0 &&
          strcmp(clang_getCString(b), "constexpr") == 0;
    clang_disposeString(a);
    clang_disposeString(b);
  }
  clang_disposeTokens(c->tu, toks, n);
  return yes;
}

fe_lambda *fe_lambda_of_expr(fe_ctx *c, CXCursor expr) {
  for (size_t i = 0; i < c->lambdas.len; i++) {
    fe_lambda *l = c->lambdas.items[i];
    if (clang_equalCursors(l->expr, expr))
      return l;
  }
  return NULL;
}

/* Is the lambda clang names as "(lambda at FILE:LINE:COL)" at `at` an
 * extended one of this translation unit? */
int fe_names_extended_lambda(fe_ctx *c, const char *at) {
  const char *colon2 = strrchr(at, ':'), *end = strchr(at, ')');
  if (!colon2 || !end || colon2 > end)
    return 0;
  const char *colon1 = colon2 - 1;
  while (colon1 > at && *colon1 != ':')
    colon1--;
  unsigned line = (unsigned)strtoul(colon1 + 1, NULL, 10), col = (unsigned)strtoul(colon2 + 1, NULL, 10);
  size_t flen = (size_t)(colon1 - at);
  for (size_t i = 0; i < c->lambdas.len; i++) {
    const cl_lambda *l = ((fe_lambda *)c->lambdas.items[i])->out;
    if (l->extended && l->begin.line == line && l->begin.col == col && l->begin.file &&
        cl_ends_with(l->begin.file, cl_strndup(c->arena, at, flen)))
      return 1;
  }
  return 0;
}

/* Is the top-level cursor `cur` a template's implicit instantiation (a
 * function or member function clang made from its pattern, at the
 * pattern's place)?  A parse that loads a precompiled header lists those
 * among the translation unit's declarations; a parse without one does
 * not.  The walks skip them, so what they find is the same either way:
 * the pattern's own text is walked once. */
int fe_implicit_instantiation(CXCursor cur) {
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod && k != CXCursor_Constructor &&
      k != CXCursor_Destructor && k != CXCursor_ConversionFunction && k != CXCursor_VarDecl)
    return 0;
  CXCursor pattern = clang_getSpecializedCursorTemplate(cur);
  if (clang_Cursor_isNull(pattern))
    return 0;
  return clang_equalLocations(clang_getCursorLocation(cur), clang_getCursorLocation(pattern));
}
