// Three closure behaviours the wrapper keeps: a capture-less lambda
// converts to a function pointer (host-device here, used on the host),
// and its operator() holds its own copy of the body (forwarding to the
// static function would copy a by-value argument once more than a
// closure's call does; a body with a static local forwards, so the local
// is shared: lower/static_local_shared.cu);
// `sizeof...` of the enclosing function's parameter pack (which the
// wrapper does not have) counts the pack of types instead; a braced
// init-capture `x{a}` deduces what `x = a` does.  nvcc 13.0
// --extended-lambda fails on the braced init-capture in its own host code,
// so the reference is the lowered file compiled by plain nvcc.
// RUN: %cudalift --emit-lowered=%t.cu %fast %s 2>/dev/null
// RUN: FileCheck --match-full-lines %s < %t.cu
// RUN: %nvcc-verdict -c %t.cu -o %t.o

// CHECK: template <class __cudalift_P, class = typename ::cudalift::function_pointer<__cudalift_P>::type> __host__ __device__ operator __cudalift_P() const { return &__cudalift_call; } __host__ __device__ auto operator()(int x) const {
// CHECK-NEXT: #line [[#@LINE+3]] "{{.*}}conversion_pack_braced.cu"
// CHECK-NEXT: { return 2 * x; }
int (*twice())(int) {
  auto hd = [] __host__ __device__ (int x) { return 2 * x; };
  int (*f)(int) = hd;
  return f;
}

// CHECK: { return values[i] + (int)sizeof...(Args); }
template <typename... Args>
int count(Args... args) {
  int values[] = {args...};
  auto l = [=] __device__ (int i) { return values[i] + (int)sizeof...(args); };
  return sizeof(l);
}
template int count(int, int);

// CHECK: auto l3 = (typename {{__cudalift_L_[0-9a-f]+}}<::cudalift::init_t<decltype(a)>>::__cudalift_f{{[{][{]}}a{{[}][}]}});
int braced() {
  int a = 2;
  auto l3 = [x{a}] __device__ () { return x; };
  return sizeof(l3);
}
