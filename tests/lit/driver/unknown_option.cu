// Unknown options are usage errors (exit 2), never guessed at.
// RUN: %expect-exit 2 %cudalift --print-lambdas --frobnicate %s | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: cudalift: error: unknown option '--frobnicate'
// RUN: %expect-exit 2 %cudalift --print-lambdas %s -I | FileCheck %s --check-prefix=VALUE
// VALUE: cudalift: error: option '-I' needs a value
// RUN: %expect-exit 2 %cudalift --print-lambdas --format=xml %s | FileCheck %s --check-prefix=FORMAT
// FORMAT: cudalift: error: unknown output format 'xml' (expected text, json or sarif)
// With no mode at all, cudalift is a drop-in nvcc; with no argument at all,
// it asks for one.
// RUN: %expect-exit 2 %cudalift | FileCheck %s --check-prefix=MODE
// MODE: cudalift: error: no mode given
// RUN: %expect-exit 2 %cudalift --print-lambdas | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: cudalift: error: no input files
// RUN: %expect-exit 2 %cudalift --print-lambdas -x c %s | FileCheck %s --check-prefix=LANG
// LANG: cudalift: error: cudalift parses CUDA sources only; '-x c' is not one
