// docs/cudalift.1, the man page cudalift(1) that `meson install` and the
// Debian package install, names every option of the option table, every
// environment variable cudalift reads, and every exit status; groff finds
// no problem in it.
// RUN: %cudalift --cudalift-list-options > %t.md
// RUN: python3 %S/man_check.py %t.md %S/../../../docs/cudalift.1 %S/../../../src | count 0
// RUN: groff -man -Tascii -ww -z %S/../../../docs/cudalift.1 2>&1 | count 0
// A page without the -p option is caught:
// RUN: grep -v -F '.BI \-p " dir"' %S/../../../docs/cudalift.1 > %t.1
// RUN: python3 %S/man_check.py %t.md %t.1 %S/../../../src | FileCheck %s
// CHECK: option -p (from `-p DIR`)
