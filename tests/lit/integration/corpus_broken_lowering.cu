// tools/corpus's comparison catches a wrong lowering.  The program's
// lowering is recorded (`build --side low --record`), built from the
// record (`--replay`) next to nvcc --extended-lambda's build, and both run:
// they match.  Then one constant of the recorded lowered file is changed,
// as a defect of the lowering would change it, and the replayed build
// runs again: `tools/corpus run` reports DIFFER, shows both lines and
// exits 1.  The program needs no GPU (its host-device lambda runs on the
// host, through cudalift's wrapper).
// nvcc 13.0 --extended-lambda: builds hd.cu; it prints "value: 1060".
// RUN: rm -rf %t && mkdir -p %t/sources/local+b
// RUN: cp -r %S/Inputs/corpus_broken/tests %t/sources/local+b/
// RUN: echo 0000000000000000000000000000000000000000 > %t/sources/local+b/.corpus-commit
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt build --side low --record --programs
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt build --side low --replay --programs
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt build --side ref --programs
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt run | FileCheck %s --check-prefix=SAME
// SAME: run b/tests/hd.cu: match
// SAME: corpus run: 1 programs, 1 match
// RUN: FileCheck %s --check-prefix=OUT < %t/out/ref/b_tests_hd.cu.stdout
// OUT: value: 1060
//
// The lowered file holds the lambda's body; one constant changes.
// RUN: grep -rl 'x \* k + 1000;' %t/out/record/b_tests_hd.cu.link/tree > %t/lowered.txt
// RUN: test -s %t/lowered.txt
// RUN: xargs sed -i 's/x \* k + 1000;/x * k + 1001;/' < %t/lowered.txt
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt build --side low --replay --programs
// RUN: not python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_broken/manifest.txt run | FileCheck %s --check-prefix=BROKEN
// BROKEN: run b/tests/hd.cu: DIFFER (exit 0 vs 0)
// BROKEN: -value: 1060
// BROKEN: +value: 1061
// BROKEN: corpus run: 1 programs, 0 match, 1 DIFFER
