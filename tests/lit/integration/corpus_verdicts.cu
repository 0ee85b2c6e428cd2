// tools/corpus run --stdout: the verdict on each program from both builds'
// stdout and exit status (brought back from the GPU machine), as a match
// that can fail.  A match needs the build by nvcc to exit 0 (or with the
// status `expect-exit` records), something compared (a line, or a program
// that `checks-itself`), and the cudalift build to end and print the same;
// `close` lines agree within their tolerance, `timing` lines and what a
// `mask` matches are not compared.  Identical failures are "both fail", a
// silent program without checks-itself is "unchecked", an unknown exit
// status is no match.  Every filter names its reason, or the manifest is
// refused.  No nvcc runs here.
// RUN: rm -rf %t && mkdir -p %t/sources/local+v %t/res/ref %t/res/low
// RUN: cp -r %S/Inputs/corpus_verdicts/tests %t/sources/local+v/
// RUN: echo 0000000000000000000000000000000000000000 > %t/sources/local+v/.corpus-commit
// RUN: cd %t/res && printf 'a 1\ntook 5 us\n' > ref/v_tests_p_match.cu.stdout && printf 'a 1\ntook 9 us\n' > low/v_tests_p_match.cu.stdout
// RUN: cd %t/res && printf 'sum = 1.0000001\n' > ref/v_tests_p_close.cu.stdout && printf 'sum = 1.0000002\n' > low/v_tests_p_close.cu.stdout
// RUN: cd %t/res && printf 'sum = 1.0\n' > ref/v_tests_p_far.cu.stdout && printf 'sum = 1.1\n' > low/v_tests_p_far.cu.stdout
// RUN: cd %t/res && printf 'error\n' > ref/v_tests_p_bothfail.cu.stdout && printf 'error\n' > low/v_tests_p_bothfail.cu.stdout
// RUN: cd %t/res && printf 'no input\n' > ref/v_tests_p_expect.cu.stdout && printf 'no input\n' > low/v_tests_p_expect.cu.stdout
// RUN: cd %t/res && printf '' > ref/v_tests_p_silent.cu.stdout && printf '' > low/v_tests_p_silent.cu.stdout
// RUN: cd %t/res && printf '' > ref/v_tests_p_self.cu.stdout && printf '' > low/v_tests_p_self.cu.stdout
// RUN: cd %t/res && sh -c 'for s in ref low; do for p in where wherenot; do printf "" > $s/v_tests_p_$p.cu.stdout; echo 0 > $s/v_tests_p_$p.cu.exit; done; done'
// RUN: cd %t/res && printf 'x\n' > ref/v_tests_p_noexit.cu.stdout && printf 'x\n' > low/v_tests_p_noexit.cu.stdout
// RUN: cd %t/res && printf 'took 5 us\n' > ref/v_tests_p_timeonly.cu.stdout && printf 'took 7 us\n' > low/v_tests_p_timeonly.cu.stdout
// RUN: cd %t/res && printf 'x\n' > ref/v_tests_p_exitdiff.cu.stdout && printf 'x\n' > low/v_tests_p_exitdiff.cu.stdout
// RUN: cd %t/res && printf 'sum 7 took 0.5 s\n' > ref/v_tests_p_mask.cu.stdout && printf 'sum 7 took 0.9 s\n' > low/v_tests_p_mask.cu.stdout
// RUN: cd %t/res && printf 'sum 7 took 0.5 s\n' > ref/v_tests_p_maskdiff.cu.stdout && printf 'sum 8 took 0.5 s\n' > low/v_tests_p_maskdiff.cu.stdout
// RUN: cd %t/res && sh -c 'for s in ref low; do for p in match close far silent self exitdiff timeonly mask maskdiff; do echo 0 > $s/v_tests_p_$p.cu.exit; done; echo 1 > $s/v_tests_p_bothfail.cu.exit; echo 3 > $s/v_tests_p_expect.cu.exit; done'
// RUN: echo 1 > %t/res/low/v_tests_p_exitdiff.cu.exit && echo 0 > %t/res/ref/v_tests_p_noexit.cu.exit
// RUN: not python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --cudalift %cudalift --manifest %S/Inputs/corpus_verdicts/manifest.txt run --stdout %t/res > %t/run.txt
// RUN: FileCheck %s < %t/run.txt
// CHECK-DAG: run v/tests/p_match.cu: match
// CHECK-DAG: run v/tests/p_close.cu: match
// CHECK-DAG: run v/tests/p_far.cu: DIFFER (exit 0 vs 0)
// CHECK-DAG: run v/tests/p_bothfail.cu: both fail (exit 1, expected 0)
// CHECK-DAG: run v/tests/p_expect.cu: match
// CHECK-DAG: run v/tests/p_silent.cu: unchecked (prints nothing compared, and checks-itself is not given)
// CHECK-DAG: run v/tests/p_self.cu: match
// checks-itself-where: a program whose source holds the check the regex
// names checks itself; the group's other program is unchecked:
// CHECK-DAG: run v/tests/p_where.cu: match
// CHECK-DAG: run v/tests/p_wherenot.cu: unchecked (prints nothing compared, and checks-itself is not given)
// CHECK-DAG: run v/tests/p_noexit.cu: no exit status (cudalift)
// CHECK-DAG: run v/tests/p_exitdiff.cu: DIFFER (exit 0 vs 1)
// A `mask` replaces the time in a line; the result beside it is compared:
// CHECK-DAG: run v/tests/p_mask.cu: match
// CHECK-DAG: run v/tests/p_maskdiff.cu: DIFFER (exit 0 vs 0)
// A program whose every line a filter leaves out is compared on nothing:
// CHECK-DAG: run v/tests/p_timeonly.cu: unchecked (prints nothing compared, and checks-itself is not given)
// CHECK: corpus run: 14 programs, 6 match, 3 DIFFER, 1 both fail, 1 no exit status, 3 unchecked
//
// RUN: not python3 %S/../../../tools/corpus --sources %t/sources --out %t/out --manifest %S/Inputs/corpus_verdicts/bad_manifest.txt scan 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad_manifest.txt:6: 'timing REGEX REASON...': quote a REGEX with spaces, and say why such lines are not compared as they are
