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
static inline unsigned long long cudalift_parse_size(const char *__cl_s) {
  if (*__cl_s < '0' || *__cl_s > '9')
    return 0;
  char *__cl_end;
  errno = 0;
  unsigned long long __cl_v = strtoull(__cl_s, &__cl_end, 10);
  if (errno == ERANGE)
    return 0;
  const char *__cl_units = "KMGT";
  for (const char *__cl_u = __cl_units; *__cl_u && *__cl_end; __cl_u++)
    if ((*__cl_end & ~0x20) == *__cl_u) {
      for (const char *__cl_k = __cl_units; __cl_k <= __cl_u; __cl_k++) {
        if (__cl_v > (~0ull >> 10))
          return 0;
        __cl_v <<= 10;
      }
      __cl_end++;
      if (*__cl_end == 'i' && __cl_end[1] == 'B')
        __cl_end++;
      break;
    }
  if (*__cl_end == 'B' || *__cl_end == 'b')
    __cl_end++;
  return *__cl_end ? 0 : __cl_v;
}

#endif
