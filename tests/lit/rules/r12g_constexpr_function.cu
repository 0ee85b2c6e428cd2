// nvcc 13.0: error (line 9) "variable type "lambda [](int)->int" in constexpr function is not a literal type"
// Rule 12: an extended lambda defined inside a constexpr function (or
// member function): its closure is a variable type of the function that
// is not literal.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

constexpr int twice(int y) {
  // CHECK: r12g_constexpr_function.cu:[[@LINE+1]]:12: error: extended lambda defined inside the constexpr function 'twice'; its closure type is not a literal type [R12g]
  auto l = [] __host__ __device__ (int x) { return 2 * x; };
  return l(y);
}

struct S {
  constexpr int f(int y) const {
    // CHECK: r12g_constexpr_function.cu:[[@LINE+1]]:14: error: extended lambda defined inside the constexpr function 'S::f'; its closure type is not a literal type [R12g]
    auto l = [] __device__ (int x) { return x + 1; };
    (void)l;
    return y;
  }
};

int main() { return twice(1) + S{}.f(1); }
