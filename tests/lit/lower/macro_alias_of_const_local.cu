// A loop macro declares an alias from its count argument
// (`using int_type = std::remove_const_t<decltype(n)>;`, AMReX's
// AMREX_HOST_DEVICE_PARALLEL_FOR_1D) and the lambda's parameter has that
// type.  The count is a const local whose value is not a constant
// (`const long n = b.size();`): the alias travels with the variable's
// type, not with the variable as a constant, so what `n`'s initializer
// names (`b`) stays behind.
// nvcc 13.0 --extended-lambda: compiles; plain nvcc compiles the lowered file.
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.ref.o
// RUN: %cudalift --emit-lowered=%t.cu %fast %s
// RUN: FileCheck %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o
template <class T> struct remove_const { using type = T; };
template <class T> struct remove_const<const T> { using type = T; };
template <class F> __global__ void each(F f, long n) { long i = threadIdx.x; if (i < n) f(i); }
struct Box { long size() const { return 5; } };
#define FOR_1D(n, i, block) \
{ \
    using int_type = typename remove_const<decltype(n)>::type; \
    each<<<1, 32>>>([=] __device__ (int_type i) noexcept block, n); \
}
// CHECK: {{^}}static constexpr unsigned {{.*}}; using int_type = ::cudalift::id_t<long>;
void run(Box b, int *out) {
  const long n = b.size();
  FOR_1D(n, i, { out[i] = int(i * 3); });
}
