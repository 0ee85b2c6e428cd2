/* rules_uses.c - the rules about how closures and enclosing templates are
 * used (G1, R09a, R09b, R14, R16, R17, S1, F1), judged on the model's uses
 * (cl_use) and lambdas alone: no libclang here, nothing printed.  Where
 * nvcc 13.0 rejects (G1, R09, R14 calls, R16) the finding is an error;
 * where nvcc is silent it is a warning, except F1, an error by design. */
#include <string.h>

#include "rules.h"

static cl_diag *report(const cl_model *m, cl_vec *found, cl_diag_kind kind,
                       const cl_loc *loc, ...) {
  va_list ap;
  va_start(ap, loc);
  cl_diag *d = fe_diag_vnew(m, found, kind, loc, ap);
  va_end(ap);
  return d;
}

static void note_at(const cl_model *m, cl_diag *d, const cl_loc *loc, const char *text) {
  d->note = cl_strdup(m->arena, text);
  d->note_loc = *loc;
}

static const char *line_of(const cl_model *m, const cl_lambda *l) {
  return cl_printf(m->arena, "%u", l->begin.line);
}

static int is_device_only(const cl_lambda *l) {
  return l->extended && l->space == CL_SPACE_DEVICE;
}

/* G1 (5.3.7.1): a __global__ template argument may hold only the closure
 * of an extended lambda or of a lambda defined in device code. */
static void check_kernel_closure(const cl_model *m, cl_vec *found, const cl_use *u,
                                 const cl_lambda *l) {
  if (l->extended || (l->has_context && l->context_space == CL_SPACE_DEVICE))
    return;
  cl_diag *d = report(m, found, CL_DIAG_G1_KERNEL_CLOSURE, &u->loc, u->name,
                      line_of(m, l), l->why);
  note_at(m, d, &l->begin, "the lambda is defined here");
}

/* S1: a closure that holds `this` hands the kernel a host pointer. */
static void check_capture_this(const cl_model *m, cl_vec *found, const cl_use *u,
                               const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++) {
    if (l->captures[i].kind != CL_CAP_THIS)
      continue;
    cl_diag *d = report(m, found, CL_DIAG_S1_CAPTURE_THIS, &u->loc, line_of(m, l), u->name);
    note_at(m, d, &l->captures[i].loc,
            l->captures[i].implicit ? "'this' is captured implicitly here"
                                    : "'this' is captured here");
    return;
  }
}

static void check_kernel(const cl_model *m, cl_vec *found, const cl_use *u) {
  for (size_t i = 0; i < u->ntypes; i++) {
    const cl_utype *t = &u->types[i];
    if (t->kind == CL_UTYPE_CLOSURE) {
      check_kernel_closure(m, found, u, t->lambda);
      if (u->launch && u->space != CL_SPACE_DEVICE)
        check_capture_this(m, found, u, t->lambda);
    } else if (t->kind == CL_UTYPE_NVSTD_FUNCTION) {
      report(m, found, CL_DIAG_F1_KERNEL_ARGUMENT, &u->loc, u->name, t->name);
    }
  }
}

/* The first extended lambda whose enclosing function is the template
 * `usr`, or NULL. */
static const cl_lambda *lambda_in_template(const cl_model *m, const char *usr) {
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    if (l->extended && l->enclosing && l->enclosing->is_template &&
        !strcmp(l->enclosing->usr, usr))
      return l;
  }
  return NULL;
}

/* R09a, R09b (guide 5.3.7.4 rule 9): the enclosing template of an extended
 * lambda instantiated with a local or non-public type.  The closure of an
 * extended lambda is not local (nvcc 13.0 accepts it). */
static void check_instance(const cl_model *m, cl_vec *found, const cl_use *u) {
  const cl_lambda *l = lambda_in_template(m, u->usr);
  if (!l)
    return;
  const char *tmpl = l->enclosing->name;
  for (size_t i = 0; i < u->ntypes; i++) {
    const cl_utype *t = &u->types[i];
    cl_diag *d = NULL;
    if (t->kind == CL_UTYPE_CLOSURE && !t->lambda->extended && t->lambda->enclosing)
      d = report(m, found, CL_DIAG_R09A_LOCAL_TYPE, &u->loc, tmpl, line_of(m, l),
                 cl_printf(m->arena, "the closure type of the lambda at line %u",
                           t->lambda->begin.line),
                 t->lambda->enclosing->name);
    else if (t->kind == CL_UTYPE_LOCAL)
      d = report(m, found, CL_DIAG_R09A_LOCAL_TYPE, &u->loc, tmpl, line_of(m, l),
                 cl_printf(m->arena, "'%s'", t->name), t->owner);
    else if (t->kind == CL_UTYPE_NONPUBLIC)
      d = report(m, found, CL_DIAG_R09B_NONPUBLIC_TYPE, &u->loc, tmpl, line_of(m, l),
                 t->name, cl_access_name(t->access), t->owner);
    if (d)
      note_at(m, d, &l->begin, "the extended lambda is defined here");
  }
}

static int is_result_trait(const char *name) {
  return cl_starts_with(name, "invoke_result") || cl_starts_with(name, "result_of");
}

/* R14, R16, R17: host code that asks a closure for what only the device
 * side knows. */
static void check_host_query(const cl_model *m, cl_vec *found, const cl_use *u,
                             const cl_lambda *l) {
  if (u->space == CL_SPACE_DEVICE)
    return;
  cl_diag *d = NULL;
  switch (u->kind) {
  case CL_USE_FNPTR:
    if (is_device_only(l))
      d = report(m, found, CL_DIAG_R16_FUNCTION_POINTER, &u->loc, line_of(m, l));
    break;
  case CL_USE_CALL:
    if (is_device_only(l) && !l->trailing_return)
      d = report(m, found, CL_DIAG_R14_CALL_IN_HOST, &u->loc, line_of(m, l));
    break;
  case CL_USE_TRAIT:
    if (is_result_trait(u->name) && is_device_only(l) && !l->trailing_return)
      d = report(m, found, CL_DIAG_R14_RESULT_TRAIT, &u->loc, u->name, line_of(m, l));
    else if (cl_starts_with(u->name, "is_trivially_") && l->extended)
      d = report(m, found, CL_DIAG_R17_TRIVIAL_TRAIT, &u->loc, u->name, line_of(m, l));
    break;
  default:
    break;
  }
  if (d)
    note_at(m, d, &l->begin, "the lambda is defined here");
}

/* F1: an nvstd::function made in host code and captured by an extended
 * lambda reaches the device inside the closure. */
static void check_captured_function(const cl_model *m, cl_vec *found, const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (c->kind != CL_CAP_THIS && c->kind != CL_CAP_STAR_THIS && c->canonical_type &&
        strstr(c->canonical_type, "nvstd::function<"))
      report(m, found, CL_DIAG_F1_CAPTURE, &c->loc, c->name);
  }
}

void fe_check_uses(const cl_model *m, cl_vec *found) {
  for (size_t i = 0; i < m->nuses; i++) {
    const cl_use *u = &m->uses[i];
    if (u->kind == CL_USE_KERNEL)
      check_kernel(m, found, u);
    else if (u->kind == CL_USE_INSTANCE)
      check_instance(m, found, u);
    else
      for (size_t j = 0; j < u->ntypes; j++)
        if (u->types[j].kind == CL_UTYPE_CLOSURE)
          check_host_query(m, found, u, u->types[j].lambda);
  }
  for (size_t i = 0; i < m->nlambdas; i++)
    if (m->lambdas[i]->extended)
      check_captured_function(m, found, m->lambdas[i]);
}
