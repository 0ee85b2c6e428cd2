// bench input: a multi-stream copy/compute pipeline with events, pinned
// memory and <algorithm>/<memory>; one extended lambda per stage.
#include <algorithm>
#include <memory>
#include <cuda_runtime.h>

template <typename F>
__global__ void each(int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    f(i);
}

struct StreamSet {
  cudaStream_t streams[4];
  StreamSet() {
    for (auto &s : streams)
      cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  }
  ~StreamSet() {
    for (auto &s : streams)
      cudaStreamDestroy(s);
  }
};

float run_pipeline(float *host, int n, float gain) {
  StreamSet set;
  float *dev = nullptr;
  cudaMalloc(&dev, n * sizeof(float));
  int chunk = (n + 3) / 4;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int s = 0; s < 4; ++s) {
    int first = s * chunk;
    int count = std::min(chunk, n - first);
    if (count <= 0)
      break;
    float *part = dev + first;
    cudaMemcpyAsync(part, host + first, count * sizeof(float), cudaMemcpyHostToDevice,
                    set.streams[s]);
    each<<<32, 256, 0, set.streams[s]>>>(count, [=] __device__(int i) { part[i] *= gain; });
    cudaMemcpyAsync(host + first, part, count * sizeof(float), cudaMemcpyDeviceToHost,
                    set.streams[s]);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  cudaFree(dev);
  return ms;
}
