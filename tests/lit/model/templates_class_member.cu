// Lambdas in member functions of a class template, defined in the class:
// enclosing Box::run (no template arguments); a member read captures this.
// nvcc 13.0 (Box<float> instantiated): d device trait true, hd host-device
// trait true, plain both false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

template <typename T>
struct Box {
  T value;
  T *out;
  void run(int n) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=yes enclosing=Box::run captures=this,n
    auto d = [=] __device__ (int i) { out[i] = value * n; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:15: lambda space=host-device extended=yes enclosing=Box::run captures=this
    auto hd = [=] __device__ __host__ { return value; };
    // CHECK: {{.*}}.cu:[[@LINE+1]]:18: lambda space=host extended=no enclosing=Box::run captures=*this
    auto plain = [*this] { return value; };
  }
  __host__ __device__ T twice() const {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=no enclosing=Box::twice captures=this
    return [this] { return value + value; }();
  }
};

void instantiate() { Box<float> b{1.0f, nullptr}; b.run(3); b.twice(); }
