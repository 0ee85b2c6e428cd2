/* diagnostics.c - renders the rules pass's findings: clang-style text
 * (message, source line, caret, notes, hint), JSON, and SARIF 2.1.0.  All
 * three read the same cl_diag list and the same table (diagnostics.def);
 * JSON and SARIF also carry the compiler's messages, so that a file that
 * does not compile shows up in the document, not only on stderr. */
#include <string.h>

#include "emit.h"

static const char *const severity_names[] = {"note", "warning", "error"};

static void json_diag_loc(cl_buf *out, const cl_loc *loc) {
  cl_buf_puts(out, "{\"file\":");
  em_json_string(out, loc->file);
  cl_buf_printf(out, ",\"line\":%u,\"column\":%u}", loc->line, loc->col);
}

void em_diags_json(const cl_model *m, cl_diag **diags, size_t n, cl_buf *out) {
  cl_buf_puts(out, "{\"file\":");
  em_json_string(out, m->file);
  cl_buf_puts(out, ",\"diagnostics\":[");
  for (size_t i = 0; i < n; i++) {
    const cl_diag *d = diags[i];
    const cl_diag_info *info = &cl_diag_table[d->kind];
    cl_buf_printf(out, "%s{\"id\":", i ? "," : "");
    em_json_string(out, info->id);
    cl_buf_printf(out, ",\"severity\":\"%s\",\"message\":", severity_names[d->severity]);
    em_json_string(out, d->text);
    cl_buf_puts(out, ",\"location\":");
    json_diag_loc(out, &d->loc);
    cl_buf_puts(out, ",\"guide\":");
    em_json_string(out, info->guide);
    cl_buf_puts(out, ",\"hint\":");
    em_json_string(out, *info->hint ? info->hint : NULL);
    cl_buf_puts(out, ",\"fixes\":[");
    for (size_t k = 0; k < d->nfixes; k++) {
      cl_buf_puts(out, k ? ",{\"file\":" : "{\"file\":");
      em_json_string(out, d->fixes[k].file);
      cl_buf_printf(out, ",\"offset\":%u,\"length\":%u,\"text\":", d->fixes[k].offset,
                    d->fixes[k].length);
      em_json_string(out, d->fixes[k].text);
      cl_buf_putc(out, '}');
    }
    cl_buf_puts(out, "]");
    cl_buf_puts(out, ",\"suppressed\":");
    if (d->suppressed) {
      cl_buf_puts(out, "{\"justification\":");
      em_json_string(out, d->suppressed);
      cl_buf_putc(out, '}');
    } else {
      cl_buf_puts(out, "null");
    }
    cl_buf_puts(out, ",\"note\":");
    if (d->note) {
      cl_buf_puts(out, "{\"message\":");
      em_json_string(out, d->note);
      cl_buf_puts(out, ",\"location\":");
      json_diag_loc(out, &d->note_loc);
      cl_buf_putc(out, '}');
    } else {
      cl_buf_puts(out, "null");
    }
    cl_buf_putc(out, '}');
  }
  cl_buf_puts(out, "],\"messages\":[");
  for (size_t i = 0; i < m->nmessages; i++) {
    const cl_message *msg = &m->messages[i];
    cl_buf_printf(out, "%s{\"severity\":\"%s\",\"message\":", i ? "," : "",
                  severity_names[msg->severity]);
    em_json_string(out, msg->text);
    cl_buf_puts(out, ",\"option\":");
    em_json_string(out, msg->option);
    cl_buf_puts(out, ",\"location\":");
    if (msg->loc.file)
      json_diag_loc(out, &msg->loc);
    else
      cl_buf_puts(out, "null");
    cl_buf_putc(out, '}');
  }
  cl_buf_puts(out, "]}");
}

/* A file path as a SARIF uri-reference: kept as it is, except for the
 * bytes a URI cannot hold, which are percent-encoded. */
static void sarif_uri(cl_buf *out, const char *path) {
  static const char allowed[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                "0123456789-._~/!$&'()*+,;=:@";
  cl_buf uri = {0};
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if (strchr(allowed, *p))
      cl_buf_putc(&uri, (char)*p);
    else
      cl_buf_printf(&uri, "%%%02X", *p);
  }
  em_json_string(out, cl_buf_str(&uri));
  cl_buf_free(&uri);
}

static void sarif_physical(cl_buf *out, const cl_loc *loc) {
  cl_buf_puts(out, "{\"artifactLocation\":{\"uri\":");
  sarif_uri(out, loc->file);
  cl_buf_printf(out, "},\"region\":{\"startLine\":%u,\"startColumn\":%u}}", loc->line,
                loc->col);
}

/* SARIF names each rule once: the first table entry of an id speaks for it. */
static int first_of_id(size_t k) {
  for (size_t j = 0; j < k; j++)
    if (!strcmp(cl_diag_table[j].id, cl_diag_table[k].id))
      return 0;
  return 1;
}

/* The rule id of the compiler's own messages, listed after the table's. */
static const char compiler_rule[] = "compiler";

static size_t rule_index(const char *id) {
  size_t index = 0;
  for (size_t k = 0; k < CL_DIAG_COUNT; k++) {
    if (!first_of_id(k))
      continue;
    if (!strcmp(cl_diag_table[k].id, id))
      return index;
    index++;
  }
  return index; /* compiler_rule */
}

static const char *sarif_level(cl_severity s) {
  return s == CL_ERROR ? "error" : s == CL_WARNING ? "warning" : "note";
}

/* One compiler message as a result of the rule "compiler". */
static void sarif_message(const cl_message *msg, cl_buf *out) {
  cl_buf_printf(out, "{\"ruleId\":\"%s\",\"ruleIndex\":%zu,\"level\":\"%s\",\"message\":"
                     "{\"text\":",
                compiler_rule, rule_index(compiler_rule), sarif_level(msg->severity));
  cl_buf text = {0};
  cl_buf_puts(&text, msg->text);
  if (msg->option)
    cl_buf_printf(&text, " [%s]", msg->option);
  em_json_string(out, cl_buf_str(&text));
  cl_buf_free(&text);
  cl_buf_putc(out, '}');
  if (msg->loc.file) {
    cl_buf_puts(out, ",\"locations\":[{\"physicalLocation\":");
    sarif_physical(out, &msg->loc);
    cl_buf_puts(out, "}]");
  }
  cl_buf_putc(out, '}');
}

void em_sarif_begin(const char *version, cl_buf *out) {
  cl_buf_puts(out, "{\"version\":\"2.1.0\",\"$schema\":"
                   "\"https://json.schemastore.org/sarif-2.1.0.json\",\"runs\":[{\"tool\":"
                   "{\"driver\":{\"name\":\"cudalift\",\"version\":");
  em_json_string(out, version);
  cl_buf_puts(out, ",\"rules\":[");
  int first = 1;
  for (size_t k = 0; k < CL_DIAG_COUNT; k++) {
    if (!first_of_id(k))
      continue;
    const cl_diag_info *info = &cl_diag_table[k];
    cl_buf_printf(out, "%s{\"id\":", first ? "" : ",");
    first = 0;
    em_json_string(out, info->id);
    cl_buf text = {0};
    cl_buf_printf(&text, "CUDA Programming Guide %s", info->guide);
    cl_buf_puts(out, ",\"shortDescription\":{\"text\":");
    em_json_string(out, cl_buf_str(&text));
    cl_buf_free(&text);
    cl_buf_puts(out, "},\"help\":{\"text\":");
    em_json_string(out, *info->hint ? info->hint : info->guide);
    cl_buf_printf(out, "},\"defaultConfiguration\":{\"level\":\"%s\"%s}}",
                  info->severity == CL_ERROR ? "error" : "warning",
                  cl_diag_off_group[k] ? ",\"enabled\":false" : "");
  }
  cl_buf_printf(out, ",{\"id\":\"%s\",\"shortDescription\":{\"text\":\"a message of the "
                     "C++/CUDA compiler (libclang)\"},\"help\":{\"text\":\"the extended-lambda "
                     "rules are checked in files that compile; fix what the message says\"},"
                     "\"defaultConfiguration\":{\"level\":\"error\"}}",
                compiler_rule);
  cl_buf_puts(out, "]}},\"results\":[");
}

void em_sarif_results(const cl_model *m, cl_diag **diags, size_t n, cl_buf *out) {
  for (size_t i = 0; i < n; i++) {
    const cl_diag *d = diags[i];
    const cl_diag_info *info = &cl_diag_table[d->kind];
    cl_buf_printf(out, "%s{\"ruleId\":", i ? "," : "");
    em_json_string(out, info->id);
    cl_buf_printf(out, ",\"ruleIndex\":%zu,\"level\":\"%s\",\"message\":{\"text\":",
                  rule_index(info->id), sarif_level(d->severity));
    em_json_string(out, d->text);
    cl_buf_puts(out, "},\"locations\":[{\"physicalLocation\":");
    sarif_physical(out, &d->loc);
    cl_buf_puts(out, "}]");
    if (d->note) {
      cl_buf_puts(out, ",\"relatedLocations\":[{\"id\":0,\"message\":{\"text\":");
      em_json_string(out, d->note);
      cl_buf_puts(out, "},\"physicalLocation\":");
      sarif_physical(out, &d->note_loc);
      cl_buf_puts(out, "}]");
    }
    if (d->suppressed) {
      cl_buf_puts(out, ",\"suppressions\":[{\"kind\":\"inSource\",\"justification\":");
      em_json_string(out, d->suppressed);
      cl_buf_puts(out, "}]");
    }
    cl_buf_putc(out, '}');
  }
  for (size_t i = 0; i < m->nmessages; i++) {
    if (i || n)
      cl_buf_putc(out, ',');
    sarif_message(&m->messages[i], out);
  }
}

void em_sarif_end(int successful, cl_buf *out) {
  cl_buf_printf(out, "],\"invocations\":[{\"executionSuccessful\":%s}]}]}\n",
                successful ? "true" : "false");
}

static void caret_block(const cl_model *m, const cl_loc *loc, cl_buf *out) {
  const char *line = cl_source_line(m, loc);
  if (!line)
    return;
  cl_buf_printf(out, "%s\n", line);
  size_t len = strlen(line);
  for (unsigned i = 1; i < loc->col; i++)
    cl_buf_putc(out, i - 1 < len && line[i - 1] == '\t' ? '\t' : ' ');
  cl_buf_puts(out, "^\n");
}

void em_diag_text(const cl_model *m, const cl_diag *d, cl_buf *out) {
  const cl_diag_info *info = &cl_diag_table[d->kind];
  if (d->suppressed)
    return; /* silenced where it is (`cudalift: ignore(ID): why`) */
  cl_buf_printf(out, "%s:%u:%u: %s: %s [%s]\n", d->loc.file, d->loc.line, d->loc.col,
                severity_names[d->severity], d->text, info->id);
  caret_block(m, &d->loc, out);
  if (d->note) {
    cl_buf_printf(out, "%s:%u:%u: note: %s\n", d->note_loc.file, d->note_loc.line,
                  d->note_loc.col, d->note);
    caret_block(m, &d->note_loc, out);
  }
  if (*info->hint && *info->guide)
    cl_buf_printf(out, "%s:%u:%u: note: %s (CUDA Programming Guide %s)\n", d->loc.file,
                  d->loc.line, d->loc.col, info->hint, info->guide);
  else if (*info->hint)
    cl_buf_printf(out, "%s:%u:%u: note: %s\n", d->loc.file, d->loc.line, d->loc.col,
                  info->hint);
}

/* A table cell: '|' escaped, the message's %s shown as <...>. */
static void doc_cell(cl_buf *out, const char *s) {
  for (; *s; s++) {
    if (s[0] == '%' && s[1] == 's') {
      cl_buf_puts(out, "<...>");
      s++;
    } else if (*s == '|') {
      cl_buf_puts(out, "\\|");
    } else {
      cl_buf_putc(out, *s);
    }
  }
}

void em_diagnostics_doc(cl_buf *out) {
  static const char *const severity[] = {"note", "warning", "error"};
  cl_buf_puts(out, "# cudalift diagnostics\n\n"
                   "Generated by `cudalift --cudalift-list-diagnostics` from "
                   "`src/diagnostics.def`; do not edit by hand.\n"
                   "`<...>` stands for the entity the message names.  Switch one "
                   "off with `-Wno-ID`, on with `-WID`; `-Werror=ID` makes one an error, `-Wno-error=ID` a warning.\n\n"
                   "| id | severity | guide rule | message | what to do |\n"
                   "|---|---|---|---|---|\n");
  for (size_t k = 0; k < CL_DIAG_COUNT; k++) {
    const cl_diag_info *d = &cl_diag_table[k];
    cl_buf_printf(out, "| %s | %s", d->id, severity[d->severity]);
    if (cl_diag_relaxable[k])
      cl_buf_puts(out, " (note under `--relaxed`)");
    if (cl_diag_relaxed_warning[k])
      cl_buf_puts(out, " (warning under `--relaxed` or `-Wno-error=ID`)");
    if (cl_diag_off_group[k])
      cl_buf_printf(out, " (off unless `-W%s`)", cl_diag_off_group[k]);
    cl_buf_printf(out, " | %s | ", d->guide);
    doc_cell(out, d->message);
    cl_buf_puts(out, " | ");
    doc_cell(out, d->hint);
    cl_buf_puts(out, " |\n");
  }
}
