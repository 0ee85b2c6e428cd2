/* cudalift/lambda.h - what lowered extended lambdas need at compile time.
 *
 * cudalift turns each extended __device__ / __host__ __device__ lambda
 * into a namespace-scope wrapper type; the lowered file includes this
 * header first.  It holds the capture-type helpers the wrappers are
 * spelled with, the element-wise array copy their constructors use, and
 * the three extended-lambda traits, which answer for wrappers as nvcc's
 * `__nv_is_extended_*` builtins answer for closures (guide 5.3.7.3).
 * Header-only; plain nvcc compiles it without --extended-lambda. */
#ifndef CUDALIFT_LAMBDA_H
#define CUDALIFT_LAMBDA_H

/* What nvcc --extended-lambda gives every file besides lambdas: the macro,
 * and (through cuda_runtime.h) <functional> and <utility>.  The cudalift
 * driver passes the macro on nvcc's command line; a lowered file compiled
 * by hand gets it here. */
#ifndef __CUDACC_EXTENDED_LAMBDA__
#define __CUDACC_EXTENDED_LAMBDA__ 1
#include <functional>
#include <utility>
#endif

#include <type_traits>

namespace cudalift {

/* The member type of a capture by copy: the variable's type without its
 * reference (cv-qualifiers stay, as in a closure). */
template <class _Tp> using cap_t = typename std::remove_reference<_Tp>::type;

/* The member type of an init-capture `x = e` and of `*this`: what
 * `auto x = e;` deduces. */
template <class _Tp> using init_t = typename std::decay<_Tp>::type;

/* The class of a member function, from `decltype(this)`: where a macro
 * declared the class under a name that is not stable. */
template <class _Tp>
using self_t = typename std::remove_cv<typename std::remove_pointer<_Tp>::type>::type;

/* A spelled member type, arrays included: `id_t<int[3]> a;`. */
template <class _Tp> struct type_identity { using type = _Tp; };
template <class _Tp> using id_t = typename type_identity<_Tp>::type;

/* An lvalue of a local variable's type, for a type alias that named the
 * variable in an unevaluated operand (`using R = decltype(f(0));`).
 * Declared only: it appears in unevaluated operands. */
template <class _Tp> __host__ __device__ typename std::remove_reference<_Tp>::type &lvalue_of() noexcept;

/* std::forward, for a capture-less wrapper's operator() passing its
 * parameters on to the one body (`forward<decltype(p)>(p)`). */
template <class _Tp>
__host__ __device__ constexpr _Tp &&forward(typename std::remove_reference<_Tp>::type &__t) noexcept {
  return static_cast<_Tp &&>(__t);
}

/* `type` only for a pointer to a function: what a capture-less wrapper
 * converts to. */
template <class _Pp> struct function_pointer {};
template <class _Rp, class... _Args> struct function_pointer<_Rp (*)(_Args...)> { using type = void; };

/* Captured arrays are copied element by element, as a closure does. */
template <class _Tp>
__host__ __device__ inline void copy_array(_Tp &__to, const _Tp &__from) { __to = __from; }

template <class _Tp, unsigned long _Np>
__host__ __device__ inline void copy_array(_Tp (&__to)[_Np], const _Tp (&__from)[_Np]) {
  for (unsigned long __i = 0; __i < _Np; ++__i)
    copy_array(__to[__i], __from[__i]);
}

/* What a wrapper says about itself (its __cudalift_kind member). */
enum : unsigned {
  device_lambda = 1,    /* an extended __device__ lambda */
  preserved_return = 2, /* ... with a trailing return type that names no parameter */
  host_device_lambda = 4,
};

template <class _Tp, class = void> struct kind_of : std::integral_constant<unsigned, 0> {};
template <class _Tp>
struct kind_of<_Tp, decltype(void(_Tp::__cudalift_kind))>
    : std::integral_constant<unsigned, _Tp::__cudalift_kind> {};

template <class _Tp>
struct is_extended_device_lambda_closure_type
    : std::integral_constant<bool, (kind_of<_Tp>::value & device_lambda) != 0> {};
template <class _Tp>
struct is_extended_device_lambda_with_preserved_return_type
    : std::integral_constant<bool, (kind_of<_Tp>::value & preserved_return) != 0> {};
template <class _Tp>
struct is_extended_host_device_lambda_closure_type
    : std::integral_constant<bool, (kind_of<_Tp>::value & host_device_lambda) != 0> {};

} // namespace cudalift

/* nvcc's trait builtins, answered by the traits above. */
#define __nv_is_extended_device_lambda_closure_type(...) \
  (::cudalift::is_extended_device_lambda_closure_type<__VA_ARGS__>::value)
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) \
  (::cudalift::is_extended_device_lambda_with_preserved_return_type<__VA_ARGS__>::value)
#define __nv_is_extended_host_device_lambda_closure_type(...) \
  (::cudalift::is_extended_host_device_lambda_closure_type<__VA_ARGS__>::value)

#endif
