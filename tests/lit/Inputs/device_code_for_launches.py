"""device_code_for_launches.py NVCC [NVCC OPTIONS...] FILE.cu

For a file compiled without --extended-lambda (a lowered file: nvcc's own
extended-lambda closures get other names on the host than in the device
code).  Compiles FILE.cu twice with NVCC: to a host object (-c) and to device code
for one architecture (-cubin).  Every __global__ function the host object
holds a launch stub for (its name as the launch registers it) must be
defined in the device code, or its launch
fails at run time ("invalid device function").  Prints one line per kernel
the host side registers, `host kernel NAME: device code` or `... : none`,
then `kernels on the host: N, without device code: M`; exits 0 (the counts are
for FileCheck), or 1 when a compile fails."""
import re
import subprocess
import sys
import tempfile
import os


def symbols(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.stderr.write(out.stderr)
        sys.exit(1)
    return out.stdout


def main():
    nvcc, *options = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        obj, cubin = os.path.join(tmp, "h.o"), os.path.join(tmp, "d.cubin")
        for extra, path in ((["-c"], obj), (["-cubin"], cubin)):
            r = subprocess.run([nvcc, *options, *extra, "-o", path], capture_output=True, text=True)
            if r.returncode != 0:
                sys.stderr.write(r.stderr)
                sys.exit(1)
        host = symbols(["strings", "-a", obj]).split()
        device = set(line.split()[-1] for line in symbols(["readelf", "-sW", cubin]).splitlines()
                     if " FUNC " in line)
    # Every kernel specialization the host side launches gets a
    # `__wrapper__device_stub_` function.  One the device pass compiled
    # also gets `__device_stub_` + its device name + its parameter types,
    # and its device name as a string of its own (what the launch
    # registers); one it did not gets neither, and its launch fails.
    words = set(host)
    wrappers = set(w for w in host if "__wrapper__device_stub_" in w)
    registered = set()
    for rest in re.findall(r"__device_stub_(_Z\w+)", " ".join(host)):
        names = [rest[:i] for i in range(len(rest), 2, -1) if rest[:i] in words and rest[:i] != rest]
        if names:
            registered.add(names[0])
    with_code = 0
    for k in sorted(registered):
        with_code += k in device
        print("host kernel %s: %s" % (k, "device code" if k in device else "none"))
    print("kernels on the host: %d, without device code: %d" % (len(wrappers), len(wrappers) - with_code))


main()
