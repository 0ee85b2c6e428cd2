// gpu-check: low-only; cudalift: --relaxed
// 59_relaxed_mode: what nvcc --extended-lambda rejects only because of its
// own placeholder type, lowered under cudalift --relaxed: a lambda in a
// constructor and in a destructor-free private member function (R04), in a
// function with a deduced return type (R07), a generic __host__ __device__
// lambda (R08), an init-capture in a __host__ __device__ lambda (R12f) and
// a constexpr device lambda (R12g).  No reference build: nvcc refuses the
// file; the expected output is worked out by hand.
#include <cstdio>

template <class F> __global__ void fill(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(i);
}

static int *buffer(int n) {
  int *p = nullptr;
  cudaMallocManaged(&p, n * sizeof(int));
  return p;
}

static void show(const char *what, const int *p, int n) {
  cudaDeviceSynchronize();
  std::printf("%s:", what);
  for (int i = 0; i < n; i++)
    std::printf(" %d", p[i]);
  std::printf("\n");
}

class Grid {
 public:
  explicit Grid(int scale) : scale_(scale), out_(buffer(4)) {
    int s = scale_;
    fill<<<1, 4>>>([=] __device__ (int i) { return i * s; }, out_, 4);  // R04: constructor
    show("constructor", out_, 4);
  }
  void run() { offset(100); }

 private:
  void offset(int base) {  // R04: private member function
    int s = scale_;
    fill<<<1, 4>>>([=] __device__ (int i) { return base + i * s; }, out_, 4);
    show("private", out_, 4);
  }
  int scale_;
  int *out_;
};

auto deduced(int k) {  // R07: deduced return type
  int *out = buffer(4);
  fill<<<1, 4>>>([=] __device__ (int i) { return i - k; }, out, 4);
  show("deduced", out, 4);
  return k;
}

int main() {
  Grid g(3);
  g.run();
  deduced(2);

  int *out = buffer(4);
  auto twice = [] __host__ __device__ (auto x) { return x + x; };  // R08
  fill<<<1, 4>>>([=] __device__ (int i) { return twice(i) + (int)twice(0.5); }, out, 4);
  show("generic hd", out, 4);
  std::printf("generic hd on the host: %d %.1f\n", twice(21), twice(1.25));

  int base = 7;
  auto shifted = [b = base * 2] __host__ __device__ (int i) { return b + i; };  // R12f
  fill<<<1, 4>>>(shifted, out, 4);
  show("hd init-capture", out, 4);
  std::printf("hd init-capture on the host: %d\n", shifted(1));

  auto square = [] __device__ (int i) constexpr { return i * i; };  // R12g
  fill<<<1, 4>>>(square, out, 4);
  show("constexpr", out, 4);
  return 0;
}
