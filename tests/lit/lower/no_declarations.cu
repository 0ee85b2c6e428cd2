// A file with no declaration at all (comments alone, or code under a
// false #if) is still a file: --emit-lowered writes it unchanged, and the
// drop-in hands it to nvcc, which compiles it to an empty object.
// nvcc 13.0: accepted (both files compile with `nvcc -c`).
// RUN: %cudalift --emit-lowered=%t.comments.cu %fast %S/Inputs/comments_only.cu
// RUN: cmp %S/Inputs/comments_only.cu %t.comments.cu
// RUN: %cudalift --emit-lowered=%t.false.cu %fast %S/Inputs/false_branch_only.cu
// RUN: cmp %S/Inputs/false_branch_only.cu %t.false.cu
// RUN: %cudalift --check %fast %S/Inputs/false_branch_only.cu 2>&1 | count 0
