/* emit.h - everything cudalift writes for people and tools: the lambda
 * listing (text and JSON) and compiler messages.  Renderers take the
 * model and a buffer; they never decide exit codes. */
#ifndef CUDALIFT_EMIT_H
#define CUDALIFT_EMIT_H

#include "lower/lower.h"
#include "model.h"

/* One line per lambda: FILE:LINE:COL: lambda space=... extended=...
 * enclosing=... captures=... */
void em_listing_text(const cl_model *m, cl_buf *out);

/* The whole model as one JSON object. */
void em_listing_json(const cl_model *m, cl_buf *out);

/* gcc-style: file:line:col: error: text [-Wopt], the source line, a caret. */
void em_message(const cl_message *msg, cl_buf *out);

/* A rules diagnostic, clang style: the message with its id, the source
 * line and a caret, the related place, and the hint. */
void em_diag_text(const cl_model *m, const cl_diag *d, cl_buf *out);

/* The same findings as one JSON object for the model's file, with the
 * compiler's messages: {"file":...,"diagnostics":[...],"messages":[...]},
 * no newline after it. */
void em_diags_json(const cl_model *m, cl_diag **diags, size_t n, cl_buf *out);

/* A SARIF 2.1.0 log for any number of files: the head (tool, every rule
 * with its help, and the rule "compiler" for the compiler's own errors and
 * warnings), the results of each file (findings, then compiler messages),
 * comma-separated between files by the caller, and the tail, which says
 * whether every file could be checked. */
void em_sarif_begin(const char *version, cl_buf *out);
void em_sarif_results(const cl_model *m, cl_diag **diags, size_t n, cl_buf *out);
void em_sarif_end(int successful, cl_buf *out);

/* The capture list as --print-lambdas spells it ("a,&b,x=a+1,this"). */
void em_capture_list(const cl_lambda *l, cl_buf *out);

/* lowered.c: the source with the lowering's edits applied to its bytes
 * (nothing else changes: no edits, the same bytes). */
void em_lowered(const lw_file *file, cl_buf *out);
/* Writes em_lowered's text to file->out_path (its folders made first),
 * atomically.  Returns 0, or -1 with errno set. */
int em_write_lowered(const lw_file *file);

/* Every diagnostic of diagnostics.def as a Markdown table (the docs). */
void em_diagnostics_doc(cl_buf *out);

/* JSON string literal with escapes. */
void em_json_string(cl_buf *out, const char *s);

#endif
