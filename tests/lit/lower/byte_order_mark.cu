// A UTF-8 byte-order mark (EF BB BF) opening a file: the main file
// (Inputs/bom/main.cu) or a lowered header (Inputs/bom/bomh.h, included by
// main2.cu).  nvcc takes the mark only as a file's first bytes, so the
// lowered file opens with it and the runtime include and #line come after.
// nvcc 13.0 --extended-lambda: compiles both originals.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cudalift --emit-lowered=%t/main.cu %fast %S/Inputs/bom/main.cu
// RUN: od -An -tx1 -N 12 %t/main.cu | FileCheck %s --check-prefix=START
// START: ef bb bf 23 69 6e 63 6c 75 64 65 20
// RUN: %nvcc-verdict -c %t/main.cu -o %t/main.o
// RUN: %nvcc-verdict --extended-lambda -c %S/Inputs/bom/main.cu -o %t/main.ref.o
// RUN: %cudalift --emit-lowered=%t/main2.cu %fast %S/Inputs/bom/main2.cu
// RUN: find %t/main2.cu.d -name bomh.h | count 1
// RUN: od -An -tx1 -N 12 %t/main2.cu.d/%S/Inputs/bom/bomh.h | FileCheck %s --check-prefix=START
// RUN: %nvcc-verdict -c %t/main2.cu -o %t/main2.o
// RUN: %nvcc-verdict --extended-lambda -c %S/Inputs/bom/main2.cu -o %t/main2.ref.o
// A header with the mark and no lambda of its own, copied because it
// includes a lowered one (main3.cu includes mid.h, which includes bomh.h).
// RUN: %cudalift --emit-lowered=%t/main3.cu %fast %S/Inputs/bom/main3.cu
// RUN: od -An -tx1 -N 8 %t/main3.cu.d/%S/Inputs/bom/mid.h | FileCheck %s --check-prefix=COPY
// COPY: ef bb bf 23 6c 69 6e 65
// RUN: %nvcc-verdict -c %t/main3.cu -o %t/main3.o
