// Member function templates, of a plain class and of a class template, in
// class and out of line; enclosing names carry no template arguments.
// nvcc 13.0 (instantiated): device lambdas device trait true, the
// host-device one host-device trait true, the plain one both false.
// RUN: %cudalift --print-lambdas %fast %s | FileCheck %s --implicit-check-not=lambda

struct Launcher {
  int n;
  template <class F>
  void each(F f) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=device extended=yes enclosing=Launcher::each captures=f
    auto w = [f] __device__ (int i) { f(i); };
  }
  template <class T>
  T scaled(T x);
};

template <class T>
T Launcher::scaled(T x) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=host-device extended=yes enclosing=Launcher::scaled captures=x,this
  auto g = [=] __host__ __device__ { return x * n; };
  return g();
}

template <typename T>
struct Vec {
  T *p;
  template <typename U>
  void assign(U u);
  template <typename U>
  void add(U u) {
    // CHECK: {{.*}}.cu:[[@LINE+1]]:14: lambda space=host extended=no enclosing=Vec::add captures=u,this
    auto h = [=] { return u + p[0]; };
  }
};

template <typename T>
template <typename U>
void Vec<T>::assign(U u) {
  // CHECK: {{.*}}.cu:[[@LINE+1]]:12: lambda space=device extended=yes enclosing=Vec::assign captures=this,u
  auto d = [=] __device__ (int i) { p[i] = T(u); };
}

void instantiate() {
  Launcher l{1};
  // CHECK: {{.*}}.cu:[[@LINE+1]]:10: lambda space=device extended=yes enclosing=instantiate captures=-
  l.each([] __device__ (int) {});
  l.scaled(2.0);
  Vec<int> v{nullptr};
  v.assign(1.5f);
  v.add(2);
}
