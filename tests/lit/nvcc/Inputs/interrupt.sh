#!/usr/bin/env bash
# interrupt.sh CUDALIFT SIGNAL FILE TMP: runs `cudalift -c FILE` with an
# "nvcc" that waits, sends SIGNAL to cudalift while that nvcc runs, and
# prints cudalift's exit status and what is left under TMP/cudalift-*/.
set -u
cudalift=$1 sig=$2 file=$3 tmp=$4
fake=$tmp/slow-nvcc
printf '#!/bin/sh\ntouch "%s/nvcc-started"\nexec sleep 30\n' "$tmp" >"$fake"
chmod +x "$fake"
TMPDIR=$tmp CUDALIFT_NVCC=$fake "$cudalift" -std=c++17 -c "$file" -o "$tmp/out.o" &
pid=$!
for _ in $(seq 1 200); do
  [[ -e $tmp/nvcc-started ]] && break
  sleep 0.05
done
kill -s "$sig" "$pid"
wait "$pid"
echo "status $?"
echo "left: $(find "$tmp"/cudalift-* -mindepth 1 -not -path '*/pch*' | wc -l)"
