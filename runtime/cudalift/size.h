/* cudalift/size.h - SIZE, as the device runtime's options take it:
 * bytes, or a number with K, M, G or T (powers of 1024), optionally
 * followed by B or iB ("256M", "1GiB").  One definition read by cudalift
 * itself (C, for --device-heap-size= and the like) and by the runtime in
 * the user's program (C++, for the CUDALIFT_* environment variables). */
#ifndef CUDALIFT_SIZE_H
#define CUDALIFT_SIZE_H

#include <errno.h>
#include <stdlib.h>

/* The size in bytes, or 0 for anything that is not a SIZE (zero included). */
static inline unsigned long long cudalift_parse_size(const char *s) {
  if (*s < '0' || *s > '9')
    return 0;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno == ERANGE)
    return 0;
  const char *units = "KMGT";
  for (const char *u = units; *u && *end; u++)
    if ((*end & ~0x20) == *u) {
      for (const char *k = units; k <= u; k++) {
        if (v > (~0ull >> 10))
          return 0;
        v <<= 10;
      }
      end++;
      if (*end == 'i' && end[1] == 'B')
        end++;
      break;
    }
  if (*end == 'B' || *end == 'b')
    end++;
  return *end ? 0 : v;
}

#endif
