// 34_capture_types_layout: captures of many types side by side, so that a
// lowered closure must lay them out and align them as the original does:
// char, bool, short, double, unsigned long long, an enum class, a
// float2 and a double2, an over-aligned struct, a const int, a
// reference variable (its referent is copied) and a pointer.
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "check.h"

enum class Color : unsigned char { red = 1, green = 2, blue = 4 };

struct alignas(16) Wide {
  int a;
  double b;
};

template <typename F>
__global__ void run_one(double *out, F f) { f(out); }

int main() {
  char c = 'x';
  bool flag = true;
  short s = -300;
  double dbl = 0.125;
  unsigned long long big = 1ULL << 40;
  Color col = Color::blue;
  float2 f2 = make_float2(1.5f, -2.5f);
  double2 d2 = make_double2(1.0, 2.0);
  Wide wide{9, 0.75};
  const int cst = 17;
  int target = 23;
  int &ref = target;
  double *dev_scalar = nullptr;
  CHECK(cudaMalloc(&dev_scalar, sizeof(double)));
  CHECK(cudaMemset(dev_scalar, 0, sizeof(double)));

  auto f = [=] __device__(double *out) {
    out[0] = c;
    out[1] = flag ? 1 : 0;
    out[2] = s;
    out[3] = dbl;
    out[4] = double(big >> 30);
    out[5] = double(static_cast<unsigned char>(col));
    out[6] = f2.x + f2.y;
    out[7] = d2.x + d2.y;
    out[8] = wide.a + wide.b;
    out[9] = cst + ref;
    out[10] = *dev_scalar;
    out[11] = sizeof(wide) + sizeof(d2);
  };
  target = 0;  // the lambda copied the referent, 23

  double *d = nullptr;
  CHECK(cudaMalloc(&d, 12 * sizeof(double)));
  run_one<<<1, 1>>>(d, f);
  CHECK(cudaGetLastError());
  double h[12];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 12; i++)
    std::printf("out[%d] = %g\n", i, h[i]);
  CHECK(cudaFree(d));
  CHECK(cudaFree(dev_scalar));
  return 0;
}
