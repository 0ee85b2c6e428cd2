// nvcc's __nv_is_extended_* builtins, as --check answers them: true for
// an extended lambda's closure type (cv-qualified too), false for any
// other type, a type that holds a closure or points to one among them
// (`holder<closure>`, `closure *`).  Where no builtin is asked about a type
// whose name holds a closure's (here: functors only, -DNO_CLOSURE), the
// file is parsed once; where one is (a plain lambda's too), a second parse
// gives the answers (--cudalift-verbose says so).
// nvcc 13.0: accepted; with -DDEVICE_ARG, error (the library's
// static_assert, "lib: no __device__ lambda here"); with -DFUNCTOR_ASSERT,
// error (line 41, "a functor is no closure"), on a file parsed once.
// RUN: %expect-exit 0 %cudalift --check -std=c++17 -isystem %S/Inputs/trait_lib %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error:
// RUN: %expect-exit 0 %cudalift --check --cudalift-verbose -std=c++17 -isystem %S/Inputs/trait_lib -DNO_CLOSURE %s 2>&1 | FileCheck %s --check-prefix=ONCE --implicit-check-not=error:
// ONCE-NOT: parsed again
// RUN: %expect-exit 0 %cudalift --check --cudalift-verbose -std=c++17 -isystem %S/Inputs/trait_lib %s 2>&1 | FileCheck %s --check-prefix=TWICE --implicit-check-not=error:
// TWICE: an __nv_is_extended_* builtin was asked about a type that names a closure: parsed again with the model's answers
// RUN: %expect-exit 1 %cudalift --check -std=c++17 -isystem %S/Inputs/trait_lib -DDEVICE_ARG %s 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: lib_dispatch.h:10:17: error: static assertion failed due to requirement '!(__nv_is_extended_device_lambda_closure_type((lambda at {{.*}}trait_answers_exact.cu:{{[0-9]+}}:21)))': lib: no __device__ lambda here
// RUN: %expect-exit 1 %cudalift --check -std=c++17 -isystem %S/Inputs/trait_lib -DNO_CLOSURE -DFUNCTOR_ASSERT %s 2>&1 | FileCheck %s --check-prefix=FUNCTOR
// FUNCTOR: trait_answers_exact.cu:41:17: error: static assertion failed due to requirement '__nv_is_extended_device_lambda_closure_type(functor)': a functor is no closure
#include <lib_dispatch.h>

struct functor {
  __host__ __device__ int operator()(int x) const { return x + 1; }
};

void host_function() {
  lib_expects_plain(functor{});
  static_assert(lib_path(functor{}) == 2, "a functor");
#ifndef NO_CLOSURE
  lib_expects_plain([](int x) { return x; });
  auto d = [] __device__ (int x) { return x * 2; };
  const auto c = d;
  static_assert(__nv_is_extended_device_lambda_closure_type(decltype(d)), "the closure");
  static_assert(__nv_is_extended_device_lambda_closure_type(decltype(c)), "a const closure");
  static_assert(!__nv_is_extended_device_lambda_closure_type(lib_holder<decltype(d)>),
                "a class holding one");
  static_assert(!__nv_is_extended_device_lambda_closure_type(decltype(d) *), "a pointer to one");
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(decltype(d)), "not HD");
#endif
#ifdef FUNCTOR_ASSERT
  static_assert(__nv_is_extended_device_lambda_closure_type(functor), "a functor is no closure");
#endif
#ifdef DEVICE_ARG
  lib_expects_plain([] __device__ (int x) { return x; });
#endif
}
