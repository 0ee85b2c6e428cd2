#!/usr/bin/env python3
"""Compares cudalift's table of nvcc's options (the "nvcc's options"
section `cudalift --cudalift-list-options` prints, from
src/driver/nvcc_options.def) with what `nvcc --help` lists.

usage: nvcc_options.py NVCC_HELP_OUTPUT OPTIONS_MD

Fails, naming each, on an option nvcc lists that the table lacks, on a
short name that differs, on an option nvcc shows with a value that the
table reads as a switch, and on a comma list (`<x>,...`) the table does
not split.  The table may take a value where the help shows none (-MF)."""
import re
import sys


def help_options(text):
    opts = {}
    for line in text.splitlines():
        m = re.match(r"^(--[A-Za-z][\w-]*)(?:\s+(\S.*?))?\s{2,}(?:\((-[^)\s]*)\)|--[\w-]+)\s*$", line)
        if m:
            opts[m.group(1)] = (m.group(3), m.group(2) or "")
    return opts


def table_options(text):
    section = text.split("## nvcc's options", 1)
    if len(section) < 2:
        sys.exit("nvcc_options.py: no \"nvcc's options\" section in the options table")
    rows = {}
    for line in section[1].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`--"):
            continue
        rows[cells[0].strip("`")] = (cells[1].strip("`") or None, cells[2])
    return rows


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    nvcc = help_options(open(sys.argv[1]).read())
    table = table_options(open(sys.argv[2]).read())
    if len(nvcc) < 100:
        sys.exit("nvcc_options.py: only %d options read from nvcc --help" % len(nvcc))
    problems = []
    for name, (short, value) in sorted(nvcc.items()):
        if name not in table:
            problems.append("%s (%s): nvcc has it, the table does not" % (name, short or "no short name"))
            continue
        t_short, t_form = table[name]
        if t_short != short:
            problems.append("%s: short name %s in nvcc, %s in the table" % (name, short, t_short))
        if value and t_form not in ("one", "list"):
            problems.append("%s: nvcc takes a value (%s), the table a switch" % (name, value))
        if value.endswith(",...") and t_form != "list":
            problems.append("%s: nvcc takes a comma list (%s), the table one value" % (name, value))
    for p in problems:
        print("nvcc_options.py: " + p)
    print("nvcc_options.py: %d options in nvcc --help, %d rows in the table, %d problems"
          % (len(nvcc), len(table), len(problems)))
    sys.exit(1 if problems else 0)


main()
