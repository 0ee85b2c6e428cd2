"""many_captures.py N: a CUDA file whose two __device__ lambdas capture N
variables, one by default and one through an explicit list."""
import sys

n = int(sys.argv[1])
print("template <class F> __global__ void each(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }")
print("void run(int *out) {")
print("  " + " ".join(f"int v{i} = {i};" for i in range(n)))
total = " + ".join(f"v{i}" for i in range(n))
print(f"  each<<<1, 1>>>([=] __device__ (int i) {{ return i + {total}; }}, out);")
explicit = ", ".join(f"v{i}" for i in range(n))
print(f"  each<<<1, 1>>>([{explicit}] __device__ (int i) {{ return i + {total}; }}, out);")
print("}")
