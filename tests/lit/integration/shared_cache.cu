// A shared cache across checkouts (issue: team builds).  Two checkouts of
// one project at different paths, each with its own local ccache folder,
// share ccache's remote storage (a redis-server the test starts on a unix
// socket); CCACHE_BASEDIR covers both.  Through `cudalift ccache nvcc`, the
// second checkout's build gets a remote hit for every translation unit, with
// Make (relative paths) and with CMake (absolute paths): under
// CCACHE_BASEDIR cudalift keeps checkout paths out of what ccache hashes (the
// job folder's name, the lowered headers' places, the parse's names: #line
// is relative to the working folder, as ccache makes nvcc's paths).  sccache
// (no Redis in Debian's build) with one shared local folder: hits too.
// REQUIRES: redis-server
// RUN: bash %S/Inputs/shared_cache.sh %cudalift %S/../../integration/project %t | FileCheck %s
// CHECK: make, second checkout: remote hits 2, misses 0
// CHECK-NEXT: cmake, second checkout: remote hits 2, misses 0
// CHECK-NEXT: {{sccache, second checkout: (hits 2, misses 0|skipped \(no sccache\))}}
