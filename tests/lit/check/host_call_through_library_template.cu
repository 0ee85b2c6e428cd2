// A __device__ lambda handed to a standard algorithm in host code (code
// written for nvc++ -stdpar, `std::for_each(std::execution::par_unseq,
// ...)`): the library's template calls it on the host, where it runs on
// the device only.  nvcc 13.0 --extended-lambda builds the file (it checks
// the calls of non-template functions only) and no rule of the guide
// forbids it, so --check and the drop-in warn, at the user's call, and
// the build goes on.  The warning needs the library's function bodies: the
// drop-in's default precompiled header skips them, so there the build
// goes on without it (tested below with --cudalift-pch=none).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -c %s -o %t/ref.o
// RUN: %cudalift --check -std=c++17 %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh %cudalift --cudalift-pch=none -std=c++17 -c %s -o %t/a.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: env CUDALIFT_NVCC=%S/../nvcc/Inputs/standin_nvcc.sh %cudalift -std=c++17 -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=PCH %s --allow-empty --implicit-check-not=error:
// RUN: test -e %t/a.o && test -e %t/b.o
// CHECK: host_call_through_library_template.cu:[[@LINE+9]]:8: warning: calling the __device__ lambda of line [[@LINE+8]] from host function 'main': it runs on the device only (nvcc builds it: it does not check the calls made in a template's instantiation, here '{{.*}}')
// PCH-NOT: warning
#include <algorithm>
#include <execution>
#include <vector>
int main() {
  std::vector<int> v(8, 1);
  int k = 2;
  auto add = [=] __device__ (int &x) { x += k; };
  std::for_each(std::execution::par_unseq, v.begin(), v.end(), add);
  return v[0];
}
