// A launch macro in the style of AMReX's two-range launches: it declares
// two boxes of one type and launches one lambda that reads both, through
// a second macro.
#define TWO_RANGE_KERNEL(blocks, ...) each<<<blocks, 1>>>(__VA_ARGS__)
#define TWO_RANGE(TN1, TI1, block1, TN2, TI2, block2) \
  { auto const &i_tn1 = TN1; auto const &i_tn2 = TN2; \
    TWO_RANGE_KERNEL(2, [=] __device__ () noexcept { \
      switch (blockIdx.x) { \
      case 0: { int TI1 = i_tn1.lo; block1 } break; \
      case 1: { int TI2 = i_tn2.hi; block2 } \
      } }); }
