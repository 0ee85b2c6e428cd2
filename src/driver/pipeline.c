/* pipeline.c - the work on one translation unit, stage by stage:
 *
 *   parse, model   fe_build_model   src/frontend  (libclang stays there)
 *   check          ck_check         src/check     (the model only)
 *   plan           lw_plan_tu       src/lower     (edits as data)
 *   emit           em_*             src/emit      (listings, diagnostics, files)
 *   nvcc           nvcc.c, once every input of a build line is lowered
 *
 * drv_run_one is the mode cudalift was asked for on one file;
 * drv_lower_model is the part --emit-lowered and the drop-in nvcc share.
 * Only this folder prints what the stages return and picks exit codes. */
#define _GNU_SOURCE /* fork, execv */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"
#include "emit/emit.h"

/* Applies the -W options and --relaxed to `d`; 0 when it is not shown. */
static int shown(const drv_options *o, cl_model *m, cl_diag *d) {
  int sev = drv_severity(o, d);
  if (sev < 0)
    return 0;
  if (sev == CL_NOTE && d->severity != CL_NOTE)
    d->text = cl_printf(m->arena,
                        "%s; accepted under --relaxed: this file now builds "
                        "only through cudalift",
                        d->text);
  else if (sev == CL_WARNING && d->severity == CL_ERROR && cl_diag_relaxed_warning[d->kind])
    d->text = cl_printf(m->arena, "%s; cudalift's build runs it as written, nvcc's would not",
                        d->text);
  d->severity = (cl_severity)sev;
  return 1;
}

int drv_findings(const drv_options *o, cl_model *m, cl_diag ***out, size_t *n,
                 unsigned *errors, unsigned *warnings) {
  cl_diag **all;
  size_t total = ck_check(m, &all), kept = 0;
  cl_diag **diags = cl_alloc(m->arena, (total + 1) * sizeof *diags);
  for (size_t i = 0; i < total; i++)
    if (shown(o, m, all[i]))
      diags[kept++] = all[i];
  /* The source's `cudalift: ignore(ID): why` comments, and what they
   * themselves deserve. */
  cl_diag **extra;
  size_t nextra = drv_suppress(m, diags, kept, &extra);
  if (nextra) {
    cl_diag **grown = cl_alloc(m->arena, (kept + nextra + 1) * sizeof *grown);
    memcpy(grown, diags, kept * sizeof *grown);
    for (size_t i = 0; i < nextra; i++)
      if (shown(o, m, extra[i]))
        grown[kept++] = extra[i];
    diags = grown;
  }
  int rc = 0;
  for (size_t i = 0; i < kept; i++) {
    if (diags[i]->suppressed)
      continue;
    if (diags[i]->severity == CL_ERROR) {
      rc = 1;
      ++*errors;
    } else if (diags[i]->severity == CL_WARNING) {
      ++*warnings;
    }
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
            "(its reason is above; --cudalift-verbose shows the arguments)\n",
            path);
    break;
  case FE_CRASHED:
    fprintf(stderr, "cudalift: error: libclang could not parse '%s'\n", path);
    break;
  }
  return 2;
}

static void print_diags(const cl_model *m, cl_diag **diags, size_t n) {
  cl_buf b = {0};
  for (size_t i = 0; i < n; i++)
    em_diag_text(m, diags[i], &b);
  fputs(cl_buf_str(&b), stderr);
  cl_buf_free(&b);
}

static int text_findings(const drv_options *o, cl_model *m, int quiet) {
  cl_diag **diags;
  size_t n;
  unsigned errors = 0, warnings = 0;
  int rc = drv_findings(o, m, &diags, &n, &errors, &warnings);
  if (!quiet)
    print_diags(m, diags, n);
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
                    int always, int quiet, cl_vec *written, drv_times *times) {
  double start = cl_seconds();
  int rc = text_findings(o, m, quiet);
  double checked = cl_seconds();
  if (times)
    times->check = checked - start;
  if (rc)
    return rc;
  lw_plan plan;
  lw_runtime rt = o->runtime;
  rt.lambda_header = drv_runtime_header(m->arena, "lambda.h");
  rt.device_header = drv_runtime_header(m->arena, "device_runtime.h");
  lw_plan_tu(m, &rt, main_out, tree, &plan);
  if (plan.nproblems) {
    if (o->fallback && times) {
      times->refused = plan.problems[0].text;
      times->refused_at = plan.problems[0].loc;
    } else if (!quiet) {
      print_problems(m, &plan);
    }
    if (times)
      times->lower = cl_seconds() - checked;
    return 1;
  }
  int changed = plan.nfiles > 1 || (plan.nfiles == 1 && plan.files[0].nedits > 0);
  for (size_t i = 0; (changed || always) && i < plan.nfiles && rc == 0; i++) {
    const lw_file *f = &plan.files[i];
    if (em_write_lowered(f) != 0) {
      if (!quiet)
        fprintf(stderr, "cudalift: error: cannot write '%s': %s\n", f->out_path, strerror(errno));
      rc = 2;
    }
    if (written) {
      cl_vec_push(written, cl_xstrdup(f->out_path));
      cl_vec_push(written, cl_xstrdup(f->src->name));
    }
  }
  if (times)
    times->lower = cl_seconds() - checked;
  return rc;
}

/* The errors the parse left for nvcc (model.deferred), as notes that
 * say they are clang's. */
void drv_deferred_messages(const cl_model *m, cl_buf *out) {
  for (size_t i = 0; i < m->ndeferred; i++) {
    cl_message shown = m->deferred[i];
    shown.severity = CL_NOTE;
    shown.text = cl_printf(m->arena, "clang: %s", shown.text);
    em_message(&shown, out);
  }
}

void drv_print_messages(const cl_model *m) {
  cl_buf b = {0};
  for (size_t i = 0; i < m->nmessages; i++)
    em_message(&m->messages[i], &b);
  fputs(cl_buf_str(&b), stderr);
  cl_buf_free(&b);
}

void drv_print_clang_args(const fe_config *cfg, const char *heading) {
  cl_arena *a = cl_arena_new();
  size_t n;
  const char **args = fe_clang_args(cfg, a, &n);
  fprintf(stderr, "cudalift: %s:", heading);
  for (size_t i = 0; i < n; i++)
    fprintf(stderr, " %s", args[i]);
  fputc('\n', stderr);
  if (cfg->pch && cfg->pch_preamble) {
    /* The includes the precompiled header holds: library headers alone
     * have their function bodies left out. */
    fprintf(stderr, "cudalift: precompiled header's %s:",
            cfg->pch_project ? "includes (bodies kept, walked)"
                             : "library includes (bodies skipped)");
    for (size_t i = 0; cfg->pch_project && i + 1 < cfg->clang_args.len; i++)
      if (!strcmp(cfg->clang_args.items[i], "-include"))
        fprintf(stderr, " -include %s", (const char *)cfg->clang_args.items[++i]);
    for (const char *p = cfg->pch_preamble; *p;) {
      const char *e = strchr(p, '\n');
      const char *name = strpbrk(p, "<\"");
      if (name && (!e || name < e) && strstr(p, "include") && strstr(p, "include") < name)
        fprintf(stderr, " %.*s", (int)((e ? e : p + strlen(p)) - name), name);
      p = e ? e + 1 : p + strlen(p);
    }
    fputc('\n', stderr);
  }
  cl_arena_free(a);
}

static void count_messages(const cl_model *m, unsigned *errors, unsigned *warnings) {
  for (size_t i = 0; i < m->nmessages; i++) {
    if (m->messages[i].severity == CL_ERROR)
      ++*errors;
    else if (m->messages[i].severity == CL_WARNING)
      ++*warnings;
  }
}

/* The file's findings as --format asks: JSON and SARIF into `out` (they
 * carry the compiler's messages too), text on stderr. */
static void render_findings(const drv_options *o, const cl_model *m, cl_diag **diags, size_t n,
                            cl_buf *out) {
  if (o->format == DRV_FORMAT_JSON) {
    em_diags_json(m, diags, n, out);
  } else if (o->format == DRV_FORMAT_SARIF) {
    em_sarif_results(m, diags, n, out);
  } else {
    print_diags(m, diags, n);
  }
}

/* The rules pass: diagnostics after -W options, rendered as asked (or
 * compared with the file's expectations under -verify), counted into
 * *errors and *warnings.  Returns 1 when an error remains. */
static int report_check(const drv_options *o, cl_model *m, cl_buf *out, unsigned *errors,
                        unsigned *warnings) {
  cl_diag **diags;
  size_t n;
  int rc = drv_findings(o, m, &diags, &n, errors, warnings);
  if (o->fix_dir && !drv_fixes_write_part(o, m, diags, n))
    return 2;
  if (o->verify)
    return drv_verify(m, diags, n) ? 1 : 0;
  render_findings(o, m, diags, n, out);
  return rc;
}

/* --emit-lowered: the checker first (errors stop here, as nvcc would stop),
 * then the lowering, written atomically: the main file to PATH, project
 * headers that need lowering under PATH.d/ (by their absolute paths). */
static int emit_lowered(const drv_options *o, cl_model *m) {
  return drv_lower_model(o, m, o->lowered_path, cl_printf(m->arena, "%s.d", o->lowered_path), 1, 0,
                         NULL, NULL);
}

/* A NUL byte marks a binary file (an object file or an image named .cu by
 * mistake); clang would answer it with hundreds of messages.  Returns 1
 * and the NUL's place when there is one. */
static int find_nul(const char *path, unsigned *line, unsigned *col) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  int ch, found = 0;
  *line = *col = 1;
  while (!found && (ch = getc(f)) != EOF) {
    if (ch == 0)
      found = 1;
    else if (ch == '\n') {
      ++*line;
      *col = 1;
    } else {
      ++*col;
    }
  }
  fclose(f);
  return found;
}

/* --check, --print-lambdas: is every error of the parse one clang reports
 * outside every extended lambda (cl_message.foreign)? */
static int only_foreign_errors(const cl_model *m) {
  if (!m->errors || m->setup_errors)
    return 0;
  for (size_t i = 0; i < m->nmessages; i++)
    if (m->messages[i].severity == CL_ERROR && !m->messages[i].foreign)
      return 0;
  return 1;
}

/* nvcc's front end (`nvcc -cuda`: the host compiler's preprocessing and
 * nvcc's own front end, no code generation) on the file, with the options
 * of its command line that reach it: 1 when it accepts the file.  What
 * clang refuses there and nvcc accepts is what the drop-in leaves to nvcc
 * (a dependent member template named without `template`, ...): --check
 * then says what a build would.  Not asked under cudalift's small prelude
 * (nvcc would read other headers), or without an nvcc. */
static int front_end_accepts(const fe_config *fe, const char *path, int verbose) {
  if (fe->minimal)
    return 0;
  cl_buf looked = {0};
  char *nvcc = drv_find_nvcc(&looked);
  cl_buf_free(&looked);
  if (!nvcc)
    return 0;
  cl_vec argv = {0};
  cl_vec_push(&argv, nvcc);
  for (size_t i = 0; i < fe->nvcc_args.len; i++)
    cl_vec_push(&argv, fe->nvcc_args.items[i]);
  const char *tail[] = {"--extended-lambda", "-x", "cu", "-cuda", path, "-o", "/dev/null"};
  for (size_t i = 0; i < sizeof tail / sizeof *tail; i++)
    cl_vec_push(&argv, (void *)tail[i]);
  cl_vec_push(&argv, NULL);
  if (verbose) {
    fprintf(stderr, "cudalift: clang's errors are all outside the extended lambdas; asking nvcc's "
                    "front end:");
    for (size_t i = 0; argv.items[i]; i++)
      fprintf(stderr, " %s", (const char *)argv.items[i]);
    fputc('\n', stderr);
  }
  fflush(NULL);
  int accepted = 0;
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) {
      dup2(null, 0);
      dup2(null, 1);
      dup2(null, 2);
    }
    execv(nvcc, (char **)argv.items);
    _exit(127);
  }
  int status;
  if (pid > 0 && waitpid(pid, &status, 0) == pid)
    accepted = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (verbose)
    fprintf(stderr, "cudalift: nvcc's front end %s the file\n", accepted ? "accepts" : "refuses");
  cl_vec_free(&argv);
  free(nvcc);
  return accepted;
}

int drv_run_one(const drv_options *o, const fe_config *fe, const char *path, cl_buf *out,
                unsigned *errors, unsigned *warnings) {
  if (o->verbose)
    drv_print_clang_args(fe, "libclang arguments");
  unsigned line, col;
  if (find_nul(path, &line, &col)) {
    fprintf(stderr, "%s:%u:%u: error: a NUL byte: this is a binary file, not CUDA source\n",
            path, line, col);
    return 2;
  }
  cl_model *m;
  fe_config cfg = *fe;
  cfg.defer_foreign_errors = cfg.walk_lambda_headers = o->mode == DRV_MODE_EMIT_LOWERED;
  cfg.answer_traits = o->mode == DRV_MODE_CHECK;
  /* --check and --print-lambdas judge clang's errors outside the extended
   * lambdas as a build would (front_end_accepts) */
  cfg.mark_foreign_errors =
      (o->mode == DRV_MODE_CHECK || o->mode == DRV_MODE_PRINT_LAMBDAS) && !o->verify;
  double parse_start = cl_seconds(), parse_cpu = cl_process_cpu_seconds();
  fe_status st = fe_build_model(path, NULL, &cfg, &m);
  if (st != FE_OK)
    return drv_parse_failed(st, path);
  double parsed = cl_seconds();
  parse_cpu = cl_process_cpu_seconds() - parse_cpu;
  int judged = cfg.mark_foreign_errors && only_foreign_errors(m) &&
               front_end_accepts(&cfg, path, o->verbose);
  double front_end = cl_seconds() - parsed;
  if (judged)
    cl_model_defer_foreign(m); /* as the drop-in's are */
  if (o->verbose && m->device) {
    fe_config device = *fe;
    device.device_pass = 1;
    drv_print_clang_args(&device, cl_printf(m->arena, "'%s' names __CUDA_ARCH__: device-side parse%s, "
                                               "libclang arguments", path, drv_arch_region(m)));
  } else if (o->verbose && m->arch_code_harmless) {
    fprintf(stderr, "cudalift: '%s' names __CUDA_ARCH__, no device-side parse: its code that depends "
                    "on __CUDA_ARCH__ cannot change the lambdas, captures or launches the two passes "
                    "see\n", path);
  }
  if (o->verbose && m->trait_reparsed)
    fprintf(stderr, "cudalift: '%s': an __nv_is_extended_* builtin was asked about a type that "
                    "names a closure: parsed again with the model's answers\n", path);
  drv_print_messages(m);
  if (m->ndeferred) {
    cl_buf left = {0};
    drv_deferred_messages(m, &left);
    const char *how = judged ? "that nvcc's front end accepts" : "left for nvcc to judge";
    if (o->verbose)
      fprintf(stderr, "cudalift: %zu error%s of the parse %s:\n%s", m->ndeferred,
              m->ndeferred == 1 ? "" : "s", how, cl_buf_str(&left));
    else
      fprintf(stderr, "cudalift: note: %zu error%s of the parse outside the extended lambdas %s "
              "(--cudalift-verbose shows them)\n", m->ndeferred, m->ndeferred == 1 ? "" : "s", how);
    cl_buf_free(&left);
  }
  count_messages(m, errors, warnings);
  int rc = m->setup_errors ? 2 : m->errors ? 1 : 0;
  if (rc == 0 && o->mode == DRV_MODE_CHECK) {
    double rules_start = cl_seconds();
    rc = report_check(o, m, out, errors, warnings);
    /* Where the time went: the parses (all of them; the kept one's
     * libclang and walk shares), nvcc's front end when it judged, rules. */
    if (o->verbose)
      fprintf(stderr, "cudalift: %s: parse %.3f s, CPU %.3f s (%sclang %.3f s, walk %.3f s%s; its "
                      "libclang CPU %.3f s), nvcc's front end %.3f s, rules %.3f s\n",
              path, parsed - parse_start, parse_cpu,
              m->trait_reparsed ? "parsed twice for the trait builtins; the second: " : "",
              m->clang_seconds, m->walk_seconds,
              m->device ? cl_printf(m->arena, ", and %.3f s for the __CUDA_ARCH__ side",
                                    m->device_seconds)
                        : "",
              m->clang_cpu_seconds, front_end, cl_seconds() - rules_start);
  } else if (rc == 0 && o->mode == DRV_MODE_EMIT_LOWERED) {
    rc = emit_lowered(o, m);
  } else if (rc == 1 && o->mode == DRV_MODE_CHECK && !o->verify) {
    render_findings(o, m, NULL, 0, out); /* no rule ran: the compiler's messages only */
  } else if (rc == 0) {
    if (o->format == DRV_FORMAT_JSON)
      em_listing_json(m, out);
    else
      em_listing_text(m, out);
  }
  cl_model_free(m);
  return rc;
}

const char *drv_arch_region(const cl_model *m) {
  const cl_loc *r = &m->arch_region;
  return r->file ? cl_printf(m->arena, " (for the code at %s:%u)", r->file, r->line) : "";
}

const char *drv_device_parse_summary(const cl_model *m) {
  const char *own = cl_printf(m->arena, "clang %.3f s, walk %.3f s", m->clang_seconds,
                              m->walk_seconds);
  return m->device ? cl_printf(m->arena, "%s; device side %.3f s: clang %.3f s, walk %.3f s%s",
                               own, m->device_seconds, m->device->clang_seconds,
                               m->device->walk_seconds, drv_arch_region(m))
                   : cl_printf(m->arena, "%s; no device-side parse", own);
}
