// A SIZE that is not one is a usage error (exit 2) that names the option:
// an unknown unit, zero, no number, a value past 64 bits.
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --device-heap-size=12Q %fast %s | FileCheck --check-prefix=UNIT %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --printf-fifo-size=0 %fast %s | FileCheck --check-prefix=ZERO %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --device-stack-size= %fast %s | FileCheck --check-prefix=EMPTY %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --device-heap-size=99999999999T %fast %s | FileCheck --check-prefix=BIG %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --device-heap-size=99999999999999999999 %fast %s | FileCheck --check-prefix=BIG2 %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu --device-heap-size=1M5 %fast %s | FileCheck --check-prefix=TAIL %s
// RUN: %expect-exit 2 %cudalift --emit-lowered=%t.cu '--device-heap-size=1 ' %fast %s | FileCheck --check-prefix=SPACE %s
// UNIT: cudalift: error: bad size in '--device-heap-size=12Q' (expected bytes, or a number with K, M, G or T: 256M, 1G)
// ZERO: cudalift: error: bad size in '--printf-fifo-size=0' (expected bytes, or a number with K, M, G or T: 256M, 1G)
// EMPTY: cudalift: error: bad size in '--device-stack-size=' (expected bytes, or a number with K, M, G or T: 256M, 1G)
// BIG: cudalift: error: bad size in '--device-heap-size=99999999999T'
// BIG2: cudalift: error: bad size in '--device-heap-size=99999999999999999999'
// TAIL: cudalift: error: bad size in '--device-heap-size=1M5'
// SPACE: cudalift: error: bad size in '--device-heap-size=1 '
__global__ void kernel() {}
