#!/usr/bin/env python3
"""expect_exit.py CODE CMD... - runs CMD, passes its stdout and stderr
through (stderr after stdout), and succeeds only when CMD exits with CODE.
lit's `not` only tells zero from non-zero; cudalift's exit codes (1: errors
in the input, 2: usage or environment) are part of its contract."""
import subprocess
import sys

want = int(sys.argv[1])
proc = subprocess.run(sys.argv[2:], capture_output=True, text=True, errors="replace")
sys.stdout.write(proc.stdout)
sys.stdout.write(proc.stderr)
if proc.returncode != want:
    sys.stdout.write(f"expect_exit: wanted exit {want}, got {proc.returncode}\n")
    sys.exit(1)
