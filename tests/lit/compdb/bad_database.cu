// A compilation database cudalift cannot use: a clear message that names
// the file (with line and column for a JSON syntax error), exit 2, no
// file checked.  An empty database is not an error, but is said so.
// RUN: rm -rf %t && split-file %s %t
// RUN: %expect-exit 2 %cudalift --check -p %t/none %fast | FileCheck %s --check-prefix=NONE
// NONE: cudalift: error: cannot read compilation database '{{.*}}none/compile_commands.json': No such file or directory
// RUN: %expect-exit 2 %cudalift --check -p %t/syntax %fast | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: {{^}}{{.*}}syntax/compile_commands.json:2:{{[0-9]+}}: error: Unexpected token. Expected Key, Flow Entry, or Flow Mapping End.
// SYNTAX-NEXT: {{^}}{"directory": "/", "file": "a.cu",{{$}}
// SYNTAX-NEXT: {{^ +\^$}}
// SYNTAX-NEXT: cudalift: error: '{{.*}}syntax/compile_commands.json' is not a compilation database cudalift can use
// RUN: %expect-exit 2 %cudalift --check -p %t/object %fast | FileCheck %s --check-prefix=OBJECT
// OBJECT: cudalift: error: '{{.*}}object/compile_commands.json' is not a compilation database cudalift can use: Expected array.
// RUN: mkdir -p %t/dir/compile_commands.json
// RUN: %expect-exit 2 %cudalift --check -p %t/dir %fast | FileCheck %s --check-prefix=DIR
// DIR: cudalift: error: '{{.*}}dir/compile_commands.json' is not a compilation database cudalift can use: Error while opening JSON database: Is a directory
// RUN: %expect-exit 0 %cudalift --check -p %t/empty %fast | FileCheck %s --check-prefix=EMPTY
// EMPTY: cudalift: warning: no CUDA entries in '{{.*}}empty/compile_commands.json'
// EMPTY-NEXT: cudalift: 0 files, 0 errors, 0 warnings

//--- object/compile_commands.json
{"directory": "/", "file": "a.cu", "command": "nvcc -c a.cu"}

//--- empty/compile_commands.json
[]

//--- syntax/compile_commands.json
[
{"directory": "/", "file": "a.cu",
