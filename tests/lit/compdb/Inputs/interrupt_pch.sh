#!/usr/bin/env bash
# interrupt_pch.sh CUDALIFT SIGNAL TMP FILE...: runs `cudalift --check` on
# the files (which share a precompiled header), sends SIGNAL once the
# header's folder exists, and prints cudalift's exit status and how many
# cudalift-pch-* folders are left under TMP.
set -u
cudalift=$1 sig=$2 tmp=$3
shift 3
TMPDIR=$tmp "$cudalift" --check -j 2 "$@" >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 400); do
  compgen -G "$tmp/cudalift-pch-*" >/dev/null && break
  sleep 0.01
done
kill -s "$sig" "$pid"
wait "$pid"
echo "status $?"
echo "left: $(find "$tmp" -mindepth 1 | wc -l)"
