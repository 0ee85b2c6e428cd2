// --check -p DIR FILE...: only the named files are checked, however they
// are spelled (relative to the current directory, or through '..'); a
// named file the database does not compile as CUDA, or does not list, is
// an error of its own (exit 2) and the others are still checked.
// nvcc 13.0 (b.cu): error "An extended __device__ lambda cannot capture variables by reference"
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: cd %t && %expect-exit 1 %cudalift --check -p . %fast src/../b.cu | FileCheck %s --check-prefix=ONE --implicit-check-not=error:
// RUN: cd %t && %expect-exit 2 %cudalift --check -p %t %fast host.cpp missing.cu b.cu | FileCheck %s --check-prefix=SOME --implicit-check-not=error:

//--- db.json
[
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "a.cu"], "file": "a.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "b.cu"], "file": "b.cu"},
{"directory": "@DIR@", "arguments": ["g++", "-c", "host.cpp"], "file": "host.cpp"}
]

//--- a.cu
#error "a.cu is not named, so it is not checked"

//--- b.cu
void b(int n) {
  auto f = [&n] __device__ () { return n; };
}
// ONE: {{^}}{{.*}}/b.cu:[[@LINE-2]]:13: error: extended lambda captures 'n' by reference [R12a]
// ONE: cudalift: 1 file, 1 error, 0 warnings
// SOME: {{^}}{{.*}}/b.cu:[[@LINE-4]]:13: error: extended lambda captures 'n' by reference [R12a]
// SOME: cudalift: error: 'host.cpp' is not compiled as CUDA in '{{.*}}compile_commands.json'
// SOME: cudalift: error: 'missing.cu' is not in '{{.*}}compile_commands.json'
// SOME: cudalift: 3 files, 1 error, 0 warnings (2 files not checked)

//--- host.cpp
int host() { return 0; }

//--- src/keep
