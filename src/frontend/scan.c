/* scan.c - reading C++ source text without a parse: comments and literals
 * passed over, logical lines, names, brackets, and whether a lambda
 * introducer may open an extended lambda.  It calls nothing else of the
 * front end; archcode.c and quiet.c read files with it. */
#include <string.h>

#include "fe_internal.h"

static int is_word(const char *t, size_t b, size_t e, const char *w) {
  return strlen(w) == e - b && !memcmp(t + b, w, e - b);
}

/* Past a comment or a literal that starts at `i`, else `i`. */
size_t fe_skip_noise(const char *t, size_t n, size_t i) {
  if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') {
    while (i < n && t[i] != '\n') {
      if (t[i] == '\\' && i + 1 < n && t[i + 1] == '\n')
        i++;
      i++;
    }
    return i;
  }
  if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
    for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
      ;
    return i + 2 < n ? i + 2 : n;
  }
  if (t[i] == '"' || t[i] == '\'') {
    if (t[i] == '\'' && i > 0 && cl_ident_char(t[i - 1]) && i + 1 < n && cl_ident_char(t[i + 1]) &&
        (t[i - 1] >= '0' && t[i - 1] <= '9'))
      return i + 1; /* a digit separator, 1'000 */
    if (t[i] == '"' && i > 0 && t[i - 1] == 'R') {
      /* R"delim( ... )delim" */
      size_t open = i + 1;
      while (open < n && t[open] != '(' && open - i < 18)
        open++;
      size_t dl = open - i - 1;
      for (size_t k = open + 1; k + dl + 1 < n; k++)
        if (t[k] == ')' && !memcmp(t + k + 1, t + i + 1, dl) && t[k + 1 + dl] == '"')
          return k + dl + 2;
      return n;
    }
    char q = t[i];
    for (i++; i < n && t[i] != q && t[i] != '\n'; i++)
      if (t[i] == '\\')
        i++;
    return i < n ? i + 1 : n;
  }
  return i;
}

/* One past the end of the logical line at `i` (continuations joined). */
size_t fe_line_end(const char *t, size_t n, size_t i) {
  while (i < n && t[i] != '\n') {
    size_t j = fe_skip_noise(t, n, i);
    if (j != i) {
      i = j;
      continue;
    }
    if (t[i] == '\\' && i + 1 < n && (t[i + 1] == '\n' || t[i + 1] == '\r'))
      i += t[i + 1] == '\r' && i + 2 < n && t[i + 2] == '\n' ? 2 : 1;
    i++;
  }
  return i < n ? i + 1 : n;
}

size_t fe_ident_end(const char *t, size_t n, size_t i) {
  while (i < n && cl_ident_char(t[i]))
    i++;
  return i;
}

/* Past the bracket that closes the one at `i` ('(' ')', '[' ']', '<' '>'),
 * or `e`. */
size_t fe_closing(const char *t, size_t i, size_t e) {
  char open = t[i], close = open == '(' ? ')' : open == '[' ? ']' : '>';
  int depth = 0;
  while (i < e) {
    size_t k = fe_skip_noise(t, e, i);
    if (k != i) {
      i = k;
      continue;
    }
    if (t[i] == open)
      depth++;
    else if (t[i] == close && --depth == 0)
      return i + 1;
    i++;
  }
  return e;
}

/* Past blanks, newlines, comments and literals' starts from `i`. */
static size_t skip_space(const char *t, size_t i, size_t e) {
  for (;;) {
    while (i < e && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r' || t[i] == '\\'))
      i++;
    size_t k = i < e ? fe_skip_noise(t, e, i) : i;
    if (k == i || t[i] == '"' || t[i] == '\'')
      return i;
    i = k;
  }
}

/* Could the lambda whose introducer opens at `i` be an extended one?  A
 * lambda is extended only by an annotation (`__device__`, or a macro
 * that may expand to one) after its captures or its parameters; one whose
 * captures, template and parameter lists, specifiers and trailing return
 * type lead straight to its body is an ordinary lambda in either pass,
 * which nvcc does not pair between passes. */
int fe_maybe_extended(const char *t, size_t i, size_t e) {
  static const char *const specifiers[] = {"mutable", "constexpr", "consteval", "static",
                                           "noexcept"};
  size_t k = skip_space(t, fe_closing(t, i, e), e);
  if (k < e && t[k] == '<')
    k = skip_space(t, fe_closing(t, k, e), e);
  if (k < e && t[k] == '(')
    k = skip_space(t, fe_closing(t, k, e), e);
  for (;;) {
    if (k >= e)
      return 1; /* the region ends first: cannot tell */
    if (t[k] == '{' || (t[k] == '-' && k + 1 < e && t[k + 1] == '>'))
      return 0;
    if (!cl_ident_char(t[k]))
      return 1;
    size_t we = fe_ident_end(t, e, k);
    int known = 0;
    for (size_t w = 0; w < sizeof specifiers / sizeof *specifiers && !known; w++)
      known = is_word(t, k, we, specifiers[w]);
    if (!known)
      return 1; /* __device__, a macro, ... */
    k = skip_space(t, we, e);
    if (k < e && t[k] == '(') /* noexcept(...) */
      k = skip_space(t, fe_closing(t, k, e), e);
  }
}

/* Words after which a '[' begins an expression, not a subscript. */
int fe_expression_keyword(const char *t, size_t b, size_t e) {
  static const char *const words[] = {"return", "co_return", "co_yield", "throw",
                                      "case",   "else",      "do"};
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (is_word(t, b, e, words[i]))
      return 1;
  return 0;
}
