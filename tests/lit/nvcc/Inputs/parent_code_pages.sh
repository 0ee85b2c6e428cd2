#!/usr/bin/env bash
# A stand-in nvcc that reports how much of libclang's and LLVM's code its
# parent (the drop-in, waiting for it) keeps resident: the Rss of their
# executable mappings, in kB, once it stays under 1 MB (or after 10 s,
# whatever it is then).  Writes the -o file.
set -u
kb=0
for _ in $(seq 1 100); do
  kb=$(awk '/^[0-9a-f]+-[0-9a-f]+ r-xp .*\/lib(LLVM|clang)[^\/]*$/ { on = 1; next }
            /^[0-9a-f]+-[0-9a-f]+ / { on = 0 }
            on && /^Rss:/ { s += $2 } END { print s + 0 }' "/proc/$PPID/smaps")
  [ "$kb" -lt 1024 ] && break
  sleep 0.1
done
echo "parent's libclang and LLVM code resident: $kb kB" >>"$STANDIN_LOG"
out= prev=
for a in "$@"; do
  [[ $prev == -o ]] && out=$a
  prev=$a
done
[[ -z $out ]] || : >"$out"
