// The CMake package: `meson install` (into a staging root) installs
// cudalift-config.cmake; a project with two targets (a library and an
// executable) and a project header with device lambdas finds it with
// find_package(cudalift) and turns cudalift on with one call,
// cudalift_enable(ops app), or cudalift_enable(ALL); every .cu compile then
// runs through cudalift (the launcher form), and the build succeeds
// without --extended-lambda, which plain nvcc alone needs (its build of
// the same project fails).  The compiler form: the package's toolchain
// file, and CMake identifies the compiler as NVIDIA's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: meson install -C %build_root --no-rebuild --destdir %t/root > %t/install.log
// RUN: find %t/root -name cudalift-config.cmake | count 1
// RUN: cmake -S %S/../../integration/package -B %t/named -G Ninja -DCMAKE_PREFIX_PATH=%t/root/usr/local > %t/named.log
// RUN: FileCheck %s --check-prefix=FOUND < %t/named.log
// FOUND: cudalift 0.1.0: {{.*}}/root/usr/local/bin/cudalift
// RUN: cmake --build %t/named -- -v > %t/named.build
// RUN: FileCheck %s --check-prefix=LAUNCH < %t/named.build
// LAUNCH-DAG: /root/usr/local/bin/cudalift {{.*}}nvcc {{.*}}src/ops.cu
// LAUNCH-DAG: /root/usr/local/bin/cudalift {{.*}}nvcc {{.*}}src/main.cu
// RUN: test -x %t/named/app
// RUN: cmake -S %S/../../integration/package -B %t/all -G Ninja -DCMAKE_PREFIX_PATH=%t/root/usr/local -DCUDALIFT_ALL=ON > %t/all.log
// RUN: cmake --build %t/all -- -v > %t/all.build
// RUN: FileCheck %s --check-prefix=LAUNCH < %t/all.build
// RUN: cmake -S %S/../../integration/package -B %t/plain -G Ninja -DUSE_CUDALIFT_PACKAGE=OFF > %t/plain.log
// RUN: not cmake --build %t/plain > %t/plain.build 2>&1
// RUN: FileCheck %s --check-prefix=PLAIN < %t/plain.build
// PLAIN: --extended-lambda
// RUN: cmake -S %S/../../integration/package -B %t/compiler -G Ninja -DUSE_CUDALIFT_PACKAGE=OFF -DCMAKE_TOOLCHAIN_FILE=%t/root/usr/local/share/cmake/cudalift/cudalift-toolchain.cmake > %t/compiler.log
// RUN: FileCheck %s --check-prefix=COMPILER < %t/compiler.log
// COMPILER: The CUDA compiler identification is NVIDIA 13.0
// RUN: cmake --build %t/compiler
// RUN: test -x %t/compiler/app
