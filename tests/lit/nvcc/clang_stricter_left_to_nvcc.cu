// clang refuses some code that nvcc's front end accepts: a dependent
// member template named without `template` (`typename Traits<T>::rebind<U>`),
// and `this->member` in an `if constexpr` condition (cuCollections writes
// both).  Outside every extended lambda, the drop-in and --emit-lowered
// leave such errors for nvcc to judge: the file is lowered and nvcc
// compiles it.  An error inside an extended lambda still stops cudalift.
//
// nvcc 13.0 --extended-lambda: compiles (no flag); BROKEN_OUTSIDE: error
// "identifier "no_such_name" is undefined" at line 54, exit 2;
// BROKEN_INSIDE: error "calling a __host__ function ... from a __device__
// function" at line 57, exit 1.
//
// RUN: %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | count 0
// RUN: %cudalift --cudalift-verbose -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=VERBOSE %s
// VERBOSE: cudalift: 2 errors of the parse left for nvcc to judge:
// VERBOSE: clang_stricter_left_to_nvcc.cu:51:33: note: clang: use 'template' keyword to treat 'rebind' as a dependent template name
// VERBOSE: clang_stricter_left_to_nvcc.cu:41:19: note: clang: constexpr if condition is not a constant expression
// VERBOSE: cudalift: running: {{.*}}nvcc
// RUN: %cudalift --emit-lowered=%t.lowered.cu -std=c++17 %s 2>&1 | FileCheck --check-prefix=EMIT %s
// EMIT: cudalift: note: 2 errors of the parse outside the extended lambdas left for nvcc to judge (--cudalift-verbose shows them)
// RUN: %nvcc-verdict -std=c++17 -arch=sm_90 -c %t.lowered.cu -o %t.lowered.o
// RUN: not %cudalift -DBROKEN_OUTSIDE -std=c++17 -arch=sm_90 -c %s -o %t.o > %t.out 2>&1
// RUN: FileCheck --check-prefix=OUTSIDE %s < %t.out
// OUTSIDE: clang_stricter_left_to_nvcc.cu(54): error: identifier "no_such_name" is undefined
// OUTSIDE: 1 error detected in the compilation of "{{[^"]*}}clang_stricter_left_to_nvcc.cu".
// OUTSIDE: cudalift: note: the parse had also reported 3 errors, left for nvcc to judge
// OUTSIDE: clang_stricter_left_to_nvcc.cu:54:8: note: clang: use of undeclared identifier 'no_such_name'
// RUN: not grep -q "cudalift-[0-9]*/" %t.out
// RUN: not %cudalift --cudalift-verbose -DBROKEN_INSIDE -std=c++17 -arch=sm_90 -c %s -o %t.o > %t.in 2>&1
// RUN: FileCheck --check-prefix=INSIDE %s < %t.in
// INSIDE: clang_stricter_left_to_nvcc.cu:57:49: error: no matching function for call to 'host_only'
// INSIDE-NOT: cudalift: running:
#include <cstdio>
template <class T> struct Traits { template <class U> using rebind = U; };
template <class T> __global__ void run(T f, double *o) { *o = f(threadIdx.x); }

template <bool Payload> struct Table {
  static constexpr bool has_payload = Payload;
  double first = 1.5, second = 4.0;
  double pick() const {
    if constexpr (this->has_payload)
      return second;
    else
      return first;
  }
};

double host_only(double x) { return x; }

template <class T> void scale(double *o) {
  using R = typename Traits<T>::rebind<double>;
  R r = Table<true>{}.pick();
#ifdef BROKEN_OUTSIDE
  r += no_such_name;
#endif
#ifdef BROKEN_INSIDE
  run<<<1, 1>>>([=] __device__ (int i) { return host_only(r) + i; }, o);
#else
  run<<<1, 1>>>([=] __device__ (int i) { return r * 2 + i; }, o);
#endif
}

int main() {
  double *o;
  cudaMallocManaged(&o, sizeof *o);
  scale<int>(o);
  cudaDeviceSynchronize();
  printf("%g\n", *o);
}
