// Constructors and destructors as enclosing functions (Holder::Holder,
// Holder::~Holder). Extended lambdas are not allowed there (guide
// restriction: the enclosing function's address must be taken), so these
// are plain lambdas taking the constructor's space.
// nvcc 13.0: all traits false; a __device__ call is rejected "from a
// __host__ function" in the host ones and "from a __host__ __device__
// function" in the __host__ __device__ constructor's.
// clang 19 AST: field order matches every captures= list below.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Holder {
  int n;
  int *data;
  explicit Holder(int count) : n(count), data(nullptr) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:17: lambda space=host extended=no enclosing=Holder::Holder captures=count,this
    auto init = [=] { return count + n; };
    init();
  }
  __host__ __device__ Holder(const Holder &o) : n(o.n), data(o.data) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: lambda space=host-device extended=no enclosing=Holder::Holder captures=&o
    [&] { return o.n; }();
  }
  ~Holder() {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:5: lambda space=host extended=no enclosing=Holder::~Holder captures=this
    [this] { data = nullptr; }();
  }
};

namespace ns {
template <typename T>
struct Buffer {
  T *p;
  Buffer();
};
template <typename T>
Buffer<T>::Buffer() : p(nullptr) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:3: lambda space=host extended=no enclosing=ns::Buffer::Buffer captures=this
  [=] { return p; }();
}
template struct Buffer<int>;
}
