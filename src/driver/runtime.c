/* runtime.c - where the runtime headers live.  A lowered file includes
 * them by absolute path, so nvcc needs no extra -I: the installed copies
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

const char *drv_runtime_header(cl_arena *a, const char *name) {
  char path[PATH_MAX + 64];
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = '\0';
      snprintf(path, sizeof path, "%s/../include/cudalift/%s", exe, name);
      char real[PATH_MAX];
      if (readable(path) && realpath(path, real))
        return cl_strdup(a, real);
    }
  }
  return cl_printf(a, "%s/cudalift/%s", CUDALIFT_SOURCE_RUNTIME, name);
}
