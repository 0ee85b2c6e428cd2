// tools/corpus-device part: one device call's manifest, the repositories
// named and the groups of those repositories, from tests/corpus/manifest.txt
// (the repo blocks with their setup lines, each group block with its
// flags, harness and filter lines), and nothing of the others.  No nvcc
// runs here.
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/../../../tools/corpus-device part %t/share.txt mgpu ess | FileCheck %s --check-prefix=SAY
// SAY: share.txt: 9 groups
// RUN: FileCheck %s --check-prefix=PART --implicit-check-not='{{^(repo|group) }}' < %t/share.txt
// PART: repo mgpu moderngpu/moderngpu
// PART-NEXT: # the folder its demos run in
// PART: setup sh -c
// PART: repo ess gunrock/essentials
// PART: group mgpu-tutorial mgpu
// PART-NEXT: files tutorial/*.cu
// PART: group mgpu-tests mgpu
// PART: timing '^FreeMem: +[0-9]+MB'
// PART: group mgpu-demo mgpu
// PART: group ess-examples ess
// PART: close 1e-5
// PART: group ess-options ess
// PART: group ess-spgemm ess
// PART: group ess-geo ess
// PART: group ess-noargs ess
// PART: group ess-other ess
// RUN: not bash %S/../../../tools/corpus-device part %t/none.txt 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: name the repositories
