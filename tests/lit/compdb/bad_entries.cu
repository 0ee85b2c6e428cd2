// A -p run where some files are bad: a syntax error, a file that is gone,
// a binary file, an empty file, an entry with a -std cudalift cannot use.
// Each gets its message with a location, the others are still checked,
// the output keeps the database's order, and the exit code is the worst
// one (2: some files could not be checked).
// nvcc 13.0 (syntax.cu): error "expected an expression"
// nvcc 13.0 (rule.cu): error "An extended __device__ lambda cannot capture variables by reference"
// nvcc 13.0 (empty.cu, clean.cu): accepted
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: python3 -c "open('%t/binary.cu', 'wb').write(b'int x;\n\x7fELF\x02\x01\x00\x00')"
// RUN: touch %t/empty.cu
// RUN: %expect-exit 2 %cudalift --check -p %t %fast | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// CHECK: {{^}}{{.*}}syntax.cu:[[#SYNTAX:]]:11: error: expected expression
// CHECK: cudalift: error: cannot read '{{.*}}gone.cu': No such file or directory
// CHECK: {{^}}{{.*}}binary.cu:2:7: error: a NUL byte: this is a binary file, not CUDA source
// CHECK: {{^}}{{.*}}compile_commands.json: error: the entry for '{{.*}}clean.cu': unsupported language standard '-std=c++98' (expected c++11 to c++23)
// CHECK: {{^}}{{.*}}rule.cu:[[#RULE:]]:13: error: extended lambda captures 'n' by reference [R12a]
// CHECK: cudalift: 7 files, 2 errors, 0 warnings (3 files not checked)

//--- db.json
[
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "syntax.cu"], "file": "syntax.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "gone.cu"], "file": "gone.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "binary.cu"], "file": "binary.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "empty.cu"], "file": "empty.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-std=c++98", "-c", "clean.cu"], "file": "clean.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "clean.cu"], "file": "clean.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "rule.cu"], "file": "rule.cu"}
]

//--- syntax.cu
void f() {
  int x = ;
}

//--- clean.cu
int twice(int x) { return 2 * x; }

//--- rule.cu
void g(int n) {
  auto f = [&n] __device__ () { return n; };
}
