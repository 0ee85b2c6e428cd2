// What the parse finds does not depend on the precompiled header.  A
// parse that loads one lists the templates' implicit instantiations among
// the translation unit's declarations (here iota<span>'s and
// launch_n<...>'s bodies, made for arg_sort's call); a parse without one
// does not.  The walks skip them, so every --cudalift-pch mode sees the
// same launches: no launch names a kernel specialization in the user's
// code, the header's __CUDA_ARCH__ region is harmless and no device-side
// parse runs.  (With a header loaded, the host pass saw the launch in the
// instantiated body, the device pass did not, and the drop-in warned K1,
// "no device code for kernel 'launch_n_kernel<(lambda at ...)>'", which
// neither --check nor the build without a header said; XGBoost's
// device_helpers.cuh.)
// nvcc 13.0 --extended-lambda: compiles it.
// RUN: rm -rf %t && mkdir -p %t/tmp
// RUN: %nvcc-verdict --extended-lambda -std=c++17 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/ref.o
// RUN: %cudalift --check --cudalift-verbose -std=c++17 -I%S/Inputs/pch_instantiation %S/Inputs/pch_instantiation/main.cu > %t/check.txt 2>&1
// RUN: FileCheck %s < %t/check.txt
// RUN: env TMPDIR=%t/tmp CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-verbose --cudalift-early=off --cudalift-pch=none -std=c++17 -arch=sm_90 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/none.o > %t/none.txt 2>&1
// RUN: FileCheck %s < %t/none.txt
// RUN: env TMPDIR=%t/tmp CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-verbose --cudalift-early=off --cudalift-pch=library -std=c++17 -arch=sm_90 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/lib.o > %t/lib.txt 2>&1
// RUN: FileCheck %s < %t/lib.txt
// RUN: env TMPDIR=%t/tmp CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/p1.o
// RUN: env TMPDIR=%t/tmp CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/p2.o
// RUN: env TMPDIR=%t/tmp CUDALIFT_NVCC=%S/Inputs/standin_nvcc.sh %cudalift --cudalift-verbose --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_instantiation -c %S/Inputs/pch_instantiation/main.cu -o %t/p3.o > %t/project.txt 2>&1
// RUN: FileCheck %s < %t/project.txt
// RUN: find %t/tmp -name '*.pch' | count 2
// CHECK-NOT: K1
// CHECK: no device-side parse
// CHECK-NOT: K1
