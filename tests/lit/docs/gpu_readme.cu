// tests/gpu/README.md must be current: one table row per GPU parity
// program, in numeric order, every program with its .expected, every
// KNOWN_GAPS name a program, and the counts it states equal to the last
// run in tests/gpu/RESULTS-h200.txt.  tools/gpu-readme-check names what is
// stale when it is not.
// RUN: %S/../../../tools/gpu-readme-check %S/../../.. | FileCheck %s
// CHECK: gpu-readme-check: {{[0-9]+}} programs, README current
