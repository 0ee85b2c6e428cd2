#!/usr/bin/env bash
# shared_cache.sh CUDALIFT PROJECT WORK: a team's shared compiler cache.
# Starts its own redis-server (a unix socket in a short folder under /tmp,
# since socket paths must fit in 108 bytes; stopped at the end),
# copies PROJECT to two checkouts at different paths, each with its own
# local ccache folder, and builds each through `cudalift ccache nvcc` with
# ccache's remote storage on that redis and CCACHE_BASEDIR=WORK: first with
# the project's Makefile (relative paths), then with CMake and Ninja
# (absolute paths; cudalift as the launcher in front of ccache).  Prints,
# per build, the remote storage's hits and misses as ccache counts them
# for the second checkout, and what a shared local folder gives sccache
# (on a server of its own) for the second checkout.
set -euo pipefail
cudalift=$1 project=$2 work=$3
rm -rf "$work" && mkdir -p "$work/tmp"
# Unix sockets (redis's, sccache's) need paths that fit in sun_path (108
# bytes): a short folder of their own, whatever WORK's length.
sockets=$(mktemp -d /tmp/cl-cache.XXXXXX)
redis-server --port 0 --unixsocket "$sockets/redis.sock" --daemonize yes \
  --pidfile "$work/redis.pid" --dir "$work" --save "" --appendonly no >/dev/null
trap 'kill "$(cat "$work/redis.pid" 2>/dev/null)" 2>/dev/null || true; rm -rf "$sockets"' EXIT
for _ in $(seq 1 100); do [[ -S $sockets/redis.sock ]] && break; sleep 0.05; done
# The checkouts live under the base folder; TMPDIR does not (ccache would
# spell the lowered files' paths relative to each checkout).
export CCACHE_REMOTE_STORAGE="redis+unix://$sockets/redis.sock" CCACHE_BASEDIR=$work/src TMPDIR=$work/tmp
mkdir -p "$work/src/elsewhere/deeper"
cp -r "$project" "$work/src/checkout_a"
cp -r "$project" "$work/src/elsewhere/deeper/checkout_b"

remote_stats() { # the second checkout's remote hits and misses
  CCACHE_DIR=$1 ccache --print-stats | awk -F'\t' '$1 == "remote_storage_hit" {h = $2} $1 == "remote_storage_miss" {m = $2} END {print "remote hits " h + 0 ", misses " m + 0}'
}

# Make: relative paths on the command line.
for c in checkout_a elsewhere/deeper/checkout_b; do
  (cd "$work/src/$c" && CCACHE_DIR=$work/src/$c.ccache make -s NVCC="$cudalift ccache nvcc" >"$work/make.log" 2>&1)
done
test -x "$work/src/elsewhere/deeper/checkout_b/build/app"
echo "make, second checkout: $(remote_stats "$work/src/elsewhere/deeper/checkout_b.ccache")"

# CMake + Ninja: absolute paths, cudalift as the launcher in front of ccache.
for c in checkout_a elsewhere/deeper/checkout_b; do
  rm -rf "$work/src/$c.ccache"
  (cd "$work/src/$c" && cmake -S . -B cmake-build -G Ninja "-DCMAKE_CUDA_COMPILER_LAUNCHER=$cudalift;ccache" >"$work/cmake.log" &&
   CCACHE_DIR=$work/src/$c.ccache cmake --build cmake-build >"$work/cmake-build.log" 2>&1)
done
test -x "$work/src/elsewhere/deeper/checkout_b/cmake-build/app"
echo "cmake, second checkout: $(remote_stats "$work/src/elsewhere/deeper/checkout_b.ccache")"

# sccache (Debian's 0.4 has no Redis backend): one local folder shared by
# both checkouts, Make's relative paths.
if command -v sccache >/dev/null; then
  # A server of its own (its port from this shell's pid), so that a server
  # left by another build, with another cache folder, is never asked.
  # sccache makes a unix socket under TMPDIR: the short folder too.
  mkdir "$sockets/tmp"
  export SCCACHE_DIR=$work/sccache SCCACHE_SERVER_PORT=$((20000 + $$ % 20000)) SCCACHE_IDLE_TIMEOUT=0 TMPDIR=$sockets/tmp
  sccache --stop-server >/dev/null 2>&1 || true
  trap 'sccache --stop-server >/dev/null 2>&1 || true; kill "$(cat "$work/redis.pid" 2>/dev/null)" 2>/dev/null || true; rm -rf "$sockets"' EXIT
  for c in checkout_a elsewhere/deeper/checkout_b; do
    [[ $c == checkout_a ]] || sccache --zero-stats >/dev/null
    (cd "$work/src/$c" && make -s clean && make -s NVCC="$cudalift sccache nvcc" >"$work/sccache.log" 2>&1)
  done
  echo "sccache, second checkout: $(sccache --show-stats | awk '/^Cache hits  *[0-9]+$/ {h = $3} /^Cache misses  *[0-9]+$/ {m = $3} END {print "hits " h + 0 ", misses " m + 0}')"
else
  echo "sccache, second checkout: skipped (no sccache)"
fi
