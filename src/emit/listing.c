/* listing.c - renders the lambda model: the stable one-line-per-lambda
 * listing that lit tests read, and the JSON form with every field.  The
 * line format is a contract with users' tests; change it only on purpose. */
#include <string.h>

#include "emit.h"

void em_capture_list(const cl_lambda *l, cl_buf *out) {
  if (l->ncaptures == 0) {
    cl_buf_putc(out, '-');
    return;
  }
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (i)
      cl_buf_putc(out, ',');
    switch (c->kind) {
    case CL_CAP_THIS: cl_buf_puts(out, "this"); break;
    case CL_CAP_STAR_THIS: cl_buf_puts(out, "*this"); break;
    case CL_CAP_REF:
    case CL_CAP_INIT_REF: cl_buf_putc(out, '&'); /* fall through */
    default:
      cl_buf_puts(out, c->name);
      if (c->pack)
        cl_buf_puts(out, "...");
      if (c->init)
        cl_buf_printf(out, "=%s", c->init);
    }
  }
}

void em_listing_text(const cl_model *m, cl_buf *out) {
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    cl_buf_printf(out, "%s:%u:%u: lambda space=%s extended=%s enclosing=%s captures=",
                  l->begin.file, l->begin.line, l->begin.col, cl_space_name(l->space),
                  l->extended ? "yes" : "no", l->enclosing ? l->enclosing->name : "-");
    em_capture_list(l, out);
    cl_buf_putc(out, '\n');
  }
}

void em_json_string(cl_buf *out, const char *s) {
  if (!s) {
    cl_buf_puts(out, "null");
    return;
  }
  cl_buf_putc(out, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '"': cl_buf_puts(out, "\\\""); break;
    case '\\': cl_buf_puts(out, "\\\\"); break;
    case '\n': cl_buf_puts(out, "\\n"); break;
    case '\t': cl_buf_puts(out, "\\t"); break;
    case '\r': cl_buf_puts(out, "\\r"); break;
    default:
      if (*p < 0x20)
        cl_buf_printf(out, "\\u%04x", *p);
      else
        cl_buf_putc(out, (char)*p);
    }
  }
  cl_buf_putc(out, '"');
}

static void json_key(cl_buf *out, const char *key) {
  em_json_string(out, key);
  cl_buf_putc(out, ':');
}

static void json_str_field(cl_buf *out, const char *key, const char *v) {
  json_key(out, key);
  em_json_string(out, v);
  cl_buf_putc(out, ',');
}

static void json_bool_field(cl_buf *out, const char *key, int v) {
  json_key(out, key);
  cl_buf_puts(out, v ? "true," : "false,");
}

static void json_loc(cl_buf *out, const char *key, const cl_loc *loc) {
  json_key(out, key);
  cl_buf_puts(out, "{\"file\":");
  em_json_string(out, loc->file);
  cl_buf_printf(out, ",\"line\":%u,\"column\":%u,\"offset\":%u},", loc->line, loc->col,
                loc->offset);
}

/* Drops the comma the field writers leave before a closing bracket. */
static void close_with(cl_buf *out, char c) {
  if (out->len && out->data[out->len - 1] == ',')
    out->len--;
  cl_buf_putc(out, c);
  cl_buf_putc(out, ',');
}

/* "key":[{...},...], one object per item written by `fields`. */
typedef void json_fields_fn(cl_buf *out, const void *item);
static void json_objects(cl_buf *out, const char *key, const void *items, size_t n,
                         size_t size, json_fields_fn *fields) {
  json_key(out, key);
  cl_buf_putc(out, '[');
  for (size_t i = 0; i < n; i++) {
    cl_buf_putc(out, '{');
    fields(out, (const char *)items + i * size);
    close_with(out, '}');
  }
  close_with(out, ']');
}

static void json_tparam(cl_buf *out, const void *item) {
  static const char *kinds[] = {"type", "non-type", "template"};
  const cl_tparam *p = item;
  json_str_field(out, "kind", kinds[p->kind]);
  json_str_field(out, "name", p->name);
  json_bool_field(out, "pack", p->pack);
  json_str_field(out, "text", p->text);
}

static void json_tparams(cl_buf *out, const char *key, const cl_tparams *tp) {
  json_objects(out, key, tp->items, tp->len, sizeof *tp->items, json_tparam);
}

static void json_class(cl_buf *out, const void *item) {
  const cl_class *k = item;
  json_str_field(out, "name", k->name);
  json_bool_field(out, "unnamed", k->unnamed);
  json_bool_field(out, "local", k->local);
  json_str_field(out, "access", cl_access_name(k->access));
  json_bool_field(out, "template", k->is_template);
  json_tparams(out, "template_params", &k->tparams);
}

static void json_capture(cl_buf *out, const void *item) {
  const cl_capture *c = item;
  json_str_field(out, "name", c->name);
  json_str_field(out, "kind", cl_capture_kind_name(c->kind));
  json_str_field(out, "type", c->type);
  if (c->init)
    json_str_field(out, "init", c->init);
  json_bool_field(out, "implicit", c->implicit);
  json_bool_field(out, "pack", c->pack);
  json_bool_field(out, "first_use_in_if_constexpr", c->first_use_in_if_constexpr);
  json_loc(out, "location", &c->loc);
}

static void json_function(cl_buf *out, const cl_function *f) {
  json_key(out, "enclosing");
  if (!f) {
    cl_buf_puts(out, "null,");
    return;
  }
  cl_buf_putc(out, '{');
  json_str_field(out, "name", f->name);
  json_str_field(out, "usr", f->usr);
  json_str_field(out, "kind", cl_fn_kind_name(f->kind));
  json_str_field(out, "space", cl_space_name(f->space));
  json_str_field(out, "access", cl_access_name(f->access));
  json_bool_field(out, "deduced_return", f->deduced_return);
  json_bool_field(out, "template", f->is_template);
  json_bool_field(out, "static", f->static_member);
  json_tparams(out, "template_params", &f->tparams);
  json_loc(out, "location", &f->loc);
  json_objects(out, "classes", f->classes, f->nclasses, sizeof *f->classes, json_class);
  close_with(out, '}');
}

static void json_lambda(cl_buf *out, const cl_lambda *l) {
  static const char *defaults[] = {"none", "=", "&"};
  cl_buf_putc(out, '{');
  cl_buf_printf(out, "\"index\":%zu,", l->index);
  json_loc(out, "location", &l->begin);
  cl_buf_printf(out, "\"end_offset\":%u,\"body_offset\":%u,", l->end_offset, l->body_offset);
  json_str_field(out, "space", cl_space_name(l->space));
  json_bool_field(out, "extended", l->extended);
  json_str_field(out, "why", l->why);
  json_key(out, "annotations");
  cl_buf_putc(out, '[');
  if (l->annot & CL_ANNOT_HOST)
    cl_buf_puts(out, "\"__host__\",");
  if (l->annot & CL_ANNOT_DEVICE)
    cl_buf_puts(out, "\"__device__\",");
  if (l->annot & CL_ANNOT_GLOBAL)
    cl_buf_puts(out, "\"__global__\",");
  close_with(out, ']');
  json_function(out, l->enclosing);
  if (l->parent >= 0)
    cl_buf_printf(out, "\"parent\":%ld,", l->parent);
  else
    cl_buf_puts(out, "\"parent\":null,");
  json_str_field(out, "capture_default", defaults[l->capture_default]);
  json_objects(out, "captures", l->captures, l->ncaptures, sizeof *l->captures, json_capture);
  json_bool_field(out, "generic", l->generic);
  json_bool_field(out, "mutable", l->is_mutable);
  json_bool_field(out, "constexpr", l->is_constexpr);
  json_bool_field(out, "trailing_return", l->trailing_return);
  if (l->trailing_return_type)
    json_str_field(out, "trailing_return_type", l->trailing_return_type);
  json_bool_field(out, "in_if_constexpr", l->in_if_constexpr);
  json_bool_field(out, "from_macro", l->from_macro);
  json_bool_field(out, "dependent", l->dependent);
  close_with(out, '}');
}

void em_listing_json(const cl_model *m, cl_buf *out) {
  cl_buf_puts(out, "{\"file\":");
  em_json_string(out, m->file);
  cl_buf_puts(out, ",\"lambdas\":[");
  for (size_t i = 0; i < m->nlambdas; i++)
    json_lambda(out, m->lambdas[i]);
  if (out->data[out->len - 1] == ',')
    out->len--;
  cl_buf_puts(out, "]}\n");
}

void em_message(const cl_message *msg, cl_buf *out) {
  static const char *sev[] = {"note", "warning", "error"};
  if (msg->loc.file)
    cl_buf_printf(out, "%s:%u:%u: ", msg->loc.file, msg->loc.line, msg->loc.col);
  else
    cl_buf_puts(out, "cudalift: ");
  cl_buf_printf(out, "%s: %s", sev[msg->severity], msg->text);
  if (msg->option)
    cl_buf_printf(out, " [%s]", msg->option);
  cl_buf_putc(out, '\n');
  if (msg->source_line && msg->loc.col > 0) {
    cl_buf_printf(out, "%s\n", msg->source_line);
    size_t len = strlen(msg->source_line);
    for (unsigned i = 1; i < msg->loc.col; i++)
      cl_buf_putc(out, i - 1 < len && msg->source_line[i - 1] == '\t' ? '\t' : ' ');
    cl_buf_puts(out, "^\n");
  }
}

