// nvcc 13.0: error (line 8) "An extended __device__ lambda cannot be defined inside an extended __host__ __device__  lambda expre..."
// Rule 1: the nesting is refused inside a function template too.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <class T> void run(T t) {
  auto outer = [=] __host__ __device__ () {
    // CHECK: r01_in_hd_lambda_template.cu:[[@LINE+1]]:18: error: extended lambda defined inside the extended __host__ __device__ lambda at line 6 [R01]
    auto inner = [=] __device__ () { return t; };
    return inner();
  };
  (void)outer;
}

void host_function() { run(1); }
