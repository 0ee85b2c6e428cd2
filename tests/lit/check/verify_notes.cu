// -verify compares notes too once the file expects one.
// nvcc 13.0: error "...cannot be defined inside an extended __host__ __device__ lambda expression"
// RUN: %cudalift --check -verify %fast %s
void host_function() {
  auto outer = [] __host__ __device__ { // expected-note {{enclosing extended __host__ __device__ lambda is here}}
    auto inner = [] __device__ { }; // expected-error {{inside the extended __host__ __device__ lambda at line 5}} expected-note {{define it outside}}
  };
}
