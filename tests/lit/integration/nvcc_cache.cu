// tools/nvcc_cache.py, which keeps nvcc's results for the test tools
// (tests/nvcc-cache): a kept result is given back without running nvcc;
// a change to the source, to a project header it includes (quote include
// or one found in a -I folder), or to the command runs nvcc again; off
// always runs it; update keeps a new result; the table's exit status and
// output are what a hit gives.  A stand-in nvcc counts its runs.
// RUN: rm -rf %t && mkdir -p %t/inc && cd %t
// RUN: printf '#!/bin/sh\necho run >> %t/runs\necho "nvcc says $*" >&2\nexit 3\n' > %t/fake-nvcc && chmod +x %t/fake-nvcc
// RUN: printf '#include "a.h"\n#include <b.h>\nint main() {}\n' > %t/src.cu
// RUN: echo 'int a;' > %t/a.h && echo 'int b;' > %t/inc/b.h
// RUN: env CUDALIFT_NVCC_CACHE=update %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > %t/err1 2>&1
// RUN: FileCheck %s --check-prefix=ERR < %t/err1
// ERR: nvcc says -Iinc -c src.cu -o x.o
// A hit: nvcc does not run, its exit status and output are the table's.
// RUN: env CUDALIFT_NVCC_CACHE=on %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > %t/err2 2>&1
// RUN: diff %t/err1 %t/err2
// RUN: count 1 < %t/runs
// A header found through -I changes: nvcc runs (and, not in update mode, nothing is kept).
// RUN: echo 'int b2;' > %t/inc/b.h
// RUN: env CUDALIFT_NVCC_CACHE=on %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 2 < %t/runs
// RUN: grep -v '^#' %t/t.tsv | count 1
// The quote-included header changes: nvcc runs.
// RUN: echo 'int b;' > %t/inc/b.h && echo 'int a2;' > %t/a.h
// RUN: env CUDALIFT_NVCC_CACHE=on %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 3 < %t/runs
// Back to the kept bytes: a hit again; another flag: nvcc runs.
// RUN: echo 'int a;' > %t/a.h
// RUN: env CUDALIFT_NVCC_CACHE=on %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 3 < %t/runs
// RUN: env CUDALIFT_NVCC_CACHE=on %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -DX -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 4 < %t/runs
// off: nvcc runs although the table has the result.
// RUN: env CUDALIFT_NVCC_CACHE=off %expect-exit 3 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 5 < %t/runs
// The table is what a hit answers: a kept exit status of 0 is given back.
// RUN: sed 's/\t3\t/\t0\t/' %t/t.tsv > %t/t0.tsv
// RUN: env CUDALIFT_NVCC_CACHE=on python3 %S/../../../tools/nvcc_cache.py --table %t/t0.tsv --root %t '<T>' -- %t/fake-nvcc -Iinc -c src.cu -o x.o > /dev/null 2>&1
// RUN: count 5 < %t/runs
// A bad mode is refused.
// RUN: env CUDALIFT_NVCC_CACHE=maybe %expect-exit 2 python3 %S/../../../tools/nvcc_cache.py --table %t/t.tsv -- %t/fake-nvcc -c src.cu 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: nvcc_cache: CUDALIFT_NVCC_CACHE must be on, off or update, not 'maybe'
