// tools/corpus on a repository's test harness: a `prepare` step builds
// the harness's main alone from its target's compile commands
// (tools/corpus-lib TARGET:SOURCE leaves the target's other object out),
// each test file links with it as a program of its own, the manifest's
// `args` reach it, a `timing` line is not compared, and a second group
// takes the first's harness with `like`.  A third group's harness source
// has no compile commands (`corpus-lib --files` compiles it with the flags
// the manifest gives), its argument names the setup folder ({setup} is
// expanded) and its programs run where `cwd` says.  Both sides are built (nvcc
// --extended-lambda, and cudalift); the programs need no GPU.
// nvcc 13.0 --extended-lambda: compiles both test files.
// RUN: rm -rf %t && mkdir -p %t/sources/local+t %t/sources/.setup/t
// RUN: cp -r %S/Inputs/corpus_harness/src/tests %t/sources/local+t/
// RUN: echo 0000000000000000000000000000000000000000 > %t/sources/local+t/.corpus-commit
// RUN: printf '[{"directory": "%%s", "file": "%%s/main.cpp", "command": "c++ -O1 -c %%s/main.cpp -o CMakeFiles/harness.dir/main.cpp.o"},\n {"directory": "%%s", "file": "%%s/other.cpp", "command": "c++ -O1 -c %%s/other.cpp -o CMakeFiles/harness.dir/other.cpp.o"}]\n' %t/sources/.setup/t %S/Inputs/corpus_harness/harness %S/Inputs/corpus_harness/harness %t/sources/.setup/t %S/Inputs/corpus_harness/harness %S/Inputs/corpus_harness/harness > %t/sources/.setup/t/compile_commands.json
// RUN: echo data-line > %t/sources/.setup/t/data.txt && echo here-line > %t/sources/.setup/t/here.txt
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_harness/manifest.txt scan | FileCheck %s --check-prefix=SCAN
// SCAN: t/tests/a.cu{{[[:space:]]+}}base run
// SCAN: t/tests/b.cu{{[[:space:]]+}}second run
// SCAN: t/tests/c.cu{{[[:space:]]+}}third run
// SCAN: corpus scan: 3 units in 1 repositories
//
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_harness/manifest.txt build --side both --programs -j 2 | FileCheck %s --check-prefix=BUILD
// BUILD: prepare base: ok
// BUILD: prepare second: ok
// BUILD: prepare third: ok
// BUILD: corpus link: 3 units; nvcc --extended-lambda 3, cudalift 3
// RUN: ar t %t/sources/.setup/t/lib/libharness.a | FileCheck %s --check-prefix=LIB
// LIB: main.cpp.o
// LIB-NOT: other
//
// RUN: python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --nvcc %cuda_dir/bin/nvcc --manifest %S/Inputs/corpus_harness/manifest.txt run | FileCheck %s --check-prefix=RUNS
// RUNS-DAG: run t/tests/a.cu: match
// RUNS-DAG: run t/tests/b.cu: match
// RUNS-DAG: run t/tests/c.cu: match
// RUNS: corpus run: 3 programs, 3 match
// RUN: FileCheck %s --check-prefix=OUT-A < %t/out/low/t_tests_a.cu.stdout
// RUN: FileCheck %s --check-prefix=OUT-A < %t/out/ref/t_tests_a.cu.stdout
// OUT-A: harness hello
// OUT-A-NEXT: a: 6
// OUT-A-NEXT: took {{[0-9]+}} us
// RUN: FileCheck %s --check-prefix=OUT-B < %t/out/low/t_tests_b.cu.stdout
// OUT-B: harness hello
// OUT-B-NEXT: b: 15
// RUN: FileCheck %s --check-prefix=OUT-C < %t/out/low/t_tests_c.cu.stdout
// RUN: FileCheck %s --check-prefix=OUT-C < %t/out/ref/t_tests_c.cu.stdout
// OUT-C: c: 12
// OUT-C-NEXT: argument: data-line
// OUT-C-NEXT: here.txt: here-line
//
// `like` names an earlier group of the same repository, or the manifest
// is refused with its line.
// RUN: not python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --manifest %S/Inputs/corpus_harness/bad_manifest.txt scan 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad_manifest.txt:4: 'like' names no earlier group of repository 't'
