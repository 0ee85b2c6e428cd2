// Unknown options are usage errors (exit 2), never guessed at.
// RUN: %expect-exit 2 %cudalift --print-lambdas --frobnicate %s | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: cudalift: error: unknown option '--frobnicate'
// UNKNOWN-NEXT: (see cudalift --cudalift-help)
// RUN: %expect-exit 2 %cudalift --print-lambdas %s -I | FileCheck %s --check-prefix=VALUE
// VALUE: cudalift: error: option '-I' needs a value
// RUN: %expect-exit 2 %cudalift --print-lambdas --format=xml %s | FileCheck %s --check-prefix=FORMAT
// FORMAT: cudalift: error: unknown output format 'xml' (expected text, json or sarif)
// With no mode at all, cudalift is a drop-in nvcc; with no argument at all,
// it asks for one.
// RUN: %expect-exit 2 %cudalift | FileCheck %s --check-prefix=MODE
// MODE: cudalift: error: no mode given (try --print-lambdas; see cudalift --cudalift-help)
// A wrong option of cudalift's own, in the drop-in, points to its help too
// (--help is nvcc's there).
// RUN: %expect-exit 2 %cudalift --cudalift-frobnicate -c %s -o %t.o | FileCheck %s --check-prefix=OWN
// OWN: cudalift: error: unknown option '--cudalift-frobnicate'
// OWN-NEXT: (see cudalift --cudalift-help)
// The same on a line with no input to lower (a link, --version), which
// otherwise goes to nvcc as it is.
// RUN: %expect-exit 2 %cudalift --cudalift-frobnicate --version | FileCheck %s --check-prefix=OWN
// RUN: %expect-exit 2 %cudalift --print-lambdas | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: cudalift: error: no input files
// RUN: %expect-exit 2 %cudalift --print-lambdas -x c %s | FileCheck %s --check-prefix=LANG
// LANG: cudalift: error: cudalift parses CUDA sources only; '-x c' is not one
