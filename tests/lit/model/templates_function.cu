// Lambdas in a function template: one model per lambda in the template
// (source order), enclosing function named without template arguments.
// nvcc 13.0 (instantiated with int): d device trait true, hd host-device
// trait true, plain both false; a __device__ call in the host template's
// plain lambda is rejected "from a __host__ function".
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

template <typename T>
void apply(T *data, T scale, int n) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=apply captures=data,scale
  auto d = [=] __device__ (int i) { data[i] *= scale; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:13: lambda space=host-device extended=yes enclosing=apply captures=scale
  auto hd = [scale] __host__ __device__ (T v) { return v * scale; };
  // CHECK: {{.*}}.cu:[[@LINE+1]]:16: lambda space=host extended=no enclosing=apply captures=&n
  auto plain = [&] { return n; };
}

template <typename T, int N>
__device__ T dev_reduce(const T (&arr)[N]) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=no enclosing=dev_reduce captures=&arr
  auto add = [&](T acc, int i) { return acc + arr[i]; };
  T acc{};
  for (int i = 0; i < N; ++i) acc = add(acc, i);
  return acc;
}

void instantiate(int *p) { apply(p, 2, 4); }
