// nvcc 13.0: accepted
// Guide 5.3.7.4 rule 10 (MSVC host compilers only): the enclosing function
// needs external linkage.  Off by default; -Wportability reports it.
// RUN: %expect-exit 0 %cudalift --check %fast %s | count 0
// RUN: %expect-exit 0 %cudalift --check -Wportability %fast %s | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 1 %cudalift --check -Wportability -Werror %fast %s | FileCheck %s --check-prefix=ERR
// RUN: %expect-exit 0 %cudalift --check --format=sarif %fast %s | FileCheck %s --check-prefix=SARIF
// SARIF: {"id":"R10","shortDescription":{"text":"CUDA Programming Guide 5.3.7.4 rule 10"},"help":{"text":{{[^}]*}}},"defaultConfiguration":{"level":"warning","enabled":false}}
// SARIF-SAME: "results":[]

static void host_function() {
  // CHECK: r10_static_function.cu:[[@LINE+3]]:12: warning: enclosing function 'host_function' has no external linkage ('static'); an MSVC host compiler rejects this extended lambda [R10]
  // CHECK: r10_static_function.cu:[[@LINE-2]]:13: note: 'host_function' is declared here
  // ERR: r10_static_function.cu:[[@LINE+1]]:12: error: enclosing function 'host_function' has no external linkage
  auto l = [] __device__ (int x) { return x; }; // expected-warning {{enclosing function 'host_function' has no external linkage ('static'); an MSVC host compiler rejects this extended lambda}}
}

int main() { host_function(); }
// RUN: %cudalift --check -verify -Wportability %fast %s
