/* shim.c - the headers cudalift hands to libclang as virtual files: the
 * empty header clang's CUDA wrapper still includes but CUDA 13 removed,
 * declarations from CUDA headers the wrapper leaves out, and the small
 * prelude (and <nvfunctional>) that fast tests parse with instead of the
 * real CUDA headers (-nocudainc).  Nothing here is ever written to disk. */
#include <string.h>

#include "fe_internal.h"

const char fe_shim_dir[] = "/__cudalift__/include";

/* nvcc's trait builtins (args.c's macros) name __cudalift_nv_trait<K, T>,
 * whose answer is a function cudalift_traits.h defines per parse: it gets
 * the closure's name, "(lambda at FILE:LINE:COL)", from the type's name in
 * a function signature.  Declared where the precompiled header sees it. */
#define FE_TRAIT_DECLARATIONS \
    "#ifndef __CUDALIFT_NV_TRAIT\n#define __CUDALIFT_NV_TRAIT\n" \
    "constexpr bool __cudalift_nv_answer(unsigned, const char *);\n" \
    "template <class __T> constexpr const char *__cudalift_type_name() {" \
    " return __PRETTY_FUNCTION__; }\n" \
    "template <unsigned __K, class __T> struct __cudalift_nv_trait {\n" \
    "  static constexpr bool value = __cudalift_nv_answer(__K, __cudalift_type_name<__T>());\n" \
    "};\n#endif\n"

static const char prelude[] =
    "#pragma clang system_header\n"
    "/* cudalift's minimal CUDA prelude: attributes, dim3, launch support. */\n"
    "#undef __CUDACC__\n"
    "#define __CUDACC__ 1\n"
    "#define __host__ __attribute__((host))\n"
    "#define __device__ __attribute__((device))\n"
    "#define __global__ __attribute__((global))\n"
    "#define __shared__ __attribute__((shared))\n"
    "#define __constant__ __attribute__((constant))\n"
    "#define __managed__ __attribute__((managed))\n"
    "#define __grid_constant__ __attribute__((grid_constant))\n"
    "#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))\n"
    "#define __forceinline__ inline __attribute__((always_inline))\n"
    "#define __noinline__ __attribute__((noinline))\n"
    FE_PRESERVED_DEFINE
    "#ifndef __CUDACC__\n#define __CUDACC__ 1\n#endif\n"
    "typedef __SIZE_TYPE__ size_t;\n"
    "struct dim3 {\n"
    "  unsigned x, y, z;\n"
    "  constexpr __host__ __device__ dim3(unsigned x = 1, unsigned y = 1,"
    " unsigned z = 1) : x(x), y(y), z(z) {}\n"
    "};\n"
    "typedef struct CUstream_st *cudaStream_t;\n"
    "typedef int cudaError_t;\n"
    "extern \"C\" int __cudaPushCallConfiguration(dim3, dim3, size_t = 0,"
    " cudaStream_t = 0);\n"
    "extern \"C\" __host__ cudaError_t cudaDeviceSynchronize();\n"
    "/* The C library functions the device has too (guide 5.3.6): device\n"
    " * overloads next to the host ones, as clang's CUDA headers declare them. */\n"
    "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
    "#include <time.h>\n#include <assert.h>\n"
    "extern \"C\" {\n"
    "__device__ int printf(const char *, ...);\n"
    "__device__ void *malloc(size_t);\n"
    "__device__ void free(void *);\n"
    "__device__ void *memcpy(void *, const void *, size_t);\n"
    "__device__ void *memset(void *, int, size_t);\n"
    "__device__ clock_t clock(void);\n"
    "__device__ long long clock64(void);\n"
    "__device__ void *__nv_aligned_device_malloc(size_t, size_t);\n"
    "__device__ void __assert_fail(const char *, const char *, unsigned, const char *);\n"
    "}\n"
    "#include <__clang_cuda_builtin_vars.h>\n"
    FE_TRAIT_DECLARATIONS;

static const char texture_fetch[] = "/* intentionally empty */\n";

/* Headers clang's CUDA wrapper includes and nvcc's implicit includes do
 * not: <cuda.h> (the driver API), <curand_mtgp32_kernel.h>, and clang's
 * own __clang_cuda_*.h.  Their parameter names (N, K, V, T, bid, ...) are
 * ordinary macro names, and a `-DN=1024` that nvcc takes would break them
 * in the parse only.  These stand in front of the real ones (first on the
 * include path) and hold the command line's macros back around them
 * (fe_shim_unsaved). */
#define SUSPENDED(name) \
    {"/__cudalift__/include/" name, "#include_next <" name ">\n", \
     sizeof "#include_next <" name ">\n" - 1, 1}

static const char device_launch[] =
    "#pragma clang system_header\n"
    "extern \"C\" __device__ cudaError_t cudaConfigureCall(dim3, dim3,"
    " size_t = 0, cudaStream_t = 0);\n";

/* Functions nvcc's CUDA headers declare __host__ __device__ and clang's
 * CUDA headers declare for the device alone: without these, host code that
 * calls them (`double m = max(a, b);` in main) stops the parse where nvcc
 * builds it.  The list is what tools/host-api-diff finds for CUDA 13.0: every
 * function nvcc's host side declares, called from host code in a parse of
 * the real headers (tests/lit/driver/host_api.cu runs it).  Declared
 * __host__ only: the device side keeps clang's own.  Two files: a string
 * literal of C17 is at most 4095 bytes. */
static const char host_minmax[] =
    "#pragma clang system_header\n"
    "#define __CUDALIFT_H(ret, name, ...) __host__ ret name(__VA_ARGS__);\n"
    "__CUDALIFT_H(int, max, int, int) __CUDALIFT_H(int, min, int, int)\n"
    "__CUDALIFT_H(unsigned, max, unsigned, unsigned) __CUDALIFT_H(unsigned, min, unsigned, unsigned)\n"
    "__CUDALIFT_H(unsigned, max, int, unsigned) __CUDALIFT_H(unsigned, min, int, unsigned)\n"
    "__CUDALIFT_H(unsigned, max, unsigned, int) __CUDALIFT_H(unsigned, min, unsigned, int)\n"
    "__CUDALIFT_H(long, max, long, long) __CUDALIFT_H(long, min, long, long)\n"
    "__CUDALIFT_H(unsigned long, max, unsigned long, unsigned long)\n"
    "__CUDALIFT_H(unsigned long, min, unsigned long, unsigned long)\n"
    "__CUDALIFT_H(unsigned long, max, long, unsigned long) __CUDALIFT_H(unsigned long, min, long, unsigned long)\n"
    "__CUDALIFT_H(unsigned long, max, unsigned long, long) __CUDALIFT_H(unsigned long, min, unsigned long, long)\n"
    "__CUDALIFT_H(long long, max, long long, long long) __CUDALIFT_H(long long, min, long long, long long)\n"
    "__CUDALIFT_H(unsigned long long, max, unsigned long long, unsigned long long)\n"
    "__CUDALIFT_H(unsigned long long, min, unsigned long long, unsigned long long)\n"
    "__CUDALIFT_H(unsigned long long, max, long long, unsigned long long)\n"
    "__CUDALIFT_H(unsigned long long, min, long long, unsigned long long)\n"
    "__CUDALIFT_H(unsigned long long, max, unsigned long long, long long)\n"
    "__CUDALIFT_H(unsigned long long, min, unsigned long long, long long)\n"
    "__CUDALIFT_H(float, max, float, float) __CUDALIFT_H(float, min, float, float)\n"
    "__CUDALIFT_H(double, max, double, double) __CUDALIFT_H(double, min, double, double)\n"
    "__CUDALIFT_H(double, max, float, double) __CUDALIFT_H(double, min, float, double)\n"
    "__CUDALIFT_H(double, max, double, float) __CUDALIFT_H(double, min, double, float)\n"
    "__CUDALIFT_H(unsigned, umax, unsigned, unsigned) __CUDALIFT_H(unsigned, umin, unsigned, unsigned)\n"
    "__CUDALIFT_H(long long, llmax, long long, long long) __CUDALIFT_H(long long, llmin, long long, long long)\n"
    "__CUDALIFT_H(unsigned long long, ullmax, unsigned long long, unsigned long long)\n"
    "__CUDALIFT_H(unsigned long long, ullmin, unsigned long long, unsigned long long)\n"
    "__CUDALIFT_H(void, sincos, float, float *, float *)\n"
    "__CUDALIFT_H(unsigned short, __nv_bswap16, unsigned short)\n"
    "__CUDALIFT_H(unsigned, __nv_bswap32, unsigned) __CUDALIFT_H(unsigned long long, __nv_bswap64, unsigned long long)\n"
    "#undef __CUDALIFT_H\n";

static const char host_simd[] =
    "#pragma clang system_header\n"
    "#define __CUDALIFT_H(ret, name, ...) __host__ ret name(__VA_ARGS__);\n"
    "#define __CUDALIFT_V2(name, t) __CUDALIFT_H(t, name, t, t)\n"
    "#define __CUDALIFT_V3(name, t) __CUDALIFT_H(t, name, t, t, t)\n"
    "__CUDALIFT_V2(__vimax_s32_relu, int) __CUDALIFT_V2(__vimin_s32_relu, int)\n"
    "__CUDALIFT_V2(__vimax_s16x2_relu, unsigned) __CUDALIFT_V2(__vimin_s16x2_relu, unsigned)\n"
    "__CUDALIFT_V3(__vimax3_s32, int) __CUDALIFT_V3(__vimin3_s32, int)\n"
    "__CUDALIFT_V3(__vimax3_s32_relu, int) __CUDALIFT_V3(__vimin3_s32_relu, int)\n"
    "__CUDALIFT_V3(__viaddmax_s32, int) __CUDALIFT_V3(__viaddmin_s32, int)\n"
    "__CUDALIFT_V3(__viaddmax_s32_relu, int) __CUDALIFT_V3(__viaddmin_s32_relu, int)\n"
    "__CUDALIFT_V3(__vimax3_s16x2, unsigned) __CUDALIFT_V3(__vimin3_s16x2, unsigned)\n"
    "__CUDALIFT_V3(__vimax3_u32, unsigned) __CUDALIFT_V3(__vimin3_u32, unsigned)\n"
    "__CUDALIFT_V3(__vimax3_u16x2, unsigned) __CUDALIFT_V3(__vimin3_u16x2, unsigned)\n"
    "__CUDALIFT_V3(__vimax3_s16x2_relu, unsigned) __CUDALIFT_V3(__vimin3_s16x2_relu, unsigned)\n"
    "__CUDALIFT_V3(__viaddmax_s16x2, unsigned) __CUDALIFT_V3(__viaddmin_s16x2, unsigned)\n"
    "__CUDALIFT_V3(__viaddmax_u32, unsigned) __CUDALIFT_V3(__viaddmin_u32, unsigned)\n"
    "__CUDALIFT_V3(__viaddmax_u16x2, unsigned) __CUDALIFT_V3(__viaddmin_u16x2, unsigned)\n"
    "__CUDALIFT_V3(__viaddmax_s16x2_relu, unsigned) __CUDALIFT_V3(__viaddmin_s16x2_relu, unsigned)\n"
    "__CUDALIFT_H(int, __vibmax_s32, int, int, bool *) __CUDALIFT_H(int, __vibmin_s32, int, int, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmax_u32, unsigned, unsigned, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmin_u32, unsigned, unsigned, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmax_s16x2, unsigned, unsigned, bool *, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmin_s16x2, unsigned, unsigned, bool *, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmax_u16x2, unsigned, unsigned, bool *, bool *)\n"
    "__CUDALIFT_H(unsigned, __vibmin_u16x2, unsigned, unsigned, bool *, bool *)\n"
    "#undef __CUDALIFT_V2\n#undef __CUDALIFT_V3\n#undef __CUDALIFT_H\n";

/* With the real headers: what CUDA declares in headers clang's CUDA
 * wrapper does not include (crt/math_functions.h's aligned device malloc). */
static const char cuda_extras[] =
    "#pragma clang system_header\n"
    /* clang's CUDA wrapper leaves __CUDACC__ defined empty; nvcc defines
     * it as 1, which `#if __CUDACC__` needs. */
    "#undef __CUDACC__\n"
    "#define __CUDACC__ 1\n"
    FE_PRESERVED_DEFINE
    "extern \"C\" __device__ void *__nv_aligned_device_malloc(__SIZE_TYPE__, __SIZE_TYPE__);\n"
    /* nvcc's CUDA headers include these C headers in every unit
     * (crt/common_functions.h, crt/math_functions.h): the global isnan,
     * signbit, clock ... host code may call without including them. */
    "#include <math.h>\n#include <time.h>\n#include <string.h>\n"
    "#include <cudalift_host_minmax.h>\n"
    "#include <cudalift_host_simd.h>\n"
    FE_TRAIT_DECLARATIONS;

/* The second parse's respelled bodies (preserved.c): FE_BODY_WORD opens
 * the body and mentions a __device__ function, which clang reports only
 * where host code runs the body. */
static const char respelled[] =
    "extern \"C\" __attribute__((device)) void " FE_HOST_CALL_MARK "(void);\n"
    "#define " FE_BODY_WORD " { (void)::" FE_HOST_CALL_MARK ";\n";

/* The traits' answers when nobody asked for the model's: true. */
static const char traits_default[] =
    "#pragma clang system_header\n"
    "constexpr bool __cudalift_nv_answer(unsigned, const char *) { return true; }\n";

/* --check's first parse (fe_config.answer_traits, no answers yet): no
 * builtin is true unless it is asked about a type whose name holds a
 * closure's, "(lambda at ".  Such a question calls a function that is not
 * constexpr, an error whose note names it (messages.c drops the error and
 * sets model.trait_probe_hit): only then does a second parse with the
 * real answers run.  Without a hit every answer was false, which is what
 * the second parse's answers (keyed by closure names) would be too. */
static const char traits_probe[] =
    "#pragma clang system_header\n"
    "bool __cudalift_nv_lambda_asked();\n"
    "constexpr bool __cudalift_nv_answer(unsigned, const char *__n) {\n"
    "  for (; *__n; ++__n) {\n"
    "    const char *__a = __n, *__b = \"(lambda at \";\n"
    "    while (*__b && *__a == *__b) { ++__a; ++__b; }\n"
    "    if (!*__b) return __cudalift_nv_lambda_asked();\n"
    "  }\n"
    "  return false;\n"
    "}\n";
const char fe_trait_probe_function[] = "__cudalift_nv_lambda_asked";

/* Under -nocudainc only (its own directory, so the real header wins
 * otherwise): enough of <nvfunctional> to name, build, copy and call an
 * nvstd::function on either side. */
const char fe_minimal_shim_dir[] = "/__cudalift__/minimal";

static const char nvfunctional[] =
    "#pragma clang system_header\n"
    "namespace nvstd {\n"
    "template <class Signature> class function;\n"
    "template <class R, class... Args> class function<R(Args...)> {\n"
    "  void *target_;\n"
    "public:\n"
    "  __host__ __device__ function() : target_(nullptr) {}\n"
    "  template <class F> __host__ __device__ function(F) : target_(nullptr) {}\n"
    "  __host__ __device__ R operator()(Args...) const;\n"
    "  __host__ __device__ explicit operator bool() const { return target_ != nullptr; }\n"
    "};\n"
    "} // namespace nvstd\n";

/* nvcc predefines __NVCC__, and user code tests it (a library's compiler
 * detection, an `#ifdef __NVCC__` around includes): the parse defines it
 * as nvcc does (args.c).  CCCL's and the toolkit's own tests of it pick
 * nvcc's implementation, which clang refuses (CCCL's __assert_fail both
 * __host__ __device__ and the CUDA wrapper's __device__), so the headers
 * that test it are reached through these, first on the include path
 * (before a CCCL checkout on -I): each hides __NVCC__ around the real
 * header and restores it.  The other macros they define are evaluated
 * where they are used, as before. */
const char fe_nvcc_hidden_dir[] = "/__cudalift__/nvcc_hidden";

#define HIDE_NVCC(name) \
    "#pragma clang system_header\n" \
    "#pragma push_macro(\"__NVCC__\")\n" \
    "#undef __NVCC__\n" \
    "#include_next <" name ">\n" \
    "#pragma pop_macro(\"__NVCC__\")\n"

static const char hide_target[] = HIDE_NVCC("nv/target");
static const char hide_compiler[] = HIDE_NVCC("cuda/std/__cccl/compiler.h");
static const char hide_invoke[] = HIDE_NVCC("cuda/std/__functional/invoke.h");

/* The empty main file of the precompiled header; every parse serves it,
 * since the header names it as one of its inputs. */
const char fe_pch_main[] = "/__cudalift__/include/cudalift_pch.cu";

const fe_shim_file fe_shims[] = {
    {"/__cudalift__/include/cudalift_prelude.h", prelude, sizeof prelude - 1, 0},
    {"/__cudalift__/include/texture_fetch_functions.h", texture_fetch,
     sizeof texture_fetch - 1, 0},
    SUSPENDED("cuda.h"),
    SUSPENDED("curand_mtgp32_kernel.h"),
    SUSPENDED("__clang_cuda_math_forward_declares.h"),
    SUSPENDED("__clang_cuda_libdevice_declares.h"),
    SUSPENDED("__clang_cuda_device_functions.h"),
    SUSPENDED("__clang_cuda_math.h"),
    SUSPENDED("__clang_cuda_texture_intrinsics.h"),
    SUSPENDED("__clang_cuda_cmath.h"),
    SUSPENDED("__clang_cuda_intrinsics.h"),
    SUSPENDED("__clang_cuda_complex_builtins.h"),
    {"/__cudalift__/include/cudalift_device_launch.h", device_launch,
     sizeof device_launch - 1, 0},
    {"/__cudalift__/include/cudalift_cuda_extras.h", cuda_extras, sizeof cuda_extras - 1, 0},
    {"/__cudalift__/include/cudalift_host_minmax.h", host_minmax, sizeof host_minmax - 1, 0},
    {"/__cudalift__/include/cudalift_host_simd.h", host_simd, sizeof host_simd - 1, 0},
    {"/__cudalift__/include/cudalift_traits.h", traits_default, sizeof traits_default - 1, 0},
    {"/__cudalift__/include/cudalift_respelled.h", respelled, sizeof respelled - 1, 0},
    {"/__cudalift__/minimal/nvfunctional", nvfunctional, sizeof nvfunctional - 1, 0},
    {"/__cudalift__/nvcc_hidden/nv/target", hide_target, sizeof hide_target - 1, 0},
    {"/__cudalift__/nvcc_hidden/cuda/std/__cccl/compiler.h", hide_compiler,
     sizeof hide_compiler - 1, 0},
    {"/__cudalift__/nvcc_hidden/cuda/std/__functional/invoke.h", hide_invoke,
     sizeof hide_invoke - 1, 0},
    {fe_pch_main, "", 0, 0},
};
const size_t fe_nshims = sizeof fe_shims / sizeof fe_shims[0];

/* A -D name of the command line that a header of the toolkit's own
 * configuration does not read (reserved names, CUDA_*, CU_*), or NULL. */
static const char *user_macro_name(cl_arena *a, const char *def) {
  size_t n = fe_ident_end(def, strlen(def), 0);
  if (!n || def[0] == '_' || (def[0] >= '0' && def[0] <= '9') || !strncmp(def, "CUDA", 4) ||
      !strncmp(def, "CU_", 3))
    return NULL;
  return cl_strndup(a, def, n);
}

/* `text` (an #include_next) between a push, #undef and pop of every user
 * macro of the command line (`-D NAME`, `-DNAME=VALUE`). */
static const char *suspend_user_macros(const fe_config *cfg, cl_arena *a, const char *text) {
  cl_buf pre = {0}, post = {0};
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    const char *arg = cfg->clang_args.items[i];
    const char *def = !strcmp(arg, "-D") && i + 1 < cfg->clang_args.len ? cfg->clang_args.items[++i]
                      : cl_starts_with(arg, "-D") && arg[2]              ? arg + 2
                                                                         : NULL;
    const char *name = def ? user_macro_name(a, def) : NULL;
    if (!name)
      continue;
    cl_buf_printf(&pre, "#pragma push_macro(\"%s\")\n#undef %s\n", name, name);
    cl_buf_printf(&post, "#pragma pop_macro(\"%s\")\n", name);
  }
  const char *out = pre.len ? cl_printf(a, "#pragma clang system_header\n%s%s%s", cl_buf_str(&pre),
                                        text, cl_buf_str(&post))
                            : text;
  cl_buf_free(&pre);
  cl_buf_free(&post);
  return out;
}

struct CXUnsavedFile fe_shim_unsaved(const fe_config *cfg, size_t i, cl_arena *a) {
  if (fe_shims[i].suspend) {
    const char *t = suspend_user_macros(cfg, a, fe_shims[i].text);
    return (struct CXUnsavedFile){fe_shims[i].path, t, (unsigned long)strlen(t)};
  }
  if (fe_shims[i].path == fe_pch_main && cfg->pch_preamble)
    return (struct CXUnsavedFile){fe_pch_main, cfg->pch_preamble,
                                  (unsigned long)strlen(cfg->pch_preamble)};
  if (fe_shims[i].text == traits_default && cfg->trait_header)
    return (struct CXUnsavedFile){fe_shims[i].path, cfg->trait_header,
                                  (unsigned long)strlen(cfg->trait_header)};
  if (fe_shims[i].text == traits_default && cfg->answer_traits)
    return (struct CXUnsavedFile){fe_shims[i].path, traits_probe, sizeof traits_probe - 1};
  return (struct CXUnsavedFile){fe_shims[i].path, fe_shims[i].text,
                                (unsigned long)fe_shims[i].len};
}
