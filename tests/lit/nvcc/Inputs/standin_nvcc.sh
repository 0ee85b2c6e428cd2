#!/usr/bin/env bash
# A stand-in nvcc for the fallback tests: appends its arguments, one line
# per run, to $STANDIN_LOG, and writes the -o file.  STANDIN_REJECT says
# what it refuses, with nvcc's kind of message and exit 1: `lowered` a
# file under cudalift's job folder (TMPDIR/cudalift-UID/), `all` any input.
set -u
echo "nvcc $*" >>"${STANDIN_LOG:-/dev/null}"
out= prev=
for a in "$@"; do
  [[ $prev == -o ]] && out=$a
  [[ $a == -o/* ]] && out=${a#-o} # glued to an absolute path
  case $a in
  *.cu)
    if [[ ${STANDIN_REJECT:-} == all || ( ${STANDIN_REJECT:-} == lowered && $a == */cudalift-*/* ) ]]; then
      echo "$a(3): error: stand-in nvcc rejects this file" >&2
      exit 1
    fi ;;
  esac
  prev=$a
done
[[ -z $out ]] || : >"$out"
