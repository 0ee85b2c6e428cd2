#!/bin/bash
# Runs the steps a `--dryrun` printed (its "#$ " lines, read from standard
# input) one by one, as a build tool that distributes nvcc's steps does:
# environment lines first set their variable, every other line runs as a
# command; stops at the first that fails.
#
# usage: run_dryrun_steps.sh [--worker DIR] < steps
#   --worker DIR  the device steps (cicc, ptxas) run as a remote worker
#                 runs them (sccache-dist): each in DIR/N, a new empty
#                 folder that is also its working folder, holding only the
#                 files its command names that exist (copied in, flat),
#                 with its output paths pointed there; what it writes comes
#                 back to the paths the command named.  The names cicc only
#                 records (--orig_src_file_name, --orig_src_path_name) are
#                 left as they are.  Every other step runs here.
set -u
worker=""
if [[ ${1:-} == --worker ]]; then
  worker=$2
  mkdir -p "$worker"
fi
n=0

# Runs the words "$@" in a fresh folder of $worker, as described above.
run_remote() {
  local dir=$worker/$((n += 1)) args=() back=() word keep=0 base
  mkdir -p "$dir"
  for word in "$@"; do
    if ((keep)); then
      args+=("$word")
      keep=0
      continue
    fi
    case $word in
    --orig_src_file_name | --orig_src_path_name) keep=1 ;;
    esac
    base=${word##*/}
    if [[ $word == */* && ! -d $word && ${#args[@]} -gt 0 && -d $(dirname -- "$word") ]]; then
      # A path: an input the worker gets, or an output it sends back.
      [[ ! -f $word ]] || cp -- "$word" "$dir/$base"
      back+=("$word")
      args+=("$base")
    else
      args+=("$word")
    fi
  done
  (cd "$dir" && env TMPDIR="$dir" "${args[@]}") || return 1
  for word in ${back[@]+"${back[@]}"}; do
    base=${word##*/}
    if [[ -f $dir/$base ]] && ! cmp -s -- "$dir/$base" "$word"; then
      cp -- "$dir/$base" "$word"
    fi
  done
}

while IFS= read -r line; do
  case "$line" in
  "#\$ "*) step=${line#\#\$ } ;;
  *) continue ;;
  esac
  if [[ "$step" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]]; then
    export "${step%%=*}=${step#*=}"
    continue
  fi
  case "$step" in
  "rm "*) eval "${step/#rm /rm -f }"; continue ;; # a file a step may not have made
  esac
  if [[ -n $worker ]]; then
    eval "set -- $step"
    case ${1##*/} in
    cicc | ptxas)
      run_remote "$@" || { echo "run_dryrun_steps: failed: $step" >&2; exit 1; }
      continue ;;
    esac
  fi
  eval "$step" || { echo "run_dryrun_steps: failed: $step" >&2; exit 1; }
done
