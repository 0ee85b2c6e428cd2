// A message longer than any fixed buffer: a variable with a 3,000-byte name
// captured by reference; the message names it whole, to its last byte.
// nvcc 13.0: error (line 3) "An extended __device__ lambda cannot capture variables by reference"
// RUN: python3 -c "n = 'v_' + 'x' * 3000 + '_end'; print('void host_function() {\n  int %%s = 1;\n  auto f = [&%%s] __device__ () { return %%s; };\n}' %% (n, n, n))" > %t.cu
// RUN: %expect-exit 1 %cudalift --check %fast %t.cu 2>&1 | FileCheck %s
// CHECK: long_message.cu.tmp.cu:3:13: error: extended lambda captures 'v_xxxxxxxxxxxxxxxxxxxx{{x+}}xxxxxxxxxxxxxxxxxxxx_end' by reference [R12a]
