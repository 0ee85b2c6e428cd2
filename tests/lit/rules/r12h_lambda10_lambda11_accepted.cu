// nvcc 13.0: accepted
// Guide rule 12, lambda10 (`var` listed explicitly) and lambda11 (`var`
// first captured before the if constexpr): both fine.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

void host_function() {
  int var = 4;
  auto lambda10 = [var] __device__ {
    int result = 0;
    if constexpr (false) {
      result += var;
    }
    return result;
  };
  auto lambda11 = [=] __device__ {
    int result = var;
    if constexpr (false) {
      result += var;
    }
    return result;
  };
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
