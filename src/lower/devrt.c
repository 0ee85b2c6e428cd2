/* devrt.c - the device runtime's edits of a lowered main file
 * (runtime/cudalift/device_runtime.h does the work at run time).
 *
 * A translation unit that calls device printf or uses the device heap,
 * or whose command line sets a device limit, gets before its first line
 *
 *     #define CUDALIFT_RT_HEAP_SIZE 268435456ull        (each setting given)
 *     #define CUDALIFT_RT_MALLOC_SITES "f.cu:12", "f.cu:30"
 *     #include "/.../cudalift/device_runtime.h"
 *
 * and, under --device-malloc-check, each allocation the file spells
 * becomes `::cudalift::checked_alloc(malloc(n), 0)`: the same call, its
 * result passed through, a NULL counted for site 0 (the table's first
 * entry).  Any other translation unit is left alone. */
#include <string.h>

#include "lower.h"

/* Does the translation unit call device printf or use the device heap? */
static int uses_device_runtime(const cl_model *m) {
  for (size_t i = 0; i < m->ncalls; i++) {
    const cl_call *c = &m->calls[i];
    if (!c->host_only && (!strcmp(c->callee, "printf") || c->allocates ||
                          !strcmp(c->callee, "free")))
      return 1;
  }
  return 0;
}

static void define_size(cl_buf *b, const char *name, unsigned long long value) {
  if (value)
    cl_buf_printf(b, "#define %s %lluull\n", name, value);
}

static void insert(cl_arena *a, cl_vec *sites, unsigned offset, const char *text) {
  lw_edit *e = cl_alloc(a, sizeof *e);
  *e = (lw_edit){offset, 0, text, 0};
  cl_vec_push(sites, e);
}

/* Numbers the allocations the main file spells (source order) and wraps
 * each; `table` receives their "file:line" names, in the same order. */
static void plan_sites(const cl_model *m, const cl_source *main, cl_buf *table, cl_vec *sites) {
  unsigned n = 0;
  for (size_t i = 0; i < m->ncalls; i++) {
    const cl_call *c = &m->calls[i];
    if (!c->allocates || !c->extent.length || strcmp(c->loc.file, main->name))
      continue;
    insert(m->arena, sites, c->extent.offset, "::cudalift::checked_alloc(");
    insert(m->arena, sites, c->extent.offset + c->extent.length,
           cl_printf(m->arena, ", %u)", n++));
    if (table->len)
      cl_buf_puts(table, ", ");
    cl_buf_quoted(table, cl_printf(m->arena, "%s:%u", c->loc.file, c->loc.line));
  }
}

int lw_plan_device_runtime(const cl_model *m, const lw_runtime *rt, const cl_source *main,
                           cl_buf *head, cl_vec *sites) {
  int settings = rt->heap_size || rt->printf_fifo_size || rt->stack_size;
  if (!settings && !uses_device_runtime(m))
    return 0;
  define_size(head, "CUDALIFT_RT_HEAP_SIZE", rt->heap_size);
  define_size(head, "CUDALIFT_RT_PRINTF_FIFO_SIZE", rt->printf_fifo_size);
  define_size(head, "CUDALIFT_RT_STACK_SIZE", rt->stack_size);
  if (rt->no_printf_flush)
    cl_buf_puts(head, "#define CUDALIFT_RT_NO_PRINTF_FLUSH 1\n");
  if (rt->malloc_check) {
    cl_buf table = {0};
    plan_sites(m, main, &table, sites);
    if (table.len)
      cl_buf_printf(head, "#define CUDALIFT_RT_MALLOC_SITES %s\n", cl_buf_str(&table));
    cl_buf_free(&table);
  }
  cl_buf_printf(head, "#include \"%s\"\n", rt->device_header);
  return 1;
}
