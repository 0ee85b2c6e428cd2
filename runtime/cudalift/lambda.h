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
template <class T> using cap_t = typename std::remove_reference<T>::type;

/* The member type of an init-capture `x = e` and of `*this`: what
 * `auto x = e;` deduces. */
template <class T> using init_t = typename std::decay<T>::type;

/* The class of a member function, from `decltype(this)`: where a macro
 * declared the class under a name that is not stable. */
template <class T>
using self_t = typename std::remove_cv<typename std::remove_pointer<T>::type>::type;

/* A spelled member type, arrays included: `id_t<int[3]> a;`. */
template <class T> struct type_identity { using type = T; };
template <class T> using id_t = typename type_identity<T>::type;

/* An lvalue of a local variable's type, for a type alias that named the
 * variable in an unevaluated operand (`using R = decltype(f(0));`).
 * Declared only: it appears in unevaluated operands. */
template <class T> __host__ __device__ typename std::remove_reference<T>::type &lvalue_of() noexcept;

/* std::forward, for a capture-less wrapper's operator() passing its
 * parameters on to the one body (`forward<decltype(p)>(p)`). */
template <class T>
__host__ __device__ constexpr T &&forward(typename std::remove_reference<T>::type &t) noexcept {
  return static_cast<T &&>(t);
}

/* `type` only for a pointer to a function: what a capture-less wrapper
 * converts to. */
template <class P> struct function_pointer {};
template <class R, class... A> struct function_pointer<R (*)(A...)> { using type = void; };

/* Captured arrays are copied element by element, as a closure does. */
template <class T>
__host__ __device__ inline void copy_array(T &to, const T &from) { to = from; }

template <class T, unsigned long N>
__host__ __device__ inline void copy_array(T (&to)[N], const T (&from)[N]) {
  for (unsigned long i = 0; i < N; ++i)
    copy_array(to[i], from[i]);
}

/* What a wrapper says about itself (its __cudalift_kind member). */
enum : unsigned {
  device_lambda = 1,    /* an extended __device__ lambda */
  preserved_return = 2, /* ... with a trailing return type that names no parameter */
  host_device_lambda = 4,
};

template <class T, class = void> struct kind_of : std::integral_constant<unsigned, 0> {};
template <class T>
struct kind_of<T, decltype(void(T::__cudalift_kind))>
    : std::integral_constant<unsigned, T::__cudalift_kind> {};

template <class T>
struct is_extended_device_lambda_closure_type
    : std::integral_constant<bool, (kind_of<T>::value & device_lambda) != 0> {};
template <class T>
struct is_extended_device_lambda_with_preserved_return_type
    : std::integral_constant<bool, (kind_of<T>::value & preserved_return) != 0> {};
template <class T>
struct is_extended_host_device_lambda_closure_type
    : std::integral_constant<bool, (kind_of<T>::value & host_device_lambda) != 0> {};

} // namespace cudalift

/* nvcc's trait builtins, answered by the traits above. */
#define __nv_is_extended_device_lambda_closure_type(...) \
  (::cudalift::is_extended_device_lambda_closure_type<__VA_ARGS__>::value)
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) \
  (::cudalift::is_extended_device_lambda_with_preserved_return_type<__VA_ARGS__>::value)
#define __nv_is_extended_host_device_lambda_closure_type(...) \
  (::cudalift::is_extended_host_device_lambda_closure_type<__VA_ARGS__>::value)

#endif
