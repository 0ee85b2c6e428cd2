/* pch.c - lets the units of one run that share their flags share one
 * precompiled header of the implicit CUDA includes: built once per group
 * (in worker processes, like the units), used by every member, removed
 * at the end.  A header that cannot be built only costs the speed-up. */
#define _XOPEN_SOURCE 700 /* mkdtemp, chdir, rmdir */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

/* Units that parse alike: same directory (relative paths) and flags. */
typedef struct pch_group {
  const char *key;   /* directory and libclang arguments, one per line */
  drv_unit *first;   /* the unit whose flags build the header */
  size_t members;    /* units with this key */
  const char *path;  /* the header's file */
  int built;         /* the build succeeded */
  cl_buf preamble;   /* the members' leading library #include lines, each once */
  int plain;         /* built without them (they did not build together) */
} pch_group;

static const char *unit_key(const drv_unit *u, cl_arena *a) {
  size_t n;
  const char **args = fe_clang_args(&u->fe, a, &n);
  cl_buf b = {0};
  cl_buf_printf(&b, "%s\n", u->directory ? u->directory : ".");
  for (size_t i = 0; i < n; i++)
    cl_buf_printf(&b, "%s\n", args[i]);
  const char *key = cl_strdup(a, cl_buf_str(&b));
  cl_buf_free(&b);
  return key;
}

static pch_group *group_of(cl_vec *groups, const char *key) {
  for (size_t i = 0; i < groups->len; i++) {
    pch_group *g = groups->items[i];
    if (!strcmp(g->key, key))
      return g;
  }
  return NULL;
}

/* The jobs' context is the vector of groups that get a header. */
static pch_group *group_at(void *ctx, size_t index) {
  return ((cl_vec *)ctx)->items[index];
}

/* In a worker: one group's header. */
static int build_one(void *ctx, size_t index, unsigned *errors, unsigned *warnings) {
  pch_group *g = group_at(ctx, index);
  (void)errors;
  (void)warnings;
  if (g->first->directory && chdir(g->first->directory) != 0)
    return 1;
  if (!fe_room_for_pch(g->path))
    return 1;
  fe_config with = g->first->fe;
  with.pch_preamble = g->preamble.len ? cl_buf_str(&g->preamble) : NULL;
  if (with.pch_preamble && fe_build_pch(&with, g->path))
    return 0;
  /* The library headers did not build together: the implicit ones only. */
  with.pch_preamble = NULL;
  return fe_build_pch(&with, g->path) ? 3 : 1;
}

static void built_one(void *ctx, size_t index, const drv_job_result *r) {
  pch_group *g = group_at(ctx, index);
  g->built = r->rc == 0 || r->rc == 3;
  g->plain = r->rc == 3 || !g->preamble.len;
}

/* Adds unit `u`'s leading library includes to its group's preamble, each
 * line once, in the order first met. */
static void add_preamble(pch_group *g, const drv_unit *u, cl_arena *a) {
  const char *path = u->file;
  if (u->directory && path[0] != '/')
    path = cl_printf(a, "%s/%s", u->directory, path);
  char *text = cl_read_file(path, NULL);
  const char *lines = text ? fe_system_preamble(a, text, &u->fe) : NULL;
  free(text);
  for (const char *l = lines; l && *l;) {
    const char *end = strchr(l, '\n');
    size_t n = end ? (size_t)(end - l) : strlen(l);
    int known = 0;
    for (const char *k = g->preamble.len ? cl_buf_str(&g->preamble) : NULL; k && *k && !known;) {
      const char *kend = strchr(k, '\n');
      size_t kn = kend ? (size_t)(kend - k) : strlen(k);
      known = kn == n && !strncmp(k, l, n);
      k = kend ? kend + 1 : k + kn;
    }
    if (!known) {
      cl_buf_append(&g->preamble, l, n);
      cl_buf_putc(&g->preamble, '\n');
    }
    l = end ? end + 1 : l + n;
  }
}

static const char *group_label(void *ctx, size_t index) {
  return group_at(ctx, index)->first->file;
}

/* The groups of two or more units; *keys gets each unit's key (NULL for
 * units that do not parse with the CUDA headers). */
static void group_units(drv_unit **units, size_t n, cl_arena *a, const char **keys,
                        cl_vec *all, cl_vec *shared) {
  for (size_t i = 0; i < n; i++) {
    drv_unit *u = units[i];
    keys[i] = u->problem || u->fe.minimal ? NULL : unit_key(u, a);
    if (!keys[i])
      continue;
    pch_group *g = group_of(all, keys[i]);
    if (!g) {
      g = cl_alloc(a, sizeof *g);
      g->key = keys[i];
      g->first = u;
      cl_vec_push(all, g);
    }
    if (++g->members == 2)
      cl_vec_push(shared, g);
    if (fe_pch_wanted(&u->fe))
      add_preamble(g, u, a);
  }
}

/* The run's headers while they exist, for the signal handler: a run cut
 * short (Ctrl-C, a closed pipe, a CI timeout) must not leave them in
 * $TMPDIR.  Set before the handler is installed, cleared after. */
static const drv_pch_set *live_set;

/* Async-signal-safe: unlink and rmdir only. */
static void remove_files(const drv_pch_set *set) {
  for (size_t i = 0; i < set->count; i++) {
    unlink(set->paths[i]);
    unlink(set->sys_paths[i]);
  }
  rmdir(set->dir);
}

static void remove_live_set(void) {
  if (live_set)
    remove_files(live_set);
}

void drv_pch_prepare(drv_unit **units, size_t n, unsigned parallel, cl_arena *a,
                     drv_pch_set *set) {
  memset(set, 0, sizeof *set);
  cl_vec all = {0}, shared = {0};
  const char **keys = cl_alloc(a, (n + 1) * sizeof *keys);
  group_units(units, n, a, keys, &all, &shared);
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp)
    tmp = "/tmp";
  /* No signal between making the folder and the handler that removes it:
   * one that comes in between waits, then finds the handler. */
  sigset_t saved;
  drv_signals_block(&saved);
  char *dir = shared.len ? mkdtemp(cl_printf(a, "%s/cudalift-pch-XXXXXX", tmp)) : NULL;
  if (dir) {
    set->dir = dir;
    set->count = shared.len;
    set->paths = cl_alloc(a, shared.len * sizeof *set->paths);
    set->sys_paths = cl_alloc(a, shared.len * sizeof *set->sys_paths);
    for (size_t i = 0; i < shared.len; i++) {
      set->paths[i] = ((pch_group *)shared.items[i])->path = cl_printf(a, "%s/%zu.pch", dir, i);
      set->sys_paths[i] = cl_printf(a, "%s%s", set->paths[i], fe_pch_system_suffix);
    }
    live_set = set;
    drv_signals_catch(remove_live_set, 0);
  }
  sigprocmask(SIG_SETMASK, &saved, NULL);
  if (dir) {
    drv_jobs js = {.count = shared.len, .parallel = parallel, .ctx = &shared,
                   .run = build_one, .done = built_one, .label = group_label};
    drv_run_jobs(&js);
    for (size_t i = 0; i < n; i++) {
      pch_group *g = keys[i] ? group_of(&all, keys[i]) : NULL;
      if (g && g->built && g->members > 1) {
        units[i]->fe.pch = g->path;
        units[i]->fe.pch_preamble =
            g->plain ? NULL : cl_strdup(a, cl_buf_str(&g->preamble));
      }
    }
  }
  for (size_t i = 0; i < all.len; i++)
    cl_buf_free(&((pch_group *)all.items[i])->preamble);
  cl_vec_free(&all);
  cl_vec_free(&shared);
}

void drv_pch_remove(const drv_pch_set *set) {
  if (!set->dir)
    return;
  remove_files(set);
  drv_signals_release();
  live_set = NULL;
}
