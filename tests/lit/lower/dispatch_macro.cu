// PyTorch's AT_DISPATCH shape: the device lambda is a macro's argument,
// and the type alias its body names (`scalar_t`) is declared by the
// macro's own body.  The alias travels into the wrapper spelled from the
// type it names; the body's names are read where the argument is written
// (a member of a `*this` capture named without `this->` gets its prefix
// there too).  nvcc 13.0
// --extended-lambda accepts this file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void run(F f, float *o) { *o = f(threadIdx.x); }

#define DISPATCH(name, ...) [&] { using scalar_t = float; return __VA_ARGS__(); }()

// CHECK: using scalar_t = ::cudalift::id_t<{{float}}>;
// CHECK: {{[{]}} return (scalar_t)(i + k); }
void launch(float *d) {
  int k = 4;
  DISPATCH("x", [&] { run<<<1, 1>>>([=] __device__ (int i) { return (scalar_t)(i + k); }, d); });
}

// CHECK: {{[{]}} return (scalar_t)(i * __cudalift_obj.scale); }
struct Scaler {
  float scale = 2;
  void launch(float *d) {
    DISPATCH("y", [&] { run<<<1, 1>>>([=, *this] __device__ (int i) { return (scalar_t)(i * scale); }, d); });
  }
};
void use(float *d) { Scaler().launch(d); }
