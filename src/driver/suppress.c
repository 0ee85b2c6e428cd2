/* suppress.c - line suppressions: a comment `// cudalift: ignore(ID): why`
 * (several ids: `ignore(R10, L2)`) silences the warnings of those ids on
 * its own line, or on the next line when the comment stands alone on its
 * line.  A silenced warning (one -Werror makes an error too) is not
 * printed or counted; JSON and SARIF list
 * it as suppressed, with the reason.  The comment itself is checked: one
 * that silences nothing, one without a reason, and one aimed at an error
 * (which stays an error: -Wno-error=ID first) are warnings of the id
 * `suppression`. */
#include <string.h>
#include <strings.h>

#include "driver.h"

static const char marker[] = "cudalift: ignore(";

typedef struct suppression {
  const cl_source *src;
  cl_loc at;           /* the comment's marker */
  unsigned applies_to; /* the line it silences besides its own (0: none) */
  char ids[8][24];
  unsigned nids;
  unsigned used;       /* a bit per id: it silenced a warning (or met an error) */
  const char *reason;  /* after the colon, trimmed; "" when none */
  const char *written; /* the ids as written, for the messages */
} suppression;

/* In an #if branch the parse did not take: no code there to silence. */
static int skipped(const cl_source *src, unsigned offset) {
  for (size_t i = 0; i < src->nskipped; i++)
    if (offset >= src->skipped[i].offset && offset < src->skipped[i].offset + src->skipped[i].length)
      return 1;
  return 0;
}

static int only_blanks(const char *from, const char *to) {
  for (; from < to; from++)
    if (*from != ' ' && *from != '\t')
      return 0;
  return 1;
}

/* Reads one comment whose marker starts at `p` in `src`; 0 when it is not
 * a well-formed suppression (no closing parenthesis). */
static int read_one(cl_arena *a, const cl_source *src, const char *p, suppression *s) {
  const char *text = src->text;
  const char *line_start = p;
  while (line_start > text && line_start[-1] != '\n')
    line_start--;
  const char *slashes = NULL; /* the last `//` before the marker on its line */
  for (const char *q = line_start; q + 1 < p; q++)
    if (q[0] == '/' && q[1] == '/')
      slashes = q;
  if (!slashes || !only_blanks(slashes + 2, p))
    return 0; /* only in a // comment, the marker first in it */
  const char *ids = p + strlen(marker);
  const char *close = strchr(ids, ')');
  const char *eol = strchr(ids, '\n');
  if (!close || (eol && close > eol))
    return 0;
  *s = (suppression){.src = src};
  s->at.file = src->name;
  s->at.offset = (unsigned)(p - text);
  s->at.line = 1 + cl_count_newlines(text, s->at.offset);
  s->at.col = 1 + (unsigned)(p - line_start);
  if (skipped(src, s->at.offset))
    return 0;
  if (only_blanks(line_start, slashes))
    s->applies_to = s->at.line + 1;
  s->written = cl_strndup(a, ids, (size_t)(close - ids));
  for (const char *q = ids; q < close && s->nids < 8;) {
    while (q < close && (*q == ' ' || *q == ','))
      q++;
    size_t n = 0;
    while (q + n < close && q[n] != ',' && q[n] != ' ')
      n++;
    if (n && n < sizeof s->ids[0]) {
      memcpy(s->ids[s->nids], q, n);
      s->ids[s->nids++][n] = '\0';
    }
    q += n;
  }
  const char *r = close + 1;
  const char *end = eol ? eol : text + src->size;
  if (r < end && *r == ':') {
    r++;
    while (r < end && (*r == ' ' || *r == '\t'))
      r++;
    while (end > r && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
      end--;
    s->reason = cl_strndup(a, r, (size_t)(end - r));
  } else {
    s->reason = "";
  }
  return s->nids > 0;
}

static void read_all(const cl_model *m, cl_vec *out) {
  for (size_t i = 0; i < m->nsources; i++) {
    const cl_source *src = &m->sources[i];
    for (const char *p = src->text; (p = strstr(p, marker)) != NULL; p += sizeof marker - 1) {
      suppression *s = cl_alloc(m->arena, sizeof *s);
      if (read_one(m->arena, src, p, s))
        cl_vec_push(out, s);
    }
  }
}

/* The id of `s` that names diagnostic kind `k` (its id, or its group), or -1. */
static int names(const suppression *s, cl_diag_kind k, const cl_diag *d) {
  for (unsigned i = 0; i < s->nids; i++)
    if (!strcasecmp(s->ids[i], cl_diag_table[k].id) ||
        (cl_diag_off_group[k] && !strcasecmp(s->ids[i], cl_diag_off_group[k])))
      return d->loc.file && !strcmp(d->loc.file, s->at.file) &&
                     (d->loc.line == s->at.line || d->loc.line == s->applies_to)
                 ? (int)i
                 : -1;
  return -1;
}

static cl_diag *comment_diag(cl_model *m, cl_diag_kind k, const suppression *s,
                             const char *text) {
  cl_diag *d = cl_alloc(m->arena, sizeof *d);
  *d = (cl_diag){.kind = k, .severity = CL_WARNING, .loc = s->at, .text = text};
  return d;
}

size_t drv_suppress(cl_model *m, cl_diag **diags, size_t n, cl_diag ***extra) {
  cl_vec all = {0}, made = {0};
  read_all(m, &all);
  for (size_t i = 0; i < n; i++) {
    cl_diag *d = diags[i];
    if (d->severity == CL_NOTE)
      continue;
    for (size_t k = 0; k < all.len && !d->suppressed; k++) {
      suppression *s = all.items[k];
      int id = names(s, d->kind, d);
      if (id < 0)
        continue;
      s->used |= 1u << id;
      /* A warning, also one -Werror made an error, and an error
       * -Wno-error made a warning. */
      if (d->severity == CL_WARNING || cl_diag_table[d->kind].severity == CL_WARNING)
        d->suppressed = s->reason;
      else
        cl_vec_push(&made, comment_diag(m, CL_DIAG_SUPPRESSION_OF_ERROR, s,
                                        cl_printf(m->arena, cl_diag_table[CL_DIAG_SUPPRESSION_OF_ERROR].message,
                                                  s->ids[id], s->ids[id])));
    }
  }
  for (size_t k = 0; k < all.len; k++) {
    suppression *s = all.items[k];
    for (unsigned i = 0; i < s->nids; i++)
      if (!(s->used & (1u << i)))
        cl_vec_push(&made, comment_diag(m, CL_DIAG_SUPPRESSION_UNUSED, s,
                                        cl_printf(m->arena, cl_diag_table[CL_DIAG_SUPPRESSION_UNUSED].message,
                                                  s->ids[i], s->ids[i])));
    if (!*s->reason)
      cl_vec_push(&made, comment_diag(m, CL_DIAG_SUPPRESSION_NO_REASON, s,
                                      cl_printf(m->arena, cl_diag_table[CL_DIAG_SUPPRESSION_NO_REASON].message,
                                                s->written)));
  }
  cl_diag **out = cl_alloc(m->arena, (made.len + 1) * sizeof *out);
  for (size_t i = 0; i < made.len; i++)
    out[i] = made.items[i];
  *extra = out;
  size_t count = made.len;
  cl_vec_free(&made);
  cl_vec_free(&all);
  return count;
}
