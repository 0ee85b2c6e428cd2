/* report.c - the one place a diagnostic is made: its kind, severity and
 * message come from diagnostics.def, the location and the message's
 * arguments from the rule that found it; notes and fix-its join it. */
#include <stdarg.h>

#include "report.h"

cl_diag *ck_report(ck_checker *k, cl_diag_kind kind, const cl_loc *loc, ...) {
  cl_diag *d = cl_alloc(k->m->arena, sizeof *d);
  d->kind = kind;
  d->severity = cl_diag_table[kind].severity;
  d->loc = *loc;
  cl_buf text = {0};
  va_list ap;
  va_start(ap, loc);
  cl_buf_vprintf(&text, cl_diag_table[kind].message, ap);
  va_end(ap);
  d->text = cl_strdup(k->m->arena, cl_buf_str(&text));
  cl_buf_free(&text);
  cl_vec_push(&k->found, d);
  return d;
}

void ck_note(ck_checker *k, cl_diag *d, const cl_loc *loc, const char *fmt, ...) {
  cl_buf text = {0};
  va_list ap;
  va_start(ap, fmt);
  cl_buf_vprintf(&text, fmt, ap);
  va_end(ap);
  d->note = cl_strdup(k->m->arena, cl_buf_str(&text));
  d->note_loc = *loc;
  cl_buf_free(&text);
}

void ck_fix(ck_checker *k, cl_diag *d, unsigned offset, unsigned length, const char *text) {
  cl_fix *grown = cl_alloc(k->m->arena, (d->nfixes + 1) * sizeof *grown);
  for (size_t i = 0; i < d->nfixes; i++)
    grown[i] = d->fixes[i];
  grown[d->nfixes++] = (cl_fix){d->loc.file, offset, length, cl_strdup(k->m->arena, text)};
  d->fixes = grown;
}

const char *ck_line_of(ck_checker *k, const cl_lambda *l) {
  return cl_printf(k->m->arena, "%u", l->begin.line);
}
