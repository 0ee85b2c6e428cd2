// Guide 5.3.7.4 rule 9 exempts extended closure types: a user's extended
// lambda (its words behind a macro) handed, from a function template, to
// a library's member template that holds an extended lambda is no "type
// local to function".  The verdict is the same whether a precompiled
// header is loaded or not: the drop-in builds it with every
// --cudalift-pch mode, its first build and the ones that make and load
// the header, and --check accepts it.  (With a header loaded, the closure
// of the instantiated lambda was not matched to the lambda: R09a.)
// nvcc 13.0 --extended-lambda: compiles it.
// RUN: rm -rf %t && mkdir -p %t/tmp
// RUN: %nvcc-verdict --extended-lambda -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/ref.o
// RUN: %cudalift --check -I%S/Inputs/pch_closure %S/Inputs/pch_closure/main.cu
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/a.o
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/b.o
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=off -std=c++17 -arch=sm_90 -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/c.o
// RUN: find %t/tmp -name '*.pch' | count 1
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=off --cudalift-pch=library -std=c++17 -arch=sm_90 -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/d.o
// RUN: env TMPDIR=%t/tmp %cudalift --cudalift-early=off --cudalift-pch=none -std=c++17 -arch=sm_90 -I%S/Inputs/pch_closure -c %S/Inputs/pch_closure/main.cu -o %t/e.o
