// docs/SPEC.md's rule table must have one row per id of
// src/diagnostics.def, cite the same guide rules, and name rule tests that
// exist; tools/spec-check says so.  The second half breaks a copy (the
// R04 row removed) to show the check can fail.
// RUN: %S/../../../tools/spec-check %S/../../.. | FileCheck %s
// CHECK: spec-check: ok: {{[0-9]+}} ids of src/diagnostics.def, {{[0-9]+}} rows (lowering only: A1, T1), {{[0-9]+}} rule tests named
// RUN: rm -rf %t && mkdir -p %t/src %t/docs %t/tests/lit
// RUN: cp %S/../../../src/diagnostics.def %t/src/diagnostics.def
// RUN: cp -R %S/../rules %S/../lower %S/../check %t/tests/lit/
// RUN: grep -v '^| R04 |' %S/../../../docs/SPEC.md > %t/docs/SPEC.md
// RUN: not %S/../../../tools/spec-check %t 2> %t/err
// RUN: FileCheck %s --check-prefix=BROKEN < %t/err
// BROKEN: spec-check: docs/SPEC.md: R04 (src/diagnostics.def) has no row in the rule table
// BROKEN: spec-check: docs/SPEC.md: tests/lit/rules/r04_constructor.cu is named in no row
