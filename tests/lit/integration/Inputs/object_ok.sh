#!/usr/bin/env bash
# object_ok.sh OBJECT HOST_FUNCTION KERNEL: prints nothing when OBJECT is
# a complete relocatable ELF object that defines HOST_FUNCTION (as nm -C
# spells it) and whose fatbin holds device code (a .text section) for the
# kernel KERNEL (its mangled name's start, _Z5apply); otherwise one line
# per problem.
set -u
obj=$1 fn=$2 kernel=$3
readelf -h "$obj" 2>/dev/null | grep -q 'REL (Relocatable file)' || echo "$obj: not a relocatable ELF object"
nm -C "$obj" 2>/dev/null | grep -qF " T $fn" || echo "$obj: no $fn"
fatbin=$(mktemp)
if objcopy -O binary --only-section=.nv_fatbin "$obj" "$fatbin" 2>/dev/null && [[ -s $fatbin ]]; then
  strings "$fatbin" | grep -q "^\.text\.$kernel" || echo "$obj: no device code for $kernel"
else
  echo "$obj: no fatbin"
fi
rm -f "$fatbin"
