// docs/DIAGNOSTICS.md is generated from src/diagnostics.def by cudalift
// itself; the committed copy must be what cudalift prints now.
// RUN: %cudalift --cudalift-list-diagnostics > %t.md
// RUN: diff %S/../../../docs/DIAGNOSTICS.md %t.md
// RUN: FileCheck %s < %t.md
// CHECK: | id | severity | guide rule | message | what to do |
// CHECK: | R12a | error | 5.3.7.4 rule 12 | extended lambda captures '<...>' by reference |
// CHECK: | R10 | warning (off unless `-Wportability`) |
