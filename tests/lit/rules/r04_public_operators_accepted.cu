// nvcc 13.0: accepted
// Rule 4 allows public operators, conversion functions and static members.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct Vec2 {
  float x, y;
  Vec2 operator+(const Vec2 &o) const {
    auto l = [] __device__ (float a, float b) { return a + b; };
    return Vec2{x + o.x, y + o.y};
  }
  int operator()(int v) const {
    auto l = [v] __host__ __device__ { return v; };
    return l();
  }
  explicit operator int() const {
    auto l = [] __device__ { return 0; };
    return 0;
  }
  static int make() {
    auto l = [] __host__ __device__ { return 3; };
    return l();
  }
};

int main() {
  Vec2 a{1, 2}, b{3, 4};
  Vec2 c = a + b;
  return a(1) + int(c) + Vec2::make();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
