// tools/corpus-merge: one device call's results into a table at one
// commit. cudalift's side comes from the record made on the build machine
// (a unit it stopped on keeps that stop, whatever the call's `low` line
// says), nvcc's from the call; a unit the table holds already is refused
// unless --replace; a unit with no record is refused.
// RUN: rm -rf %t && cp -r %S/Inputs/corpus_merge %t
// RUN: python3 %S/../../../tools/corpus-merge --write %t/table %t/rec %t/call '^r/[ab]\.cu$' | FileCheck %s --check-prefix=AB
// RUN: FileCheck %s --check-prefix=RES < %t/table/results.tsv
// RUN: FileCheck %s --check-prefix=RUNS < %t/table/runs.tsv
// RUN: not python3 %S/../../../tools/corpus-merge %t/table %t/rec %t/call '^r/old' 2>&1 | FileCheck %s --check-prefix=HELD
// RUN: python3 %S/../../../tools/corpus-merge --write --replace %t/table %t/rec %t/call '^r/old' | FileCheck %s --check-prefix=REPL
// RUN: FileCheck %s --check-prefix=RES2 < %t/table/results.tsv
// RUN: FileCheck %s --check-prefix=RUNS2 < %t/table/runs.tsv
// RUN: not python3 %S/../../../tools/corpus-merge %t/table %t/rec %t/call '^r/z' 2>&1 | FileCheck %s --check-prefix=NOREC
// AB: corpus-merge: 2 units, 5 result lines, 2 runs
// RES: r/a.cu{{.}}low{{.}}link{{.}}ok{{.}}3.00
// RES-NEXT: r/a.cu{{.}}low{{.}}lower-link{{.}}ok{{.}}2.00
// RES-NEXT: r/a.cu{{.}}ref{{.}}link{{.}}ok{{.}}3.00
// RES-NEXT: r/b.cu{{.}}low{{.}}lower-link{{.}}failed{{.}}2.00
// RES-NEXT: r/b.cu{{.}}ref{{.}}link{{.}}ok{{.}}3.00
// RES-NEXT: r/old.cu{{.}}low{{.}}link{{.}}ok{{.}}1.00
// RUNS: r/a.cu{{.}}match
// RUNS-NEXT: r/b.cu{{.}}not built: low
// RUNS-NEXT: r/old.cu{{.}}match
// HELD: the table holds 1 of these units already (first: r/old.cu); --replace drops their lines first
// REPL: corpus-merge: 1 units, 3 result lines, 1 runs, replacing 1 units
// RES2: r/old.cu{{.}}low{{.}}link{{.}}ok{{.}}1.50
// RES2-NEXT: r/old.cu{{.}}low{{.}}lower-link{{.}}ok{{.}}1.00
// RES2-NEXT: r/old.cu{{.}}ref{{.}}link{{.}}ok{{.}}1.50
// RUNS2: r/old.cu{{.}}DIFFER (exit 1 vs 0)
// NOREC: corpus-merge: 1 units have no record in {{.*}}rec (first: r/z.cu)
