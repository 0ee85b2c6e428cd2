/* lower.c - the lowering scheme of docs/DESIGN.md, as text.
 *
 * An extended lambda in host code
 *
 *     template <class T> void f(T *p, int n) {
 *       auto l = [=] __device__ (int i) { p[i] *= n; };
 *
 * becomes, just before the outermost namespace-scope declaration around it,
 *
 *     template <class T> struct __cudalift_L_<hash> {
 *       template <class __C0> struct __cudalift_c {
 *         struct __cudalift_f {
 *           __C0 p; ::cudalift::id_t<int> n;
 *           __device__ auto operator()(int i) const { p[i] *= n; }
 *         };
 *       };
 *     };
 *
 * and the expression becomes
 * `typename __cudalift_L_<hash><T>::template __cudalift_c<::cudalift::cap_t<decltype(p)>>::__cudalift_f{p, n}`.
 *
 * Why this shape:
 * - The functor is a plain class nested in the templates, never a
 *   template specialization itself, so argument-dependent lookup on it
 *   sees the namespace it is declared in and nothing of its template
 *   arguments: the same as a closure type (guide 5.3.7.7's example calls
 *   `N2::my_function` as with a real lambda).
 * - Capture types that do not depend on a template parameter and can be
 *   spelled at namespace scope are spelled (`id_t<T>` takes arrays too);
 *   the others come from `decltype` at the use site.  Spelled types keep
 *   the body non-dependent where the lambda's was, so no `template` or
 *   `typename` keyword is ever missing.
 * - The enclosing templates' parameters are repeated on the outer level,
 *   the decltype'd captures (and `__Self`, the enclosing class) on the
 *   inner one, so a parameter pack can stay last in its list.
 * - Members keep the captured names and the closure's order: the body is
 *   moved byte for byte, size and layout match the closure's. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lower.h"

#define FUNCTOR "__cudalift_f"
#define CAPS "__cudalift_c"

typedef struct planner {
  const cl_model *m;
  const cl_source *src;
  cl_arena *a;
  cl_vec edits;    /* lw_edit* */
  cl_vec problems; /* lw_problem* */
  unsigned seq;
  lw_edit *inner;  /* edits inside lambda bodies too, ascending: annotations of
                      lambdas that are not lowered (removed), allocation checks */
  size_t ninner;
  cl_identities ids; /* which lambda is which in the two passes (wrapper names) */
  const char **k1;   /* launches only the host pass sees that the device pass gets
                        device code for: the specialization spelled, ... */
  const cl_lambda **k1_at; /* ... placed after this lambda's wrapper */
  size_t nk1;
  cl_vec friends;    /* lw_friend*: friend declarations for classes other files define */
  cl_vec shared_uses; /* shared_use*: macro uses that write several extended lambdas */
} planner;

/* A macro use that writes several extended lambdas (cl_lowering's
 * macro_parts): each one's part of the replacement, until all are made. */
typedef struct shared_use {
  const char *file;
  unsigned offset;
  char **parts; /* NULL: not made yet */
} shared_use;

/* Keeps `text`, part `lo->macro_part` of the use at `offset`; returns the
 * whole replacement once every part is there, else NULL. */
static char *shared_use_part(planner *p, unsigned offset, const cl_lowering *lo, const char *text) {
  shared_use *u = NULL;
  for (size_t i = 0; i < p->shared_uses.len && !u; i++) {
    shared_use *o = p->shared_uses.items[i];
    if (o->offset == offset && !strcmp(o->file, p->src->name))
      u = o;
  }
  if (!u) {
    u = cl_alloc(p->a, sizeof *u);
    *u = (shared_use){p->src->name, offset, cl_alloc(p->a, lo->macro_parts * sizeof *u->parts)};
    cl_vec_push(&p->shared_uses, u);
  }
  u->parts[lo->macro_part] = cl_strdup(p->a, text);
  for (unsigned i = 0; i < lo->macro_parts; i++)
    if (!u->parts[i])
      return NULL;
  cl_buf all = {0};
  for (unsigned i = 0; i < lo->macro_parts; i++)
    cl_buf_printf(&all, "%s%s", i ? " " : "", u->parts[i]);
  char *whole = cl_strdup(p->a, cl_buf_str(&all));
  cl_buf_free(&all);
  return whole;
}

/* A friend declaration for a wrapper whose body reaches a private member
 * of a class a user header defines: it goes into that header's copy. */
typedef struct lw_friend {
  const char *file;
  unsigned offset;
  const char *text;
} lw_friend;

static void edit(planner *p, unsigned offset, unsigned length, const char *text) {
  lw_edit *e = cl_alloc(p->a, sizeof *e);
  *e = (lw_edit){offset, length, text, p->seq++};
  cl_vec_push(&p->edits, e);
}

static void problem(planner *p, const cl_loc *loc, const char *text) {
  lw_problem *q = cl_alloc(p->a, sizeof *q);
  *q = (lw_problem){*loc, text};
  cl_vec_push(&p->problems, q);
}

/* ---- small text helpers ---- */

/* `typename T = int` -> `typename T`: the default at bracket depth 0 goes. */
static const char *strip_default(cl_arena *a, const char *text) {
  int depth = 0;
  for (const char *s = text; *s; s++) {
    if (*s == '<' || *s == '(' || *s == '[' || *s == '{')
      depth++;
    else if (*s == '>' || *s == ')' || *s == ']' || *s == '}')
      depth--;
    else if (*s == '=' && depth == 0 && s[1] != '=') {
      size_t n = (size_t)(s - text);
      while (n && text[n - 1] == ' ')
        n--;
      return cl_strndup(a, text, n);
    }
  }
  return text;
}

/* A `#line` directive naming the user's file. */
static void line_directive(cl_buf *b, unsigned line, const char *file) {
  cl_buf_printf(b, "#line %u \"", line);
  for (const char *s = file; *s; s++) {
    if (*s == '"' || *s == '\\')
      cl_buf_putc(b, '\\');
    cl_buf_putc(b, *s);
  }
  cl_buf_puts(b, "\"\n");
}

/* ---- one lambda ---- */

typedef struct wrapper {
  const cl_lambda *l;
  const cl_lowering *lo;
  const char *name;
  cl_tparam *outer;       /* enclosing templates' parameters, outermost first */
  size_t nouter;
  size_t *level_end;      /* the outer parameters in levels: level k ends before
                             level_end[k] (each level holds at most one pack, last) */
  size_t nlevels;
  cl_buf inner_params;    /* "class __Self, class __C0, ..." */
  cl_buf inner_args;      /* "Widget, ::cudalift::cap_t<decltype(p)>, ..." */
  int *spelled;           /* per capture: 1 when its type is spelled */
  int self_this;          /* captures this: members go through __cudalift_self-> */
  int self_copy;          /* captures *this: through __cudalift_obj. */
  int *constant;          /* per capture: a constant, a template argument (cl_capture) */
  int has_array;
} wrapper;

/* The type a capture's member is spelled with: aliases resolved. */
static const char *member_type(const cl_capture *c) {
  return c->canonical_type ? c->canonical_type : c->type;
}

/* The enclosing templates' parameters the body can name: unnamed ones are
 * left out (nothing can refer to them).  A parameter pack ends a level of
 * the wrapper (a primary template takes one pack, last), so two packs
 * make two nested levels. */
static void collect_outer(planner *p, wrapper *w) {
  const cl_function *fn = w->l->enclosing;
  size_t n = fn->tparams.len;
  for (size_t i = 0; i < fn->nclasses; i++)
    n += fn->classes[i].tparams.len;
  w->outer = cl_alloc(p->a, (n + 1) * sizeof *w->outer);
  for (size_t i = 0; i <= fn->nclasses; i++) {
    const cl_tparams *list = i < fn->nclasses ? &fn->classes[i].tparams : &fn->tparams;
    for (size_t k = 0; k < list->len; k++)
      if (*list->items[k].name)
        w->outer[w->nouter++] = list->items[k];
  }
  w->level_end = cl_alloc(p->a, (w->nouter + 1) * sizeof *w->level_end);
  for (size_t i = 0; i < w->nouter; i++)
    if (w->outer[i].pack || i + 1 == w->nouter)
      w->level_end[w->nlevels++] = i + 1;
}


static void list_sep(cl_buf *b) {
  if (b->len)
    cl_buf_puts(b, ", ");
}

/* Decides, per capture, spelled member type or decltype at the use site. */
static void plan_captures(planner *p, wrapper *w) {
  const cl_lambda *l = w->l;
  w->spelled = cl_alloc(p->a, (l->ncaptures + 1) * sizeof *w->spelled);
  w->constant = cl_alloc(p->a, (l->ncaptures + 1) * sizeof *w->constant);
  if (w->lo->self_class) {
    cl_buf_puts(&w->inner_params, "class __Self");
    cl_buf_puts(&w->inner_args, w->lo->self_arg ? w->lo->self_arg : w->lo->self_class);
    /* The classes around it that the lambda names: the use site, inside
     * them, names each by its own (injected) name. */
    for (size_t i = 0; i < w->lo->nouter; i++) {
      cl_buf_printf(&w->inner_params, ", class __Self%zu", i + 1);
      cl_buf_printf(&w->inner_args, ", %s", w->lo->outer_classes[i]);
    }
    /* The class templates around it, named with other arguments: passed
     * as templates, by their injected names. */
    if (w->lo->template_params) {
      cl_buf_puts(&w->inner_params, w->lo->template_params);
      cl_buf_puts(&w->inner_args, w->lo->template_args);
    }
  }
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    w->has_array |= c->array_rank > 0;
    /* A constant (`constexpr int n`) the body may use as one: the use
     * site also passes its value as a template argument, and the body
     * declares it again as a constexpr local of the same name (the
     * member, the closure's copy, gets a name of its own). */
    if (c->constant) {
      w->constant[i] = 1;
      list_sep(&w->inner_params);
      cl_buf_printf(&w->inner_params, "auto __V%zu", i);
      list_sep(&w->inner_args);
      cl_buf_puts(&w->inner_args, c->name);
      continue;
    }
    /* Spelled where the wrapper can name the type: not a class declared
     * after the wrapper's place (a member type of the enclosing class). */
    if (cl_capture_spelled(l, c)) {
      w->spelled[i] = 1;
      continue;
    }
    list_sep(&w->inner_params);
    cl_buf_printf(&w->inner_params, "class __C%zu", i);
    list_sep(&w->inner_args);
    switch (c->kind) {
    case CL_CAP_COPY:
      cl_buf_printf(&w->inner_args, "::cudalift::cap_t<decltype(%s)>", c->name);
      break;
    case CL_CAP_INIT_COPY: {
      /* `x{a}` deduces what `x = a` does (C++17): decltype of the inside. */
      size_t n = strlen(c->init);
      if (c->braced_init && n >= 2 && c->init[0] == '{' && c->init[n - 1] == '}')
        cl_buf_printf(&w->inner_args, "::cudalift::init_t<decltype(%.*s)>", (int)(n - 2),
                      c->init + 1);
      else
        cl_buf_printf(&w->inner_args, "::cudalift::init_t<decltype(%s)>", c->init);
      break;
    }
    case CL_CAP_THIS:
      cl_buf_puts(&w->inner_args, "decltype(this)");
      w->self_this = 1;
      break;
    default: /* CL_CAP_STAR_THIS */
      cl_buf_puts(&w->inner_args, "::cudalift::init_t<decltype(*this)>");
      w->self_copy = 1;
      break;
    }
  }
  /* A type the wrapper cannot spell (a macro's alias whose type depends
   * on the template, `decltype(q)` of an `auto` local): the use site,
   * where it is in scope, passes it. */
  for (size_t i = 0, a = 0; i < w->lo->ncarried; i++) {
    if (w->lo->carried[i].kind != CL_CARRY_ALIAS_ARG)
      continue;
    list_sep(&w->inner_params);
    cl_buf_printf(&w->inner_params, "class __A%zu", a++);
    list_sep(&w->inner_args);
    cl_buf_puts(&w->inner_args, w->lo->carried[i].text);
  }
}

static const char *member_name(const cl_capture *c) {
  if (c->kind == CL_CAP_THIS)
    return "__cudalift_self";
  if (c->kind == CL_CAP_STAR_THIS)
    return "__cudalift_obj";
  return c->name;
}

/* Where the type-constraint before an `auto` that ends text[0..end)
 * starts (`std::integral `, `std::convertible_to<int> `), or `end` when
 * there is none (`const auto`, `(auto`). */
static size_t constraint_start(const char *text, size_t end) {
  size_t e = end;
  while (e && (text[e - 1] == ' ' || text[e - 1] == '\t' || text[e - 1] == '\n'))
    e--;
  size_t b = e;
  for (;;) {
    if (b && text[b - 1] == '>') { /* template arguments, balanced */
      int d = 0;
      do {
        d += text[b - 1] == '>' ? 1 : text[b - 1] == '<' ? -1 : 0;
        b--;
      } while (b && d);
    }
    while (b && cl_ident_char(text[b - 1]))
      b--;
    if (b >= 2 && text[b - 1] == ':' && text[b - 2] == ':') {
      b -= 2;
      continue;
    }
    break;
  }
  size_t n = e - b;
  if (!n || (!cl_ident_char(text[b]) && text[b] != ':') ||
      (n == 5 && !strncmp(text + b, "const", 5)) ||
      (n == 8 && !strncmp(text + b, "volatile", 8)))
    return end;
  return b;
}

/* The parameter list with each `auto` made a template parameter of the
 * operator() (C++17 has no abbreviated templates); `tparams` receives
 * their declarations. */
static const char *generic_params(planner *p, const char *params, cl_buf *tparams) {
  cl_buf out = {0};
  int depth = 0, k = 0;
  for (const char *s = params; *s;) {
    if (*s == '(' || *s == '<' || *s == '[' || *s == '{')
      depth++;
    else if (*s == ')' || *s == '>' || *s == ']' || *s == '}')
      depth--;
    if (depth == 0 && !strncmp(s, "auto", 4) && !cl_ident_char(s[4]) &&
        (s == params || !cl_ident_char(s[-1]))) {
      /* A pack when `...` follows before the parameter ends. */
      const char *e = s + 4;
      while (*e && *e != ',')
        e++;
      int pack = 0;
      for (const char *q = s + 4; q < e; q++)
        pack |= !strncmp(q, "...", 3);
      list_sep(tparams);
      size_t from = constraint_start(out.data, out.len);
      if (from < out.len) { /* `std::integral auto i`: template <std::integral A> */
        cl_buf_printf(tparams, "%.*s", (int)(out.len - from), out.data + from);
        while (tparams->len && tparams->data[tparams->len - 1] == ' ')
          tparams->len--;
        out.len = from;
        cl_buf_printf(tparams, "%s __cudalift_A%d", pack ? "..." : "", k);
      } else {
        cl_buf_printf(tparams, "class%s __cudalift_A%d", pack ? "..." : "", k);
      }
      cl_buf_printf(&out, "__cudalift_A%d", k++);
      s += 4;
      continue;
    }
    cl_buf_putc(&out, *s++);
  }
  const char *r = cl_strdup(p->a, cl_buf_str(&out));
  cl_buf_free(&out);
  return r;
}

/* The last place `word` stands in `text` as a whole word, or NULL. */
static const char *last_word(const char *text, const char *word) {
  size_t n = strlen(word);
  const char *found = NULL;
  for (const char *q = text; (q = strstr(q, word)) != NULL; q++)
    if ((q == text || !cl_ident_char(q[-1])) && !cl_ident_char(q[n]))
      found = q;
  return found;
}

static const char *rewrite_text(const wrapper *w, cl_rewrite_kind kind) {
  switch (kind) {
  case CL_RW_THIS: return w->self_copy ? "(&__cudalift_obj)" : "__cudalift_self";
  case CL_RW_MEMBER: return w->self_copy ? "__cudalift_obj." : "__cudalift_self->";
  case CL_RW_CLASS_SCOPE: return "__Self::";
  case CL_RW_CLASS_TYPE: return "typename __Self::";
  case CL_RW_CLASS_NAME: return "__Self";
  case CL_RW_TEXT: return "";
  }
  return "";
}

/* The text from `pos` to `end` with the wrapper's rewrites (when there is
 * a wrapper) and the planner's inner edits applied. */
static void edited_text(const planner *p, const wrapper *w, unsigned pos, unsigned end,
                        cl_buf *b) {
  const cl_lowering *lo = w ? w->lo : NULL;
  size_t nrewrites = lo ? lo->nrewrites : 0;
  size_t r = 0, k = 0;
  for (;;) {
    while (r < nrewrites && lo->rewrites[r].offset < pos)
      r++;
    while (k < p->ninner && p->inner[k].offset < pos)
      k++;
    int has_r = r < nrewrites && lo->rewrites[r].offset < end;
    int has_k = k < p->ninner && p->inner[k].offset < end;
    if (!has_r && !has_k)
      break;
    if (has_r && (!has_k || lo->rewrites[r].offset <= p->inner[k].offset)) {
      const cl_rewrite *rw = &lo->rewrites[r++];
      cl_buf_append(b, p->src->text + pos, rw->offset - pos);
      cl_buf_puts(b, rw->kind == CL_RW_TEXT ? rw->text : rewrite_text(w, rw->kind));
      pos = rw->offset + rw->length;
    } else {
      const lw_edit *e = &p->inner[k++];
      cl_buf_append(b, p->src->text + pos, e->offset - pos);
      cl_buf_puts(b, e->text);
      pos = e->offset + e->length;
    }
  }
  cl_buf_append(b, p->src->text + pos, end - pos);
}

/* ---- preprocessor lines the lambda shares with the code around it ---- */

/* The directive a line starting at `s` holds: "if" (#if, #ifdef,
 * #ifndef), "else" (#else, #elif...), "endif", or NULL. */
static const char *directive_at(const char *text, size_t size, size_t s) {
  while (s < size && (text[s] == ' ' || text[s] == '\t'))
    s++;
  if (s >= size || text[s] != '#')
    return NULL;
  s++;
  while (s < size && (text[s] == ' ' || text[s] == '\t'))
    s++;
  const char *w = text + s;
  size_t n = 0;
  while (s + n < size && cl_ident_char(w[n]))
    n++;
  if (n >= 2 && !strncmp(w, "if", 2))
    return n == 2 || !strncmp(w, "ifdef", n) || !strncmp(w, "ifndef", n) ? "if" : NULL;
  if ((n == 4 && !strncmp(w, "else", 4)) || (n >= 4 && !strncmp(w, "elif", 4)))
    return "else";
  return n == 5 && !strncmp(w, "endif", 5) ? "endif" : NULL;
}

/* The whole lines inside [b, e) (after its first line) that must stay
 * where the lambda was written: #if, #else and #endif lines whose partner
 * is outside (`#else` before the lambda's `[`, `#endif` inside its body,
 * as code with two introducers and one body writes), and the branches the
 * parse skipped that touch them.  The moved copy leaves them blank. */
static size_t shared_lines(const planner *p, unsigned b, unsigned e, cl_span **out) {
  const char *text = p->src->text;
  cl_vec lines = {0}, open = {0};
  for (unsigned q = b; q < e; q++) {
    if (text[q] != '\n')
      continue;
    unsigned s = q + 1, t = s;
    while (t < e && text[t] != '\n')
      t++;
    const char *d = t < e ? directive_at(text, p->src->size, s) : NULL;
    if (!d)
      continue;
    cl_span *sp = cl_alloc(p->a, sizeof *sp);
    *sp = (cl_span){s, t - s};
    if (!strcmp(d, "if")) {
      cl_vec_push(&open, sp);
    } else if (open.len == 0) {
      cl_vec_push(&lines, sp); /* its #if is before the lambda */
    } else if (!strcmp(d, "endif")) {
      open.len--;
    }
  }
  for (size_t i = 0; i < open.len; i++)
    cl_vec_push(&lines, open.items[i]); /* its #endif is after the lambda */
  cl_vec_free(&open);
  /* Skipped branches next to those lines: every line of them. */
  size_t nmarked = lines.len;
  for (size_t k = 0; k < p->src->nskipped; k++) {
    cl_span r = p->src->skipped[k];
    int touches = 0;
    for (size_t i = 0; i < nmarked && !touches; i++) {
      const cl_span *m = lines.items[i];
      touches = r.offset <= m->offset + m->length && m->offset <= r.offset + r.length;
    }
    for (unsigned q = b; touches && q < e; q++) {
      if (text[q] != '\n')
        continue;
      unsigned s = q + 1, t = s;
      while (t < e && text[t] != '\n')
        t++;
      if (t < e && s < r.offset + r.length && r.offset <= t) {
        cl_span *sp = cl_alloc(p->a, sizeof *sp);
        *sp = (cl_span){s, t - s};
        cl_vec_push(&lines, sp);
      }
    }
  }
  *out = cl_alloc(p->a, (lines.len + 1) * sizeof **out);
  for (size_t i = 0; i < lines.len; i++)
    (*out)[i] = *(cl_span *)lines.items[i];
  size_t n = lines.len;
  cl_vec_free(&lines);
  return n;
}

static int in_lines(const cl_span *lines, size_t n, unsigned s) {
  for (size_t i = 0; i < n; i++)
    if (lines[i].offset == s)
      return 1;
  return 0;
}

/* Where the lambda spans `n` newlines from `begin` to `end`: one newline
 * each, so that every later line keeps its number, and the shared lines
 * (shared_lines) as they were. */
static void kept_lines(const planner *p, unsigned begin, unsigned end, cl_buf *b) {
  cl_span *lines;
  size_t n = shared_lines(p, begin, end, &lines);
  const char *text = p->src->text;
  for (unsigned q = begin; q < end; q++) {
    if (text[q] != '\n')
      continue;
    cl_buf_putc(b, '\n');
    unsigned s = q + 1, t = s;
    while (t < end && text[t] != '\n')
      t++;
    if (n && t < end && in_lines(lines, n, s))
      cl_buf_append(b, text + s, t - s);
  }
}

/* The body with its rewrites and the planner's inner edits applied; the
 * lines it shares with the code around it (shared_lines) blank. */
static void moved_body(const planner *p, const wrapper *w, cl_buf *b) {
  if (w->lo->macro_body) {
    cl_buf_puts(b, w->lo->macro_body);
    const unsigned *mid = w->lo->macro_mid;
    if (mid[1] > mid[0]) {
      cl_buf_putc(b, '\n');
      line_directive(b, 1 + cl_count_newlines(p->src->text, mid[0]), p->src->name);
      edited_text(p, w, mid[0], mid[1], b);
      cl_buf_printf(b, "\n%s", w->lo->macro_tail);
    }
    return;
  }
  cl_span *lines;
  unsigned end = w->lo->macro_end ? w->lo->macro_end : w->l->end_offset;
  size_t n = shared_lines(p, w->l->begin.offset, end, &lines);
  if (!n) {
    edited_text(p, w, w->l->body_offset, w->l->end_offset, b);
    return;
  }
  cl_source blanked = *p->src;
  char *text = cl_alloc(p->a, blanked.size + 1);
  memcpy(text, p->src->text, blanked.size);
  for (size_t i = 0; i < n; i++)
    memset(text + lines[i].offset, ' ', lines[i].length);
  blanked.text = text;
  planner q = *p;
  q.src = &blanked;
  edited_text(&q, w, w->l->body_offset, w->l->end_offset, b);
}

/* The trailing return type as the wrapper spells it. */
static const char *return_type(const wrapper *w) {
  return w->lo->trailing_return ? w->lo->trailing_return : w->l->trailing_return_type;
}

/* The moved body, on a line of its own, after a constexpr local copy of
 * each carried constant it names.  A carried constant is a static member
 * of the wrapper (`fname`), which device code may read but not odr-use
 * (bind to a reference, take the address); the local may be. */
static void body_after_constants(const planner *p, const wrapper *w, const char *fname,
                                 cl_buf *b) {
  const cl_lowering *lo = w->lo;
  cl_buf body = {0};
  moved_body(p, w, &body);
  for (size_t i = 0; i < lo->ncarried; i++) {
    const cl_carry *k = &lo->carried[i];
    if (k->kind == CL_CARRY_STATIC && k->name &&
        cl_mentions_word(cl_buf_str(&body), k->name, strlen(k->name)))
      cl_buf_printf(b, " constexpr decltype(%s::%s) %s = %s::%s;", fname, k->name, k->name,
                    fname, k->name);
  }
  cl_buf_putc(b, '\n');
  line_directive(b, lo->body_line, p->src->name);
  cl_buf_append(b, cl_buf_str(&body), body.len);
  cl_buf_free(&body);
}

/* A capture-less, non-generic closure converts to a function pointer.
 * The wrapper does too: the body, which names no capture, is a static
 * function, and a conversion operator returns its address (a template, as
 * the static function's return type is only known once the class is).
 * operator() calls that function (see forwarded_body). */
static void conversion(const planner *p, const wrapper *w, const char *fname, const char *params,
                       cl_buf *b) {
  const cl_lambda *l = w->l;
  const char *space = l->space == CL_SPACE_HOST_DEVICE ? "__host__ __device__" : "__device__";
  cl_buf_printf(b, " static %s auto __cudalift_call(%s)%s%s", space, params,
                l->trailing_return ? " -> " : "", l->trailing_return ? return_type(w) : "");
  cl_buf_puts(b, " {");
  body_after_constants(p, w, fname, b);
  cl_buf_puts(b, "\n}\n");
  line_directive(b, l->begin.line, p->src->name);
  cl_buf_printf(b, "template <class __cudalift_P, class = typename ::cudalift::function_pointer<__cudalift_P>::type>"
                   " %s operator __cudalift_P() const { return &__cudalift_call; }",
                space);
}

/* operator() of a wrapper that converts to a function pointer calls the
 * static function when the body declares a static local: one body for
 * both, so that local is shared, as between a closure and its conversion.
 * Only where every parameter has a name to forward.  Elsewhere operator()
 * holds a copy of the body: forwarding would copy a by-value argument once
 * more than a closure's call does. */
static int declares_static(const planner *p, const cl_lambda *l) {
  const char *body = p->src->text + l->body_offset;
  return cl_has_word(body, l->end_offset - l->body_offset, "static");
}

static void forwarded_body(const cl_lowering *lo, cl_buf *b) {
  cl_buf_puts(b, "return __cudalift_call(");
  for (size_t i = 0; i < lo->nparams; i++)
    cl_buf_printf(b, "%s::cudalift::forward<decltype(%s)>(%s)", i ? ", " : "",
                  lo->param_names[i], lo->param_names[i]);
  cl_buf_puts(b, "); }\n");
}

static void functor(const planner *p, const wrapper *w, const char *fname, cl_buf *b) {
  const cl_lambda *l = w->l;
  const cl_lowering *lo = w->lo;
  cl_buf_printf(b, "struct %s {\n", fname);
  /* Members and the operator()'s declaration share the lambda's line, so
   * a message about a capture or a parameter points at the lambda. */
  line_directive(b, w->l->begin.line, p->src->name);
  cl_buf_printf(b, "static constexpr unsigned __cudalift_kind = %s;",
                l->space == CL_SPACE_HOST_DEVICE ? "::cudalift::host_device_lambda"
                : cl_preserved_return(l)
                    ? "::cudalift::device_lambda | ::cudalift::preserved_return"
                    : "::cudalift::device_lambda");
  for (size_t i = 0, a = 0; i < lo->ncarried; i++)
    if (lo->carried[i].kind == CL_CARRY_ALIAS_ARG)
      cl_buf_printf(b, " using %s = __A%zu;", lo->carried[i].name, a++);
    else if (lo->carried[i].kind != CL_CARRY_BODY)
      cl_buf_printf(b, " %s;", lo->carried[i].text);
  for (size_t i = 0; i < l->ncaptures; i++) {
    const cl_capture *c = &l->captures[i];
    if (w->constant[i]) /* the closure's copy, under a name the body does not use */
      cl_buf_printf(b, " decltype(__V%zu) __cudalift_k%zu;", i, i);
    else if (w->spelled[i])
      cl_buf_printf(b, " ::cudalift::id_t<%s> %s;", cl_global_names(p->a, member_type(c)), c->name);
    else
      cl_buf_printf(b, " __C%zu %s;", i, member_name(c));
  }
  if (l->ncaptures)
    /* Like a capturing closure: copyable, not assignable. */
    cl_buf_printf(b, " %s &operator=(const %s &) = delete;", fname, fname);
  if (w->has_array) {
    /* Arrays cannot be initialised from arrays: a constructor copies them
     * element by element (what nvcc requires of them: default
     * construction and copy assignment on the host). */
    cl_buf_printf(b, " __host__ __device__ %s(", fname);
    const char *sep = "";
    for (size_t i = 0; i < l->ncaptures; i++) {
      const cl_capture *c = &l->captures[i];
      if (w->constant[i])
        cl_buf_printf(b, "%sdecltype(__V%zu) __cudalift_a%zu", sep, i, i);
      else if (w->spelled[i])
        cl_buf_printf(b, "%sconst ::cudalift::id_t<%s> &__cudalift_a%zu", sep,
                      cl_global_names(p->a, member_type(c)), i);
      else
        cl_buf_printf(b, "%sconst __C%zu &__cudalift_a%zu", sep, i, i);
      sep = ", ";
    }
    cl_buf_puts(b, ")");
    int first = 1;
    for (size_t i = 0; i < l->ncaptures; i++)
      if (!l->captures[i].array_rank) {
        if (w->constant[i])
          cl_buf_printf(b, "%s__cudalift_k%zu(__cudalift_a%zu)", first ? " : " : ", ", i, i);
        else
          cl_buf_printf(b, "%s%s(__cudalift_a%zu)", first ? " : " : ", ",
                        member_name(&l->captures[i]), i);
        first = 0;
      }
    cl_buf_puts(b, " {");
    for (size_t i = 0; i < l->ncaptures; i++)
      if (l->captures[i].array_rank)
        cl_buf_printf(b, " ::cudalift::copy_array(%s, __cudalift_a%zu);", l->captures[i].name, i);
    cl_buf_puts(b, " }");
  }
  cl_buf tparams = {0};
  if (lo->tparams)
    cl_buf_puts(&tparams, lo->tparams);
  const char *params = generic_params((planner *)p, lo->params, &tparams);
  int converts = !l->ncaptures && !tparams.len;
  if (converts)
    conversion(p, w, fname, params, b);
  if (tparams.len)
    cl_buf_printf(b, " template <%s>", cl_buf_str(&tparams));
  cl_buf_free(&tparams);
  cl_buf_printf(b, " %s auto operator()(%s)%s%s%s",
                l->space == CL_SPACE_HOST_DEVICE ? "__host__ __device__" : "__device__", params,
                l->is_mutable ? "" : " const", *lo->specifiers ? " " : "", lo->specifiers);
  if (l->trailing_return)
    cl_buf_printf(b, " -> %s", return_type(w));
  else if (lo->deduced_return)
    cl_buf_printf(b, " -> ::cudalift::id_t<%s>", cl_global_names(p->a, lo->deduced_return));
  cl_buf_puts(b, " {");
  for (size_t i = 0; i < lo->ncarried; i++)
    if (lo->carried[i].kind == CL_CARRY_BODY)
      cl_buf_printf(b, " %s;", lo->carried[i].text);
  for (size_t i = 0; i < l->ncaptures; i++)
    if (w->constant[i])
      cl_buf_printf(b, " constexpr decltype(__V%zu) %s = __V%zu;", i, l->captures[i].name, i);
  if (converts && lo->param_names && declares_static(p, l)) {
    cl_buf_putc(b, ' ');
    forwarded_body(lo, b);
  } else {
    body_after_constants(p, w, fname, b);
    cl_buf_puts(b, "\n}\n");
  }
  cl_buf_puts(b, "};\n");
}

/* The wrapper's definition and the expression that replaces the lambda. */
static void make_wrapper(const planner *p, const wrapper *w, cl_buf *def, cl_buf *use) {
  int inner = w->inner_params.len > 0;
  /* In parentheses: the expression may sit in a macro's argument, where
   * the commas between captures and template arguments would split it. */
  cl_buf_puts(use, w->nlevels || inner ? "(typename " : "(");
  for (size_t k = 0, from = 0; k < w->nlevels; from = w->level_end[k++]) {
    cl_buf params = {0}, args = {0};
    for (size_t i = from; i < w->level_end[k]; i++) {
      list_sep(&params);
      cl_buf_puts(&params, strip_default(p->a, w->outer[i].text));
      list_sep(&args);
      cl_buf_printf(&args, "%s%s", w->outer[i].name, w->outer[i].pack ? "..." : "");
    }
    const char *name = k == 0 ? w->name : cl_printf(p->a, "__cudalift_t%zu", k);
    cl_buf_printf(def, "template <%s>\nstruct %s {\n", cl_buf_str(&params), name);
    cl_buf_printf(use, "%s%s<%s>", k ? "::template " : "", name, cl_buf_str(&args));
    cl_buf_free(&params);
    cl_buf_free(&args);
  }
  if (inner) {
    const char *name = w->nlevels ? CAPS : w->name;
    cl_buf_printf(def, "template <%s>\nstruct %s {\n", cl_buf_str(&w->inner_params), name);
    cl_buf_printf(use, "%s%s<%s>", w->nlevels ? "::template " : "", name,
                  cl_buf_str(&w->inner_args));
  }
  int levels = (int)w->nlevels + inner;
  functor(p, w, levels ? FUNCTOR : w->name, def);
  for (int k = 0; k < levels; k++)
    cl_buf_puts(def, "};\n");
  cl_buf_puts(use, levels ? "::" FUNCTOR : w->name);
  cl_buf_putc(use, '{');
  for (size_t i = 0; i < w->l->ncaptures; i++) {
    const cl_capture *c = &w->l->captures[i];
    cl_buf_puts(use, i ? ", " : "");
    cl_buf_puts(use, c->kind == CL_CAP_INIT_COPY ? c->init
                     : c->kind == CL_CAP_THIS    ? "this"
                     : c->kind == CL_CAP_STAR_THIS ? "*this"
                                                   : c->name);
  }
  cl_buf_puts(use, "})");
}

/* `template <class __F0, int __F1> friend struct NAME;` for the class
 * whose members the body reaches.  Parameter names are fresh so they
 * never shadow the class's own. */
static const char *friend_decl(planner *p, const wrapper *w) {
  cl_buf b = {0};
  if (w->nlevels) {
    for (size_t i = 0; i < w->level_end[0]; i++) {
      const cl_tparam *t = &w->outer[i];
      const char *text = strip_default(p->a, t->text);
      list_sep(&b);
      if (t->kind == CL_TPARAM_TYPE) {
        cl_buf_printf(&b, "class%s __F%zu", t->pack ? "..." : "", i);
        continue;
      }
      /* A non-type parameter: its declared type is the text before the
       * name, usable only when it names no other parameter. */
      const char *at = t->kind == CL_TPARAM_NONTYPE ? last_word(text, t->name) : NULL;
      const char *type = at ? cl_strndup(p->a, text, (size_t)(at - text)) : "";
      for (size_t k = 0; k < w->nouter && *type; k++)
        if (cl_mentions_word(type, w->outer[k].name, strlen(w->outer[k].name)))
          type = "";
      if (!*type) {
        cl_buf_free(&b);
        return NULL;
      }
      cl_buf_printf(&b, "%s__F%zu", type, i);
    }
  } else {
    const char *s = cl_buf_str(&w->inner_params);
    for (size_t i = 0; *s; i++) {
      list_sep(&b);
      s += strspn(s, " ");
      cl_buf_printf(&b, "%s __F%zu", cl_starts_with(s, "auto ") ? "auto" : "class", i);
      s = strchr(s, ',');
      s = s ? s + 1 : "";
    }
  }
  const char *r = cl_printf(p->a, " template <%s> friend struct %s;", cl_buf_str(&b), w->name);
  cl_buf_free(&b);
  return r;
}

/* ---- lambdas one of the two passes does not see ----
 * A file that names __CUDA_ARCH__ is also parsed as device code
 * (m->device).  A lambda under `#ifndef __CUDA_ARCH__` exists for the host
 * only, one under `#ifdef __CUDA_ARCH__` for the device only.  Wrappers
 * are named by cl_lambda_identities: a lambda both passes see by its
 * place, so a lambda one pass alone sees shifts no other (rule R13 reports
 * the file, which under nvcc runs the wrong bodies); the two branches of
 * an `#ifdef`/`#else` share a name, each definition for its own pass. */
typedef enum pass { BOTH_PASSES, HOST_ONLY, DEVICE_ONLY } pass;

/* The lambdas to look at in the current file: the host model's, and the
 * device model's that the host does not see, in source order. */
typedef struct seen_lambda {
  const cl_lambda *l;
  const cl_model *m;  /* the model it comes from (its ordinals) */
  pass where;
} seen_lambda;

static int by_begin(const void *pa, const void *pb) {
  const seen_lambda *a = pa, *b = pb;
  return a->l->begin.offset < b->l->begin.offset ? -1 : a->l->begin.offset > b->l->begin.offset;
}

static seen_lambda *file_lambdas(const planner *p, size_t *n) {
  const cl_model *dev = p->m->device;
  seen_lambda *all = cl_alloc(p->a, (p->m->nlambdas + (dev ? dev->nlambdas : 0) + 1) * sizeof *all);
  *n = 0;
  for (size_t i = 0; i < p->m->nlambdas; i++) {
    const cl_lambda *l = p->m->lambdas[i];
    if (!strcmp(l->begin.file, p->src->name))
      all[(*n)++] = (seen_lambda){l, p->m, dev && !cl_model_has_lambda_at(dev, l) ? HOST_ONLY : BOTH_PASSES};
  }
  for (size_t i = 0; dev && i < dev->nlambdas; i++) {
    const cl_lambda *l = dev->lambdas[i];
    if (!strcmp(l->begin.file, p->src->name) && !cl_model_has_lambda_at(p->m, l))
      all[(*n)++] = (seen_lambda){l, dev, DEVICE_ONLY};
  }
  cl_sort(all, *n, sizeof *all, by_begin);
  return all;
}

/* Local classes the lambda names move before its wrapper, each in a
 * namespace of its own under its own name (so its constructors keep
 * theirs); where it was, an alias of the same name keeps the function's
 * code as it was.  Once per class, whichever lambda comes first. */
static void hoist_classes(planner *p, const cl_lowering *lo, cl_buf *defs) {
  for (size_t i = 0; i < lo->nhoisted; i++) {
    const cl_hoist *h = &lo->hoisted[i];
    int done = 0;
    for (size_t k = 0; k < p->edits.len && !done; k++) {
      const lw_edit *e = p->edits.items[k];
      done = e->offset == h->begin && e->length == h->end - h->begin;
    }
    if (done)
      continue;
    cl_buf_printf(defs, "namespace %s {\n%s", h->space, h->aliases);
    line_directive(defs, h->line, p->src->name);
    cl_buf_append(defs, p->src->text + h->begin, h->end - h->begin);
    cl_buf_puts(defs, ";\n}\n");
    cl_buf alias = {0};
    cl_buf_printf(&alias, "using %s = %s::%s", h->name, h->space, h->name);
    for (unsigned n = cl_count_newlines(p->src->text + h->begin, h->end - h->begin); n; n--)
      cl_buf_putc(&alias, '\n');
    edit(p, h->begin, h->end - h->begin, cl_strdup(p->a, cl_buf_str(&alias)));
    cl_buf_free(&alias);
  }
}

/* ---- one layout for both passes ----
 * A lambda both passes see may capture other variables in each (a name
 * used under `#ifdef __CUDA_ARCH__` only, rule R15).  nvcc then gives the
 * closure two layouts and the kernel reads the wrong members.  The wrapper
 * is one class for both passes: its members are the host pass's captures,
 * then those only the device pass makes, and the body's rewrites, carried
 * declarations and moved classes are those of both passes. */
/* The items of `a`, then those of `b` that `a` holds no `same` of
 * (arrays of `size`-byte items); their count in *n. */
static void *union_of(cl_arena *ar, const void *a, size_t na, const void *b, size_t nb,
                      size_t size, int (*same)(const void *, const void *), size_t *n) {
  char *out = cl_alloc(ar, (na + nb + 1) * size);
  if (na)
    memcpy(out, a, na * size);
  *n = na;
  for (size_t i = 0; i < nb; i++) {
    const char *item = (const char *)b + i * size;
    int seen = 0;
    for (size_t k = 0; k < na && !seen; k++)
      seen = same((const char *)a + k * size, item);
    if (!seen)
      memcpy(out + (*n)++ * size, item, size);
  }
  return out;
}

static int same_capture(const void *pa, const void *pb) {
  const cl_capture *a = pa, *b = pb;
  return a->kind == b->kind && !strcmp(a->name, b->name);
}

static int same_rewrite(const void *pa, const void *pb) {
  return ((const cl_rewrite *)pa)->offset == ((const cl_rewrite *)pb)->offset;
}

static int same_carry(const void *pa, const void *pb) {
  return !strcmp(((const cl_carry *)pa)->text, ((const cl_carry *)pb)->text);
}

static int same_hoist(const void *pa, const void *pb) {
  return ((const cl_hoist *)pa)->begin == ((const cl_hoist *)pb)->begin;
}

static int by_rewrite_offset(const void *pa, const void *pb) {
  const cl_rewrite *a = pa, *b = pb;
  return a->offset < b->offset ? -1 : a->offset > b->offset;
}

static const cl_lambda *both_layouts(planner *p, const cl_lambda *l) {
  const cl_lambda *d = cl_model_lambda_at(p->m->device, l);
  if (!d || !d->lowering || !l->lowering)
    return l;
  const cl_lowering *hl = l->lowering, *dl = d->lowering;
  cl_lambda *m = cl_alloc(p->a, sizeof *m);
  *m = *l;
  m->captures = union_of(p->a, l->captures, l->ncaptures, d->captures, d->ncaptures,
                         sizeof *m->captures, same_capture, &m->ncaptures);
  cl_lowering *lo = cl_alloc(p->a, sizeof *lo);
  *lo = *hl;
  lo->rewrites = union_of(p->a, hl->rewrites, hl->nrewrites, dl->rewrites, dl->nrewrites,
                          sizeof *lo->rewrites, same_rewrite, &lo->nrewrites);
  cl_sort(lo->rewrites, lo->nrewrites, sizeof *lo->rewrites, by_rewrite_offset);
  lo->carried = union_of(p->a, hl->carried, hl->ncarried, dl->carried, dl->ncarried,
                         sizeof *lo->carried, same_carry, &lo->ncarried);
  lo->hoisted = union_of(p->a, hl->hoisted, hl->nhoisted, dl->hoisted, dl->nhoisted,
                         sizeof *lo->hoisted, same_hoist, &lo->nhoisted);
  if (!lo->self_class)
    lo->self_class = dl->self_class, lo->self_arg = dl->self_arg;
  if (dl->nouter > lo->nouter)
    lo->outer_classes = dl->outer_classes, lo->nouter = dl->nouter;
  if (!lo->template_params)
    lo->template_params = dl->template_params, lo->template_args = dl->template_args;
  m->lowering = lo;
  return m;
}

/* Does a device-only lambda share identity `id` (the other branch of an
 * #ifdef/#else)? */
static int paired(const planner *p, const char *id) {
  const cl_model *dev = p->m->device;
  for (size_t i = 0; dev && i < dev->nlambdas; i++)
    if (p->ids.of_device[i] && !strcmp(p->ids.of_device[i], id) &&
        !cl_model_has_lambda_at(p->m, dev->lambdas[i]))
      return 1;
  return 0;
}

/* Does a host-only lambda share identity `id` (the #else of a
 * device-only one)? */
static int paired_on_host(const planner *p, const char *id) {
  for (size_t i = 0; i < p->m->nlambdas; i++)
    if (p->ids.of_host[i] && !strcmp(p->ids.of_host[i], id) && p->m->device &&
        !cl_model_has_lambda_at(p->m->device, p->m->lambdas[i]))
      return 1;
  return 0;
}

/* Does a kernel launch of model `m` name the closure of `l`?  A
 * device-only lambda launched from a host function (a macro whose
 * definition under __CUDA_ARCH__ launches it) gives nvcc a kernel whose
 * host stub names the wrapper: the host pass needs it too. */
static int launched_by(const planner *p, const cl_model *m, const cl_lambda *l) {
  const char *at = cl_printf(p->a, "(lambda at %s:%u:%u)", l->begin.file, l->begin.line,
                             l->begin.col);
  for (size_t i = 0; m && i < m->nlaunches; i++)
    if (strstr(m->launches[i].kernel, at))
      return 1;
  return 0;
}

/* Rule K1: a launch only the host pass sees has no device code.  Where
 * its specialization names the wrapper `name` (and it can be spelled
 * here), the device pass gets a function that names it, which makes the
 * device pass instantiate the kernel.  Returns whether a launch needs the
 * wrapper in the device pass. */
static int device_code_for_launches(const planner *p, const cl_lambda *l, const char *name,
                                    cl_buf *defs) {
  int needed = 0;
  for (size_t i = 0; i < p->nk1; i++) {
    needed |= strstr(p->k1[i], name) != NULL;
    if (p->k1_at[i] != l)
      continue;
    unsigned long long h = cl_hash_bytes(CL_HASH_SEED, p->k1[i], strlen(p->k1[i]));
    cl_buf_printf(defs,
                  "#ifdef __CUDA_ARCH__\n"
                  "static __attribute__((unused)) void __cudalift_K_%016llx() { (void)&%s; }\n"
                  "#endif\n",
                  h, p->k1[i]);
  }
  return needed;
}

typedef struct local_macro {
  const char *name;
  size_t name_len;
  unsigned begin, end; /* the directive's text, continuation lines included */
  int defines;         /* #define, else #undef */
  int needed;
} local_macro;

static int in_skipped(const planner *p, unsigned offset) {
  for (size_t k = 0; k < p->src->nskipped; k++)
    if (offset >= p->src->skipped[k].offset &&
        offset < p->src->skipped[k].offset + p->src->skipped[k].length)
      return 1;
  return 0;
}

/* Macros #defined between the start of the declaration around the lambda
 * and the lambda (inside the function, as hypre's solvers define their
 * loop helpers): the wrapper goes before that declaration, where they are
 * not defined yet.  Each one the wrapper's text names (or a needed one's
 * definition names) is defined around the wrapper, between push_macro and
 * pop_macro, so the macros of that name before and after are untouched. */
static void local_macros(const planner *p, const cl_lambda *l, const char *wrapper_text,
                         cl_buf *before, cl_buf *after) {
  const char *text = p->src->text;
  unsigned from = l->lowering->decl_offset, to = l->begin.offset;
  if (to > p->src->size || from >= to || !memchr(text + from, '#', to - from))
    return;
  cl_vec found = {0};
  for (unsigned s = from; s < to;) {
    unsigned e = s;
    while (e < to && text[e] != '\n')
      e += text[e] == '\\' && e + 1 < to && text[e + 1] == '\n' ? 2 : 1;
    unsigned q = s;
    while (q < e && (text[q] == ' ' || text[q] == '\t'))
      q++;
    if (q < e && text[q] == '#' && (s == 0 || text[s - 1] == '\n') && !in_skipped(p, q)) {
      q++;
      while (q < e && (text[q] == ' ' || text[q] == '\t'))
        q++;
      int def = e - q > 6 && !strncmp(text + q, "define", 6) && !cl_ident_char(text[q + 6]);
      int undef = e - q > 5 && !strncmp(text + q, "undef", 5) && !cl_ident_char(text[q + 5]);
      if (def || undef) {
        q += def ? 6 : 5;
        while (q < e && (text[q] == ' ' || text[q] == '\t'))
          q++;
        unsigned n = q;
        while (n < e && cl_ident_char(text[n]))
          n++;
        if (n > q) {
          local_macro *m = cl_alloc(p->a, sizeof *m);
          *m = (local_macro){cl_strndup(p->a, text + q, n - q), n - q, s, e, def, 0};
          /* Only the last directive of each name counts. */
          for (size_t k = 0; k < found.len; k++) {
            local_macro *o = found.items[k];
            if (o && !strcmp(o->name, m->name))
              found.items[k] = NULL;
          }
          cl_vec_push(&found, m);
        }
      }
    }
    s = e + 1;
  }
  for (int changed = 1; changed;) {
    changed = 0;
    for (size_t k = 0; k < found.len; k++) {
      local_macro *m = found.items[k];
      if (!m || !m->defines || m->needed)
        continue;
      int named = cl_mentions_word(wrapper_text, m->name, m->name_len);
      for (size_t j = 0; j < found.len && !named; j++) {
        local_macro *o = found.items[j];
        named = o && o->needed &&
                cl_has_word(text + o->begin, o->end - o->begin, m->name);
      }
      if (named)
        m->needed = changed = 1;
    }
  }
  for (size_t k = 0; k < found.len; k++) {
    local_macro *m = found.items[k];
    if (!m || !m->needed)
      continue;
    cl_buf_printf(before, "#pragma push_macro(\"%s\")\n#undef %s\n", m->name, m->name);
    cl_buf_append(before, text + m->begin, m->end - m->begin);
    cl_buf_putc(before, '\n');
    cl_buf_printf(after, "#pragma pop_macro(\"%s\")\n", m->name);
  }
  cl_vec_free(&found);
}

/* The lambda's text (or its macro use) in the file becomes `use`, the
 * wrapper's construction. */
static void replace_use(planner *p, const seen_lambda *seen, const cl_lambda *l,
                        const cl_lowering *lo, cl_buf *use) {
  /* The expression keeps the lambda's line count, so every later line of
   * the file keeps its number. */
  unsigned end = lo->macro_end ? lo->macro_end : l->end_offset;
  if (seen->where != BOTH_PASSES && lo->macro_end) {
    /* A macro use expanded for one pass only (its definition depends on
     * __CUDA_ARCH__): the other pass keeps the use as written. */
    cl_buf one = {0};
    unsigned first = 1 + cl_count_newlines(p->src->text, l->begin.offset);
    unsigned last = 1 + cl_count_newlines(p->src->text, end);
    cl_buf_puts(&one, seen->where == HOST_ONLY ? "\n#ifndef __CUDA_ARCH__\n" : "\n#ifdef __CUDA_ARCH__\n");
    line_directive(&one, first, p->src->name);
    cl_buf_printf(&one, "%s\n#else\n", cl_buf_str(use));
    line_directive(&one, first, p->src->name);
    cl_buf_append(&one, p->src->text + l->begin.offset, end - l->begin.offset);
    cl_buf_puts(&one, "\n#endif\n");
    line_directive(&one, last, p->src->name);
    cl_buf_free(use);
    *use = one;
  } else {
    kept_lines(p, l->begin.offset, end, use);
  }
  edit(p, l->begin.offset, end - l->begin.offset, cl_strdup(p->a, cl_buf_str(use)));
}

static void lower_one(planner *p, const seen_lambda *seen, cl_buf *defs_at_decl) {
  const cl_lambda *l = seen->where == BOTH_PASSES ? both_layouts(p, seen->l) : seen->l;
  const cl_lowering *lo = l->lowering;
  wrapper w = {.l = l, .lo = lo};
  const char *id = cl_lambda_identity(&p->ids, seen->l);
  w.name = cl_wrapper_name(p->a, id);
  collect_outer(p, &w);
  plan_captures(p, &w);
  hoist_classes(p, lo, defs_at_decl);
  cl_buf use = {0}, launches = {0};
  /* A host-only wrapper that a host-only launch names is defined for the
   * device pass too, unless the device pass has its own (#else). */
  pass defined_for = seen->where;
  if (device_code_for_launches(p, seen->l, w.name, &launches) && defined_for == HOST_ONLY &&
      !paired(p, id))
    defined_for = BOTH_PASSES;
  if (defined_for == DEVICE_ONLY && !paired_on_host(p, id) && launched_by(p, p->m->device, seen->l))
    defined_for = BOTH_PASSES;
  if (defined_for != BOTH_PASSES)
    cl_buf_puts(defs_at_decl, defined_for == HOST_ONLY ? "#ifndef __CUDA_ARCH__\n"
                                                        : "#ifdef __CUDA_ARCH__\n");
  if (lo->macro_before)
    cl_buf_printf(&use, "%s ", lo->macro_before);
  cl_buf wrapper_text = {0}, pops = {0};
  make_wrapper(p, &w, &wrapper_text, &use);
  local_macros(p, l, cl_buf_str(&wrapper_text), defs_at_decl, &pops);
  cl_buf_puts(defs_at_decl, cl_buf_str(&wrapper_text));
  cl_buf_puts(defs_at_decl, cl_buf_str(&pops));
  cl_buf_free(&wrapper_text);
  cl_buf_free(&pops);
  if (lo->macro_after)
    cl_buf_printf(&use, " %s", lo->macro_after);
  if (defined_for != BOTH_PASSES)
    cl_buf_puts(defs_at_decl, "#endif\n");
  cl_buf_puts(defs_at_decl, cl_buf_str(&launches));
  cl_buf_free(&launches);
  int use_ready = 1;
  if (lo->macro_parts > 1) {
    /* One of several extended lambdas of one macro use: the use is
     * replaced once, when the last of its parts is made. */
    char *whole = shared_use_part(p, l->begin.offset, lo, cl_buf_str(&use));
    cl_buf_free(&use);
    if (whole)
      cl_buf_puts(&use, whole);
    else
      use_ready = 0;
  }
  if (use_ready)
    replace_use(p, seen, l, lo, &use);
  if (lo->self_class && lo->class_body_offset && (!lo->class_file || lo->reaches_private)) {
    const char *f = friend_decl(p, &w);
    if (f && !lo->class_file) {
      edit(p, lo->class_body_offset, 0, f);
    } else if (f) {
      lw_friend *fr = cl_alloc(p->a, sizeof *fr);
      *fr = (lw_friend){lo->class_file, lo->class_body_offset, f};
      cl_vec_push(&p->friends, fr);
    }
  }
  cl_buf_free(&use);
  cl_buf_free(&w.inner_params);
  cl_buf_free(&w.inner_args);
}

static int by_offset(const void *pa, const void *pb) {
  const lw_edit *a = pa, *b = pb;
  if (a->offset != b->offset)
    return a->offset < b->offset ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* A __device__ or __host__ __device__ lambda in a namespace-scope
 * variable's initializer (cl_lambda.ns_operator): plain nvcc refuses the
 * annotation, and the lambda is host only without it.  It becomes a class
 * defined just before the declaration, whose operator() keeps the
 * annotation, and the lambda expression an object of it:
 *   auto sq = [] __host__ __device__ (int x) { return x * x; };
 * ->
 *   struct __cudalift_N_<hash> { __host__ __device__ auto operator()(int x) const { return x * x; } };
 *   auto sq = __cudalift_N_<hash>{};
 * The class's name hashes the lambda's text, the same in every translation
 * unit that includes it. */
static int namespace_scope_lambda(const cl_lambda *l) {
  return !l->extended && l->ns_operator && l->ns_decl_offset >= 0 && l->nannotations;
}

static void lower_namespace_scope(planner *p, const seen_lambda *ls, size_t nl,
                                  const cl_lambda *l) {
  for (size_t i = 0; i < nl; i++)
    if (ls[i].l->begin.offset > l->begin.offset && ls[i].l->begin.offset < l->end_offset) {
      problem(p, &l->begin, "a lambda inside a namespace-scope __device__ lambda; "
                            "name a function or a class instead");
      return;
    }
  unsigned long long h = cl_hash_bytes(CL_HASH_SEED, p->src->text + l->begin.offset,
                                       l->end_offset - l->begin.offset);
  char name[48];
  snprintf(name, sizeof name, "__cudalift_N_%016llx", h);
  cl_buf def = {0};
  cl_buf_putc(&def, '\n');
  line_directive(&def, l->begin.line + cl_count_newlines(p->src->text + l->begin.offset,
                                                          l->body_offset - l->begin.offset),
                 p->src->name);
  cl_buf_printf(&def, "struct %s { %s%s%sauto operator()%s ", name,
                l->annot & CL_ANNOT_HOST ? "__host__ " : "",
                l->annot & CL_ANNOT_DEVICE ? "__device__ " : "", l->is_constexpr ? "constexpr " : "",
                l->ns_operator);
  edited_text(p, NULL, l->body_offset, l->end_offset, &def);
  cl_buf_puts(&def, " };\n");
  unsigned decl_line = 1 + cl_count_newlines(p->src->text, (size_t)l->ns_decl_offset);
  line_directive(&def, decl_line, p->src->name);
  edit(p, (unsigned)l->ns_decl_offset, 0, cl_strdup(p->a, cl_buf_str(&def)));
  edit(p, l->begin.offset, l->end_offset - l->begin.offset, cl_printf(p->a, "%s{}", name));
  cl_buf_free(&def);
}

/* Inner edits there are made in the class's copy of the body. */
static int inside_namespace_scope_lambda(const seen_lambda *ls, size_t nl, unsigned offset) {
  for (size_t i = 0; i < nl; i++)
    if (namespace_scope_lambda(ls[i].l) && offset >= ls[i].l->begin.offset &&
        offset < ls[i].l->end_offset)
      return 1;
  return 0;
}

/* Plain nvcc refuses any execution-space word on a lambda ("requires
 * --extended-lambda"); on lambdas that are not extended the words change
 * nothing (their space comes from the context), so they go.  Collects
 * those of the current file, with `sites` (the device runtime's), as the
 * edits that apply inside moved bodies as well as in place. */
static void collect_inner(planner *p, const cl_vec *sites) {
  size_t nl;
  seen_lambda *ls = file_lambdas(p, &nl);
  size_t n = sites->len + p->src->nhost_words;
  for (size_t i = 0; i < nl; i++)
    if (!ls[i].l->extended)
      n += ls[i].l->nannotations;
  p->inner = cl_alloc(p->a, (n + 1) * sizeof *p->inner);
  p->ninner = 0;
  for (size_t i = 0; i < p->src->nhost_words; i++) /* see cl_source */
    p->inner[p->ninner++] = (lw_edit){p->src->host_words[i].offset,
                                      p->src->host_words[i].length, "", p->seq++};
  for (size_t i = 0; i < nl; i++) {
    const cl_lambda *l = ls[i].l;
    if (l->extended || !l->annot || namespace_scope_lambda(l))
      continue;
    if (l->annotation_from_macro) {
      problem(p, &l->begin, "its execution-space annotation comes from a macro, and "
                            "plain nvcc refuses it on a lambda that is not extended");
      continue;
    }
    for (size_t k = 0; k < l->nannotations; k++)
      p->inner[p->ninner++] = (lw_edit){l->annotations[k].offset, l->annotations[k].length, "",
                                        p->seq++};
  }
  for (size_t i = 0; i < sites->len; i++) {
    p->inner[p->ninner] = *(const lw_edit *)sites->items[i];
    p->inner[p->ninner++].seq = p->seq++;
  }
  cl_sort(p->inner, p->ninner, sizeof *p->inner, by_offset);
}

static int uses_trait_builtin(const cl_source *src) {
  return strstr(src->text, "__nv_is_extended_") != NULL;
}

/* nvcc defines __CUDACC_EXTENDED_LAMBDA__ under --extended-lambda, and
 * cudalift's parse does too: a translation unit whose files test it gets
 * it from the runtime header, included first, so plain nvcc takes the
 * branch cudalift lowered. */
static int tests_extended_macro(const cl_model *m) {
  for (size_t i = 0; i < m->nsources; i++)
    if (strstr(m->sources[i].text, "__CUDACC_EXTENDED_LAMBDA__"))
      return 1;
  return 0;
}

/* Inserts the wrappers gathered for the declaration at `decl`, followed by
 * the #line that gives it its own line number back; nothing when no wrapper
 * was made (defs holds only its leading newline). */
static void flush_wrappers(planner *p, cl_buf *defs, unsigned decl, unsigned decl_line) {
  if (defs->len > 1) {
    line_directive(defs, decl_line, p->src->name);
    edit(p, decl, 0, cl_strdup(p->a, cl_buf_str(defs)));
  }
  defs->len = 0;
  if (defs->data)
    defs->data[0] = '\0';
}

/* Where a file's text starts: after a UTF-8 byte-order mark, which nvcc,
 * like clang, takes only as the file's first bytes.  What is inserted at
 * the start goes after it, so the lowered file opens with the mark too. */
static unsigned text_start(const cl_source *src) {
  return src->size >= 3 && !memcmp(src->text, "\xEF\xBB\xBF", 3) ? 3 : 0;
}

/* One user file of the translation unit. */
typedef struct file_plan {
  const cl_source *src;
  cl_vec edits;         /* lw_edit* */
  size_t lowered;       /* wrappers placed in it */
  int copied;           /* it goes to the output: changed, or it includes a copied file */
  int has_line;         /* a #line at its start names the user's file */
  const char *out_path;
} file_plan;

/* Wrappers go before the declaration around their lambda, in source
 * order, one insertion per declaration; annotations of the other lambdas
 * go; the runtime comes first when a wrapper or a trait builtin needs it,
 * the device runtime (main file only) when devrt.c says so. */
static void plan_source(planner *p, file_plan *f, const lw_runtime *rt) {
  p->src = f->src;
  p->edits = (cl_vec){0};
  cl_buf device_head = {0};
  cl_vec sites = {0};
  int device_rt = !strcmp(f->src->name, p->m->file) &&
                  lw_plan_device_runtime(p->m, rt, f->src, &device_head, &sites);
  collect_inner(p, &sites);
  cl_vec_free(&sites);
  size_t nl;
  seen_lambda *ls = file_lambdas(p, &nl);
  for (size_t i = 0; i < p->ninner; i++)
    if (!inside_namespace_scope_lambda(ls, nl, p->inner[i].offset))
      edit(p, p->inner[i].offset, p->inner[i].length, p->inner[i].text);
  for (size_t i = 0; i < nl; i++)
    if (namespace_scope_lambda(ls[i].l))
      lower_namespace_scope(p, ls, nl, ls[i].l);
  cl_buf defs = {0};
  unsigned decl = 0, decl_line = 0;
  for (size_t i = 0; i < nl; i++) {
    const cl_lambda *l = ls[i].l;
    if (!l->extended || !l->lowering)
      continue;
    const cl_lowering *lo = l->lowering;
    cl_loc at;
    const char *why = lw_refusal(p->a, l, p->inner, p->ninner, &at);
    if (why) {
      problem(p, &at, why);
      continue;
    }
    if (defs.len && lo->decl_offset != decl)
      flush_wrappers(p, &defs, decl, decl_line);
    if (!defs.len) {
      decl = lo->decl_offset;
      decl_line = lo->decl_line;
      cl_buf_puts(&defs, "\n");
    }
    size_t before = p->problems.len;
    lower_one(p, &ls[i], &defs);
    f->lowered += p->problems.len == before;
  }
  flush_wrappers(p, &defs, decl, decl_line);
  cl_buf_free(&defs);
  int lambda_rt = f->lowered || uses_trait_builtin(f->src) ||
                  (!strcmp(f->src->name, p->m->file) && tests_extended_macro(p->m));
  if (lambda_rt || device_rt) {
    cl_buf head = {0};
    if (lambda_rt)
      cl_buf_printf(&head, "#include \"%s\"\n", rt->lambda_header);
    cl_buf_puts(&head, cl_buf_str(&device_head));
    line_directive(&head, 1, f->src->name);
    p->seq = 0; /* before anything else inserted at the file's start */
    edit(p, text_start(f->src), 0, cl_strdup(p->a, cl_buf_str(&head)));
    cl_buf_free(&head);
    p->seq = 1;
    f->has_line = 1;
  }
  cl_buf_free(&device_head);
  f->edits = p->edits;
  f->copied = f->edits.len > 0;
}

static file_plan *file_named(file_plan *fs, size_t n, const char *name) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(fs[i].src->name, name))
      return &fs[i];
  return NULL;
}

/* A copied header lives in `tree` under its own absolute path. */
static const char *header_out_path(planner *p, const char *tree, const char *name,
                                   const char *tree_base) {
  const char *real = NULL;
  for (size_t i = 0; i < p->m->nincludes && !real; i++)
    if (!strcmp(p->m->includes[i].target, name))
      real = p->m->includes[i].target_real;
  char buf[PATH_MAX];
  if (!real)
    real = realpath(name, buf) ? buf : name;
  if (tree_base && real[0] == '/') {
    /* Relative to tree_base, every '..' spelled '_up_' so that it stays
     * inside the tree: /work/a/include/x.h from /work/a/build is
     * _up_/include/x.h in every checkout. */
    const char *rel = cl_relative_path(p->a, tree_base, real);
    cl_buf b = {0};
    for (const char *s = rel; *s;) {
      const char *e = strchr(s, '/');
      size_t n = e ? (size_t)(e - s) : strlen(s);
      cl_buf_printf(&b, "/%.*s", (int)n, n == 2 && !strncmp(s, "..", 2) ? "_up_" : s);
      s += n + (e != NULL);
    }
    const char *out = cl_printf(p->a, "%s%s", tree, cl_buf_str(&b));
    cl_buf_free(&b);
    return out;
  }
  return cl_printf(p->a, "%s%s%s", tree, real[0] == '/' ? "" : "/", real);
}

/* A copied file's #include directives: to a copied file, its copy; any
 * other "file.h", by absolute path, since the copy lives elsewhere. */
static void redirect_includes(planner *p, file_plan *fs, size_t n, file_plan *f) {
  p->edits = f->edits;
  for (size_t i = 0; i < p->m->nincludes; i++) {
    const cl_include *inc = &p->m->includes[i];
    if (strcmp(inc->includer, f->src->name))
      continue;
    file_plan *t = inc->target_is_user ? file_named(fs, n, inc->target) : NULL;
    if (t && t->copied)
      edit(p, inc->name.offset, inc->name.length, cl_printf(p->a, "\"%s\"", t->out_path));
    else if (f->src->text[inc->name.offset] == '"')
      edit(p, inc->name.offset, inc->name.length, cl_printf(p->a, "\"%s\"", inc->target_real));
  }
  f->edits = p->edits;
}

/* The friend declarations planned for classes in other files go into
 * those files, which are then copied. */
static void add_friends(planner *p, file_plan *fs, size_t n) {
  for (size_t i = 0; i < p->friends.len; i++) {
    const lw_friend *fr = p->friends.items[i];
    file_plan *t = file_named(fs, n, fr->file);
    if (!t)
      continue;
    p->edits = t->edits;
    edit(p, fr->offset, 0, fr->text);
    t->edits = p->edits;
    t->copied = 1;
  }
  cl_vec_free(&p->friends);
  cl_vec_free(&p->shared_uses);
}

void lw_plan_tu(const cl_model *m, const lw_runtime *rt, const char *main_out,
                const char *tree, lw_plan *out) {
  *out = (lw_plan){0};
  planner p = {.m = m, .a = m->arena, .seq = 1};
  p.ids = cl_lambda_identities(p.a, m, m->file);
  size_t *only;
  size_t nonly = cl_host_only_launches(p.a, &p.ids, &only);
  p.k1 = cl_alloc(p.a, (nonly + 1) * sizeof *p.k1);
  p.k1_at = cl_alloc(p.a, (nonly + 1) * sizeof *p.k1_at);
  for (size_t i = 0; i < nonly; i++) {
    const char *why;
    p.k1[p.nk1] = cl_device_instantiation(p.a, &p.ids, &m->launches[only[i]], &p.k1_at[p.nk1], &why);
    p.nk1 += p.k1[p.nk1] != NULL;
  }
  size_t n = m->nsources;
  file_plan *fs = cl_alloc(p.a, (n + 1) * sizeof *fs);
  for (size_t i = 0; i < n; i++) {
    fs[i].src = &m->sources[i];
    plan_source(&p, &fs[i], rt);
    out->nlowered += fs[i].lowered;
  }
  add_friends(&p, fs, n);
  /* A file that includes a copied file is copied too, to point there. */
  for (int again = 1; again;) {
    again = 0;
    for (size_t i = 0; i < m->nincludes; i++) {
      const cl_include *inc = &m->includes[i];
      file_plan *from = file_named(fs, n, inc->includer);
      file_plan *to = inc->target_is_user ? file_named(fs, n, inc->target) : NULL;
      if (from && to && to->copied && !from->copied)
        again = from->copied = 1;
    }
  }
  file_plan *main = file_named(fs, n, m->file);
  for (size_t i = 0; i < n; i++) {
    if (&fs[i] == main)
      fs[i].out_path = main_out;
    else if (fs[i].copied && tree)
      fs[i].out_path = header_out_path(&p, tree, fs[i].src->name, rt->tree_base);
    else if (fs[i].copied) {
      cl_loc at = {.file = fs[i].src->name, .line = 1, .col = 1};
      problem(&p, &at, "this header needs lowering, and no folder was given for lowered headers");
    }
  }
  for (size_t i = 0; i < n; i++)
    if (fs[i].copied && fs[i].out_path) {
      redirect_includes(&p, fs, n, &fs[i]);
      if (!fs[i].has_line) {
        /* A copy names the user's file from its first line (__FILE__,
         * nvcc's messages), as the head does in the files that have one. */
        cl_buf b = {0};
        line_directive(&b, 1, fs[i].src->name);
        p.edits = fs[i].edits;
        p.seq = 0;
        edit(&p, text_start(fs[i].src), 0, cl_strdup(p.a, cl_buf_str(&b)));
        p.seq = 1;
        fs[i].edits = p.edits;
        cl_buf_free(&b);
      }
    }

  out->files = cl_alloc(p.a, (n + 1) * sizeof *out->files);
  if (main) /* first, even when unchanged */
    out->files[out->nfiles++] = (lw_file){main->src, main->out_path, NULL, 0};
  for (size_t i = 0; i < n; i++) {
    if (&fs[i] != main && !(fs[i].copied && fs[i].out_path))
      continue;
    lw_file *f = &fs[i] == main ? &out->files[0] : &out->files[out->nfiles++];
    *f = (lw_file){fs[i].src, fs[i].out_path, NULL, 0};
    f->edits = cl_alloc(p.a, (fs[i].edits.len + 1) * sizeof *f->edits);
    for (size_t k = 0; k < fs[i].edits.len; k++)
      f->edits[k] = *(lw_edit *)fs[i].edits.items[k];
    f->nedits = fs[i].edits.len;
    cl_vec_free(&fs[i].edits);
  }
  out->problems = cl_alloc(p.a, (p.problems.len + 1) * sizeof *out->problems);
  for (size_t i = 0; i < p.problems.len; i++)
    out->problems[i] = *(lw_problem *)p.problems.items[i];
  out->nproblems = p.problems.len;
  cl_vec_free(&p.problems);
}
