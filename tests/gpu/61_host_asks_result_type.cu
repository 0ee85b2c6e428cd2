// 61_host_asks_result_type: host code asks capturing __device__ lambdas
// for their result types (decltype of a call, std::invoke_result_t) and
// sizes its buffers with the answer, as generic host code (thrust's
// transform_iterator, a hand-written map) does.  With a trailing return
// type the answer is the preserved one; without, nvcc answers the deduced
// type in main (cudalift warns, R14, and answers the same) but not in a
// kernel launch: program 63 is that case.
#include <type_traits>
#include <utility>
#include <cstdio>

#include "result_map.h"

int main() {
  int offset = 10;
  double scale = 0.5;
  auto shifted = [offset] __device__(int x) -> long long { return x + offset; };
  auto halved = [scale] __device__(int x) -> double { return x * scale; };
  auto squared = [offset] __device__(int x) { return (short)(x * x - offset); };

  using S = decltype(std::declval<decltype(shifted)>()(0));
  using H = decltype(halved(0));
  std::printf("shifted returns long long: %d\n", int(std::is_same<S, long long>::value));
  std::printf("halved returns double: %d\n", int(std::is_same<H, double>::value));
  std::printf("squared returns short: %d\n",
              int(std::is_same<std::invoke_result_t<decltype(squared), int>, short>::value));
  run("shifted", shifted);
  run("halved", halved);
  return 0;
}
