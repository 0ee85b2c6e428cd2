// A generated 100,000-line file (written here, not kept in the tree): no
// crash, no limit hit, the finding at its real line.
// nvcc 13.0: error (line 100006) "An extended __device__ lambda cannot capture variables by reference"
// RUN: python3 -c "print('int total(int n) {\n  int s = 0;'); [print(f'  s += n * {i %% 97};') for i in range(100000)]; print('  return s;\n}\nvoid host_function(int n) {\n  auto f = [&n] __device__ () { return n; };\n}')" > %t.cu
// RUN: wc -l < %t.cu | FileCheck %s --check-prefix=LINES
// LINES: 100007
// RUN: %expect-exit 1 %cudalift --check %fast %t.cu | FileCheck %s --implicit-check-not=error:
// CHECK: large_file.cu.tmp.cu:100006:13: error: extended lambda captures 'n' by reference [R12a]
