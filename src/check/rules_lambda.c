/* rules_lambda.c - the restrictions of guide 5.3.7.4 on one extended
 * lambda by itself: where it is nested (R01-R03), what its enclosing
 * function is (R04, R06, R07, R09c) and its own form and captures (R08,
 * R12).  Strict mode: what passes here, `nvcc --extended-lambda` accepts
 * too. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "report.h"

/* R01, R02, R03: where an extended lambda may be nested. */
static void check_nesting(ck_checker *k, const cl_lambda *l) {
  for (long p = l->parent; p >= 0; p = k->m->lambdas[p]->parent) {
    const cl_lambda *outer = k->m->lambdas[p];
    if (outer->extended && outer->space == CL_SPACE_HOST_DEVICE) {
      cl_diag *d = ck_report(k, CL_DIAG_R01_IN_HD_LAMBDA, &l->begin, ck_line_of(k, outer));
      ck_note(k, d, &outer->begin, "enclosing extended __host__ __device__ lambda is here");
      return;
    }
    if (outer->generic) {
      cl_diag *d = ck_report(k, CL_DIAG_R02_IN_GENERIC_LAMBDA, &l->begin, ck_line_of(k, outer));
      ck_note(k, d, &outer->begin, "enclosing generic lambda is here");
      return;
    }
  }
  if (l->parent >= 0 && !l->enclosing)
    ck_report(k, CL_DIAG_R03_NO_ENCLOSING_FUNCTION, &l->begin);
}

/* R09 (rules 10 and 11): one pack, last; every parameter named. */
static void check_tparams(ck_checker *k, const cl_lambda *l, const char *owner,
                          const cl_tparams *tp) {
  size_t packs = 0;
  for (size_t i = 0; i < tp->len; i++) {
    if (tp->items[i].pack)
      packs++;
    if (!*tp->items[i].name) {
      ck_report(k, CL_DIAG_R09C_UNNAMED, &l->begin, owner,
             cl_printf(k->m->arena, "%zu", i + 1));
      return;
    }
  }
  if (packs > 1)
    ck_report(k, CL_DIAG_R09C_PACKS, &l->begin, owner, "more than one parameter pack");
  else if (packs == 1 && !tp->items[tp->len - 1].pack)
    ck_report(k, CL_DIAG_R09C_PACKS, &l->begin, owner, "a parameter pack that is not last");
}

/* R04, R06, R07, R09c: what the enclosing function must be. */
static void check_enclosing(ck_checker *k, const cl_lambda *l) {
  const cl_function *f = l->enclosing;
  if (!f)
    return;
  cl_diag *d = NULL;
  if (f->kind == CL_FN_CTOR || f->kind == CL_FN_DTOR)
    d = ck_report(k, CL_DIAG_R04_CTOR_DTOR, &l->begin, f->name,
               f->kind == CL_FN_CTOR ? "constructor" : "destructor");
  else if (f->access == CL_ACCESS_PRIVATE || f->access == CL_ACCESS_PROTECTED)
    d = ck_report(k, CL_DIAG_R04_ACCESS, &l->begin, f->name, cl_access_name(f->access));
  else if (f->hidden_friend)
    d = ck_report(k, CL_DIAG_R04_HIDDEN_FRIEND, &l->begin, f->name);
  if (d) {
    ck_note(k, d, &f->loc, "'%s' is declared here", f->name);
    return;
  }
  for (size_t i = 0; i < f->nclasses; i++) {
    const cl_class *c = &f->classes[i];
    if (c->local) {
      d = ck_report(k, CL_DIAG_R06_LOCAL_CLASS, &l->begin, f->name);
      break;
    }
    if (c->unnamed) {
      d = ck_report(k, CL_DIAG_R04_UNNAMED_CLASS, &l->begin, f->name);
      break;
    }
    if (i > 0 && (c->access == CL_ACCESS_PRIVATE || c->access == CL_ACCESS_PROTECTED)) {
      d = ck_report(k, CL_DIAG_R04_CLASS_ACCESS, &l->begin, f->name, c->name,
                 cl_access_name(c->access));
      break;
    }
  }
  if (d) {
    ck_note(k, d, &f->loc, "'%s' is declared here", f->name);
    return;
  }
  if (f->deduced_return) {
    d = ck_report(k, CL_DIAG_R07_DEDUCED_RETURN, &l->begin, f->name);
    ck_note(k, d, &f->loc, "'%s' is declared here", f->name);
  }
  /* nvcc 13.0 checks only the function's own template parameters: class
   * templates with unnamed parameters or partial specialisations with two
   * packs are accepted (tests/lit/rules/r09c_class_*). */
  if (f->is_template && f->invented_param)
    ck_report(k, CL_DIAG_R09C_ABBREVIATED, &l->begin, f->name, f->invented_param);
  else if (f->is_template)
    check_tparams(k, l, f->name, &f->tparams);
}

/* ---- fix-its: only where the text is exactly what the model says ---- */

static unsigned skip_blanks(const cl_source *src, unsigned i) {
  while (i < src->size && strchr(" \t\r\n", src->text[i]))
    i++;
  return i;
}

/* `[&]` becomes `[=]`: with nothing else in the list, the copies are
 * what the lambda can use on the device. */
static void fix_ref_default(ck_checker *k, cl_diag *d, const cl_lambda *l) {
  const cl_source *src = cl_model_source(k->m, l->begin.file);
  unsigned b = l->begin.offset;
  if (!src || b >= src->size || src->text[b] != '[')
    return;
  unsigned amp = skip_blanks(src, b + 1);
  if (amp < src->size && src->text[amp] == '&' && skip_blanks(src, amp + 1) < src->size &&
      src->text[skip_blanks(src, amp + 1)] == ']')
    ck_fix(k, d, amp, 1, "=");
}

/* Does `src` hold the capture's name, as a whole word, at `o`? */
static int name_at(const cl_source *src, const cl_capture *c, unsigned o) {
  size_t n = strlen(c->name);
  return src && o + n <= src->size && !strncmp(src->text + o, c->name, n) &&
         (o + n == src->size ||
          !(src->text[o + n] == '_' || isalnum((unsigned char)src->text[o + n])));
}

/* `&x` (or `&r = init`) becomes `x` (`r = init`) in a list without a
 * capture default, where a copy may be listed beside the others. */
static void fix_by_reference(ck_checker *k, cl_diag *d, const cl_lambda *l, const cl_capture *c) {
  const cl_source *src = cl_model_source(k->m, c->loc.file);
  unsigned amp = c->loc.offset;
  if (!src || l->capture_default != CL_DEFAULT_NONE || amp >= src->size ||
      src->text[amp] != '&')
    return;
  unsigned name = skip_blanks(src, amp + 1);
  if (name_at(src, c, name))
    ck_fix(k, d, amp, name - amp, "");
}

/* `x{init}` becomes `x = init` when the braces hold one expression: the
 * same variable, which nvcc 13.0 builds. */
static void fix_braced_init(ck_checker *k, cl_diag *d, const cl_capture *c) {
  const cl_source *src = cl_model_source(k->m, c->loc.file);
  if (!name_at(src, c, c->loc.offset))
    return;
  unsigned after = c->loc.offset + (unsigned)strlen(c->name);
  unsigned open = skip_blanks(src, after);
  if (open >= src->size || src->text[open] != '{' || skip_blanks(src, open + 1) >= src->size ||
      src->text[skip_blanks(src, open + 1)] == '}')
    return;
  int depth = 0;
  for (unsigned i = open + 1; i < src->size; i++) {
    char ch = src->text[i];
    if (ch == '"' || ch == '\'') {
      for (i++; i < src->size && src->text[i] != ch; i++)
        i += src->text[i] == '\\';
    } else if (ch == '(' || ch == '[' || ch == '{') {
      depth++;
    } else if ((ch == ')' || ch == ']') && depth) {
      depth--;
    } else if (ch == '}' && depth) {
      depth--;
    } else if (ch == '}') {
      ck_fix(k, d, after, open + 1 - after, " = ");
      ck_fix(k, d, i, 1, "");
      return;
    } else if ((ch == ',' && !depth) || ch == ';' || ch == ')' || ch == ']') {
      return; /* a list, or text this reading does not follow */
    }
  }
}

/* R08, R12: the lambda's own form and captures. */
static void check_captures(ck_checker *k, const cl_lambda *l) {
  int hd = l->space == CL_SPACE_HOST_DEVICE;
  if (hd && l->generic)
    ck_report(k, CL_DIAG_R08_GENERIC_HD, &l->begin);
  if (l->is_constexpr)
    ck_report(k, CL_DIAG_R12G_CONSTEXPR, &l->begin, "constexpr");
  else if (l->enclosing && l->enclosing->is_constexpr)
    ck_report(k, CL_DIAG_R12G_CONSTEXPR_FUNCTION, &l->begin, l->enclosing->name);
  if (l->capture_default == CL_DEFAULT_REF)
    fix_ref_default(k, ck_report(k, CL_DIAG_R12A_REF_DEFAULT, &l->begin), l);
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if ((c->kind == CL_CAP_REF || c->kind == CL_CAP_INIT_REF) && !c->implicit)
      fix_by_reference(k, ck_report(k, CL_DIAG_R12A_BY_REFERENCE, &c->loc, c->name), l, c);
    if ((c->kind == CL_CAP_INIT_COPY || c->kind == CL_CAP_INIT_REF) && hd)
      ck_report(k, CL_DIAG_R12F_HD_INIT_CAPTURE, &c->loc, c->name);
    else if (c->kind == CL_CAP_INIT_COPY && c->canonical_type &&
             strstr(c->canonical_type, "std::initializer_list<"))
      ck_report(k, CL_DIAG_R12F_INIT_LIST, &c->loc, c->name);
    else if (c->init_from_array)
      ck_report(k, CL_DIAG_R12F_ARRAY_INIT, &c->loc, c->name);
    else if (c->braced_init)
      fix_braced_init(k, ck_report(k, CL_DIAG_NVCC_COMPAT_BRACED_INIT, &c->loc, c->name, c->name), c);
    if (c->kind == CL_CAP_COPY && c->array_rank > 7)
      ck_report(k, CL_DIAG_R12B_ARRAY_RANK, &c->loc, c->name,
             cl_printf(k->m->arena, "%u", c->array_rank));
    else if (c->kind == CL_CAP_COPY && c->element_lacks && !c->element_dependent_size)
      ck_report(k, CL_DIAG_R12B_ARRAY_ELEMENT, &c->loc, c->name, c->element_type,
                c->element_lacks);
  }
  /* nvcc counts a mere mention, odr-use or not, as the first capture. */
  if (l->capture_default != CL_DEFAULT_NONE)
    for (size_t i = 0; i < l->nif_constexpr_firsts; i++)
      ck_report(k, CL_DIAG_R12H_IF_CONSTEXPR, &l->if_constexpr_firsts[i].loc,
             l->if_constexpr_firsts[i].name);
}

void ck_check_lambda(ck_checker *k, const cl_lambda *l) {
  size_t before = k->found.len;
  check_nesting(k, l);
  if (k->found.len == before)
    check_enclosing(k, l);
  check_captures(k, l);
}
