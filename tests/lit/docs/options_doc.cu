// docs/OPTIONS.md is generated from src/driver/options.def by cudalift
// itself; the committed copy must be what cudalift prints now, and the
// help lists the same options from the same table.
// RUN: %cudalift --cudalift-list-options > %t.md
// RUN: diff %S/../../../docs/OPTIONS.md %t.md
// RUN: FileCheck %s < %t.md
// RUN: %cudalift --cudalift-help | FileCheck %s --check-prefix=HELP
// CHECK: | option | modes | drop-in | what it does |
// CHECK: | `--check` | yes |  | report the extended-lambda restrictions
// CHECK: | `--cudalift-keep` |  | yes |
// CHECK: | `-p DIR` | yes |  |
// CHECK: | `--relaxed` | yes | yes |
// CHECK: | `--cudalift-help`, `--help`, `-h` | yes |  | this text |
// HELP: modes:
// HELP-NEXT: --print-lambdas      one line per lambda
// HELP: options of the modes:
// HELP: -p DIR               with --check: check the CUDA entries of
// HELP-NEXT: {{^                       }}DIR/compile_commands.json
// HELP: options of the drop-in only:
// HELP-NEXT: --cudalift-keep      keep the temporary folder
// HELP: exit status: 0 ok, 1 errors in the input, 2 usage or environment error
