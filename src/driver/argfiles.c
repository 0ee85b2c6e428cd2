/* argfiles.c - nvcc's options files, read one way for every command line
 * cudalift takes: a mode's (--check, --print-lambdas, --emit-lowered), a
 * drop-in build line, and a compilation database entry.
 *
 * nvcc reads `--options-file F`, `--options-file=F`, `-optf F`, `-optf=F`
 * (F a comma-separated list) and `@F`; the files hold arguments split as a
 * shell splits them, and may name further options files.  Each is replaced
 * in place by its arguments, so the options of a file count exactly as if
 * written there. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

enum { OPTIONS_FILE_DEPTH = 8 }; /* deeper nesting is taken for a loop */

void drv_split_words(const char *text, cl_vec *out) {
  cl_buf word = {0};
  const char *p = text;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
      p++;
    if (!*p)
      break;
    word.len = 0;
    for (char quote = 0; *p && (quote || !strchr(" \t\r\n", *p)); p++) {
      if (quote == '\'' && *p == '\'')
        quote = 0;
      else if (quote == '"' && *p == '"')
        quote = 0;
      else if (!quote && (*p == '"' || *p == '\''))
        quote = *p;
      else if (*p == '\\' && quote != '\'' && p[1] && (!quote || strchr("\"\\", p[1])))
        cl_buf_putc(&word, *++p);
      else
        cl_buf_putc(&word, *p);
    }
    cl_vec_push(out, cl_xstrdup(cl_buf_str(&word)));
  }
  cl_buf_free(&word);
}

/* The options file(s) an argument names (its value, or the next
 * argument's), or NULL when `args[*i]` names none; *i moves past a
 * separate value.  *missing when the value is missing. */
static const char *options_files_of(char *const *args, size_t n, size_t *i, int *missing) {
  const char *a = args[*i];
  *missing = 0;
  if (a[0] == '@' && a[1])
    return a + 1;
  if (!strcmp(a, "--options-file") || !strcmp(a, "-optf")) {
    if (*i + 1 >= n) {
      *missing = 1;
      return NULL;
    }
    return args[++*i];
  }
  if (cl_starts_with(a, "--options-file="))
    return a + strlen("--options-file=");
  if (cl_starts_with(a, "-optf="))
    return a + strlen("-optf=");
  return NULL;
}

static int expand(char *const *args, size_t n, const char *directory, cl_vec *out, cl_buf *err,
                  int depth) {
  for (size_t i = 0; i < n; i++) {
    int missing;
    const char *files = options_files_of(args, n, &i, &missing);
    if (missing) {
      cl_buf_printf(err, "option '%s' needs a value", args[i]);
      return 0;
    }
    if (!files) {
      cl_vec_push(out, cl_xstrdup(args[i]));
      continue;
    }
    if (depth >= OPTIONS_FILE_DEPTH) {
      cl_buf_printf(err, "options files nested more than %d deep", OPTIONS_FILE_DEPTH);
      return 0;
    }
    for (const char *name = files; *name;) {
      size_t len = strcspn(name, ",");
      cl_buf path = {0};
      if (name[0] != '/' && directory)
        cl_buf_printf(&path, "%s/", directory);
      cl_buf_printf(&path, "%.*s", (int)len, name);
      char *text = cl_read_file(cl_buf_str(&path), NULL);
      if (!text) {
        cl_buf_printf(err, "cannot read the options file '%s': %s", cl_buf_str(&path),
                      strerror(errno));
        cl_buf_free(&path);
        return 0;
      }
      cl_buf_free(&path);
      cl_vec words = {0};
      drv_split_words(text, &words);
      free(text);
      int ok = expand((char *const *)words.items, words.len, directory, out, err, depth + 1);
      for (size_t k = 0; k < words.len; k++)
        free(words.items[k]);
      cl_vec_free(&words);
      if (!ok)
        return 0;
      name += len + (name[len] == ',');
    }
  }
  return 1;
}

int drv_expand_options_files(char *const *args, size_t n, const char *directory, cl_vec *out,
                             cl_buf *err) {
  return expand(args, n, directory, out, err, 0);
}
