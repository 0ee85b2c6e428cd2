// A CUDA file without extended lambdas reaches nvcc as it is (its own
// path); --cudalift-keep-extended-lambda passes the flag on.
// RUN: %cudalift -std=c++17 -arch=sm_90 --extended-lambda --cudalift-keep-extended-lambda --cudalift-verbose -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: cudalift: {{(running|started early, beside the full parse)}}: {{.*}}nvcc -std=c++17 -arch=sm_90 --extended-lambda -c {{.*}}nvcc/passthrough.cu -o {{.*}}.o

__global__ void plain(int *out) { out[threadIdx.x] = threadIdx.x; }
