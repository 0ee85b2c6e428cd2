#!/usr/bin/env bash
# parallel16.sh CUDALIFT TEMPLATE DIR: writes DIR/k1.cu .. k16.cu from
# TEMPLATE (KERNEL_ID replaced by the number) and compiles them with 16
# cudalift runs at once, as make -j16 would; fails when any of them fails.
set -u
cudalift=$1 template=$2 dir=$3
pids=()
for i in $(seq 1 16); do
  sed "s/KERNEL_ID/$i/g" "$template" >"$dir/k$i.cu"
done
for i in $(seq 1 16); do
  "$cudalift" -std=c++17 -arch=sm_90 -c "$dir/k$i.cu" -o "$dir/k$i.o" &
  pids+=($!)
done
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=1; done
exit $rc
