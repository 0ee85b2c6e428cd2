// A call whose every candidate is for the other execution space (a
// __host__ constructor or function named in device code) inside a
// template.  clang checks it in the template's definition when nothing in
// it depends on the template's parameters (hostfn(this->sum), Plain{2.0f}
// in a __device__ function template), and in every instantiation it
// makes, one that host code asked for included: a virtual __host__ member
// that calls the __device__ one, instantiated with its class (gunrock's
// hits.hxx: Op<float> in norm(), called from loop()).  nvcc checks such a
// call only in an instantiation it compiles for the device, and builds
// these.  cudalift --check warns and exits 0.
// nvcc 13.0 --extended-lambda: compiles (-c), -DVIRT compiles too;
// -DCALL (a non-virtual host member calls norm(), and host code calls it):
// error "calling a __host__ function("Holder<int> ::Op<float> ::Op(float)")
// from a __device__ function("Holder<int> ::norm") is not allowed";
// -DPLAIN (no template): the same error in plain_norm.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -arch=sm_90 -c %s -o %t/ref.o
// RUN: %cudalift --check %fast -arch=sm_90 %s 2>&1 | FileCheck --check-prefix=DEF %s
// RUN: %nvcc-verdict --extended-lambda -arch=sm_90 -DVIRT -c %s -o %t/virt.o
// RUN: %cudalift --check %fast -arch=sm_90 -DVIRT %s 2>&1 | FileCheck --check-prefixes=DEF,VIRT %s
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DCALL -c %s -o %t/call.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DCALL %s 2>&1 | FileCheck --check-prefix=CALL %s
// RUN: not %nvcc-verdict --extended-lambda -arch=sm_90 -DPLAIN -c %s -o %t/plain.o
// RUN: %expect-exit 1 %cudalift --check %fast -arch=sm_90 -DPLAIN %s 2>&1 | FileCheck --check-prefix=PLAIN %s
// DEF-NOT: error
// DEF: template_definition_space_call.cu:[[#@LINE+19]]:15: warning: no matching function for call to 'hostfn': every candidate is for the other execution space; in a template, nvcc reports such a call only where it compiles the instantiation that makes it for the device
// DEF: template_definition_space_call.cu:[[#@LINE+23]]:9: warning: no matching constructor for initialization of 'Plain': every candidate is for the other execution space
// VIRT: template_definition_space_call.cu:[[#@LINE+16]]:15: warning: no matching constructor for initialization of 'Op<float>': every candidate is for the other execution space
// DEF-NOT: error
// CALL: template_definition_space_call.cu:[[#@LINE+33]]:{{[0-9]+}}: error: reference to __device__ function 'norm' in __host__ function
// PLAIN: template_definition_space_call.cu:[[#@LINE+38]]:9: error: no matching constructor for initialization of 'Plain'
float hostfn(float x) { return x; }
struct Plain {
  float v;
  Plain(float v) : v(v) {}
};
template <typename T> struct Holder {
  float sum = 2.0f;
  template <typename U> struct Op {
    float s;
    Op(float s) : s(s) {}
  };
  __device__ float norm() {
    Op<float> op{this->sum};
    float r = hostfn(this->sum);
    return r + op.s;
  }
};
template <typename T> __device__ float scaled(T x) {
  Plain p{2.0f};
  return p.v * x;
}
#ifdef VIRT
template <typename T> struct Enactor {
  Holder<T> *h = nullptr;
  virtual void loop() { h->norm(); }
};
void make() { Enactor<int> e; (void)e; }
#endif
#ifdef CALL
template <typename T> struct Caller {
  Holder<T> *h;
  void loop() { h->norm(); }
};
void call() { Caller<int> c{nullptr}; c.loop(); }
#endif
#ifdef PLAIN
__device__ float plain_norm() {
  Plain p{1.0f};
  return p.v;
}
#endif
