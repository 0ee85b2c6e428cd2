// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 9: the closure type of an extended lambda is not
// treated as local; public and built-in types are fine; a non-template
// member of a class template is not checked by nvcc either.
// RUN: %cudalift --check %fast %s 2>&1 | count 0

template <class T> void run(T) {
  auto l = [] __device__ { };
  (void)l;
}

template <class T> void run_explicit() {
  auto l = [] __host__ __device__ { };
  (void)l;
}

struct Pub { struct Nested { }; };

template <class T> struct Holder {
  void go() {
    auto l = [] __device__ { };
    (void)l;
  }
};

void host_function() {
  run([] __device__ { });
  run_explicit<int>();
  run_explicit<Pub::Nested>();
  run_explicit<Pub *>();
  struct Local { };
  Holder<Local> h;
  h.go();
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
