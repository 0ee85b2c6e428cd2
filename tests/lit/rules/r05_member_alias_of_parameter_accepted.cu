// nvcc 13.0: accepted
// Rule 5: the out-of-line definition names its parameters like members of
// the class, but each member means the class's own parameter at the same
// place (`using ParticleType = T_ParticleType;`, `static constexpr int
// NReal = T_NReal;`, AMReX's ParticleContainer_impl).  Inside the class the
// names mean what the definition's parameters mean, so the enclosing
// function's address is not ambiguous (checked with a member alias of
// another type: nvcc's host compiler then fails, "could not convert
// template argument").
// RUN: %expect-exit 0 %cudalift --check %fast %s | FileCheck %s --allow-empty --implicit-check-not=error: --implicit-check-not=warning:

template <typename T_ParticleType, int T_NReal>
struct Container {
  using ParticleType = T_ParticleType;
  static constexpr int NReal = T_NReal;
  int count();
  template <class U> int scaled(U u);
};

template <typename ParticleType, int NReal>
int Container<ParticleType, NReal>::count() {
  auto lam = [] __host__ __device__(int i) { return ParticleType(i) * NReal; };
  return lam(2);
}

// A member template: libclang lists its own parameter (U) before the
// class header's, which are matched to the class's by place.
template <typename ParticleType, int NReal>
template <class U>
int Container<ParticleType, NReal>::scaled(U u) {
  auto lam = [] __host__ __device__(int i) { return ParticleType(i) * NReal; };
  return lam(2) + int(u);
}

int main() {
  Container<int, 3> c;
  return c.count() == 6 && c.scaled(1.0) == 7 ? 0 : 1;
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
