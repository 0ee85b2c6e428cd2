// No fixed limit on captures: two lambdas capturing 300 variables each
// (implicitly and through an explicit list of 300 names) are modelled with
// every capture and lowered; plain nvcc compiles the result.  nvcc 13.0
// --extended-lambda accepts the generated file.
// RUN: python3 %S/Inputs/many_captures.py 300 > %t.in.cu
// RUN: %nvcc-verdict --extended-lambda -c %t.in.cu -o %t.ref.o
// RUN: %cudalift --print-lambdas %fast %t.in.cu | FileCheck %s
// CHECK: lambda space=device extended=yes enclosing=run captures=v0,v1,{{.*}},v255,v256,{{.*}},v299{{$}}
// CHECK: lambda space=device extended=yes enclosing=run captures=v0,v1,{{.*}},v255,v256,{{.*}},v299{{$}}
// RUN: %cudalift --emit-lowered=%t.cu %fast %t.in.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
