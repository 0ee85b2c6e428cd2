// The drop-in's temporary folder has a name made from the working folder
// and the arguments, so that a compiler cache sees the same paths.  A run
// killed with SIGKILL leaves it behind; the next run of the command takes
// it back (its owner is gone) instead of falling back to a random name.
// A folder whose owner still runs is left alone.  A TMPDIR that cannot
// hold the folder is named in the message.
// nvcc 13.0 --extended-lambda: compiles.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-keep 2>&1 | sed -n 's/.*kept the temporary files in //p' > %t.first
// RUN: test -s %t.first
// A killed run: the folder stays, with the number of a process that is gone.
// RUN: sh -c 'echo $$ > "$(cat %t.first)/.owner"'
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-keep 2>&1 | sed -n 's/.*kept the temporary files in //p' > %t.second
// RUN: diff %t.first %t.second
// A folder whose owner runs (process 1 stands in for it): another name.
// RUN: sh -c 'echo 1 > "$(cat %t.first)/.owner"'
// RUN: env TMPDIR=%t.tmp %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o --cudalift-keep 2>&1 | sed -n 's/.*kept the temporary files in //p' > %t.third
// RUN: not diff %t.first %t.third
// RUN: not env TMPDIR=%t.tmp/missing %cudalift -std=c++17 -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cudalift: error: cannot make the temporary folder '{{.*}}.tmp/missing/cudalift-{{[0-9]+}}': No such file or directory
template <class F> __global__ void k(F f, int *o) { *o = f(); }
void run(int *o, int v) { k<<<1, 1>>>([=] __device__ () { return v; }, o); }
