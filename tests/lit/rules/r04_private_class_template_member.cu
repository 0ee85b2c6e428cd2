// nvcc 13.0: error (line 9) "The enclosing parent function ("push") for an extended __device__ lambda cannot have private or protected a..."
// Rule 4: a private member of a class template, instantiated.
// RUN: %expect-exit 1 %cudalift --check %fast %s | FileCheck %s --implicit-check-not=error:

template <typename T>
class Queue {
  void push(T v) {
    // CHECK: r04_private_class_template_member.cu:[[@LINE+1]]:14: error: enclosing function 'Queue::push' has private access within its class [R04]
    auto l = [v] __device__ { return v; }; // expected-error {{enclosing function 'Queue::push' has private access within its class}}
  }
public:
  void add(T v) { push(v); }
};

int main() { Queue<int> q; q.add(1); }
// RUN: %cudalift --check -verify %fast %s
