// tests/gpu/README.md must be current: one table row per GPU parity
// program, in numeric order, every program with its .expected, every
// KNOWN_GAPS name a program, and the counts it states equal to the last
// run in tests/gpu/RESULTS-h200.txt, less the programs tests/gpu/PENDING
// lists (added since that run, each with a reason, none of them in it).
// tools/gpu-readme-check names what is stale when it is not.
// RUN: %S/../../../tools/gpu-readme-check %S/../../.. | FileCheck %s
// CHECK: gpu-readme-check: {{[0-9]+}} programs ({{[0-9]+}} pending a GPU run), README current
// A copy whose PENDING names a program the last run has, one that does not
// exist, and one without a reason, and whose last run counts other
// programs than tests/gpu has:
// RUN: rm -rf %t && mkdir -p %t/tests && cp -r %S/../../gpu %t/tests/gpu
// RUN: printf '01_device_lambda_kernel  ran already\n99_nothing  no such program\n91_private_member_header_class\n' > %t/tests/gpu/PENDING
// RUN: printf 'gpu-check: 1 programs, 1 match\n' >> %t/tests/gpu/RESULTS-h200.txt
// RUN: not %S/../../../tools/gpu-readme-check %t 2> %t/err
// RUN: FileCheck --check-prefix=BAD %s < %t/err
// BAD-DAG: PENDING lists 01_device_lambda_kernel, but RESULTS-h200.txt has its row
// BAD-DAG: PENDING lists 99_nothing, but tests/gpu/99_nothing.cu does not exist
// BAD-DAG: PENDING lists 91_private_member_header_class without saying why
// BAD-DAG: ('gpu-check: 1 programs, 1 match') has 1 programs, tests/gpu has {{[0-9]+}} (3 pending)
