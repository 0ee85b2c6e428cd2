// tools/corpus run: the programs of a group marked `alone` (AMReX's, each
// of which reserves most of the GPU's memory as it starts) run after every
// other program has ended, one at a time; the others share the machine.
// The programs here are stand-ins that count who ran beside them.
// RUN: rm -rf %t && mkdir -p %t/sources/local+v %t/busy %t/out/ref %t/out/low
// RUN: cp -r %S/Inputs/corpus_alone/tests %t/sources/local+v/
// RUN: echo 0000000000000000000000000000000000000000 > %t/sources/local+v/.corpus-commit
// RUN: sh -c 'for s in ref low; do for p in h1 h2 s1 s2; do cp %S/Inputs/corpus_alone/program.sh %t/out/$s/v_tests_$p.cu.bin; done; done'
// RUN: env CORPUS_ALONE_DIR=%t/busy python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --manifest %S/Inputs/corpus_alone/manifest.txt run -j 4 > %t/run.txt
// RUN: FileCheck %s < %t/run.txt
// RUN: cat %t/out/ref/v_tests_h1.cu.stdout %t/out/low/v_tests_h1.cu.stdout %t/out/ref/v_tests_h2.cu.stdout %t/out/low/v_tests_h2.cu.stdout | FileCheck %s --check-prefix=ALONE
// CHECK-DAG: run v/tests/h1.cu: match
// CHECK-DAG: run v/tests/h2.cu: match
// CHECK-DAG: run v/tests/s1.cu: match
// CHECK-DAG: run v/tests/s2.cu: match
// CHECK: corpus run: 4 programs, 4 match
// ALONE: others 0
// ALONE-NEXT: others 0
// ALONE-NEXT: others 0
// ALONE-NEXT: others 0
