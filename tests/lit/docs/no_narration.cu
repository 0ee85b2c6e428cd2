// No file of the project narrates how or when it was made ("Session 23
// ran ...", "at this session's end", "this working period"): files describe
// cudalift and name the commit a figure was measured at.
// tools/narration-check reads every tracked file and names each such line.
// RUN: %S/../../../tools/narration-check %S/../../.. | FileCheck %s
// CHECK: narration-check: ok: {{[0-9]+}} files
// The second half shows the check can fail: a small tree (not a git work
// tree, so every file under it is read) with one narrating line, one
// allowed use of the word, and a third-party file that is left out.
// RUN: rm -rf %t && mkdir -p %t/docs %t/src %t/tests/corpus/compat
// RUN: echo 'Session 23 ran every program' > %t/docs/NOTES.md
// RUN: echo 'an sccache server session keeps its hits' > %t/docs/CACHE.md
// RUN: echo 'int main(void) { return 0; }' > %t/src/main.c
// RUN: echo '// session 1 of the library' > %t/tests/corpus/compat/lib.h
// RUN: not %S/../../../tools/narration-check %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=BROKEN < %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// BROKEN-NOT: CACHE.md
// BROKEN-NOT: compat
// BROKEN: narration-check: docs/NOTES.md:1: Session 23 ran every program
// BROKEN-NOT: narration-check:
// SUMMARY: narration-check: 1 line narrates how or when the project was made
