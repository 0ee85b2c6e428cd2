// The table of nvcc's options (src/driver/nvcc_options.def) against what
// the toolkit's own `nvcc --help` lists: every option, its short name,
// whether it takes a value and whether that value is a comma list.  It
// fails on an option nvcc has that the table lacks: a table with one row
// taken out, and a help whose switch takes a value, must make it fail.
// RUN: %nvcc --help > %t.help
// RUN: %cudalift --cudalift-list-options > %t.md
// RUN: python3 %S/../nvcc_options.py %t.help %t.md | FileCheck %s
// CHECK: , 0 problems
// RUN: grep -v '^| `--lto`' %t.md > %t.fewer.md
// RUN: not python3 %S/../nvcc_options.py %t.help %t.fewer.md | FileCheck --check-prefix=MISSING %s
// MISSING: --lto (-lto): nvcc has it, the table does not
// RUN: sed -e 's/^--keep  /--keep <x>/' %t.help > %t.value.help
// RUN: not python3 %S/../nvcc_options.py %t.value.help %t.md | FileCheck --check-prefix=VALUE %s
// VALUE: --keep: nvcc takes a value (<x>), the table a switch
