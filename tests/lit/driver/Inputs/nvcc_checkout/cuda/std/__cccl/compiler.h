// Stands for CCCL's compiler detection in a checkout on -I: CCCL picks
// nvcc's own implementation when it sees __NVCC__, which clang refuses,
// so cudalift's parse must reach it with __NVCC__ hidden (nvcc's own run,
// without __clang__, sees it as usual).
#pragma once
#if defined(__NVCC__) && defined(__clang__)
#error "cudalift's parse showed __NVCC__ to CCCL's compiler detection"
#endif
#define FAKE_CCCL_COMPILER_SEEN 1
