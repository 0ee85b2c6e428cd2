// Two spellings moderngpu uses: in a member function of a class template,
// a __device__ lambda names a member type after `typename`
// (`typedef typename launch_t::sm_ptx params_t;`), which becomes
// `typename __Self::launch_t::sm_ptx`, not `typename typename ...`; and a
// block-scope alias of the enclosing function is used in the lambda's
// parameter list (`tuple<type_t> desc`), so the wrapper declares the alias
// as a member before its operator().  nvcc 13.0 --extended-lambda accepts
// this file; plain nvcc compiles the lowered one.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

template <class F, class... A> __global__ void each(F f, A... a) { f(threadIdx.x, a...); }
template <class T> struct box { T v; };
struct launch { struct sm_ptx { enum { nt = 128 }; }; };

template <class launch_arg_t>
struct compact {
  typedef launch_arg_t launch_t;
  int *out;
  void upsweep() {
    // CHECK: {{^}}      typedef typename __Self::launch_t::sm_ptx params_t;
    each<<<1, 1>>>([=] __device__ (int tid) {
      typedef typename launch_t::sm_ptx params_t;
      out[tid] = params_t::nt;
    });
  }
};

// CHECK: {{^}}static constexpr {{.*}}; typedef input_t type_t; static __device__ auto __cudalift_call(int index, box<type_t> desc, int *output) {
// CHECK: __device__ auto operator()(int index, box<type_t> desc, int *output) const {
template <class input_t>
void expand(input_t input, int *output) {
  typedef input_t type_t;
  each<<<1, 1>>>([] __device__ (int index, box<type_t> desc, int *output) { output[index] = (int)desc.v; },
                 box<type_t>{input}, output);
}

template struct compact<launch>;
template void expand<long>(long, int *);
