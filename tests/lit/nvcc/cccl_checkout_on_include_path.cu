// A CCCL checkout on -I, as CCCL's documentation tells users: headers
// included as <thrust/...>, <cub/...>, <cuda/...> or <nv/...> are the
// library's wherever they are found.  cudalift does not walk or lower
// them, their tests of the architecture macro start no device-side parse
// (this file must not name that macro), and they go
// into the kept precompiled header, while -I keeps its search order.
// cudax (<cuda/experimental/...>) writes extended lambdas in its headers:
// those stay the user's, and are lowered.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/cccl_checkout -c %s -o %t.ref.o
// RUN: %cudalift --print-lambdas -I%S/Inputs/cccl_checkout %s | FileCheck %s --check-prefix=LIST
// LIST-NOT: for_each_fake.h
// LIST: fake_stf.cuh:6:{{[0-9]+}}: lambda space=device extended=yes enclosing=fake_parallel_for
// LIST: cccl_checkout_on_include_path.cu:[[#@LINE+23]]:{{[0-9]+}}: lambda space=device extended=yes
// RUN: %cudalift --check --cudalift-verbose -I%S/Inputs/cccl_checkout %s 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: libclang arguments: {{.*}} --system-header-prefix=thrust/
// ONE-NOT: device-side parse
// RUN: env TMPDIR=%t.tmp %cudalift --cudalift-pch=library -std=c++17 -arch=sm_90 -I%S/Inputs/cccl_checkout -c %s -o %t.o
// RUN: find %t.tmp -path "*/pch/*.pch" | count 1
// RUN: env TMPDIR=%t.tmp %cudalift --cudalift-pch=library -std=c++17 -arch=sm_90 -I%S/Inputs/cccl_checkout --cudalift-verbose -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PCH
// PCH: -include-pch {{.*}}/pch/{{[0-9a-f]+}}.pch
// PCH: precompiled header's library includes (bodies skipped): <thrust/for_each_fake.h>{{$}}
// By default, once a second build starts the same way, the kept header
// holds cudax's header too (bodies kept), and its lambda is still lowered.
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -I%S/Inputs/cccl_checkout -c %s -o %t.o
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -I%S/Inputs/cccl_checkout --cudalift-verbose --cudalift-keep -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PROJECT
// PROJECT: precompiled header's includes (bodies kept, walked): <thrust/for_each_fake.h> <cuda/experimental/fake_stf.cuh>{{$}}
// PROJECT: cudalift: kept the temporary files in [[DIR:.*]]
// RUN: find %t.tmp -path "*/pch/*.pch" | count 2
// RUN: grep -rl --include=fake_stf.cuh "struct __cudalift_L_" %t.tmp | count 1
#include <thrust/for_each_fake.h>
#include <cuda/experimental/fake_stf.cuh>
#include <cstdio>

int main() {
  int scale = 3;
  fake_for_each(4, [=] __device__ (int i) { printf("%d\n", i * scale); });
  fake_parallel_for([=] __device__ (int i) { printf("%d\n", i + scale); });
}
