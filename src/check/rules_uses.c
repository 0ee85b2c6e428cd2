/* rules_uses.c - the rules about how closures and enclosing templates are
 * used (G1, R09a, R09b, R12b per instantiation, R14, R16, R17, S1, F1),
 * judged on the model's uses (cl_use) and lambdas alone: no libclang here,
 * nothing printed.  Where nvcc 13.0 rejects (G1, R09, R12b, R14 calls,
 * R16) the finding is an error; where nvcc is silent it is a warning,
 * except F1, an error by design. */
#include <string.h>

#include "report.h"

static int is_device_only(const cl_lambda *l) {
  return l->extended && l->space == CL_SPACE_DEVICE;
}

/* G1 (5.3.7.1): a __global__ template argument may hold only the closure
 * of an extended lambda or of a lambda defined in device code. */
static void check_kernel_closure(ck_checker *k, const cl_use *u,
                                 const cl_lambda *l) {
  if (l->extended || (l->has_context && l->context_space == CL_SPACE_DEVICE))
    return;
  cl_diag *d = ck_report(k, CL_DIAG_G1_KERNEL_CLOSURE, &u->loc, u->name,
                      ck_line_of(k, l), l->why);
  ck_note(k, d, &l->begin, "the lambda is defined here");
}

/* S1: a closure that holds `this` hands the kernel a host pointer. */
static void check_capture_this(ck_checker *k, const cl_use *u,
                               const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++) {
    if (l->captures[i].kind != CL_CAP_THIS)
      continue;
    cl_diag *d = ck_report(k, CL_DIAG_S1_CAPTURE_THIS, &u->loc, ck_line_of(k, l), u->name);
    ck_note(k, d, &l->captures[i].loc,
            l->captures[i].implicit ? "'this' is captured implicitly here"
                                    : "'this' is captured here");
    return;
  }
}

static void check_kernel(ck_checker *k, const cl_use *u) {
  for (size_t i = 0; i < u->ntypes; i++) {
    const cl_utype *t = &u->types[i];
    if (t->kind == CL_UTYPE_CLOSURE) {
      check_kernel_closure(k, u, t->lambda);
      if (u->launch && u->space != CL_SPACE_DEVICE)
        check_capture_this(k, u, t->lambda);
    } else if (t->kind == CL_UTYPE_NVSTD_FUNCTION) {
      ck_report(k, CL_DIAG_F1_KERNEL_ARGUMENT, &u->loc, u->name, t->name);
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

/* R12b (guide 5.3.7.4 rule 12) for an array capture whose element type is
 * the enclosing template's parameter: the instantiation's argument is not
 * default constructible or assignable on the host.  nvcc reports it at the
 * lambda, during the instantiation. */
static void check_array_elements(ck_checker *k, const cl_use *u) {
  for (size_t i = 0; i < u->ntypes; i++) {
    const cl_utype *t = &u->types[i];
    if (t->kind != CL_UTYPE_ARRAY_ELEMENT)
      continue;
    cl_diag *d = ck_report(k, CL_DIAG_R12B_ARRAY_ELEMENT, &t->decl, t->owner, t->name, t->lacks);
    ck_note(k, d, &u->loc, "in the instantiation of '%s' here", u->name);
  }
}

/* R09a, R09b (guide 5.3.7.4 rule 9): the enclosing template of an extended
 * lambda instantiated with a local or non-public type.  The closure of an
 * extended lambda is not local (nvcc 13.0 accepts it). */
static void check_instance(ck_checker *k, const cl_use *u) {
  const cl_lambda *l = lambda_in_template(k->m, u->usr);
  if (!l)
    return;
  const char *tmpl = l->enclosing->name;
  for (size_t i = 0; i < u->ntypes; i++) {
    const cl_utype *t = &u->types[i];
    cl_diag *d = NULL;
    if (t->kind == CL_UTYPE_CLOSURE && !t->lambda->extended && t->lambda->enclosing)
      d = ck_report(k, CL_DIAG_R09A_LOCAL_TYPE, &u->loc, tmpl, ck_line_of(k, l),
                 cl_printf(k->m->arena, "the closure type of the lambda at line %u",
                           t->lambda->begin.line),
                 t->lambda->enclosing->name);
    else if (t->kind == CL_UTYPE_LOCAL)
      d = ck_report(k, CL_DIAG_R09A_LOCAL_TYPE, &u->loc, tmpl, ck_line_of(k, l),
                 cl_printf(k->m->arena, "'%s'", t->name), t->owner);
    else if (t->kind == CL_UTYPE_NONPUBLIC)
      d = ck_report(k, CL_DIAG_R09B_NONPUBLIC_TYPE, &u->loc, tmpl, ck_line_of(k, l),
                 t->name, cl_access_name(t->access), t->owner);
    if (d)
      ck_note(k, d, &l->begin, "the extended lambda is defined here");
  }
}

static int is_result_trait(const char *name) {
  if (cl_starts_with(name, "cuda::std::"))
    name += strlen("cuda::std::");
  return cl_starts_with(name, "invoke_result") || cl_starts_with(name, "result_of");
}

/* R14, R16, R17: host code that asks a closure for what only the device
 * side knows. */
static void check_host_query(ck_checker *k, const cl_use *u,
                             const cl_lambda *l) {
  if (u->space == CL_SPACE_DEVICE) {
    /* H1: device code calls a host lambda (namespace scope, or a host
     * function's plain lambda): its operator() is a constexpr __host__
     * function to nvcc, callable there only under --expt-relaxed-constexpr. */
    if (u->kind == CL_USE_CALL && !l->extended && l->space == CL_SPACE_HOST &&
        l->context_space == CL_SPACE_HOST && !k->m->relaxed_constexpr) {
      cl_diag *d = ck_report(k, CL_DIAG_H1_HOST_LAMBDA_CALL, &u->loc, ck_line_of(k, l));
      ck_note(k, d, &l->begin, "the lambda is defined here");
    }
    return;
  }
  cl_diag *d = NULL;
  switch (u->kind) {
  case CL_USE_FNPTR:
    if (is_device_only(l))
      d = ck_report(k, CL_DIAG_R16_FUNCTION_POINTER, &u->loc, ck_line_of(k, l));
    break;
  case CL_USE_CALL:
    /* A call from a __host__ __device__ function is the device side's (nvcc
     * does not check such calls in template instantiations either). */
    if (is_device_only(l) && !l->trailing_return && u->space != CL_SPACE_HOST_DEVICE)
      d = ck_report(k, CL_DIAG_R14_CALL_IN_HOST, &u->loc, ck_line_of(k, l));
    break;
  case CL_USE_OPERATOR_ADDRESS:
    if (is_device_only(l) && u->space == CL_SPACE_HOST)
      d = ck_report(k, CL_DIAG_R14_OPERATOR_ADDRESS, &u->loc, ck_line_of(k, l));
    break;
  case CL_USE_TRAIT:
    if (is_result_trait(u->name) && is_device_only(l) && !l->trailing_return)
      d = ck_report(k, cl_starts_with(u->name, "cuda::") ? CL_DIAG_R14_CUDA_RESULT_TRAIT
                                                         : CL_DIAG_R14_RESULT_TRAIT,
                    &u->loc, u->name, ck_line_of(k, l));
    else if (cl_starts_with(u->name, "is_trivially_") && l->extended)
      d = ck_report(k, CL_DIAG_R17_TRIVIAL_TRAIT, &u->loc, u->name, ck_line_of(k, l));
    break;
  default:
    break;
  }
  if (d)
    ck_note(k, d, &l->begin, "the lambda is defined here");
}

/* F1: an nvstd::function made in host code and captured by an extended
 * lambda reaches the device inside the closure. */
static void check_captured_function(ck_checker *k, const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (c->kind != CL_CAP_THIS && c->kind != CL_CAP_STAR_THIS && c->canonical_type &&
        strstr(c->canonical_type, "nvstd::function<"))
      ck_report(k, CL_DIAG_F1_CAPTURE, &c->loc, c->name);
  }
}

/* Did the device-side parse skip `loc` (an `#ifndef __CUDA_ARCH__`
 * branch)? */
static int device_pass_skipped(const cl_model *m, const cl_loc *loc) {
  const cl_source *src = m->device ? cl_model_source(m->device, loc->file) : NULL;
  for (size_t i = 0; src && i < src->nskipped; i++)
    if (loc->offset >= src->skipped[i].offset &&
        loc->offset < src->skipped[i].offset + src->skipped[i].length)
      return 1;
  return 0;
}

/* P1: a kernel launched from device code without -rdc=true; not where
 * the device side does not compile it. */
static void check_device_launches(ck_checker *k) {
  const cl_model *m = k->m;
  for (size_t i = 0; i < m->ndevice_launches; i++)
    if (!device_pass_skipped(m, &m->device_launches[i].loc))
      ck_report(k, CL_DIAG_P1_DEVICE_LAUNCH, &m->device_launches[i].loc,
                m->device_launches[i].kernel);
}

/* G1 for a __device__ variable template: the same closures are allowed in
 * its template arguments as in a kernel's. */
static void check_device_variable(ck_checker *k, const cl_use *u) {
  for (size_t j = 0; j < u->ntypes; j++) {
    const cl_lambda *l = u->types[j].lambda;
    if (u->types[j].kind != CL_UTYPE_CLOSURE || l->extended ||
        (l->has_context && l->context_space == CL_SPACE_DEVICE))
      continue;
    cl_diag *d = ck_report(k, CL_DIAG_G1_VARIABLE_CLOSURE, &u->loc, u->name, ck_line_of(k, l),
                           l->why);
    ck_note(k, d, &l->begin, "the lambda is defined here");
  }
}

/* R12g: nvcc's extended closure is not a literal type and its operator()
 * is not constexpr, so no constant expression may hold one. */
static void check_constant(ck_checker *k, const cl_use *u) {
  for (size_t j = 0; j < u->ntypes; j++)
    if (u->types[j].kind == CL_UTYPE_CLOSURE && u->types[j].lambda->extended)
      ck_report(k, CL_DIAG_R12G_CONSTANT_USE, &u->loc, ck_line_of(k, u->types[j].lambda));
}

/* Is lambda `l`'s closure handed to a kernel (launched, or named as a
 * kernel template's argument)? */
static int reaches_kernel(const cl_model *m, const cl_lambda *l) {
  for (size_t i = 0; i < m->nuses; i++)
    for (size_t j = 0; m->uses[i].kind == CL_USE_KERNEL && j < m->uses[i].ntypes; j++)
      if (m->uses[i].types[j].kind == CL_UTYPE_CLOSURE && m->uses[i].types[j].lambda == l)
        return 1;
  return 0;
}

/* H1: device code reads a host variable.  nvcc finds it when it compiles
 * the lambda's body for the device, that is once the lambda reaches a
 * kernel. */
static void check_host_variables(ck_checker *k) {
  const cl_model *m = k->m;
  for (size_t i = 0; i < m->nhost_variables; i++) {
    const cl_host_variable *h = &m->host_variables[i];
    if (reaches_kernel(m, h->lambda))
      ck_report(k, CL_DIAG_H1_HOST_VARIABLE, &h->loc, h->name, h->what);
  }
}

void ck_check_uses(ck_checker *k) {
  check_device_launches(k);
  check_host_variables(k);
  const cl_model *m = k->m;
  for (size_t i = 0; i < m->nuses; i++) {
    const cl_use *u = &m->uses[i];
    if (u->kind == CL_USE_KERNEL)
      check_kernel(k, u);
    else if (u->kind == CL_USE_INSTANCE) {
      check_instance(k, u);
      check_array_elements(k, u);
    }
    else if (u->kind == CL_USE_CONSTANT)
      check_constant(k, u);
    else if (u->kind == CL_USE_DEVICE_VARIABLE)
      check_device_variable(k, u);
    else
      for (size_t j = 0; j < u->ntypes; j++)
        if (u->types[j].kind == CL_UTYPE_CLOSURE)
          check_host_query(k, u, u->types[j].lambda);
  }
  for (size_t i = 0; i < m->nlambdas; i++)
    if (m->lambdas[i]->extended)
      check_captured_function(k, m->lambdas[i]);
}
