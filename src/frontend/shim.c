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
    "template <class T> constexpr const char *__cudalift_type_name() {" \
    " return __PRETTY_FUNCTION__; }\n" \
    "template <unsigned K, class T> struct __cudalift_nv_trait {\n" \
    "  static constexpr bool value = __cudalift_nv_answer(K, __cudalift_type_name<T>());\n" \
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

static const char device_launch[] =
    "#pragma clang system_header\n"
    "extern \"C\" __device__ cudaError_t cudaConfigureCall(dim3, dim3,"
    " size_t = 0, cudaStream_t = 0);\n";

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

/* The empty main file of the precompiled header; every parse serves it,
 * since the header names it as one of its inputs. */
const char fe_pch_main[] = "/__cudalift__/include/cudalift_pch.cu";

const fe_shim_file fe_shims[] = {
    {"/__cudalift__/include/cudalift_prelude.h", prelude, sizeof prelude - 1},
    {"/__cudalift__/include/texture_fetch_functions.h", texture_fetch,
     sizeof texture_fetch - 1},
    {"/__cudalift__/include/cudalift_device_launch.h", device_launch,
     sizeof device_launch - 1},
    {"/__cudalift__/include/cudalift_cuda_extras.h", cuda_extras, sizeof cuda_extras - 1},
    {"/__cudalift__/include/cudalift_traits.h", traits_default, sizeof traits_default - 1},
    {"/__cudalift__/include/cudalift_respelled.h", respelled, sizeof respelled - 1},
    {"/__cudalift__/minimal/nvfunctional", nvfunctional, sizeof nvfunctional - 1},
    {fe_pch_main, "", 0},
};
const size_t fe_nshims = sizeof fe_shims / sizeof fe_shims[0];

struct CXUnsavedFile fe_shim_unsaved(const fe_config *cfg, size_t i) {
  if (fe_shims[i].path == fe_pch_main && cfg->pch_preamble)
    return (struct CXUnsavedFile){fe_pch_main, cfg->pch_preamble,
                                  (unsigned long)strlen(cfg->pch_preamble)};
  if (fe_shims[i].text == traits_default && cfg->trait_header)
    return (struct CXUnsavedFile){fe_shims[i].path, cfg->trait_header,
                                  (unsigned long)strlen(cfg->trait_header)};
  return (struct CXUnsavedFile){fe_shims[i].path, fe_shims[i].text,
                                (unsigned long)fe_shims[i].len};
}
