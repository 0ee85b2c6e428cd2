// nvcc 13.0: accepted
// T1: library code that dispatches on the trait in `if constexpr` takes
// the branch nvcc takes.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class F> int kind_of(F) {
  if constexpr (__nv_is_extended_device_lambda_closure_type(F))
    return 1;
  else if constexpr (__nv_is_extended_host_device_lambda_closure_type(F))
    return 2;
  else
    return 3;
}

template <int N> struct Expect {};
template <class F, int N> void expect(F f, Expect<N>) {
  static_assert(N == (__nv_is_extended_device_lambda_closure_type(F) ? 1
                      : __nv_is_extended_host_device_lambda_closure_type(F) ? 2 : 3), "");
  (void)kind_of(f);
}

void host_function() {
  expect([] __device__ (int x) { return x; }, Expect<1>{});
  expect([] __host__ __device__ (int x) { return x; }, Expect<2>{});
  expect([](int x) { return x; }, Expect<3>{});
}
