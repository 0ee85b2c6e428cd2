/* rules.c - the extended-lambda restrictions of guide 5.3.7.4, checked on
 * the model alone (no libclang here).  Each rule adds diagnostics from
 * diagnostics.def; nothing is printed.  Strict mode: what passes here,
 * `nvcc --extended-lambda` accepts too. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"

cl_diag *fe_diag_vnew(const cl_model *m, cl_vec *found, cl_diag_kind kind,
                      const cl_loc *loc, va_list ap) {
  cl_diag *d = cl_alloc(m->arena, sizeof *d);
  d->kind = kind;
  d->severity = cl_diag_table[kind].severity;
  d->loc = *loc;
  char text[1024];
  vsnprintf(text, sizeof text, cl_diag_table[kind].message, ap);
  d->text = cl_strdup(m->arena, text);
  cl_vec_push(found, d);
  return d;
}

cl_diag *fe_report(fe_checker *k, cl_diag_kind kind, const cl_loc *loc, ...) {
  va_list ap;
  va_start(ap, loc);
  cl_diag *d = fe_diag_vnew(k->m, &k->found, kind, loc, ap);
  va_end(ap);
  return d;
}

void fe_note_at(fe_checker *k, cl_diag *d, const cl_loc *loc, const char *fmt, ...) {
  char text[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  d->note = cl_strdup(k->m->arena, text);
  d->note_loc = *loc;
}

static const char *line_of(fe_checker *k, const cl_lambda *l) {
  return cl_printf(k->m->arena, "%u", l->begin.line);
}

/* R01, R02, R03: where an extended lambda may be nested. */
static void check_nesting(fe_checker *k, const cl_lambda *l) {
  for (long p = l->parent; p >= 0; p = k->m->lambdas[p]->parent) {
    const cl_lambda *outer = k->m->lambdas[p];
    if (outer->extended && outer->space == CL_SPACE_HOST_DEVICE) {
      cl_diag *d = fe_report(k, CL_DIAG_R01_IN_HD_LAMBDA, &l->begin, line_of(k, outer));
      fe_note_at(k, d, &outer->begin, "enclosing extended __host__ __device__ lambda is here");
      return;
    }
    if (outer->generic) {
      cl_diag *d = fe_report(k, CL_DIAG_R02_IN_GENERIC_LAMBDA, &l->begin, line_of(k, outer));
      fe_note_at(k, d, &outer->begin, "enclosing generic lambda is here");
      return;
    }
  }
  if (l->parent >= 0 && !l->enclosing)
    fe_report(k, CL_DIAG_R03_NO_ENCLOSING_FUNCTION, &l->begin);
}

/* R09 (rules 10 and 11): one pack, last; every parameter named. */
static void check_tparams(fe_checker *k, const cl_lambda *l, const char *owner,
                          const cl_tparams *tp) {
  size_t packs = 0;
  for (size_t i = 0; i < tp->len; i++) {
    if (tp->items[i].pack)
      packs++;
    if (!*tp->items[i].name) {
      fe_report(k, CL_DIAG_R09C_UNNAMED, &l->begin, owner,
             cl_printf(k->m->arena, "%zu", i + 1));
      return;
    }
  }
  if (packs > 1)
    fe_report(k, CL_DIAG_R09C_PACKS, &l->begin, owner, "more than one parameter pack");
  else if (packs == 1 && !tp->items[tp->len - 1].pack)
    fe_report(k, CL_DIAG_R09C_PACKS, &l->begin, owner, "a parameter pack that is not last");
}

/* R04, R06, R07, R09c: what the enclosing function must be. */
static void check_enclosing(fe_checker *k, const cl_lambda *l) {
  const cl_function *f = l->enclosing;
  if (!f)
    return;
  cl_diag *d = NULL;
  if (f->kind == CL_FN_CTOR || f->kind == CL_FN_DTOR)
    d = fe_report(k, CL_DIAG_R04_CTOR_DTOR, &l->begin, f->name,
               f->kind == CL_FN_CTOR ? "constructor" : "destructor");
  else if (f->access == CL_ACCESS_PRIVATE || f->access == CL_ACCESS_PROTECTED)
    d = fe_report(k, CL_DIAG_R04_ACCESS, &l->begin, f->name, cl_access_name(f->access));
  else if (f->hidden_friend)
    d = fe_report(k, CL_DIAG_R04_HIDDEN_FRIEND, &l->begin, f->name);
  if (d) {
    fe_note_at(k, d, &f->loc, "'%s' is declared here", f->name);
    return;
  }
  for (size_t i = 0; i < f->nclasses; i++) {
    const cl_class *c = &f->classes[i];
    if (c->local) {
      d = fe_report(k, CL_DIAG_R06_LOCAL_CLASS, &l->begin, f->name);
      break;
    }
    if (c->unnamed) {
      d = fe_report(k, CL_DIAG_R04_UNNAMED_CLASS, &l->begin, f->name);
      break;
    }
    if (i > 0 && (c->access == CL_ACCESS_PRIVATE || c->access == CL_ACCESS_PROTECTED)) {
      d = fe_report(k, CL_DIAG_R04_CLASS_ACCESS, &l->begin, f->name, c->name,
                 cl_access_name(c->access));
      break;
    }
  }
  if (d) {
    fe_note_at(k, d, &f->loc, "'%s' is declared here", f->name);
    return;
  }
  if (f->deduced_return) {
    d = fe_report(k, CL_DIAG_R07_DEDUCED_RETURN, &l->begin, f->name);
    fe_note_at(k, d, &f->loc, "'%s' is declared here", f->name);
  }
  /* nvcc 13.0 checks only the function's own template parameters: class
   * templates with unnamed parameters or partial specialisations with two
   * packs are accepted (tests/lit/rules/r09c_class_*). */
  if (f->is_template)
    check_tparams(k, l, f->name, &f->tparams);
}

/* R08, R12: the lambda's own form and captures. */
static void check_captures(fe_checker *k, const cl_lambda *l) {
  int hd = l->space == CL_SPACE_HOST_DEVICE;
  if (hd && l->generic)
    fe_report(k, CL_DIAG_R08_GENERIC_HD, &l->begin);
  if (l->is_constexpr)
    fe_report(k, CL_DIAG_R12G_CONSTEXPR, &l->begin, "constexpr");
  if (l->capture_default == CL_DEFAULT_REF)
    fe_report(k, CL_DIAG_R12A_REF_DEFAULT, &l->begin);
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if ((c->kind == CL_CAP_REF || c->kind == CL_CAP_INIT_REF) && !c->implicit)
      fe_report(k, CL_DIAG_R12A_BY_REFERENCE, &c->loc, c->name);
    if ((c->kind == CL_CAP_INIT_COPY || c->kind == CL_CAP_INIT_REF) && hd)
      fe_report(k, CL_DIAG_R12F_HD_INIT_CAPTURE, &c->loc, c->name);
    else if (c->kind == CL_CAP_INIT_COPY && c->canonical_type &&
             strstr(c->canonical_type, "std::initializer_list<"))
      fe_report(k, CL_DIAG_R12F_INIT_LIST, &c->loc, c->name);
    else if (c->braced_init)
      fe_report(k, CL_DIAG_NVCC_COMPAT_BRACED_INIT, &c->loc, c->name, c->name);
    if (c->kind == CL_CAP_COPY && c->array_rank > 7)
      fe_report(k, CL_DIAG_R12B_ARRAY_RANK, &c->loc, c->name,
             cl_printf(k->m->arena, "%u", c->array_rank));
  }
  /* nvcc counts a mere mention, odr-use or not, as the first capture. */
  if (l->capture_default != CL_DEFAULT_NONE)
    for (size_t i = 0; i < l->nif_constexpr_firsts; i++)
      fe_report(k, CL_DIAG_R12H_IF_CONSTEXPR, &l->if_constexpr_firsts[i].loc,
             l->if_constexpr_firsts[i].name);
}

size_t fe_check(const cl_model *m, cl_diag ***out) {
  fe_checker k = {.m = m};
  for (size_t i = 0; i < m->nlambdas; i++) {
    const cl_lambda *l = m->lambdas[i];
    if (!l->extended)
      continue;
    size_t before = k.found.len;
    check_nesting(&k, l);
    if (k.found.len == before)
      check_enclosing(&k, l);
    check_captures(&k, l);
    fe_check_decl(&k, l);
  }
  fe_check_calls(&k);
  fe_check_uses(m, &k.found);
  fe_check_arch(m, &k.found);
  *out = cl_alloc(m->arena, (k.found.len + 1) * sizeof **out);
  for (size_t i = 0; i < k.found.len; i++)
    (*out)[i] = k.found.items[i];
  size_t n = k.found.len;
  cl_vec_free(&k.found);
  return n;
}
