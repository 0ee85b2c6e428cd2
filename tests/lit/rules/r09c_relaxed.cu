// nvcc 13.0: error (host compiler, line 10) "‘__T0’ was not declared in this scope; did you mean ‘__y0’?"
// --relaxed: an unnamed template parameter of the enclosing template is a note.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --check-prefix=STRICT
// RUN: %expect-exit 0 %cudalift --check --relaxed %fast %s | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error: --implicit-check-not=warning:

template <typename T, typename>
void host_function() {
  // STRICT: r09c_relaxed.cu:[[@LINE+2]]:12: error: enclosing template 'host_function' has an unnamed template parameter (#2) [R09c]
  // RELAXED: r09c_relaxed.cu:[[@LINE+1]]:12: note: enclosing template 'host_function' has an unnamed template parameter (#2); accepted under --relaxed: this file now builds only through cudalift [R09c]
  auto l = [] __device__ (T x) { return x; }; // expected-error {{enclosing template 'host_function' has an unnamed template parameter (#2)}}
}

int main() { host_function<int, int>(); }
// RUN: %cudalift --check -verify %fast %s
