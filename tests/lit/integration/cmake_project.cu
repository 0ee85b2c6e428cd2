// The same project through CMake and Ninja, once with cudalift as
// CMAKE_CUDA_COMPILER_LAUNCHER and once as CMAKE_CUDA_COMPILER (CMake's
// compiler identification runs through cudalift and passes).  The project
// asks for no --extended-lambda.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmake -S %S/../../integration/project -B %t/launcher -G Ninja -DCMAKE_CUDA_COMPILER_LAUNCHER=%cudalift > %t/launcher.log
// RUN: cmake --build %t/launcher
// RUN: test -x %t/launcher/app
// RUN: cmake -S %S/../../integration/project -B %t/compiler -G Ninja -DCMAKE_CUDA_COMPILER=%cudalift > %t/compiler.log
// RUN: FileCheck %s < %t/compiler.log
// CHECK: The CUDA compiler identification is NVIDIA 13.0
// RUN: cmake --build %t/compiler
// RUN: test -x %t/compiler/app
