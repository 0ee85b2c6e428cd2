#!/usr/bin/env bash
# parallel.sh N CUDALIFT TEMPLATE DIR [same]: N cudalift runs at once, as
# make -jN would.  Without `same`: DIR/k1.cu .. kN.cu from TEMPLATE
# (KERNEL_ID replaced by the number), each compiled to its own object;
# with `same`: one file, DIR/k.cu, compiled N times to the one DIR/k.o.
# Fails when any run fails.
set -u
n=$1 cudalift=$2 template=$3 dir=$4 same=${5:-}
pids=()
if [[ $same == same ]]; then
  sed "s/KERNEL_ID/1/g" "$template" >"$dir/k.cu"
else
  for i in $(seq 1 "$n"); do
    sed "s/KERNEL_ID/$i/g" "$template" >"$dir/k$i.cu"
  done
fi
for i in $(seq 1 "$n"); do
  if [[ $same == same ]]; then
    "$cudalift" -std=c++17 -arch=sm_90 -c "$dir/k.cu" -o "$dir/k.o" &
  else
    "$cudalift" -std=c++17 -arch=sm_90 -c "$dir/k$i.cu" -o "$dir/k$i.o" &
  fi
  pids+=($!)
done
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=1; done
exit $rc
