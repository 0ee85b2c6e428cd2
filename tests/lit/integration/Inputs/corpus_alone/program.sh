#!/bin/sh
# A stand-in for a built program: it marks itself in $CORPUS_ALONE_DIR
# while it runs and, given `report`, prints how many others ran beside it.
d=${CORPUS_ALONE_DIR:?}
touch "$d/$$"
sleep 0.5
n=$(ls "$d" | wc -l)
rm -f "$d/$$"
if [ "${1:-}" = report ]; then echo "others $((n - 1))"; else echo done; fi
