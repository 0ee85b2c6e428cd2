#!/usr/bin/env bash
# deb_check.sh ROOT DEB EXAMPLE PROJECT WORK: the Debian package, used.
#  1. unpacked with dpkg-deb -x into WORK/root: its cudalift builds EXAMPLE
#     (lowered against the runtime headers of WORK/root) and prints its
#     versions;
#  2. as root, installed with dpkg -i (removed again at the end, also on
#     failure): /usr/bin/cudalift, `man -w cudalift`, and CMake's
#     find_package(cudalift) from /usr on PROJECT.
# Prints what it did, one line per step, for FileCheck; any step that
# fails stops it with a non-zero status.
set -euo pipefail
deb=$1 example=$2 project=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
dpkg-deb -x "$deb" "$work/root"
echo "unpacked: $(cd "$work/root" && find usr -type f | sort | tr '\n' ' ')"
"$work/root/usr/bin/cudalift" --cudalift-version | head -n 1
"$work/root/usr/bin/cudalift" --emit-lowered="$work/saxpy.lowered.cu" -std=c++17 -arch=sm_90 "$example"
grep -o '#include "[^"]*lambda.h"' "$work/saxpy.lowered.cu"
"$work/root/usr/bin/cudalift" -std=c++17 -arch=sm_90 "$example" -o "$work/saxpy"
test -x "$work/saxpy"
echo "unpacked cudalift built the example"
if [[ $(id -u) != 0 ]]; then
  echo "dpkg -i: skipped (not root)"
  exit 0
fi
if dpkg -s cudalift >/dev/null 2>&1; then
  echo "dpkg -i: skipped (a cudalift package is installed already)"
  exit 0
fi
trap 'dpkg -r cudalift >/dev/null 2>&1 || true' EXIT
dpkg -i "$deb" >"$work/dpkg-i.log" 2>&1
echo "installed: $(command -v cudalift)"
man -w cudalift
cudalift -std=c++17 -arch=sm_90 "$example" -o "$work/saxpy-installed"
test -x "$work/saxpy-installed"
echo "installed cudalift built the example"
cmake -S "$project" -B "$work/cmake" -G Ninja >"$work/cmake.log"
grep -o 'cudalift 0.1.0: .*' "$work/cmake.log"
cmake --build "$work/cmake" >"$work/cmake-build.log"
test -x "$work/cmake/app"
echo "find_package(cudalift) from /usr: the project built"
dpkg -r cudalift >"$work/dpkg-r.log" 2>&1
trap - EXIT
test ! -e /usr/bin/cudalift
echo "removed"
