// On a terminal, a -p run draws "[done/total] file" on stderr, erases it
// before any file's messages and before the summary, and leaves none
// behind.  (Piped, there is none: see entries.cu.)
// nvcc 13.0 (b.cu): error "An extended __device__ lambda cannot capture variables by reference"
// nvcc 13.0 (a.cu, c.cu): accepted
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: cd %t && %expect-exit 1 %tty %cudalift --check -p . -j 1 %fast | FileCheck %s
// CHECK: {{^}}[1/3] a.cu<CR><EL>{{.*}}/b.cu:[[#]]:13: error: extended lambda captures 'n' by reference [R12a]
// CHECK: {{^}}[2/3] b.cu<CR><EL>cudalift: 3 files, 1 error, 0 warnings{{$}}
// RUN: cd %t && %expect-exit 1 %tty %cudalift --check -p . -j 3 %fast | FileCheck %s --check-prefix=PARALLEL
// PARALLEL: {{\[[12]/3\] [abc].cu<CR><EL>}}
// PARALLEL: cudalift: 3 files, 1 error, 0 warnings{{$}}

//--- db.json
[
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "a.cu"], "file": "a.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "b.cu"], "file": "b.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "c.cu"], "file": "c.cu"}
]

//--- a.cu
int a() { return 1; }

//--- b.cu
void b(int n) {
  auto f = [&n] __device__ () { return n; };
}

//--- c.cu
int c() { return 3; }
