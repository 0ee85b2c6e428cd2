// Execution-space words spelled through an object-like macro (`[=]
// GPU_LAMBDA (int i)`, as PyTorch writes; one made of other such macros;
// an empty one beside them) and comments between `]` and
// `(` read as the words themselves: the parameters are found, and a plain
// lambda's macro is dropped like its words would be.  nvcc 13.0
// --extended-lambda accepts this file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
#define GPU_LAMBDA __host__ __device__
#define DEV __device__
#define HD __host__ __device__
#define NESTED HD
#define EMPTY

template <class F> __global__ void run(F f, int *o) { *o = f(threadIdx.x); }

// CHECK: __device__ int inner(int v) {
// CHECK-NEXT: auto l = [=]  (int i) { return i + v; };
__device__ int inner(int v) {
  auto l = [=] DEV (int i) { return i + v; };
  return l(1);
}

// CHECK: __host__ __device__ auto operator()(int i) const {
// CHECK: __device__ auto operator()(int i) const -> ::cudalift::id_t<int> {
// CHECK: __device__ auto operator()(int x) const -> ::cudalift::id_t<int> {
// CHECK: __device__ auto operator()(int x) const -> ::cudalift::id_t<int> {
// CHECK: __host__ __device__ auto operator()(int x) const {
// CHECK: __host__ __device__ auto operator()(int x) {
void launch(int *d) {
  int k = 4;
  run<<<1, 1>>>([=] GPU_LAMBDA (int i) { return i + k; }, d);
  run<<<1, 1>>>([=] DEV (int i) { return inner(i) + k; }, d);
  run<<<1, 1>>>([=] /* why */ __device__ (int x) { return x * k; }, d);
  run<<<1, 1>>>([=] __device__ // why
                (int x) { return x + k; }, d);
  run<<<1, 1>>>([=] NESTED (int x) { return x - k; }, d);
  run<<<1, 1>>>([=] HD EMPTY (int x) mutable { return x * k; }, d);
}

// In another macro's argument (NV_IF_TARGET(NV_IS_DEVICE, (...)), as
// libcudacxx's tests write): a macro made of other macros is read there
// too, not taken for part of the declarator.
// CHECK: __device__ auto operator()(const int x) const -> ::cudalift::id_t<int> {
// CHECK: __host__ __device__ auto operator()(int x) const {
#define DEVICE_FUNC NESTED_DEV
#define NESTED_DEV DEV
#define PASS(...) __VA_ARGS__
void in_argument(int *d) {
  int k = 5;
  PASS(run<<<1, 1>>>([=] DEVICE_FUNC(const int x) { return x + k; }, d);
       run<<<1, 1>>>([=] NESTED(int x) { return x * k; }, d);)
}
