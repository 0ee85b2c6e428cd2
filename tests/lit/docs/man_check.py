"""man_check.py OPTIONS.md MANPAGE SRC_DIR: the man page cudalift(1) is
complete.  Rendered by groff (no hyphenation, no wrapping), it names
  - every option of cudalift's own option table (`cudalift
    --cudalift-list-options`, before its table of nvcc's options), aliases
    too, in OPTIONS or MODES;
  - every environment variable cudalift reads (getenv in SRC_DIR) and every
    one the option table mentions (CUDALIFT_*), in ENVIRONMENT;
  - the exit statuses 0, 1 and 2, in EXIT STATUS.
Prints one line per thing missing; nothing when complete."""
import re
import subprocess
import sys
from pathlib import Path

table, man, src = sys.argv[1:4]
text = subprocess.run(['groff', '-man', '-Tascii', '-rHY=0', '-rLL=5000n', '-P-cbou', man],
                      check=True, capture_output=True, text=True).stdout
sections, name = {}, None
for line in text.splitlines():
    if re.match(r'^[A-Z][A-Z -]+$', line):
        name = line.strip()
        sections[name] = ''
    elif name:
        sections[name] += line + '\n'

missing = []
options_text = sections.get('OPTIONS', '') + sections.get('MODES', '')
# cudalift's own options: the table before the one of nvcc's options,
# which the page points to rather than repeats.
table_text = Path(table).read_text().split("## nvcc's options")[0]
for row in table_text.splitlines():
    if not row.startswith('| `'):
        continue
    for spelled in re.findall(r'`([^`]+)`', row.split(' | ')[0]):
        opt = re.split(r'[= ]', spelled.replace('\\|', '|'))[0]
        if opt == '-WID':
            opt = '-Wid'
        if not re.search(r'(^|[\s,(])' + re.escape(opt) + r'($|[\s,=.)])', options_text):
            missing.append('option %s (from `%s`)' % (opt, spelled))

env_text = sections.get('ENVIRONMENT', '')
names = set(re.findall(r'getenv\("([A-Z_]+)"\)',
                       '\n'.join(p.read_text() for p in Path(src).rglob('*.c'))))
names |= set(re.findall(r'\bCUDALIFT_[A-Z_]+\b', table_text))
for v in sorted(names):
    if not re.search(r'\b' + v + r'\b', env_text):
        missing.append('environment variable %s' % v)

exit_text = sections.get('EXIT STATUS', '')
for code in ('0', '1', '2'):
    if not re.search(r'^\s*' + code + r'\s', exit_text, re.M):
        missing.append('exit status %s' % code)
for s in ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'MODES', 'OPTIONS', 'DROP-IN NVCC', 'ENVIRONMENT',
          'EXIT STATUS', 'FILES', 'EXAMPLES', 'SEE ALSO'):
    if s not in sections:
        missing.append('section %s' % s)
print('\n'.join(missing), end='\n' if missing else '')
