/* args.c - the parse configuration and the exact argument list cudalift
 * hands to libclang for it: the CUDA mode, the shim headers, the toolkit's
 * include folders and the user's own flags.  Nothing here parses. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

void fe_config_init(fe_config *cfg) {
  memset(cfg, 0, sizeof *cfg);
  cfg->std = "c++17";
  cfg->cuda_path = "/usr/local/cuda";
  cfg->gpu_arch = "sm_90";
}

void fe_config_free(fe_config *cfg) {
  cl_vec_free(&cfg->clang_args);
  cl_vec_free(&cfg->nvcc_args);
  for (size_t i = 0; i < cfg->owned.len; i++)
    free(cfg->owned.items[i]);
  cl_vec_free(&cfg->owned);
}

/* The trait builtins only nvcc knows, as a class template the shim
 * headers declare (shim.c): its answer comes from cudalift_traits.h, which
 * says true for everything unless a second parse of --check gives it the
 * model's answers (parse.c); meanwhile a failed static_assert on one is not
 * held against the parse (see keep_message). */
static const char *const trait_macros[] = {
    "-D__nv_is_extended_device_lambda_closure_type(...)="
    "(::__cudalift_nv_trait<1u, __VA_ARGS__>::value)",
    "-D__nv_is_extended_device_lambda_with_preserved_return_type(...)="
    "(::__cudalift_nv_trait<2u, __VA_ARGS__>::value)",
    "-D__nv_is_extended_host_device_lambda_closure_type(...)="
    "(::__cudalift_nv_trait<4u, __VA_ARGS__>::value)",
};

/* CCCL's headers by their include names.  cudax (cuda/experimental/)
 * writes extended lambdas in its headers, which cudalift must lower for
 * plain nvcc: those stay the user's.  The last matching prefix decides. */
static const char *const library_prefixes[] = {
    "--system-header-prefix=thrust/", "--system-header-prefix=cub/",
    "--system-header-prefix=cuda/",   "--system-header-prefix=nv/",
    "--no-system-header-prefix=cuda/experimental/",
};

int fe_library_header(const char *name, size_t n) {
  int library = 0;
  for (size_t i = 0; i < sizeof library_prefixes / sizeof *library_prefixes; i++) {
    const char *p = strchr(library_prefixes[i], '=') + 1;
    if (n > strlen(p) && !strncmp(name, p, strlen(p)))
      library = !cl_starts_with(library_prefixes[i], "--no-");
  }
  return library;
}

/* The toolkit's version, as nvcc predefines it: major and minor from
 * CUDA_VERSION in include/cuda.h, the build from version.json's cuda_nvcc
 * entry or a dist-info folder's name (nvidia_cuda_nvcc-13.0.88); 0 where
 * none says. */
static void toolkit_version(const char *cuda, int *major, int *minor, int *build) {
  *major = *minor = *build = 0;
  cl_buf path = {0};
  cl_buf_printf(&path, "%s/include/cuda.h", cuda);
  char *text = cl_read_file(cl_buf_str(&path), NULL);
  const char *v = text ? strstr(text, "#define CUDA_VERSION ") : NULL;
  if (v) {
    int n = atoi(v + strlen("#define CUDA_VERSION "));
    *major = n / 1000;
    *minor = n % 1000 / 10;
  }
  free(text);
  path.len = 0;
  cl_buf_printf(&path, "%s/version.json", cuda);
  if ((text = cl_read_file(cl_buf_str(&path), NULL)) != NULL) {
    v = strstr(text, "\"cuda_nvcc\"");
    v = v ? strstr(v, "\"version\"") : NULL;
    v = v ? strchr(v + 9, '"') : NULL;
    int a, b, c;
    if (v && sscanf(v + 1, "%d.%d.%d", &a, &b, &c) == 3)
      *build = c;
    free(text);
    cl_buf_free(&path);
    return;
  }
  path.len = 0;
  cl_buf_printf(&path, "%s/dist-info", cuda);
  DIR *d = opendir(cl_buf_str(&path));
  for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
    int a, b, c;
    if (sscanf(e->d_name, "nvidia_cuda_nvcc-%d.%d.%d", &a, &b, &c) == 3)
      *build = c;
  }
  if (d)
    closedir(d);
  cl_buf_free(&path);
}

/* `sm_90` -> 900, `sm_90a` -> 900. */
static int arch_number(const char *arch) {
  const char *p = strchr(arch, '_');
  return p ? atoi(p + 1) * 10 : 0;
}

const char *fe_libclang_version(cl_arena *arena) {
  CXString v = clang_getClangVersion();
  const char *r = cl_strdup(arena, clang_getCString(v));
  clang_disposeString(v);
  return r;
}

const char **fe_clang_args(const fe_config *cfg, cl_arena *a, size_t *n) {
  cl_vec v = {0};
  cl_vec_push(&v, "-x");
  cl_vec_push(&v, "cuda");
  cl_vec_push(&v, cfg->device_pass ? "--cuda-device-only" : "--cuda-host-only");
  if (cfg->device_pass)
    cl_vec_push(&v, cl_printf(a, "--cuda-gpu-arch=%s", cfg->gpu_arch));
  cl_vec_push(&v, "-nocudalib");
  cl_vec_push(&v, cl_printf(a, "-std=%s", cfg->std));
  cl_vec_push(&v, "-Wno-unknown-cuda-version");
  cl_vec_push(&v, "-D__CUDACC_EXTENDED_LAMBDA__=1");
  /* What nvcc predefines and clang does not (tests/lit/driver/
   * predefined_macros.cu compares with nvcc): __NVCC__, nvcc's version and
   * the architectures.  CCCL's and the toolkit's headers that test
   * __NVCC__ do not see it (shim.c: their tests pick nvcc's own
   * implementation, which clang refuses); they are found first, before any
   * -I.  The parse is clang's all the same: __clang__ stays defined and
   * __GNUC__ is clang's 4.2.1 (the C library's headers take gcc-only paths
   * for a newer one). */
  cl_vec_push(&v, "-D__NVCC__=1");
  cl_vec_push(&v, "-I");
  cl_vec_push(&v, (void *)fe_nvcc_hidden_dir);
  int major, minor, build;
  toolkit_version(cfg->cuda_path, &major, &minor, &build);
  if (major) {
    cl_vec_push(&v, cl_printf(a, "-D__CUDACC_VER_MAJOR__=%d", major));
    cl_vec_push(&v, cl_printf(a, "-D__CUDACC_VER_MINOR__=%d", minor));
    cl_vec_push(&v, cl_printf(a, "-D__CUDACC_VER_BUILD__=%d", build));
  }
  cl_vec_push(&v, cl_printf(a, "-D__CUDA_ARCH_LIST__=%d", arch_number(cfg->gpu_arch)));
  /* gcc (nvcc's host compiler) accepts `typedef struct { member functions } T;` */
  cl_vec_push(&v, "-Wno-non-c-typedef-for-linkage");
  /* nvcc's front end does not report narrowing in a braced list bound to
   * a `const T &` parameter (`pair<int, int>{i, j}` with size_t i, j and a
   * `pair(First const&, Second const&)` constructor); gcc warns. */
  cl_vec_push(&v, "-Wno-c++11-narrowing-const-reference");
  /* Nor anywhere else as an error: a narrowing conversion in a braced
   * list is a warning of nvcc's front end (#2361-D, #68-D), and a
   * functional cast such as `size_type{-1}` (taskflow) builds.  Where the
   * host compiler still refuses one (gcc, `unsigned a{-1};`), nvcc's own
   * run says so. */
  cl_vec_push(&v, "-Wno-c++11-narrowing");
  /* Errors left for nvcc (messages.c) must not stop clang: past its error
   * limit it stops instantiating templates, and their lambdas. */
  if (cfg->defer_foreign_errors || cfg->mark_foreign_errors)
    cl_vec_push(&v, "-ferror-limit=0");
  /* Device printf formats are rule L2's, with the device's own limits;
   * host printf is the host compiler's business.  One warning, not two. */
  cl_vec_push(&v, "-Wno-format");
  /* nvcc nests brackets, and lambdas, past clang's default limit of 256
   * (2,000 nested extended lambdas build with nvcc 13.0); deeper than
   * this stops at clang's error, at its line. */
  cl_vec_push(&v, "-fbracket-depth=4096");
  /* clang measures its stack against 8 MiB; the parse runs on a far larger
   * one (parse.c), so its "stack nearly exhausted" would be a false alarm. */
  cl_vec_push(&v, "-Wno-stack-exhausted");
  for (size_t i = 0; i < sizeof trait_macros / sizeof *trait_macros; i++)
    cl_vec_push(&v, (void *)trait_macros[i]);
  cl_vec_push(&v, "-isystem");
  cl_vec_push(&v, (void *)fe_shim_dir);
  if (cfg->minimal) {
    cl_vec_push(&v, "-nocudainc");
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, (void *)fe_minimal_shim_dir);
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_prelude.h", fe_shim_dir));
  } else {
    /* The clang driver inside libclang knows no install folder, so it
     * leaves out the CUDA wrapper headers (among them the __device__
     * placement new that cub's headers use): named here, first. */
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, CUDALIFT_CLANG_RESOURCE "/include/cuda_wrappers");
    cl_vec_push(&v, cl_printf(a, "--cuda-path=%s", cfg->cuda_path));
    /* A library header is the host pass's; one of project headers is
     * made for the pass that loads it. */
    if (cfg->pch && (!cfg->device_pass || cfg->pch_project)) {
      cl_vec_push(&v, "-include-pch");
      cl_vec_push(&v, (void *)cfg->pch);
      /* A header of project headers may hold clang's errors (its PCH.err
       * lists them, and the parse takes them as its own). */
      if (cfg->pch_project) {
        cl_vec_push(&v, "-Xclang");
        cl_vec_push(&v, "-fallow-pch-with-compiler-errors");
      }
    }
    cl_vec_push(&v, "-isystem");
    cl_vec_push(&v, cl_printf(a, "%s/include/cccl", cfg->cuda_path));
    /* A CCCL checkout on -I, as its documentation tells users: its headers
     * are the library's all the same, not the user's (no walk, no
     * lowering, no device-side parse for their __CUDA_ARCH__ tests, and
     * they go into the precompiled header), while -I keeps its order. */
    for (size_t i = 0; i < sizeof library_prefixes / sizeof *library_prefixes; i++)
      cl_vec_push(&v, (void *)library_prefixes[i]);
    /* Last of all, the host compiler's own headers that clang lacks (omp.h):
     * clang's builtin headers come first. */
    if (*CUDALIFT_HOST_INCLUDE) {
      cl_vec_push(&v, "-idirafter");
      cl_vec_push(&v, CUDALIFT_HOST_INCLUDE);
      /* gcc's omp.h names a deallocator in `__malloc__ (omp_free)`, an
       * attribute argument clang does not take. */
      cl_vec_push(&v, "-D__malloc__(...)=__malloc__");
    }
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_cuda_extras.h", fe_shim_dir));
  }
  /* The traits' answers: never in the precompiled header, which every
   * parse of these flags shares. */
  if (!cfg->pch_build) {
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_traits.h", fe_shim_dir));
  }
  if (cfg->respelled) {
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_respelled.h", fe_shim_dir));
  }
  /* clang's device-side Sema looks cudaConfigureCall up for every <<<>>>
   * (CUDA 13 deleted it); the prelude and the real headers both need it. */
  if (cfg->device_pass) {
    cl_vec_push(&v, "-include");
    cl_vec_push(&v, cl_printf(a, "%s/cudalift_device_launch.h", fe_shim_dir));
  }
  /* A header of the user's own includes holds the -include files too. */
  int drop_includes = cfg->pch && cfg->pch_project && !cfg->pch_build;
  for (size_t i = 0; i < cfg->clang_args.len; i++) {
    if (drop_includes && !strcmp(cfg->clang_args.items[i], "-include") &&
        i + 1 < cfg->clang_args.len) {
      i++;
      continue;
    }
    cl_vec_push(&v, cfg->clang_args.items[i]);
  }
  const char **out = cl_alloc(a, (v.len + 1) * sizeof *out);
  for (size_t i = 0; i < v.len; i++)
    out[i] = v.items[i];
  *n = v.len;
  cl_vec_free(&v);
  return out;
}
