// sccache-dist's side of --dryrun, simulated on one machine: the steps
// cudalift prints for the lowered unit run one by one, the device steps
// (cicc, ptxas) each in a new, empty folder holding only the files its
// command names, as a remote worker gets them (Inputs/run_dryrun_steps.sh
// --worker), the rest here.  No device step reads cudalift's job folder or
// the source: the worker's folder holds the preprocessed unit and nvcc's
// module id for cicc, the PTX for ptxas.  The object equals the drop-in's
// (the same symbols, the .nv_fatbin section byte for byte), for -c and for
// -rdc=true with two -gencode; an error that only ptxas finds stops that
// step on the worker.  The unit is dryrun_steps.cu's (nvcc 13.0
// --extended-lambda compiles it; plain nvcc compiles the lowered one).
// RUN: rm -rf %t && mkdir -p %t/w1 %t/w2 %t/w3
// RUN: cd %t && %cudalift -std=c++17 -arch=sm_90 --dryrun -c %S/dryrun_steps.cu -o %t/w1/a.o > %t/steps1.txt 2>&1
// RUN: cd %t/w1 && %S/Inputs/run_dryrun_steps.sh --worker %t/wk1 < %t/steps1.txt && mv %t/w1/a.o %t/steps1.o
// RUN: ls %t/wk1/1 | FileCheck --check-prefix=CICC %s
// CICC-DAG: {{_dryrun_steps.cpp1.ii$}}
// CICC-DAG: {{_dryrun_steps.module_id$}}
// CICC-NOT: .cu{{$}}
// RUN: ls %t/wk1/2 | FileCheck --check-prefix=PTXAS %s
// PTXAS: {{_dryrun_steps.ptx$}}
// PTXAS-NEXT: {{_dryrun_steps.sm_90.cubin$}}
// PTXAS-NOT: {{.}}
// The drop-in, with the same command line (the lowered file's path, which
// names nvcc's module, is the same then).
// RUN: cd %t && %cudalift -std=c++17 -arch=sm_90 -c %S/dryrun_steps.cu -o %t/w1/a.o && mv %t/w1/a.o %t/drop1.o
// RUN: nm %t/steps1.o | awk '{print $NF}' | sort > %t/a.nm && nm %t/drop1.o | awk '{print $NF}' | sort > %t/b.nm && cmp %t/a.nm %t/b.nm
// RUN: objcopy -O binary --only-section=.nv_fatbin %t/steps1.o %t/a.fb && objcopy -O binary --only-section=.nv_fatbin %t/drop1.o %t/b.fb && cmp %t/a.fb %t/b.fb
//
// Relocatable device code for two architectures: two cicc and two ptxas
// steps on the worker.
// RUN: cd %t && %cudalift -std=c++17 -rdc=true -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 --dryrun -c %S/dryrun_steps.cu -o %t/w2/r.o > %t/steps2.txt 2>&1
// RUN: cd %t/w2 && %S/Inputs/run_dryrun_steps.sh --worker %t/wk2 < %t/steps2.txt && mv %t/w2/r.o %t/steps2.o
// RUN: ls %t/wk2 | FileCheck --check-prefix=FOUR %s
// FOUR: 1
// FOUR-NEXT: 2
// FOUR-NEXT: 3
// FOUR-NEXT: 4
// FOUR-NOT: {{.}}
// RUN: cd %t && %cudalift -std=c++17 -rdc=true -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 -c %S/dryrun_steps.cu -o %t/w2/r.o && mv %t/w2/r.o %t/drop2.o
// RUN: nm %t/steps2.o | awk '{print $NF}' | sort > %t/c.nm && nm %t/drop2.o | awk '{print $NF}' | sort > %t/d.nm && cmp %t/c.nm %t/d.nm
// RUN: objcopy -O binary --only-section=.nv_fatbin %t/steps2.o %t/c.fb && objcopy -O binary --only-section=.nv_fatbin %t/drop2.o %t/d.fb && cmp %t/c.fb %t/d.fb
//
// An error only ptxas finds: the worker's step fails.
// RUN: cd %t && %cudalift -std=c++17 -arch=sm_90 -DBAD_ASM --dryrun -c %S/dryrun_steps.cu -o %t/w3/bad.o > %t/steps3.txt 2>&1
// RUN: cd %t/w3 && not %S/Inputs/run_dryrun_steps.sh --worker %t/wk3 < %t/steps3.txt 2> %t/bad.txt
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.txt
// BAD: run_dryrun_steps: failed: ptxas
