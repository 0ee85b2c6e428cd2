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
enum { __cl_heap, __cl_printf_fifo, __cl_stack, __cl_nlimits };

struct __cl_limit_info {
  cudaLimit __cl_limit;
  const char *__cl_what;   /* for messages */
  const char *__cl_option; /* cudalift's option */
  const char *__cl_env;    /* the variable read at program start */
};

inline const __cl_limit_info &__cl_limit(int __cl_i) {
  static const __cl_limit_info __cl_all[__cl_nlimits] = {
      {cudaLimitMallocHeapSize, "device heap size", "--device-heap-size",
       "CUDALIFT_DEVICE_HEAP_SIZE"},
      {cudaLimitPrintfFifoSize, "printf FIFO size", "--printf-fifo-size",
       "CUDALIFT_PRINTF_FIFO_SIZE"},
      {cudaLimitStackSize, "device stack size", "--device-stack-size",
       "CUDALIFT_DEVICE_STACK_SIZE"},
  };
  return __cl_all[__cl_i];
}

/* One translation unit's allocation sites and their NULL counters. */
struct __cl_site_table {
  const void *__cl_counters;      /* its __device__ unsigned long long[n] */
  const char *const *__cl_names;  /* "file:line" per site */
  unsigned __cl_n;
  __cl_site_table *__cl_next;
};

struct __cl_state {
  bool __cl_started;                            /* environment read, exit hook set */
  bool __cl_flush;                              /* some unit wants printf flushed at exit */
  unsigned long long __cl_env[__cl_nlimits];         /* from the environment; 0: not set */
  unsigned long long __cl_compiled[__cl_nlimits];    /* largest compiled-in value; 0: not set */
  unsigned long long __cl_applied[__cl_nlimits];     /* last value handed to the device */
  __cl_site_table *__cl_sites;                       /* registered units, last first */
};

/* Zero-initialised before any dynamic initialisation. */
inline __cl_state &__cl_the_state() {
  static __cl_state __cl_s;
  return __cl_s;
}


/* Hands one limit to the device when its value changed; a refusal, or a
 * smaller value read back, goes to stderr.  A refusal's error is taken
 * off cudaGetLastError so the program never sees it as its own. */
inline void __cl_apply(int __cl_i) {
  __cl_state &__cl_s = __cl_the_state();
  unsigned long long __cl_want = __cl_s.__cl_env[__cl_i] ? __cl_s.__cl_env[__cl_i] : __cl_s.__cl_compiled[__cl_i];
  if (!__cl_want || __cl_want == __cl_s.__cl_applied[__cl_i])
    return;
  __cl_s.__cl_applied[__cl_i] = __cl_want;
  const __cl_limit_info &__cl_l = __cl_limit(__cl_i);
  const char *__cl_from = __cl_s.__cl_env[__cl_i] ? __cl_l.__cl_env : __cl_l.__cl_option;
  cudaError_t __cl_e = cudaDeviceSetLimit(__cl_l.__cl_limit, (size_t)__cl_want);
  size_t __cl_now = 0;
  cudaError_t __cl_g = cudaDeviceGetLimit(&__cl_now, __cl_l.__cl_limit);
  if (__cl_e != cudaSuccess) {
    cudaGetLastError();
    if (__cl_g == cudaSuccess)
      std::fprintf(stderr, "cudalift: the device refused a %s of %llu bytes (%s): %s; "
                   "in force: %zu bytes\n", __cl_l.__cl_what, __cl_want, __cl_from, cudaGetErrorString(__cl_e), __cl_now);
    else
      std::fprintf(stderr, "cudalift: the device refused a %s of %llu bytes (%s): %s\n",
                   __cl_l.__cl_what, __cl_want, __cl_from, cudaGetErrorString(__cl_e));
  } else if (__cl_g == cudaSuccess && __cl_now < __cl_want) {
    std::fprintf(stderr, "cudalift: the device set a %s of %zu bytes, not the %llu asked "
                 "for (%s)\n", __cl_l.__cl_what, __cl_now, __cl_want, __cl_from);
  }
  cudaGetLastError();
}

/* Is the primary context of `device` in use?  Asked of the driver
 * directly: the runtime's own calls would create the context. */
inline bool __cl_context_active(int __cl_device) {
  using __cl_get_state = int (*)(int, unsigned *, int *); /* cuDevicePrimaryCtxGetState */
  void *__cl_fn = nullptr;
  cudaDriverEntryPointQueryResult __cl_found;
  if (cudaGetDriverEntryPointByVersion("cuDevicePrimaryCtxGetState", &__cl_fn, 12000,
                                       cudaEnableDefault, &__cl_found) != cudaSuccess ||
      __cl_found != cudaDriverEntryPointSuccess || !__cl_fn)
    return false;
  unsigned __cl_flags = 0;
  int __cl_active = 0;
  return ((__cl_get_state)__cl_fn)(__cl_device, &__cl_flags, &__cl_active) == 0 && __cl_active;
}

/* Adds the NULL counts of every site on the current device to `totals`
 * (one slot per site, units in registration order).  False when the
 * counters cannot be read (a kernel left the context broken). */
inline bool __cl_add_failures(unsigned long long *__cl_totals) {
  for (__cl_site_table *__cl_t = __cl_the_state().__cl_sites; __cl_t; __cl_t = __cl_t->__cl_next) {
    unsigned long long __cl_counts[256];
    for (unsigned __cl_k = 0; __cl_k < __cl_t->__cl_n; __cl_k += 256) {
      unsigned __cl_n = __cl_t->__cl_n - __cl_k < 256 ? __cl_t->__cl_n - __cl_k : 256;
      if (cudaMemcpyFromSymbol(__cl_counts, __cl_t->__cl_counters, __cl_n * sizeof *__cl_counts,
                               __cl_k * sizeof *__cl_counts) != cudaSuccess)
        return false;
      for (unsigned __cl_j = 0; __cl_j < __cl_n; __cl_j++)
        __cl_totals[__cl_k + __cl_j] += __cl_counts[__cl_j];
    }
    __cl_totals += __cl_t->__cl_n;
  }
  return true;
}

inline void __cl_report_failures(const unsigned long long *__cl_totals, size_t __cl_heap_in_force) {
  unsigned long long __cl_all = 0;
  size_t __cl_i = 0;
  for (__cl_site_table *__cl_t = __cl_the_state().__cl_sites; __cl_t; __cl_t = __cl_t->__cl_next)
    for (unsigned __cl_k = 0; __cl_k < __cl_t->__cl_n; __cl_k++)
      __cl_all += __cl_totals[__cl_i++];
  if (!__cl_all)
    return;
  std::fprintf(stderr, "cudalift: %llu device allocation%s returned NULL:\n", __cl_all,
               __cl_all == 1 ? "" : "s");
  __cl_i = 0;
  for (__cl_site_table *__cl_t = __cl_the_state().__cl_sites; __cl_t; __cl_t = __cl_t->__cl_next)
    for (unsigned __cl_k = 0; __cl_k < __cl_t->__cl_n; __cl_k++, __cl_i++)
      if (__cl_totals[__cl_i])
        std::fprintf(stderr, "cudalift:   %s: %llu\n", __cl_t->__cl_names[__cl_k], __cl_totals[__cl_i]);
  std::fprintf(stderr, "cudalift: the device heap size in force is %zu bytes; raise it with "
               "--device-heap-size=SIZE or %s=SIZE\n", __cl_heap_in_force, __cl_limit(__cl_heap).__cl_env);
}

/* At normal exit: for each device whose context the program used, flush
 * its printf buffer (a synchronize), then count the failed allocations. */
inline void __cl_at_exit() {
  __cl_state &__cl_s = __cl_the_state();
  size_t __cl_nsites = 0;
  for (__cl_site_table *__cl_t = __cl_s.__cl_sites; __cl_t; __cl_t = __cl_t->__cl_next)
    __cl_nsites += __cl_t->__cl_n;
  if (!__cl_s.__cl_flush && !__cl_nsites)
    return;
  int __cl_devices = 0;
  if (cudaGetDeviceCount(&__cl_devices) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  unsigned long long *__cl_totals =
      __cl_nsites ? (unsigned long long *)std::calloc(__cl_nsites, sizeof *__cl_totals) : nullptr;
  size_t __cl_heap_in_force = 0;
  bool __cl_any = false;
  for (int __cl_d = 0; __cl_d < __cl_devices; __cl_d++) {
    if (!__cl_context_active(__cl_d) || cudaSetDevice(__cl_d) != cudaSuccess)
      continue;
    if (__cl_s.__cl_flush)
      cudaDeviceSynchronize();
    if (__cl_totals && __cl_add_failures(__cl_totals) && !__cl_any) {
      cudaDeviceGetLimit(&__cl_heap_in_force, cudaLimitMallocHeapSize);
      __cl_any = true;
    }
  }
  if (__cl_any)
    __cl_report_failures(__cl_totals, __cl_heap_in_force);
  std::free(__cl_totals);
  std::fflush(stdout);
}

/* Its destructor is the exit handler (see the top of this file). */
struct __cl_exit_hook {
  ~__cl_exit_hook() { __cl_at_exit(); }
};

/* One translation unit's static initializer: the first reads the
 * environment and sets the exit hook on the main thread; each applies the
 * limits that its settings change. */
inline void __cl_start(const unsigned long long (&__cl_compiled)[__cl_nlimits], bool __cl_flush, __cl_site_table *__cl_sites) {
  __cl_state &__cl_s = __cl_the_state();
  if (!__cl_s.__cl_started) {
    __cl_s.__cl_started = true;
    for (int __cl_i = 0; __cl_i < __cl_nlimits; __cl_i++) {
      const char *__cl_v = std::getenv(__cl_limit(__cl_i).__cl_env);
      if (__cl_v && *__cl_v && !(__cl_s.__cl_env[__cl_i] = cudalift_parse_size(__cl_v)))
        std::fprintf(stderr, "cudalift: ignoring %s='%s' (expected bytes, or a number with "
                     "K, M, G or T: 256M, 1G)\n", __cl_limit(__cl_i).__cl_env, __cl_v);
    }
    static thread_local __cl_exit_hook __cl_hook;
    (void)__cl_hook;
  }
  __cl_s.__cl_flush = __cl_s.__cl_flush || __cl_flush;
  if (__cl_sites) {
    __cl_sites->__cl_next = __cl_s.__cl_sites;
    __cl_s.__cl_sites = __cl_sites;
  }
  for (int __cl_i = 0; __cl_i < __cl_nlimits; __cl_i++) {
    if (__cl_compiled[__cl_i] > __cl_s.__cl_compiled[__cl_i])
      __cl_s.__cl_compiled[__cl_i] = __cl_compiled[__cl_i];
    __cl_apply(__cl_i);
  }
}

} // namespace rt

namespace {

#ifdef CUDALIFT_RT_MALLOC_SITES
/* This unit's allocation sites: the lowering wraps each allocation in
 * checked_alloc(expression, site). */
const char *const __cl_malloc_site_names[] = {CUDALIFT_RT_MALLOC_SITES};
constexpr unsigned __cl_malloc_nsites = sizeof __cl_malloc_site_names / sizeof *__cl_malloc_site_names;
__device__ unsigned long long __cl_malloc_failures[__cl_malloc_nsites];

template <class __cl_T> __host__ __device__ inline __cl_T *checked_alloc(__cl_T *__cl_p, unsigned __cl_site) {
#ifdef __CUDA_ARCH__
  if (!__cl_p)
    atomicAdd(&__cl_malloc_failures[__cl_site], 1ull);
#endif
  return __cl_p;
}

rt::__cl_site_table __cl_malloc_sites = {(const void *)&__cl_malloc_failures, __cl_malloc_site_names,
                               __cl_malloc_nsites, nullptr};
#define CUDALIFT_RT_SITES_ &__cl_malloc_sites
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

struct __cl_unit_start {
  __cl_unit_start() {
    const unsigned long long __cl_compiled[rt::__cl_nlimits] = {
        CUDALIFT_RT_HEAP_SIZE, CUDALIFT_RT_PRINTF_FIFO_SIZE, CUDALIFT_RT_STACK_SIZE};
    rt::__cl_start(__cl_compiled, CUDALIFT_RT_FLUSH_, CUDALIFT_RT_SITES_);
  }
};
__cl_unit_start __cl_unit_started;

#undef CUDALIFT_RT_SITES_
#undef CUDALIFT_RT_FLUSH_

} // namespace
} // namespace cudalift

#endif
