#!/usr/bin/env python3
"""tty_run.py CMD... - runs CMD with a pseudo-terminal as its stdin, stdout
and stderr, so that isatty() is true in it, and copies what it wrote to
stdout, with the terminal controls made visible: a carriage return as
<CR>, "erase to end of line" as <EL>.  Exits with CMD's status."""
import os
import pty
import sys

pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
out = bytearray()
while True:
    try:
        chunk = os.read(fd, 65536)
    except OSError:  # the terminal closes when CMD ends
        break
    if not chunk:
        break
    out += chunk
_, status = os.waitpid(pid, 0)
text = bytes(out).replace(b"\r\n", b"\n").replace(b"\r", b"<CR>").replace(b"\x1b[K", b"<EL>")
sys.stdout.buffer.write(text)
sys.exit(os.waitstatus_to_exitcode(status))
