// nvcc 13.0: error (line 9) "static assertion failed with "extended""
// T1: in a function template the trait answers for the type it is
// instantiated with; an extended __device__ lambda makes `== false` fail,
// reported at the static_assert (not a tool error).
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class F> void check(F) {
  // CHECK: t1_template_expects_false.cu:[[@LINE+1]]:17: error: static assertion failed due to requirement '(__nv_is_extended_device_lambda_closure_type((lambda at {{.*}}:12:12))) == false': extended
  static_assert(__nv_is_extended_device_lambda_closure_type(F) == false, "extended");
}
void host_function() {
  auto l = [] __device__ (int x) { return x; };
  check(l);
}
