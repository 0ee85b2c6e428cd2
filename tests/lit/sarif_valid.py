#!/usr/bin/env python3
"""sarif_valid.py SARIF_FILE - succeeds when SARIF_FILE is a valid SARIF
2.1.0 log: valid against the official JSON schema (Inputs/, draft-04, with
python3-jsonschema), and every "uri" a URI reference (the schema's
"uri-reference" format, which jsonschema leaves unchecked without extra
packages).  Prints each violation otherwise."""
import json
import os
import re
import sys

import jsonschema

SCHEMA = os.path.join(os.path.dirname(__file__), "Inputs", "sarif-schema-2.1.0.json")
URI_REFERENCE = re.compile(r"(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*")


def bad_uris(node, path="$"):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "uri" and not (isinstance(value, str) and URI_REFERENCE.fullmatch(value)):
                yield f"{path}.uri: not a URI reference: {value!r}"
            yield from bad_uris(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from bad_uris(value, f"{path}[{i}]")


with open(SCHEMA) as f:
    schema = json.load(f)
with open(sys.argv[1]) as f:
    log = json.load(f)
problems = [f"$.{'.'.join(map(str, e.absolute_path))}: {e.message}"
            for e in jsonschema.Draft4Validator(schema).iter_errors(log)]
problems += list(bad_uris(log))
for p in problems:
    print(f"sarif_valid: {p}")
if problems:
    sys.exit(1)
print(f"sarif_valid: valid SARIF 2.1.0 ({sum(len(r.get('results', [])) for r in log['runs'])} results)")
