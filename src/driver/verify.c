/* verify.c - `cudalift --check -verify`: the diagnostics are compared
 * with `// expected-error {{text}}` comments in the main file, the way
 * clang's -verify does.  Directives: expected-error, expected-warning,
 * expected-note (each with an optional @+N / @-N line offset and one or
 * more {{substring}}s), and expected-no-diagnostics.  Notes are compared
 * only when the file expects at least one note. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

typedef struct seen {
  cl_severity severity;
  unsigned line;
  const char *text;
  int matched;
} seen;

static const char *const kinds[] = {"note", "warning", "error"};

static void add(cl_vec *v, cl_arena *a, cl_severity sev, unsigned line, const char *text) {
  seen *s = cl_alloc(a, sizeof *s);
  *s = (seen){sev, line, text, 0};
  cl_vec_push(v, s);
}

/* Reads every directive of the main file into `want`. */
static int read_directives(const cl_source *src, cl_arena *a, cl_vec *want, int *no_diags) {
  unsigned line = 1;
  const char *p = src->text, *end = src->text + src->size;
  for (; p < end; p++) {
    if (*p == '\n') {
      line++;
      continue;
    }
    if (strncmp(p, "expected-no-diagnostics", 23) == 0) {
      *no_diags = 1;
      p += 22;
      continue;
    }
    if (strncmp(p, "expected-", 9) != 0)
      continue;
    const char *q = p + 9;
    cl_severity sev;
    if (!strncmp(q, "error", 5)) {
      sev = CL_ERROR;
      q += 5;
    } else if (!strncmp(q, "warning", 7)) {
      sev = CL_WARNING;
      q += 7;
    } else if (!strncmp(q, "note", 4)) {
      sev = CL_NOTE;
      q += 4;
    } else {
      continue;
    }
    long target = line;
    if (*q == '@') {
      char *after;
      target = line + strtol(q + 1, &after, 10);
      q = after;
    }
    int any = 0;
    while (q < end && *q != '\n') {
      while (q < end && (*q == ' ' || *q == '\t'))
        q++;
      if (q + 1 >= end || q[0] != '{' || q[1] != '{')
        break;
      const char *close = strstr(q + 2, "}}");
      if (!close)
        return 0;
      add(want, a, sev, (unsigned)target, cl_strndup(a, q + 2, (size_t)(close - q - 2)));
      any = 1;
      q = close + 2;
    }
    if (!any)
      return 0;
    p = q - 1;
  }
  return 1;
}

static int report_unmatched(const char *file, cl_vec *v, const char *how, int check_notes) {
  int bad = 0;
  for (int sev = CL_ERROR; sev >= CL_NOTE; sev--) {
    int header = 0;
    for (size_t i = 0; i < v->len; i++) {
      seen *s = v->items[i];
      if (s->matched || (int)s->severity != sev || (sev == CL_NOTE && !check_notes))
        continue;
      if (!header)
        fprintf(stderr, "error: '%s' diagnostics %s:\n", kinds[sev], how);
      header = 1;
      fprintf(stderr, "  File %s Line %u: %s\n", file, s->line, s->text);
      bad = 1;
    }
  }
  return bad;
}

int drv_verify(const cl_model *m, cl_diag **diags, size_t n) {
  if (m->nsources == 0)
    return 1;
  cl_vec want = {0}, got = {0};
  int no_diags = 0;
  if (!read_directives(&m->sources[0], m->arena, &want, &no_diags)) {
    fprintf(stderr, "%s: error: malformed expected-* directive (write "
                    "'expected-error {{text}}')\n", m->file);
    return 1;
  }
  if (no_diags && want.len) {
    fprintf(stderr, "%s: error: expected-no-diagnostics together with expected-* "
                    "directives\n", m->file);
    return 1;
  }
  if (!no_diags && want.len == 0) {
    fprintf(stderr, "%s: error: no expected directives found: use expected-no-diagnostics "
                    "when none are expected\n", m->file);
    return 1;
  }
  int check_notes = 0;
  for (size_t i = 0; i < want.len; i++)
    check_notes |= ((seen *)want.items[i])->severity == CL_NOTE;
  for (size_t i = 0; i < n; i++) {
    const cl_diag *d = diags[i];
    add(&got, m->arena, d->severity, d->loc.line, d->text);
    if (d->note)
      add(&got, m->arena, CL_NOTE, d->note_loc.line, d->note);
    if (*cl_diag_table[d->kind].hint)
      add(&got, m->arena, CL_NOTE, d->loc.line, cl_diag_table[d->kind].hint);
  }
  for (size_t i = 0; i < want.len; i++) {
    seen *w = want.items[i];
    for (size_t j = 0; j < got.len && !w->matched; j++) {
      seen *g = got.items[j];
      if (!g->matched && g->severity == w->severity && g->line == w->line &&
          strstr(g->text, w->text))
        w->matched = g->matched = 1;
    }
  }
  int bad = report_unmatched(m->file, &want, "expected but not seen", 1);
  bad |= report_unmatched(m->file, &got, "seen but not expected", check_notes);
  cl_vec_free(&want);
  cl_vec_free(&got);
  return bad;
}
