/* lowered.c - applies the lowering's edits to the original bytes and
 * writes the result.  The text between edits is copied as it is:
 * comments, spacing and every line the lowering did not touch stay
 * exactly as the user wrote them.  A file is written whole or not at all
 * (a temporary file beside it, renamed over it). */
#include <stdlib.h>
#include <string.h>

#include "emit.h"

static int by_position(const void *pa, const void *pb) {
  const lw_edit *a = *(const lw_edit *const *)pa, *b = *(const lw_edit *const *)pb;
  if (a->offset != b->offset)
    return a->offset < b->offset ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void em_lowered(const lw_file *file, cl_buf *out) {
  const cl_source *src = file->src;
  const lw_edit **order = cl_xmalloc((file->nedits + 1) * sizeof *order);
  for (size_t i = 0; i < file->nedits; i++)
    order[i] = &file->edits[i];
  cl_sort(order, file->nedits, sizeof *order, by_position);
  size_t pos = 0;
  for (size_t i = 0; i < file->nedits; i++) {
    const lw_edit *e = order[i];
    if (e->offset < pos)
      continue; /* inside text an earlier edit replaced */
    cl_buf_append(out, src->text + pos, e->offset - pos);
    cl_buf_puts(out, e->text);
    pos = e->offset + e->length;
  }
  cl_buf_append(out, src->text + pos, src->size - pos);
  free(order);
}

int em_write_lowered(const lw_file *file) {
  cl_buf text = {0};
  em_lowered(file, &text);
  int rc = cl_make_parents(file->out_path) != 0 ||
                   cl_write_file_atomic(file->out_path, text.data ? text.data : "", text.len) != 0
               ? -1
               : 0;
  cl_buf_free(&text);
  return rc;
}
