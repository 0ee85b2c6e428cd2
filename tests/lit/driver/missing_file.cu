// A file that does not exist: cudalift's own message, exit 2.
// RUN: %expect-exit 2 %cudalift --print-lambdas %fast %s.does-not-exist | FileCheck %s
// RUN: %expect-exit 2 %cudalift --check %fast %s.does-not-exist | FileCheck %s
// CHECK: cudalift: error: cannot read '{{.*}}missing_file.cu.does-not-exist': No such file or directory
