// A lambda in a member function of a class template names a member type
// of its class in its trailing return type (`-> weight_t`, gunrock's
// algorithm classes).  Out of the class, the wrapper qualifies it as it
// does in the parameters and the body (`typename __Self::weight_t`).
// Before, `weight_t` was undefined in the wrapper.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class F> __global__ void each(F f, double *o) { o[threadIdx.x] = f(threadIdx.x); }
template <class G> struct problem {
  using weight_t = typename G::weight_type;
  weight_t alpha = 2;
  void reset(double *o) {
    auto a = alpha;
    // CHECK: __device__ auto operator()(const int &i) const -> typename __Self::weight_t {
    auto get_weight = [=] __device__(const int &i) -> weight_t {
      weight_t val = i;
      return val != 0 ? a / val : 0;
    };
    each<<<1, 4>>>(get_weight, o);
  }
};
struct graph { using weight_type = double; };
template struct problem<graph>;
