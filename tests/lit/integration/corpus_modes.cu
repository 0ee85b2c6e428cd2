// tools/corpus modes: `cudalift --check` and the drop-in under each
// --cudalift-pch mode (nvcc a stand-in) report the same rule diagnostics.
// Each unit's verdict is kept in OUT/modes.tsv with the SHA-1 of the
// cudalift that gave it: a second run with the same binary judges nothing
// again (a run over a large corpus can stop and go on), another binary
// judges every unit again.  No nvcc runs here.
// RUN: rm -rf %t && mkdir -p %t/sources/local+m
// RUN: cp -r %S/Inputs/corpus_modes/tests %t/sources/local+m/
// RUN: echo 0000000000000000000000000000000000000000 > %t/sources/local+m/.corpus-commit
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --manifest %S/Inputs/corpus_modes/manifest.txt modes -j 2 > %t/first.txt
// RUN: FileCheck %s --check-prefix=FIRST < %t/first.txt
// FIRST-DAG: same m/tests/fine.cu: 0 rule diagnostics, builds
// FIRST-DAG: same m/tests/ref.cu: 1 rule diagnostic, errors
// FIRST: corpus modes: 2 units, 2 the same in every mode, 0 that nvcc refuses end differently, 0 differ
// RUN: FileCheck %s --check-prefix=KEPT < %t/out/modes.tsv
// KEPT: m/tests/fine.cu	{{[0-9a-f]+}}	same	0 rule diagnostics, builds
// KEPT: m/tests/ref.cu	{{[0-9a-f]+}}	same	1 rule diagnostics, errors
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --manifest %S/Inputs/corpus_modes/manifest.txt modes > %t/again.txt
// RUN: FileCheck %s --check-prefix=AGAIN < %t/again.txt
// AGAIN: corpus modes: 2 units judged earlier by this cudalift ({{[0-9a-f]+}}, OUT/modes.tsv)
// AGAIN-NOT: same m/
// AGAIN: corpus modes: 2 units, 2 the same in every mode, 0 that nvcc refuses end differently, 0 differ (cudalift {{[0-9a-f]+}})
// Another binary (the same program, one byte longer) judges again.
// RUN: cp %cudalift %t/other-cudalift && printf x >> %t/other-cudalift
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %t/other-cudalift --manifest %S/Inputs/corpus_modes/manifest.txt modes > %t/other.txt
// RUN: FileCheck %s --check-prefix=OTHER < %t/other.txt
// OTHER-NOT: judged earlier
// OTHER-DAG: same m/tests/fine.cu
// OTHER-DAG: same m/tests/ref.cu
