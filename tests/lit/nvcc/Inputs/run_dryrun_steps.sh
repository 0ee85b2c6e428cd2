#!/bin/bash
# Runs the steps a `--dryrun` printed (its "#$ " lines, read from standard
# input) one by one, as a build tool that distributes nvcc's steps does:
# environment lines first set their variable, every other line runs as a
# command; stops at the first that fails.  Usage: run_dryrun_steps.sh < steps
set -u
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
  eval "$step" || { echo "run_dryrun_steps: failed: $step" >&2; exit 1; }
done
