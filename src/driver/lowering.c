/* lowering.c - what cudalift's two lowering modes share (--emit-lowered
 * and the drop-in nvcc): the rule findings that stop them, the reasons a
 * lambda cannot be lowered, and writing the lowered files. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver.h"
#include "emit/emit.h"

int drv_findings(const drv_options *o, cl_model *m, cl_diag ***out, size_t *n,
                 unsigned *errors, unsigned *warnings) {
  cl_diag **all;
  size_t total = fe_check(m, &all), kept = 0;
  cl_diag **diags = cl_alloc(m->arena, (total + 1) * sizeof *diags);
  int rc = 0;
  for (size_t i = 0; i < total; i++) {
    int sev = drv_severity(o, all[i]);
    if (sev < 0)
      continue;
    if (sev == CL_NOTE && all[i]->severity != CL_NOTE)
      all[i]->text = cl_printf(m->arena,
                               "%s; accepted under --relaxed: this file now builds "
                               "only through cudalift",
                               all[i]->text);
    all[i]->severity = (cl_severity)sev;
    if (sev == CL_ERROR) {
      rc = 1;
      ++*errors;
    } else if (sev == CL_WARNING) {
      ++*warnings;
    }
    diags[kept++] = all[i];
  }
  *out = diags;
  *n = kept;
  return rc;
}

int drv_parse_failed(fe_status st, const char *path) {
  switch (st) {
  case FE_OK:
    return 0;
  case FE_NO_FILE:
    fprintf(stderr, "cudalift: error: cannot read '%s': %s\n", path, strerror(errno));
    break;
  case FE_ARGS_REJECTED:
    fprintf(stderr,
            "cudalift: error: libclang rejected the compiler arguments for '%s' "
            "(rerun with --cudalift-verbose to see them)\n",
            path);
    break;
  case FE_CRASHED:
    fprintf(stderr, "cudalift: error: libclang could not parse '%s'\n", path);
    break;
  }
  return 2;
}

static int text_findings(const drv_options *o, cl_model *m) {
  cl_diag **diags;
  size_t n;
  unsigned errors = 0, warnings = 0;
  int rc = drv_findings(o, m, &diags, &n, &errors, &warnings);
  cl_buf b = {0};
  for (size_t i = 0; i < n; i++)
    em_diag_text(m, diags[i], &b);
  fputs(cl_buf_str(&b), stderr);
  cl_buf_free(&b);
  return rc;
}

static void print_problems(cl_model *m, const lw_plan *plan) {
  cl_buf b = {0};
  for (size_t i = 0; i < plan->nproblems; i++) {
    cl_message msg = {.severity = CL_ERROR, .loc = plan->problems[i].loc,
                      .text = cl_printf(m->arena, "cannot lower this extended lambda: %s",
                                        plan->problems[i].text),
                      .source_line = cl_source_line(m, &plan->problems[i].loc)};
    em_message(&msg, &b);
  }
  fputs(cl_buf_str(&b), stderr);
  cl_buf_free(&b);
}

int drv_lower_model(const drv_options *o, cl_model *m, const char *main_out, const char *tree,
                    int always, cl_vec *written) {
  int rc = text_findings(o, m);
  if (rc)
    return rc;
  lw_plan plan;
  lw_runtime rt = o->runtime;
  rt.lambda_header = drv_runtime_header(m->arena, "lambda.h");
  rt.device_header = drv_runtime_header(m->arena, "device_runtime.h");
  lw_plan_tu(m, &rt, main_out, tree, &plan);
  if (plan.nproblems) {
    print_problems(m, &plan);
    return 1;
  }
  int changed = plan.nfiles > 1 || (plan.nfiles == 1 && plan.files[0].nedits > 0);
  for (size_t i = 0; (changed || always) && i < plan.nfiles && rc == 0; i++) {
    const lw_file *f = &plan.files[i];
    cl_buf text = {0};
    em_lowered(f, &text);
    if (cl_make_parents(f->out_path) != 0 ||
        cl_write_file_atomic(f->out_path, text.data ? text.data : "", text.len) != 0) {
      fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", f->out_path, strerror(errno));
      rc = 2;
    }
    cl_buf_free(&text);
    if (written) {
      cl_vec_push(written, strdup(f->out_path));
      cl_vec_push(written, strdup(f->src->name));
    }
  }
  return rc;
}
