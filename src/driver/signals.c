/* signals.c - what cudalift does when a run is cut short (Ctrl-C, a CI
 * timeout, a closed terminal or pipe): it leaves nothing behind in
 * $TMPDIR and ends by the signal it got, so the caller sees why.
 *
 * One handler serves the two users.  The checker's shared precompiled
 * headers (pch.c) are removed at once, from the handler (`cleanup` must be
 * async-signal-safe).  The drop-in (nvcc.c) defers: the signal is noted
 * and forwarded to nvcc while it runs, the driver stops at its next step,
 * removes its folder, and drv_signals_release re-raises the signal.
 * Worker processes forked while the handler is in place (jobs.c, nvcc's
 * child before exec) die of the signal as they would without it. */
#define _XOPEN_SOURCE 700 /* sigaction */
#include <signal.h>
#include <stddef.h>
#include <unistd.h>

#include "driver.h"

static const int caught[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
enum { CAUGHT = sizeof caught / sizeof *caught };
static struct sigaction saved[CAUGHT];
static volatile sig_atomic_t pending; /* the signal received, or 0 */
static volatile pid_t child;          /* where to forward it, or 0 */
static pid_t owner;                   /* the process that installed the handler */
static void (*cleanup_now)(void);     /* run in the handler, or NULL */
static int defer;                     /* 1: note it and return */

static void die_of(int sig) {
  signal(sig, SIG_DFL);
  raise(sig);
}

static void on_signal(int sig) {
  if (getpid() != owner) {
    die_of(sig);
    return;
  }
  pending = sig;
  if (child != 0)
    kill(child, sig); /* a process group when negative */
  if (defer)
    return;
  if (cleanup_now)
    cleanup_now();
  die_of(sig);
}

void drv_signals_catch(void (*cleanup)(void), int deferred) {
  cleanup_now = cleanup;
  defer = deferred;
  owner = getpid();
  pending = 0;
  child = 0;
  struct sigaction sa = {0};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < CAUGHT; i++)
    sigaction(caught[i], &sa, &saved[i]);
}

int drv_signals_pending(void) { return pending; }

void drv_signals_block(sigset_t *old) {
  sigset_t block;
  sigemptyset(&block);
  for (size_t i = 0; i < CAUGHT; i++)
    sigaddset(&block, caught[i]);
  sigprocmask(SIG_BLOCK, &block, old);
}

void drv_signals_child(pid_t pid) { child = pid; }

void drv_signals_release(void) {
  for (size_t i = 0; i < CAUGHT; i++)
    sigaction(caught[i], &saved[i], NULL);
  cleanup_now = NULL;
  child = 0;
  if (pending)
    die_of(pending);
}
