/* fixes.c - the fix-its of a --check run (cl_diag.fixes): each unit's
 * worker leaves its findings' fix-its in a file of the run's fix folder;
 * once every unit is done, the parent writes them as clang-tidy's YAML
 * (--export-fixes=FILE, which clang-apply-replacements applies) and, with
 * --fix, applies them to the files in place.
 *
 * A part file holds, per finding with fix-its, one line
 *   D <tab> id <tab> level <tab> file <tab> offset <tab> message
 * and one per fix-it
 *   R <tab> file <tab> offset <tab> length <tab> text
 * (tabs, newlines and backslashes in the text escaped), files as real
 * paths. */
#define _GNU_SOURCE /* realpath, mkstemp, fchmod, fdopen */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

static void put_escaped(cl_buf *b, const char *s) {
  for (; *s; s++) {
    if (*s == '\t')
      cl_buf_puts(b, "\\t");
    else if (*s == '\n')
      cl_buf_puts(b, "\\n");
    else if (*s == '\\')
      cl_buf_puts(b, "\\\\");
    else
      cl_buf_putc(b, *s);
  }
}

static char *unescape(char *s) {
  char *w = s;
  for (char *r = s; *r; r++) {
    if (*r == '\\' && r[1]) {
      r++;
      *w++ = *r == 't' ? '\t' : *r == 'n' ? '\n' : *r;
    } else {
      *w++ = *r;
    }
  }
  *w = '\0';
  return s;
}

static const char *real(cl_arena *a, const char *path) {
  char buf[PATH_MAX];
  return realpath(path, buf) ? cl_strdup(a, buf) : path;
}

int drv_fixes_write_part(const drv_options *o, cl_model *m, cl_diag **diags, size_t n) {
  cl_buf b = {0};
  for (size_t i = 0; i < n; i++) {
    const cl_diag *d = diags[i];
    if (!d->nfixes || d->suppressed)
      continue;
    cl_buf_printf(&b, "D\t%s\t%s\t%s\t%u\t", cl_diag_table[d->kind].id,
                  d->severity == CL_ERROR ? "Error" : "Warning", real(m->arena, d->loc.file),
                  d->loc.offset);
    put_escaped(&b, d->text);
    cl_buf_putc(&b, '\n');
    for (size_t k = 0; k < d->nfixes; k++) {
      const cl_fix *f = &d->fixes[k];
      cl_buf_printf(&b, "R\t%s\t%u\t%u\t", real(m->arena, f->file), f->offset, f->length);
      put_escaped(&b, f->text);
      cl_buf_putc(&b, '\n');
    }
  }
  int ok = 1;
  if (b.len) {
    char *path = cl_printf(m->arena, "%s/partXXXXXX", o->fix_dir);
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    ok = f && fwrite(b.data, 1, b.len, f) == b.len;
    if (f)
      ok &= fclose(f) == 0;
    else if (fd >= 0)
      close(fd);
    if (!ok)
      fprintf(stderr, "cudalift: error: cannot write the fix-its to '%s': %s\n", o->fix_dir,
              strerror(errno));
  }
  cl_buf_free(&b);
  return ok;
}

/* ---- the parent ---- */

typedef struct fix_repl {
  const char *file;
  unsigned offset, length;
  const char *text;
  size_t diag; /* index into the findings */
} fix_repl;

typedef struct fix_finding {
  const char *id, *level, *file, *message;
  unsigned offset;
  int dropped; /* one of its fix-its overlaps another finding's */
} fix_finding;

typedef struct fix_set {
  cl_arena *a;
  cl_vec findings; /* fix_finding* */
  cl_vec repls;    /* fix_repl* */
} fix_set;

static int split_tabs(char *line, char **f, int max) {
  int n = 0;
  f[n++] = line;
  for (char *p = line; *p && n < max; p++)
    if (*p == '\t') {
      *p = '\0';
      f[n++] = p + 1;
    }
  return n;
}

static void read_part(fix_set *s, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return;
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, f)) > 0) {
    if (line[len - 1] == '\n')
      line[len - 1] = '\0';
    char *fl[6];
    int n = split_tabs(line, fl, 6);
    if (n == 6 && !strcmp(fl[0], "D")) {
      fix_finding *d = cl_alloc(s->a, sizeof *d);
      *d = (fix_finding){cl_strdup(s->a, fl[1]), cl_strdup(s->a, fl[2]), cl_strdup(s->a, fl[3]),
                         cl_strdup(s->a, unescape(fl[5])), (unsigned)strtoul(fl[4], NULL, 10), 0};
      cl_vec_push(&s->findings, d);
    } else if (n == 5 && !strcmp(fl[0], "R") && s->findings.len) {
      fix_repl *r = cl_alloc(s->a, sizeof *r);
      *r = (fix_repl){cl_strdup(s->a, fl[1]), (unsigned)strtoul(fl[2], NULL, 10),
                      (unsigned)strtoul(fl[3], NULL, 10), cl_strdup(s->a, unescape(fl[4])),
                      s->findings.len - 1};
      cl_vec_push(&s->repls, r);
    }
  }
  free(line);
  fclose(f);
}

static int by_place(const void *pa, const void *pb) {
  const fix_repl *a = *(fix_repl *const *)pa, *b = *(fix_repl *const *)pb;
  int c = strcmp(a->file, b->file);
  if (c)
    return c;
  if (a->offset != b->offset)
    return a->offset < b->offset ? -1 : 1;
  return a->length < b->length ? -1 : a->length > b->length;
}

static int by_name(const void *pa, const void *pb) {
  return strcmp(*(const char *const *)pa, *(const char *const *)pb);
}

/* Reads every part, sorts the fix-its by place, and drops the findings
 * whose fix-its overlap another's (the same fix-it twice, from two units
 * that include one header, is kept once). */
static void collect(fix_set *s, const char *dir) {
  DIR *d = opendir(dir);
  struct dirent *e;
  cl_vec names = {0};
  while (d && (e = readdir(d)))
    if (!strncmp(e->d_name, "part", 4))
      cl_vec_push(&names, cl_printf(s->a, "%s/%s", dir, e->d_name));
  if (d)
    closedir(d);
  qsort(names.items, names.len, sizeof *names.items, by_name);
  for (size_t i = 0; i < names.len; i++)
    read_part(s, names.items[i]);
  cl_vec_free(&names);
  qsort(s->repls.items, s->repls.len, sizeof *s->repls.items, by_place);
  size_t kept = 0;
  for (size_t i = 0; i < s->repls.len; i++) {
    fix_repl *r = s->repls.items[i];
    fix_repl *prev = kept ? s->repls.items[kept - 1] : NULL;
    if (prev && !strcmp(prev->file, r->file) && prev->offset == r->offset &&
        prev->length == r->length && !strcmp(prev->text, r->text))
      continue; /* the same fix-it again */
    if (prev && !strcmp(prev->file, r->file) && r->offset < prev->offset + prev->length) {
      ((fix_finding *)s->findings.items[r->diag])->dropped = 1;
      ((fix_finding *)s->findings.items[prev->diag])->dropped = 1;
    }
    s->repls.items[kept++] = r;
  }
  s->repls.len = kept;
}

static void yaml_quoted(cl_buf *b, const char *s) {
  cl_buf_putc(b, '\'');
  for (; *s; s++)
    cl_buf_puts(b, *s == '\'' ? "''" : (char[2]){*s, 0});
  cl_buf_putc(b, '\'');
}

static void yaml(const fix_set *s, const char *main_file, cl_buf *b) {
  cl_buf_puts(b, "---\nMainSourceFile:  ");
  yaml_quoted(b, main_file);
  cl_buf_puts(b, "\nDiagnostics:\n");
  for (size_t i = 0; i < s->findings.len; i++) {
    const fix_finding *d = s->findings.items[i];
    if (d->dropped)
      continue;
    cl_buf_printf(b, "  - DiagnosticName:  %s\n    DiagnosticMessage:\n      Message:         ",
                  d->id);
    yaml_quoted(b, d->message);
    cl_buf_puts(b, "\n      FilePath:        ");
    yaml_quoted(b, d->file);
    cl_buf_printf(b, "\n      FileOffset:      %u\n      Replacements:\n", d->offset);
    for (size_t k = 0; k < s->repls.len; k++) {
      const fix_repl *r = s->repls.items[k];
      if (r->diag != i)
        continue;
      cl_buf_puts(b, "        - FilePath:        ");
      yaml_quoted(b, r->file);
      cl_buf_printf(b, "\n          Offset:          %u\n          Length:          %u\n"
                       "          ReplacementText: ",
                    r->offset, r->length);
      yaml_quoted(b, r->text);
      cl_buf_putc(b, '\n');
    }
    cl_buf_printf(b, "    Level:           %s\n", d->level);
  }
  cl_buf_puts(b, "...\n");
}

/* Writes `len` bytes to `path` through a temporary file beside it, with
 * `mode`, renamed over it: the file is the old one or the new one. */
static int replace_file(const char *path, const char *data, size_t len, mode_t mode) {
  cl_buf name = {0};
  cl_buf_printf(&name, "%s.cudalift-XXXXXX", path);
  char *tmp = cl_xstrdup(cl_buf_str(&name));
  cl_buf_free(&name);
  int fd = mkstemp(tmp);
  int ok = fd >= 0;
  FILE *f = ok ? fdopen(fd, "w") : NULL;
  ok = f && fchmod(fd, mode & 07777) == 0 && fwrite(data, 1, len, f) == len;
  if (f)
    ok &= fclose(f) == 0;
  else if (fd >= 0)
    close(fd);
  ok = ok && rename(tmp, path) == 0;
  if (!ok && fd >= 0)
    unlink(tmp);
  free(tmp);
  return ok;
}

/* Applies the kept fix-its of one file (repls[from, to), ascending). */
static int apply_file(const fix_set *s, size_t from, size_t to, size_t *applied) {
  const char *path = ((fix_repl *)s->repls.items[from])->file;
  struct stat st;
  FILE *f = fopen(path, "rb");
  if (!f || fstat(fileno(f), &st) != 0) {
    if (f)
      fclose(f);
    fprintf(stderr, "cudalift: error: cannot read '%s' to fix it: %s\n", path, strerror(errno));
    return 0;
  }
  char *text = cl_xmalloc((size_t)st.st_size + 1);
  size_t len = fread(text, 1, (size_t)st.st_size, f);
  fclose(f);
  cl_buf out = {0};
  size_t at = 0;
  for (size_t i = from; i < to; i++) {
    const fix_repl *r = s->repls.items[i];
    if (((fix_finding *)s->findings.items[r->diag])->dropped || r->offset < at ||
        r->offset + r->length > len)
      continue;
    cl_buf_append(&out, text + at, r->offset - at);
    cl_buf_puts(&out, r->text);
    at = r->offset + r->length;
    ++*applied;
  }
  cl_buf_append(&out, text + at, len - at);
  int ok = replace_file(path, out.data ? out.data : "", out.len, st.st_mode);
  if (!ok)
    fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", path, strerror(errno));
  cl_buf_free(&out);
  free(text);
  return ok;
}

int drv_fixes_finish(const drv_options *o, const char *main_file) {
  fix_set s = {.a = cl_arena_new()};
  collect(&s, o->fix_dir);
  int ok = 1;
  size_t dropped = 0;
  for (size_t i = 0; i < s.findings.len; i++)
    dropped += ((fix_finding *)s.findings.items[i])->dropped;
  if (dropped)
    fprintf(stderr, "cudalift: warning: %zu fix-it%s left out: %s overlap%s another\n", dropped,
            dropped == 1 ? "" : "s", dropped == 1 ? "it" : "they", dropped == 1 ? "s" : "");
  if (o->export_fixes) {
    cl_buf b = {0};
    yaml(&s, main_file ? real(s.a, main_file) : "", &b);
    ok = replace_file(o->export_fixes, b.data, b.len, 0644);
    if (!ok)
      fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", o->export_fixes,
              strerror(errno));
    cl_buf_free(&b);
  }
  if (o->fix && ok) {
    size_t applied = 0, files = 0;
    for (size_t i = 0, j; i < s.repls.len; i = j) {
      const char *file = ((fix_repl *)s.repls.items[i])->file;
      for (j = i; j < s.repls.len && !strcmp(((fix_repl *)s.repls.items[j])->file, file); j++)
        ;
      size_t before = applied;
      ok &= apply_file(&s, i, j, &applied);
      files += applied > before;
    }
    fprintf(stderr, "cudalift: applied %zu fix-it%s in %zu file%s\n", applied,
            applied == 1 ? "" : "s", files, files == 1 ? "" : "s");
  }
  cl_vec_free(&s.findings);
  cl_vec_free(&s.repls);
  cl_arena_free(s.a);
  return ok;
}
