/* runtime.c - where the runtime header lives.  A lowered file includes
 * it by absolute path, so nvcc needs no extra -I: the installed copy
 * (<prefix>/bin/cudalift -> <prefix>/include/cudalift/lambda.h) when
 * cudalift runs from an installation, else the source tree's. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver.h"

#ifndef CUDALIFT_SOURCE_RUNTIME
#error "meson defines CUDALIFT_SOURCE_RUNTIME (the source tree's runtime/ folder)"
#endif

static int readable(const char *path) { return access(path, R_OK) == 0; }

const char *drv_runtime_header(void) {
  static char path[PATH_MAX + 64];
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = '\0';
      snprintf(path, sizeof path, "%s/../include/cudalift/lambda.h", exe);
      char real[PATH_MAX];
      if (readable(path) && realpath(path, real)) {
        snprintf(path, sizeof path, "%s", real);
        return path;
      }
    }
  }
  snprintf(path, sizeof path, "%s/cudalift/lambda.h", CUDALIFT_SOURCE_RUNTIME);
  return path;
}
