// The macros nvcc predefines for a build line, as cudalift's parse sees
// them, against what nvcc 13.0 itself predefines for the same options
// (nvcc -E -Xcompiler -dM), for four option sets: the language standard,
// -O, --expt-relaxed-constexpr, -rdc, -G, -D and -U (of __NVCC__ too), and
// -x cu.  Each RUN pair
// turns nvcc's definitions into NV_<name> and parses this file with them:
// any macro defined on one side only, or with another value, stops the
// parse at its #error.  __NVCC__ is compared too: user code sees it as
// nvcc defines it (CCCL's own tests of it do not: args.c).  cudalift's
// parse stays clang's otherwise, which is not compared: __clang__
// defined, __GNUC__ 4.
// RUN: %cuda_dir/bin/nvcc -E -Xcompiler -dM --extended-lambda -std=c++17 -arch=sm_90 -x cu %s -o %t.a.dm
// RUN: sed -n -E 's/^#define (__NVCC__|__CUDACC__|__CUDACC_VER_MAJOR__|__CUDACC_VER_MINOR__|__CUDACC_VER_BUILD__|__CUDACC_EXTENDED_LAMBDA__|__CUDACC_RELAXED_CONSTEXPR__|__CUDACC_RDC__|__CUDACC_DEBUG__|__CUDA_ARCH_LIST__|__cplusplus|__OPTIMIZE__|USER_FLAG) (.*)$/#define NV_\1 \2/p' %t.a.dm > %t.a.h
// RUN: %cudalift --check -std=c++17 -arch=sm_90 -x cu -include %t.a.h -DCOMPARE %s
// RUN: %cuda_dir/bin/nvcc -E -Xcompiler -dM --extended-lambda -std=c++20 -arch=sm_90 -O2 --expt-relaxed-constexpr -DUSER_FLAG=7 %s -o %t.b.dm
// RUN: sed -n -E 's/^#define (__NVCC__|__CUDACC__|__CUDACC_VER_MAJOR__|__CUDACC_VER_MINOR__|__CUDACC_VER_BUILD__|__CUDACC_EXTENDED_LAMBDA__|__CUDACC_RELAXED_CONSTEXPR__|__CUDACC_RDC__|__CUDACC_DEBUG__|__CUDA_ARCH_LIST__|__cplusplus|__OPTIMIZE__|USER_FLAG) (.*)$/#define NV_\1 \2/p' %t.b.dm > %t.b.h
// RUN: %cudalift --check -std=c++20 -arch=sm_90 -O2 --expt-relaxed-constexpr -DUSER_FLAG=7 -include %t.b.h -DCOMPARE %s
// RUN: %cuda_dir/bin/nvcc -E -Xcompiler -dM --extended-lambda -std=c++17 -arch=sm_80 -rdc=true -G -O0 -x cu %s -o %t.c.dm
// RUN: sed -n -E 's/^#define (__NVCC__|__CUDACC__|__CUDACC_VER_MAJOR__|__CUDACC_VER_MINOR__|__CUDACC_VER_BUILD__|__CUDACC_EXTENDED_LAMBDA__|__CUDACC_RELAXED_CONSTEXPR__|__CUDACC_RDC__|__CUDACC_DEBUG__|__CUDA_ARCH_LIST__|__cplusplus|__OPTIMIZE__|USER_FLAG) (.*)$/#define NV_\1 \2/p' %t.c.dm > %t.c.h
// RUN: %cudalift --check -std=c++17 -arch=sm_80 -rdc=true -G -O0 -x cu -include %t.c.h -DCOMPARE %s
// RUN: %cuda_dir/bin/nvcc -E -Xcompiler -dM --extended-lambda -std=c++14 -arch=sm_90 -U__NVCC__ -UUSER_FLAG -DUSER_FLAG=3 -x cu %s -o %t.d.dm
// RUN: sed -n -E 's/^#define (__NVCC__|__CUDACC__|__CUDACC_VER_MAJOR__|__CUDACC_VER_MINOR__|__CUDACC_VER_BUILD__|__CUDACC_EXTENDED_LAMBDA__|__CUDACC_RELAXED_CONSTEXPR__|__CUDACC_RDC__|__CUDACC_DEBUG__|__CUDA_ARCH_LIST__|__cplusplus|__OPTIMIZE__|USER_FLAG) (.*)$/#define NV_\1 \2/p' %t.d.dm > %t.d.h
// RUN: %cudalift --check -std=c++14 -arch=sm_90 -U__NVCC__ -UUSER_FLAG -DUSER_FLAG=3 -x cu -include %t.d.h -DCOMPARE %s

#ifdef COMPARE /* nvcc's own run only lists its macros */
#if defined(NV___NVCC__) != defined(__NVCC__) || (defined(__NVCC__) && NV___NVCC__ != __NVCC__)
#error __NVCC__ differs from nvcc's
#endif
#if defined(NV___CUDACC__) != defined(__CUDACC__) || (defined(__CUDACC__) && NV___CUDACC__ != __CUDACC__)
#error __CUDACC__ differs from nvcc's
#endif
#if defined(NV___CUDACC_VER_MAJOR__) != defined(__CUDACC_VER_MAJOR__) || (defined(__CUDACC_VER_MAJOR__) && NV___CUDACC_VER_MAJOR__ != __CUDACC_VER_MAJOR__)
#error __CUDACC_VER_MAJOR__ differs from nvcc's
#endif
#if defined(NV___CUDACC_VER_MINOR__) != defined(__CUDACC_VER_MINOR__) || (defined(__CUDACC_VER_MINOR__) && NV___CUDACC_VER_MINOR__ != __CUDACC_VER_MINOR__)
#error __CUDACC_VER_MINOR__ differs from nvcc's
#endif
#if defined(NV___CUDACC_VER_BUILD__) != defined(__CUDACC_VER_BUILD__) || (defined(__CUDACC_VER_BUILD__) && NV___CUDACC_VER_BUILD__ != __CUDACC_VER_BUILD__)
#error __CUDACC_VER_BUILD__ differs from nvcc's
#endif
#if defined(NV___CUDACC_EXTENDED_LAMBDA__) != defined(__CUDACC_EXTENDED_LAMBDA__) || (defined(__CUDACC_EXTENDED_LAMBDA__) && NV___CUDACC_EXTENDED_LAMBDA__ != __CUDACC_EXTENDED_LAMBDA__)
#error __CUDACC_EXTENDED_LAMBDA__ differs from nvcc's
#endif
#if defined(NV___CUDACC_RELAXED_CONSTEXPR__) != defined(__CUDACC_RELAXED_CONSTEXPR__) || (defined(__CUDACC_RELAXED_CONSTEXPR__) && NV___CUDACC_RELAXED_CONSTEXPR__ != __CUDACC_RELAXED_CONSTEXPR__)
#error __CUDACC_RELAXED_CONSTEXPR__ differs from nvcc's
#endif
#if defined(NV___CUDACC_RDC__) != defined(__CUDACC_RDC__) || (defined(__CUDACC_RDC__) && NV___CUDACC_RDC__ != __CUDACC_RDC__)
#error __CUDACC_RDC__ differs from nvcc's
#endif
#if defined(NV___CUDACC_DEBUG__) != defined(__CUDACC_DEBUG__) || (defined(__CUDACC_DEBUG__) && NV___CUDACC_DEBUG__ != __CUDACC_DEBUG__)
#error __CUDACC_DEBUG__ differs from nvcc's
#endif
#if defined(NV___CUDA_ARCH_LIST__) != defined(__CUDA_ARCH_LIST__) || (defined(__CUDA_ARCH_LIST__) && NV___CUDA_ARCH_LIST__ != __CUDA_ARCH_LIST__)
#error __CUDA_ARCH_LIST__ differs from nvcc's
#endif
#if defined(NV___cplusplus) != defined(__cplusplus) || (defined(__cplusplus) && NV___cplusplus != __cplusplus)
#error __cplusplus differs from nvcc's
#endif
#if defined(NV___OPTIMIZE__) != defined(__OPTIMIZE__) || (defined(__OPTIMIZE__) && NV___OPTIMIZE__ != __OPTIMIZE__)
#error __OPTIMIZE__ differs from nvcc's
#endif
#if defined(NV_USER_FLAG) != defined(USER_FLAG) || (defined(USER_FLAG) && NV_USER_FLAG != USER_FLAG)
#error USER_FLAG differs from nvcc's
#endif
#endif

int main() { return 0; }
