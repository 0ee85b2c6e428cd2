// A binary file named .cu (an object file, say): one message with the
// place of its first NUL byte, exit 2, no flood of compiler messages.
// RUN: python3 -c "import sys; open(sys.argv[1], 'wb').write(b'\x7fELF\x02\x01\x01\x00' + bytes(range(256)) * 64)" %t.cu
// RUN: %expect-exit 2 %cudalift --check %fast %t.cu | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %expect-exit 2 %cudalift --print-lambdas %fast %t.cu | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: {{^}}{{.*}}binary_file.cu.tmp.cu:1:8: error: a NUL byte: this is a binary file, not CUDA source{{$}}
// A NUL after many lines of text is found at its own line and column.
// RUN: python3 -c "import sys; open(sys.argv[1], 'wb').write(b'int x;\n' * 500 + b'int y\x00;\n')" %t2.cu
// RUN: %expect-exit 2 %cudalift --check %fast %t2.cu | FileCheck %s --check-prefix=LATE
// LATE: binary_file.cu.tmp2.cu:501:6: error: a NUL byte: this is a binary file, not CUDA source
