// A project header reached through -I whose name looks like a toolkit
// header (<cuda_helpers.h>) is the project's: its lambdas are lowered,
// not parsed once into the library headers' precompiled header.
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/libname -c %s -o %t.ref.o
// RUN: %cudalift -std=c++17 -arch=sm_90 -I%S/Inputs/libname -c %s -o %t.o
#include <cuda_helpers.h>
int main() {
  launch(nullptr, 3);
  return 0;
}
