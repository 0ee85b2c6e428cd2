// nvcc 13.0: accepted
// Rule 10: namespace members, static member functions and templates have external linkage.
// RUN: %expect-exit 0 %cudalift --check -Wportability %fast %s | count 0

namespace ns {
void host_function() { auto l = [] __device__ (int x) { return x; }; }
}
struct S {
  static void run() { auto l = [] __device__ (int x) { return x; }; }
};
template <class T> void tmpl() { auto l = [] __host__ __device__ (T x) { return x; }; }

int main() { ns::host_function(); S::run(); tmpl<int>(); }
// RUN: %cudalift --check -verify -Wportability %fast %s
// expected-no-diagnostics
