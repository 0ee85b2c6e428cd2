// The host cost of a __host__ __device__ lambda (guide 5.3.7.5): one
// loop, three callables, each called through the same non-inlined
// template driver.  bench/hd-host-speed builds this file with nvcc
// --extended-lambda and through cudalift, and compares.
#include <chrono>
#include <cstdio>

struct Functor {
  float a, b;
  __host__ __device__ float operator()(int i) const { return a * (float)i + b; }
};

template <class F>
__attribute__((noinline)) float drive(const F &f, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += f(i);
  return s;
}

template <class F>
double ns_per_call(const F &f, int n, int reps, float *sink) {
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    *sink += drive(f, n);
    auto t1 = std::chrono::steady_clock::now();
    double ns = std::chrono::duration<double, std::nano>(t1 - t0).count() / n;
    if (ns < best)
      best = ns;
  }
  return best;
}

int main() {
  const int n = 50 * 1000 * 1000, reps = 7;
  float a = 0.5f, b = 1.25f, sink = 0.0f;
  auto host = [=](int i) { return a * (float)i + b; };
  Functor functor{a, b};
  auto hd = [=] __host__ __device__ (int i) { return a * (float)i + b; };
  double t_host = ns_per_call(host, n, reps, &sink);
  double t_functor = ns_per_call(functor, n, reps, &sink);
  double t_hd = ns_per_call(hd, n, reps, &sink);
  std::printf("host-lambda %.3f functor %.3f hd-lambda %.3f (ns/call) sink %g\n", t_host,
              t_functor, t_hd, (double)sink);
  return 0;
}
