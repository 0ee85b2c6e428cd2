// nvcc 13.0: accepted
// Rule 12 in templates, every instantiation fine: arithmetic and aggregate
// element types, a template nobody instantiates, an array sized by a
// template parameter in a template nobody instantiates, and a class
// template's member (no instantiation of it either).
// RUN: %cudalift --check %fast %s 2>&1 | count 0

struct Fine {
  int v;
};
struct NoDefault {
  NoDefault(int x) : v(x) {}
  int v;
};

template <class T> int run(T a) {
  T arr[2] = {a, a};
  auto l = [=] __device__ () { return (int)arr[0] + (int)arr[1]; };
  (void)l;
  return 0;
}

template <class T> int never_used(T a) {
  T arr[2] = {a, a};
  auto l = [=] __device__ () { return (int)arr[0]; };
  (void)l;
  return 0;
}

template <int N> int sized_never_used(NoDefault x) {
  NoDefault arr[N] = {x};
  auto l = [=] __device__ () { return arr[0].v; };
  (void)l;
  return 0;
}

template <class T> struct Holder {
  T arr[2];
  int get() {
    auto l = [=] __device__ () { return arr[0].v; };
    (void)l;
    return 0;
  }
};

int host_function() {
  Fine f[1] = {{3}};
  (void)f;
  return run(1) + run(2.0) + run('c');
}
// RUN: %cudalift --check -verify %fast %s
// expected-no-diagnostics
