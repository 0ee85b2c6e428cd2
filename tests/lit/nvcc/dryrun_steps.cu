// --dryrun prints the steps nvcc would run for the lowered unit (sccache
// 0.9 and later run them one by one, each tool directly, and distribute
// them): the lowered file stays where the steps read it (the job folder,
// named by the working folder and the arguments, so a second run prints
// the same path; inside --keep-dir when given), and the steps name it, not
// the original; the build line without --dryrun lowers to the same paths.
// Run as printed (Inputs/run_dryrun_steps.sh does what such
// a tool does), they make the object the drop-in makes: the same symbols
// and the same device code (the .nv_fatbin section byte for byte), for
// -c, for -rdc=true with several -gencode.  An error that only a step
// finds (ptxas on a bad asm statement) stops that step.  nvcc 13.0
// --extended-lambda compiles this file; plain nvcc compiles the lowered one.
// RUN: rm -rf %t && mkdir -p %t/w1 %t/w2 %t/w3 %t/kd
// RUN: cd %t && %cudalift -std=c++17 --dryrun -c %s -o %t/w1/a.o > %t/steps1.txt 2>&1
// RUN: FileCheck --check-prefix=STEPS %s < %t/steps1.txt
// STEPS: #$ cudafe++ {{.*}}--orig_src_file_name "{{.*}}/cudalift-{{[0-9]+}}/{{[0-9a-f]+}}/0/dryrun_steps.cu"
// STEPS-NOT: tests/lit/nvcc/dryrun_steps.cu"
// RUN: test ! -e %t/w1/a.o
// RUN: cd %t/w1 && %S/Inputs/run_dryrun_steps.sh < %t/steps1.txt && mv %t/w1/a.o %t/steps1.o
// RUN: cd %t && %cudalift -std=c++17 -c %s -o %t/w1/a.o && mv %t/w1/a.o %t/drop1.o
// RUN: nm %t/steps1.o | awk '{print $NF}' | sort > %t/a.nm && nm %t/drop1.o | awk '{print $NF}' | sort > %t/b.nm && cmp %t/a.nm %t/b.nm
// RUN: objcopy -O binary --only-section=.nv_fatbin %t/steps1.o %t/a.fb && objcopy -O binary --only-section=.nv_fatbin %t/drop1.o %t/b.fb && cmp %t/a.fb %t/b.fb
// The same command again: the same steps, but for nvcc's own temporary names.
// RUN: cd %t && %cudalift -std=c++17 --dryrun -c %s -o %t/w1/a.o > %t/steps1b.txt 2>&1
// RUN: sed 's/tmpxft_[0-9a-f_]*/TMP/g' %t/steps1.txt > %t/s1 && sed 's/tmpxft_[0-9a-f_]*/TMP/g' %t/steps1b.txt > %t/s1b && cmp %t/s1 %t/s1b
//
// Relocatable device code for two architectures.
// RUN: cd %t && %cudalift -std=c++17 -rdc=true -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 --dryrun -c %s -o %t/w2/r.o > %t/steps2.txt 2>&1
// RUN: FileCheck --check-prefix=RDC %s < %t/steps2.txt
// RDC: #$ ptxas {{.*}}-arch=sm_80
// RDC: #$ ptxas {{.*}}-arch=sm_90
// RUN: cd %t/w2 && %S/Inputs/run_dryrun_steps.sh < %t/steps2.txt && mv %t/w2/r.o %t/steps2.o
// RUN: cd %t && %cudalift -std=c++17 -rdc=true -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 -c %s -o %t/w2/r.o && mv %t/w2/r.o %t/drop2.o
// RUN: nm %t/steps2.o | awk '{print $NF}' | sort > %t/c.nm && nm %t/drop2.o | awk '{print $NF}' | sort > %t/d.nm && cmp %t/c.nm %t/d.nm
// RUN: objcopy -O binary --only-section=.nv_fatbin %t/steps2.o %t/c.fb && objcopy -O binary --only-section=.nv_fatbin %t/drop2.o %t/d.fb && cmp %t/c.fb %t/d.fb
//
// --keep --keep-dir DIR: the lowered file is inside DIR.
// RUN: cd %t && %cudalift -std=c++17 --dryrun --keep --keep-dir %t/kd -c %s -o %t/w3/k.o > %t/steps3.txt 2>&1
// RUN: FileCheck --check-prefix=KEEP -DKD=%t/kd %s < %t/steps3.txt
// KEEP: #$ cudafe++ {{.*}}--orig_src_file_name "[[KD]]/cudalift/{{[0-9a-f]+}}/0/dryrun_steps.cu"
// RUN: cd %t/w3 && %S/Inputs/run_dryrun_steps.sh < %t/steps3.txt && test -s %t/w3/k.o
//
// An error only ptxas finds: its step fails.
// RUN: cd %t && %cudalift -std=c++17 -DBAD_ASM --dryrun -c %s -o %t/w3/bad.o > %t/steps4.txt 2>&1
// RUN: cd %t/w3 && not %S/Inputs/run_dryrun_steps.sh < %t/steps4.txt 2> %t/bad.txt
// RUN: FileCheck --check-prefix=BAD %s < %t/bad.txt
// BAD: run_dryrun_steps: failed: ptxas
template <class F> __global__ void k(F f, int *o) { *o = f(); }
void run(int *o, int v) {
  k<<<1, 1>>>([=] __device__ () {
#ifdef BAD_ASM
    asm volatile("not.an.instruction;");
#endif
    return v + 1;
  }, o);
}
