/* fuzz_frontend.c - a libFuzzer target over cudalift's front end, with the
 * input in memory (no file is written): parse it as a CUDA translation
 * unit in fast mode (the small prelude), build the model, run every rule
 * of the checker, print the listings and the diagnostics in each format,
 * and plan and print the lowering.  Built by `meson setup -Dfuzz=true`
 * with clang (tools/fuzz does it); seeded from tests/lit.
 *
 * What counts as a finding: a crash, a sanitizer report (ASan, UBSan,
 * LeakSanitizer outside libclang), a hang past -timeout, or one of the
 * invariants below failing (abort). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "emit/emit.h"
#include "frontend/frontend.h"
#include "lower/lower.h"

/* Invariants of the pipeline's outputs, whatever the input. */
static void require(int ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "fuzz_frontend: invariant broken: %s\n", what);
    abort();
  }
}

static void check_and_print(cl_model *m) {
  cl_buf out = {0};
  em_listing_text(m, &out);
  em_listing_json(m, &out);
  for (size_t i = 0; i < m->nmessages; i++)
    em_message(&m->messages[i], &out);
  cl_diag **diags;
  size_t n = ck_check(m, &diags);
  for (size_t i = 0; i < n; i++) {
    require(diags[i]->text && diags[i]->text[0], "a diagnostic has a message");
    require(diags[i]->loc.line > 0, "a diagnostic has a line");
    em_diag_text(m, diags[i], &out);
  }
  em_diags_json(m, diags, n, &out);
  em_sarif_begin("fuzz", &out);
  em_sarif_results(m, diags, n, &out);
  em_sarif_end(1, &out);
  cl_buf_free(&out);
}

static void plan_and_print(cl_model *m) {
  lw_runtime rt = {.lambda_header = "/rt/lambda.h", .device_header = "/rt/device_runtime.h"};
  lw_plan plan;
  lw_plan_tu(m, &rt, "fuzz.lowered.cu", "/tree", &plan);
  for (size_t i = 0; i < plan.nproblems; i++)
    require(plan.problems[i].text && plan.problems[i].loc.line > 0,
            "a lowering refusal has a message and a line");
  cl_buf out = {0};
  for (size_t i = 0; i < plan.nfiles; i++) {
    const lw_file *f = &plan.files[i];
    for (size_t k = 0; k < f->nedits; k++)
      require(f->edits[k].offset + f->edits[k].length <= f->src->size,
              "an edit lies inside its file");
    out.len = 0;
    em_lowered(f, &out);
    /* A file without edits is copied byte for byte. */
    if (f->nedits == 0)
      require(out.len == f->src->size && !memcmp(cl_buf_str(&out), f->src->text, out.len),
              "an unedited file is kept byte for byte");
  }
  cl_buf_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* The driver refuses a file with a NUL byte before parsing it; the
   * text up to the first one is what the parse would see. */
  size_t n = 0;
  while (n < size && data[n])
    n++;
  char *text = malloc(n + 1);
  if (!text)
    return 0;
  memcpy(text, data, n);
  text[n] = '\0';
  /* The first byte picks the configuration, so that the corpus covers
   * the host parse, the device-side parse and the --check trait answers. */
  unsigned pick = n ? (unsigned char)text[0] : 0;
  fe_config cfg;
  fe_config_init(&cfg);
  cfg.minimal = 1;
  cfg.arch_pass = 1;
  cfg.answer_traits = (pick & 1) != 0;
  cfg.defer_foreign_errors = (pick & 2) != 0;
  cl_model *m = NULL;
  fe_status st = fe_build_model("fuzz.cu", text, &cfg, &m);
  require(st == FE_OK || m == NULL, "a failed parse gives no model");
  if (st == FE_OK && m) {
    check_and_print(m);
    plan_and_print(m);
    cl_model_free(m);
  }
  fe_config_free(&cfg);
  free(text);
  return 0;
}
