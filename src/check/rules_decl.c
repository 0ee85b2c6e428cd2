/* rules_decl.c - the rules about declarations a lambda depends on (guide
 * 5.3.7.4 rules 5, 10, 11 and the type and pack parts of rule 12) and the
 * C library rules for device code (guide 5.3.6: L1, L2).  Model only, no
 * libclang; diagnostics go through ck_report like every rule's. */
#include <stdio.h>
#include <string.h>

#include "report.h"

/* R12c: nvcc rejects a captured pack, named (`[args...]`) or implicit
 * (`[=]` and a fold over args), instantiated or not. */
static void check_packs(ck_checker *k, const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++)
    if (l->captures[i].pack)
      ck_report(k, CL_DIAG_R12C_PACK_ELEMENT, &l->captures[i].loc, l->captures[i].name);
}

/* R12d, R12e: types the namespace-scope placeholder could not name. */
static void check_hidden_types(ck_checker *k, const cl_lambda *l) {
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (!c->hidden.name)
      continue;
    if (c->hidden.member_access)
      ck_report(k, CL_DIAG_R12D_PRIVATE_CAPTURE_TYPE, &c->loc, c->name,
                c->hidden.member_access, c->hidden.name);
    else
      ck_report(k, CL_DIAG_R12D_LOCAL_CAPTURE_TYPE, &c->loc, c->name, c->hidden.name);
  }
  const cl_hidden_type *h = &l->signature_hidden;
  if (!h->name)
    return;
  if (h->member_access)
    ck_report(k, CL_DIAG_R12E_PRIVATE_SIGNATURE_TYPE, &l->begin, l->signature_hidden_in,
              h->member_access, h->name);
  else
    ck_report(k, CL_DIAG_R12E_LOCAL_SIGNATURE_TYPE, &l->begin, l->signature_hidden_in,
              h->name);
}

void ck_check_decl(ck_checker *k, const cl_lambda *l) {
  const cl_function *f = l->enclosing;
  if (f && f->shadowed_tparam) {
    cl_diag *d = ck_report(k, CL_DIAG_R05_SHADOWED_TPARAM, &l->begin, f->name,
                           f->shadowed_tparam);
    ck_note(k, d, &f->loc, "'%s' is defined here", f->name);
  }
  /* R10 and R11 are off by default (diagnostics.def): only an MSVC host
   * compiler minds. */
  if (f && f->no_external_linkage) {
    cl_diag *d = ck_report(k, CL_DIAG_R10_LINKAGE, &l->begin, f->name, f->no_external_linkage);
    ck_note(k, d, &f->loc, "'%s' is declared here", f->name);
  }
  if (l->in_if_constexpr)
    ck_report(k, CL_DIAG_R11_IN_IF_CONSTEXPR, &l->begin);
  check_packs(k, l);
  check_hidden_types(k, l);
}

/* ---- L1: the C library in device code ---- */

/* Host-only C library functions with a cuda::std replacement that runs on
 * the device (CUDA 13.0's <cuda/std/cstring> and <cuda/std/cstdlib>). */
static const char *const cuda_std_alternatives[][2] = {
    {"memchr", "<cuda/std/cstring>"},  {"memcmp", "<cuda/std/cstring>"},
    {"memmove", "<cuda/std/cstring>"}, {"calloc", "<cuda/std/cstdlib>"},
    {"aligned_alloc", "<cuda/std/cstdlib>"}, {"div", "<cuda/std/cstdlib>"},
    {"ldiv", "<cuda/std/cstdlib>"},    {"lldiv", "<cuda/std/cstdlib>"},
};

static const char *alternative(ck_checker *k, const char *callee) {
  for (size_t i = 0; i < sizeof cuda_std_alternatives / sizeof *cuda_std_alternatives; i++)
    if (!strcmp(callee, cuda_std_alternatives[i][0]))
      return cl_printf(k->m->arena, "; use cuda::std::%s from %s", callee,
                       cuda_std_alternatives[i][1]);
  return "";
}

/* ---- L2: device printf ---- */

/* What a conversion or an argument is, as far as printf's va_arg cares. */
typedef enum arg_class {
  ARG_UNKNOWN, /* a class type, a dependent type: not judged */
  ARG_INT,
  ARG_LONG,
  ARG_LLONG,
  ARG_DOUBLE,
  ARG_LDOUBLE,
  ARG_CHAR_PTR,
  ARG_PTR,
} arg_class;

static const char *const class_names[] = {
    "?", "int", "long", "long long", "double", "long double", "a char pointer", "a pointer",
};

/* Argument types are canonical and already promoted (float is double,
 * char and short are int). */
static arg_class class_of_type(const char *t) {
  static const struct { const char *type; arg_class cls; } exact[] = {
      {"int", ARG_INT},          {"unsigned int", ARG_INT},
      {"long", ARG_LONG},        {"unsigned long", ARG_LONG},
      {"long long", ARG_LLONG},  {"unsigned long long", ARG_LLONG},
      {"double", ARG_DOUBLE},    {"long double", ARG_LDOUBLE},
      {"std::nullptr_t", ARG_PTR},
  };
  for (size_t i = 0; i < sizeof exact / sizeof *exact; i++)
    if (!strcmp(t, exact[i].type))
      return exact[i].cls;
  size_t n = strlen(t);
  if (n == 0 || t[n - 1] != '*')
    return ARG_UNKNOWN;
  const char *star = strchr(t, '*');
  if (star == t + n - 1 && strstr(t, "char") && !strstr(t, "wchar") &&
      !strstr(t, "char16") && !strstr(t, "char32"))
    return ARG_CHAR_PTR;
  return ARG_PTR;
}

/* One conversion of a format: its text ("%ld") and what it consumes. */
typedef struct conversion {
  char text[16];
  arg_class want;  /* ARG_UNKNOWN: consumes an argument of any type */
  int stars;       /* '*' width/precision: ints consumed before it */
  int consumes;    /* 0 for %% */
  int long_int;    /* an integer conversion with the 'l' length */
} conversion;

static arg_class integer_class(const char *len) {
  if (!strcmp(len, "l") || !strcmp(len, "z") || !strcmp(len, "j") || !strcmp(len, "t"))
    return ARG_LONG;
  if (!strcmp(len, "ll") || !strcmp(len, "q"))
    return ARG_LLONG;
  return ARG_INT;
}

/* Reads the conversion at `p` (just after '%'); returns the rest. */
static const char *read_conversion(const char *p, conversion *c) {
  const char *start = p - 1;
  memset(c, 0, sizeof *c);
  c->consumes = 1;
  p += strspn(p, "-+ #0'");
  if (*p == '*') {
    c->stars++;
    p++;
  }
  p += strspn(p, "0123456789");
  if (*p == '.') {
    p++;
    if (*p == '*') {
      c->stars++;
      p++;
    }
    p += strspn(p, "0123456789");
  }
  char len[3] = {0};
  size_t nlen = strspn(p, "hlLqjzt");
  if (nlen <= 2)
    memcpy(len, p, nlen);
  p += nlen;
  char conv = *p ? *p++ : '\0';
  size_t n = (size_t)(p - start) < sizeof c->text ? (size_t)(p - start) : sizeof c->text - 1;
  memcpy(c->text, start, n);
  if (conv && strchr("diouxXc", conv)) {
    c->want = conv == 'c' ? ARG_INT : integer_class(len);
    c->long_int = !strcmp(len, "l") && conv != 'c';
  } else if (conv && strchr("fFeEgGaA", conv)) {
    c->want = !strcmp(len, "L") ? ARG_LDOUBLE : ARG_DOUBLE;
  } else if (conv == 's') {
    c->want = len[0] ? ARG_UNKNOWN : ARG_CHAR_PTR;
  } else if (conv == 'p' || conv == 'n') {
    c->want = ARG_PTR;
  } else {
    c->consumes = 0; /* %% or something printf does not know: nothing taken */
  }
  return p;
}

static int compatible(arg_class want, arg_class got) {
  return want == ARG_UNKNOWN || got == ARG_UNKNOWN || want == got ||
         (want == ARG_PTR && got == ARG_CHAR_PTR);
}

static const char *num(ck_checker *k, size_t n) {
  return cl_printf(k->m->arena, "%zu", n);
}

static void check_printf(ck_checker *k, const cl_call *call) {
  if (call->nargs > 32)
    ck_report(k, CL_DIAG_L2_PRINTF_TOO_MANY, &call->loc, num(k, call->nargs));
  if (!call->format)
    return;
  size_t used = 0;
  for (const char *p = call->format; (p = strchr(p, '%')) != NULL;) {
    conversion c;
    p = read_conversion(p + 1, &c);
    if (c.long_int)
      ck_report(k, CL_DIAG_L2_PRINTF_LONG, &call->loc, c.text);
    for (int s = 0; s < c.stars; s++, used++)
      if (used < call->nargs && !compatible(ARG_INT, class_of_type(call->arg_types[used])))
        ck_report(k, CL_DIAG_L2_PRINTF_TYPE, &call->loc, "*", class_names[ARG_INT],
                  num(k, used + 1), call->arg_types[used]);
    if (!c.consumes)
      continue;
    if (used < call->nargs && !compatible(c.want, class_of_type(call->arg_types[used])))
      ck_report(k, CL_DIAG_L2_PRINTF_TYPE, &call->loc, c.text, class_names[c.want],
                num(k, used + 1), call->arg_types[used]);
    used++;
  }
  if (used != call->nargs)
    ck_report(k, CL_DIAG_L2_PRINTF_COUNT, &call->loc, num(k, used), num(k, call->nargs));
}

void ck_check_calls(ck_checker *k) {
  for (size_t i = 0; i < k->m->ncalls; i++) {
    const cl_call *call = &k->m->calls[i];
    if (call->host_only)
      ck_report(k, CL_DIAG_L1_HOST_C_LIBRARY, &call->loc, call->callee,
                alternative(k, call->callee));
    else if (!strcmp(call->callee, "printf"))
      check_printf(k, call);
  }
}
