// nvcc 13.0: error (line 8) "The enclosing parent function ("~Holder") for an extended __host__ __device__ lambda must allow its address..."
// Rule 4: a destructor's address cannot be taken either.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

struct Holder {
  ~Holder() {
    // CHECK: r04_destructor.cu:[[@LINE+1]]:16: error: enclosing function 'Holder::~Holder' is a destructor; its address cannot be taken [R04]
    auto lam = [] __host__ __device__ { return 0; }; // expected-error {{enclosing function 'Holder::~Holder' is a destructor; its address cannot be taken}}
  }
};

int main() { Holder h; }
// RUN: %cudalift --check -verify %fast %s
