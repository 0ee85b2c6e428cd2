"""nvcc_cache - nvcc's result on a file, kept in a committed table.

nvcc 13.0's verdict on a given source with given flags is a fact about
that nvcc and that text: running it again in every CI run proves nothing
new.  The tools that compile fixed or generated sources with nvcc
(tools/rule-agreement, tools/lower-accepted, tools/corpus) ask this module
first.  A result is found by a key, the SHA-256 of:

  - the toolkit: `nvcc --version`, the host compiler's version (gcc on
    PATH, or -ccbin), and which optional toolkit headers exist (a result
    taken where <nvfunctional> is missing would say nothing where it is
    present);
  - the command line, every path under the repository root (or another
    root the caller names) written relative to it;
  - the bytes of every file the caller names as input (the source, a
    lowered file, the lowered copies of headers, cudalift's runtime
    headers), with the same paths made relative.

A table is a text file of lines `KEY<TAB>EXIT<TAB>OUTPUT`, OUTPUT being
nvcc's merged stdout and stderr with the roots put back as `<ROOT>` etc.
and escaped on one line (json).  A key that is not in the table runs nvcc;
`update` mode (tools/... --update-cache, or CUDALIFT_NVCC_CACHE=update)
writes the new results, and `off` (CUDALIFT_NVCC_CACHE=off) never reads
the table.  A result that names a missing toolkit header is never kept.
"""
import hashlib
import json
import os
import re
import subprocess
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPTIONAL_HEADERS = ("nvfunctional", "thrust/device_vector.h", "cuda/std/type_traits")
MISSING = re.compile(r"fatal error: ([\w./+-]+): No such file or directory")

_toolkit = {}


def _first_line(cmd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = [l for l in p.stdout.splitlines() if l.strip()]
        return lines[-1] if lines else ""
    except OSError:
        return ""


def toolkit_id(nvcc):
    """nvcc's build line, gcc's version and the optional headers present
    (CUDALIFT_NVCC_TOOLKIT_ID when a caller already has it)."""
    if nvcc not in _toolkit and os.environ.get("CUDALIFT_NVCC_TOOLKIT_ID"):
        _toolkit[nvcc] = os.environ["CUDALIFT_NVCC_TOOLKIT_ID"]
    if nvcc not in _toolkit:
        inc = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(nvcc))), "include")
        have = [h for h in OPTIONAL_HEADERS
                if os.path.exists(os.path.join(inc, h)) or os.path.exists(os.path.join(inc, "cccl", h))]
        _toolkit[nvcc] = "\n".join([_first_line([nvcc, "--version"]),
                                    _first_line(["gcc", "-dumpfullversion"]),
                                    "have: " + " ".join(have)])
    return _toolkit[nvcc]


INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]', re.M)


def project_files(path, include_dirs=()):
    """path and every file it reaches through #include "..." (found beside
    the including file, then in include_dirs) or #include <...> found in
    include_dirs (the -I and -isystem folders a command names), recursively:
    the files of the project whose bytes a result depends on.  Other angle
    includes are the toolkit's and the system's, which toolkit_id stands
    for."""
    seen, pending = [], [os.path.realpath(path)]
    while pending:
        f = pending.pop()
        if f in seen:
            continue
        seen.append(f)
        try:
            with open(f, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError:
            continue
        for kind, name in INCLUDE.findall(text):
            dirs = ((os.path.dirname(f),) if kind == '"' else ()) + tuple(include_dirs)
            for d in dirs:
                cand = os.path.realpath(os.path.join(d, name))
                if os.path.isfile(cand):
                    pending.append(cand)
                    break
    return seen


class Cache:
    """One table (a committed file) and the roots its paths are relative to.

    roots: [(path, name)], longest first is not required: they are applied
    in the given order, so name the deeper ones first."""

    def __init__(self, table, nvcc, roots=None, mode=None, normalize=None):
        self.table = table
        self.nvcc = nvcc
        self.roots = [(os.path.realpath(p), n) for p, n in (roots or [])] + [(ROOT, "<ROOT>")]
        # What else in a key's text differs from run to run (a caller's
        # temporary folder names): a function of the text.
        self.normalize = normalize or (lambda t: t)
        self.mode = mode or os.environ.get("CUDALIFT_NVCC_CACHE", "on")
        if self.mode not in ("on", "off", "update"):
            raise ValueError("CUDALIFT_NVCC_CACHE must be on, off or update, not %r" % self.mode)
        self.entries = {}
        self.used = set()
        self.hits = self.runs = 0
        self.lock = threading.Lock()  # the tools run nvcc from several threads
        if self.mode != "off" and os.path.exists(table):
            with open(table, encoding="utf-8") as f:
                for line in f:
                    if line.startswith("#") or not line.strip():
                        continue
                    key, rc, out = line.rstrip("\n").split("\t", 2)
                    self.entries[key] = (int(rc), json.loads(out))

    def _rel(self, text):
        for path, name in self.roots:
            text = text.replace(path, name)
        return text

    def _abs(self, text):
        for path, name in self.roots:
            text = text.replace(name, path)
        return text

    def key(self, cmd, inputs):
        n = lambda t: self.normalize(self._rel(t))
        h = hashlib.sha256()
        h.update(toolkit_id(self.nvcc).encode())
        h.update(b"\0" + n("\0".join(cmd[1:])).encode())
        for path in inputs:
            h.update(b"\0" + n(os.path.realpath(path)).encode() + b"\0")
            with open(path, "rb") as f:
                h.update(n(f.read().decode("utf-8", "surrogateescape")).encode(
                    "utf-8", "surrogateescape"))
        return h.hexdigest()

    def run(self, cmd, inputs, cwd=None, env=None):
        """(exit status, merged output) of cmd (cmd[0] is nvcc): from the
        table when the key is there, else by running it."""
        key = self.key(cmd, inputs)
        with self.lock:
            self.used.add(key)
            found = self.entries.get(key) if self.mode != "off" else None
            if found:
                self.hits += 1
            else:
                self.runs += 1
        if found:
            return found[0], self._abs(found[1])
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace")
        if not MISSING.search(p.stdout):
            with self.lock:
                self.entries[key] = (p.returncode, self._rel(p.stdout))
        return p.returncode, p.stdout

    def save(self, prune=False):
        """In update mode, write the table (only the keys used in this run
        when prune is set: a full run leaves no stale line)."""
        if self.mode != "update":
            return
        keys = sorted(k for k in self.entries if k in self.used or not prune)
        tmp = self.table + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write("# nvcc results by key (tools/nvcc_cache.py): KEY, exit status, output.\n")
            for k in keys:
                rc, out = self.entries[k]
                f.write("%s\t%d\t%s\n" % (k, rc, json.dumps(out)))
        os.replace(tmp, self.table)

    def summary(self):
        return "nvcc results: %d from %s, %d run" % (
            self.hits, os.path.relpath(self.table, ROOT), self.runs)


def command_inputs(args):
    """The files a compile command reads (its existing non-option
    arguments, -include files) and the folders it searches (-I, -isystem)."""
    files, dirs, i = [], [], 0
    while i < len(args):
        a = args[i]
        for opt in ("-I", "-isystem", "-include", "--include-path", "--pre-include"):
            if a == opt or a.startswith(opt + "="):
                val = args[i + 1] if a == opt and i + 1 < len(args) else a[len(opt) + 1:]
                i += a == opt
                (files if "include" in opt and "path" not in opt else dirs).append(val)
                break
            if opt == "-I" and a.startswith("-I"):
                dirs.append(a[2:])
                break
        else:
            if not a.startswith("-") and os.path.isfile(a):
                files.append(a)
            elif a == "-o":
                i += 1
        i += 1
    return files, dirs


def main(argv):
    """nvcc_cache.py --table T [--root DIR NAME]... -- NVCC ARGS...: run
    NVCC ARGS, or give its cached stdout, stderr and exit status.  For a
    compile whose output file nothing reads (lit's %nvcc-verdict): on a
    cached result no output file is written."""
    import fcntl
    import sys
    table, roots = None, []
    while argv and argv[0] != "--":
        if argv[0] == "--table" and len(argv) > 1:
            table, argv = argv[1], argv[2:]
        elif argv[0] == "--root" and len(argv) > 2:
            roots.append((argv[1], argv[2]))
            argv = argv[3:]
        else:
            print("usage: nvcc_cache.py --table T [--root DIR NAME]... -- NVCC ARGS...", file=sys.stderr)
            return 2
    cmd = argv[1:]
    if not table or not cmd:
        print("usage: nvcc_cache.py --table T [--root DIR NAME]... -- NVCC ARGS...", file=sys.stderr)
        return 2
    try:
        cache = Cache(table, cmd[0], roots=roots)
    except ValueError as e:
        print("nvcc_cache: %s" % e, file=sys.stderr)
        return 2
    files, dirs = command_inputs(cmd[1:])
    inputs = []
    for f in files:
        inputs += [p for p in project_files(f, dirs) if p not in inputs]
    key = cache.key(cmd, inputs)
    if cache.mode != "off" and key in cache.entries:
        rc, out = cache.entries[key]
        out = json.loads(cache._abs(json.dumps(out)))
        sys.stdout.write(out[0])
        sys.stderr.write(out[1])
        return rc
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace")
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    if cache.mode == "update" and not MISSING.search(p.stdout + p.stderr):
        line = "%s\t%d\t%s\n" % (key, p.returncode,
                                  json.dumps([cache._rel(p.stdout), cache._rel(p.stderr)]))
        # lit runs several of these at once: one line appended under a lock.
        with open(table + ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            new = not os.path.exists(table)
            with open(table, "a", encoding="utf-8") as f:
                if new:
                    f.write("# nvcc results by key (tools/nvcc_cache.py): KEY, exit status, output.\n")
                f.write(line)
    return p.returncode


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
