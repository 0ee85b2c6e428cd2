/* cudalift/device_runtime.h - device printf and malloc made visible and
 * settable without changing the program (guide 5.3.6).
 *
 * cudalift's lowering includes this header in a translation unit that
 * calls device printf or uses the device heap, or whose command line sets
 * a device limit; it defines the settings as macros first:
 *
 *   CUDALIFT_RT_HEAP_SIZE, CUDALIFT_RT_PRINTF_FIFO_SIZE,
 *   CUDALIFT_RT_STACK_SIZE      bytes (--device-heap-size=SIZE, ...)
 *   CUDALIFT_RT_NO_PRINTF_FLUSH --no-printf-flush
 *   CUDALIFT_RT_MALLOC_SITES    "file:line" of each allocation site
 *                               (--device-malloc-check)
 *
 * Before main, the limits asked for are applied to the current device
 * (the environment's CUDALIFT_DEVICE_HEAP_SIZE, CUDALIFT_PRINTF_FIFO_SIZE
 * and CUDALIFT_DEVICE_STACK_SIZE win over the compiled-in values), read
 * back, and a value the device refuses is reported on stderr.  The
 * program's own cudaDeviceSetLimit calls come later and so win.  With no
 * limit asked for, nothing touches the device before main.
 *
 * At normal exit (return from main, exit() on the main thread), for each
 * device whose context the program used, buffered device printf output is
 * flushed and the allocations that returned NULL are reported per site.
 * This runs as the main thread's thread_local destructors do, before any
 * atexit handler: the CUDA runtime tears itself down in one, registered
 * when the program first uses it, so an atexit handler registered before
 * main would run too late.  Exit handlers and static destructors of the
 * program run after it: device output of kernels they launch is not
 * flushed.  A program that never used CUDA gets no context created.
 *
 * Several translation units may include it: the state is one static
 * object of an inline function, so one per program (C++11 and later);
 * each unit registers its settings and its sites from its own static
 * initializer. */
#ifndef CUDALIFT_DEVICE_RUNTIME_H
#define CUDALIFT_DEVICE_RUNTIME_H

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "size.h" /* cudalift_parse_size, shared with cudalift itself */

namespace cudalift {
namespace rt {

/* The limits, in one order everywhere below. */
enum { heap, printf_fifo, stack, nlimits };

struct limit_info {
  cudaLimit limit;
  const char *what;   /* for messages */
  const char *option; /* cudalift's option */
  const char *env;    /* the variable read at program start */
};

inline const limit_info &limit(int i) {
  static const limit_info all[nlimits] = {
      {cudaLimitMallocHeapSize, "device heap size", "--device-heap-size",
       "CUDALIFT_DEVICE_HEAP_SIZE"},
      {cudaLimitPrintfFifoSize, "printf FIFO size", "--printf-fifo-size",
       "CUDALIFT_PRINTF_FIFO_SIZE"},
      {cudaLimitStackSize, "device stack size", "--device-stack-size",
       "CUDALIFT_DEVICE_STACK_SIZE"},
  };
  return all[i];
}

/* One translation unit's allocation sites and their NULL counters. */
struct site_table {
  const void *counters;      /* its __device__ unsigned long long[n] */
  const char *const *names;  /* "file:line" per site */
  unsigned n;
  site_table *next;
};

struct state {
  bool started;                            /* environment read, exit hook set */
  bool flush;                              /* some unit wants printf flushed at exit */
  unsigned long long env[nlimits];         /* from the environment; 0: not set */
  unsigned long long compiled[nlimits];    /* largest compiled-in value; 0: not set */
  unsigned long long applied[nlimits];     /* last value handed to the device */
  site_table *sites;                       /* registered units, last first */
};

/* Zero-initialised before any dynamic initialisation. */
inline state &the_state() {
  static state s;
  return s;
}


/* Hands one limit to the device when its value changed; a refusal, or a
 * smaller value read back, goes to stderr.  A refusal's error is taken
 * off cudaGetLastError so the program never sees it as its own. */
inline void apply(int i) {
  state &s = the_state();
  unsigned long long want = s.env[i] ? s.env[i] : s.compiled[i];
  if (!want || want == s.applied[i])
    return;
  s.applied[i] = want;
  const limit_info &l = limit(i);
  const char *from = s.env[i] ? l.env : l.option;
  cudaError_t e = cudaDeviceSetLimit(l.limit, (size_t)want);
  size_t now = 0;
  cudaError_t g = cudaDeviceGetLimit(&now, l.limit);
  if (e != cudaSuccess) {
    cudaGetLastError();
    if (g == cudaSuccess)
      std::fprintf(stderr, "cudalift: the device refused a %s of %llu bytes (%s): %s; "
                   "in force: %zu bytes\n", l.what, want, from, cudaGetErrorString(e), now);
    else
      std::fprintf(stderr, "cudalift: the device refused a %s of %llu bytes (%s): %s\n",
                   l.what, want, from, cudaGetErrorString(e));
  } else if (g == cudaSuccess && now < want) {
    std::fprintf(stderr, "cudalift: the device set a %s of %zu bytes, not the %llu asked "
                 "for (%s)\n", l.what, now, want, from);
  }
  cudaGetLastError();
}

/* Is the primary context of `device` in use?  Asked of the driver
 * directly: the runtime's own calls would create the context. */
inline bool context_active(int device) {
  using get_state = int (*)(int, unsigned *, int *); /* cuDevicePrimaryCtxGetState */
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult found;
  if (cudaGetDriverEntryPointByVersion("cuDevicePrimaryCtxGetState", &fn, 12000,
                                       cudaEnableDefault, &found) != cudaSuccess ||
      found != cudaDriverEntryPointSuccess || !fn)
    return false;
  unsigned flags = 0;
  int active = 0;
  return ((get_state)fn)(device, &flags, &active) == 0 && active;
}

/* Adds the NULL counts of every site on the current device to `totals`
 * (one slot per site, units in registration order).  False when the
 * counters cannot be read (a kernel left the context broken). */
inline bool add_failures(unsigned long long *totals) {
  for (site_table *t = the_state().sites; t; t = t->next) {
    unsigned long long counts[256];
    for (unsigned k = 0; k < t->n; k += 256) {
      unsigned n = t->n - k < 256 ? t->n - k : 256;
      if (cudaMemcpyFromSymbol(counts, t->counters, n * sizeof *counts,
                               k * sizeof *counts) != cudaSuccess)
        return false;
      for (unsigned j = 0; j < n; j++)
        totals[k + j] += counts[j];
    }
    totals += t->n;
  }
  return true;
}

inline void report_failures(const unsigned long long *totals, size_t heap_in_force) {
  unsigned long long all = 0;
  size_t i = 0;
  for (site_table *t = the_state().sites; t; t = t->next)
    for (unsigned k = 0; k < t->n; k++)
      all += totals[i++];
  if (!all)
    return;
  std::fprintf(stderr, "cudalift: %llu device allocation%s returned NULL:\n", all,
               all == 1 ? "" : "s");
  i = 0;
  for (site_table *t = the_state().sites; t; t = t->next)
    for (unsigned k = 0; k < t->n; k++, i++)
      if (totals[i])
        std::fprintf(stderr, "cudalift:   %s: %llu\n", t->names[k], totals[i]);
  std::fprintf(stderr, "cudalift: the device heap size in force is %zu bytes; raise it with "
               "--device-heap-size=SIZE or %s=SIZE\n", heap_in_force, limit(heap).env);
}

/* At normal exit: for each device whose context the program used, flush
 * its printf buffer (a synchronize), then count the failed allocations. */
inline void at_exit() {
  state &s = the_state();
  size_t nsites = 0;
  for (site_table *t = s.sites; t; t = t->next)
    nsites += t->n;
  if (!s.flush && !nsites)
    return;
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  unsigned long long *totals =
      nsites ? (unsigned long long *)std::calloc(nsites, sizeof *totals) : nullptr;
  size_t heap_in_force = 0;
  bool any = false;
  for (int d = 0; d < devices; d++) {
    if (!context_active(d) || cudaSetDevice(d) != cudaSuccess)
      continue;
    if (s.flush)
      cudaDeviceSynchronize();
    if (totals && add_failures(totals) && !any) {
      cudaDeviceGetLimit(&heap_in_force, cudaLimitMallocHeapSize);
      any = true;
    }
  }
  if (any)
    report_failures(totals, heap_in_force);
  std::free(totals);
  std::fflush(stdout);
}

/* Its destructor is the exit handler (see the top of this file). */
struct exit_hook {
  ~exit_hook() { at_exit(); }
};

/* One translation unit's static initializer: the first reads the
 * environment and sets the exit hook on the main thread; each applies the
 * limits that its settings change. */
inline void start(const unsigned long long (&compiled)[nlimits], bool flush, site_table *sites) {
  state &s = the_state();
  if (!s.started) {
    s.started = true;
    for (int i = 0; i < nlimits; i++) {
      const char *v = std::getenv(limit(i).env);
      if (v && *v && !(s.env[i] = cudalift_parse_size(v)))
        std::fprintf(stderr, "cudalift: ignoring %s='%s' (expected bytes, or a number with "
                     "K, M, G or T: 256M, 1G)\n", limit(i).env, v);
    }
    static thread_local exit_hook hook;
    (void)hook;
  }
  s.flush = s.flush || flush;
  if (sites) {
    sites->next = s.sites;
    s.sites = sites;
  }
  for (int i = 0; i < nlimits; i++) {
    if (compiled[i] > s.compiled[i])
      s.compiled[i] = compiled[i];
    apply(i);
  }
}

} // namespace rt

namespace {

#ifdef CUDALIFT_RT_MALLOC_SITES
/* This unit's allocation sites: the lowering wraps each allocation in
 * checked_alloc(expression, site). */
const char *const malloc_site_names[] = {CUDALIFT_RT_MALLOC_SITES};
constexpr unsigned malloc_nsites = sizeof malloc_site_names / sizeof *malloc_site_names;
__device__ unsigned long long malloc_failures[malloc_nsites];

template <class T> __host__ __device__ inline T *checked_alloc(T *p, unsigned site) {
#ifdef __CUDA_ARCH__
  if (!p)
    atomicAdd(&malloc_failures[site], 1ull);
#endif
  return p;
}

rt::site_table malloc_sites = {(const void *)&malloc_failures, malloc_site_names,
                               malloc_nsites, nullptr};
#define CUDALIFT_RT_SITES_ &malloc_sites
#else
#define CUDALIFT_RT_SITES_ nullptr
#endif

#ifndef CUDALIFT_RT_HEAP_SIZE
#define CUDALIFT_RT_HEAP_SIZE 0ull
#endif
#ifndef CUDALIFT_RT_PRINTF_FIFO_SIZE
#define CUDALIFT_RT_PRINTF_FIFO_SIZE 0ull
#endif
#ifndef CUDALIFT_RT_STACK_SIZE
#define CUDALIFT_RT_STACK_SIZE 0ull
#endif
#ifdef CUDALIFT_RT_NO_PRINTF_FLUSH
#define CUDALIFT_RT_FLUSH_ false
#else
#define CUDALIFT_RT_FLUSH_ true
#endif

struct unit_start {
  unit_start() {
    const unsigned long long compiled[rt::nlimits] = {
        CUDALIFT_RT_HEAP_SIZE, CUDALIFT_RT_PRINTF_FIFO_SIZE, CUDALIFT_RT_STACK_SIZE};
    rt::start(compiled, CUDALIFT_RT_FLUSH_, CUDALIFT_RT_SITES_);
  }
};
unit_start unit_started;

#undef CUDALIFT_RT_SITES_
#undef CUDALIFT_RT_FLUSH_

} // namespace
} // namespace cudalift

#endif
