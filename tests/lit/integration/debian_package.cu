// The Debian package: tools/deb builds cudalift_<version>_amd64.deb with
// dpkg-buildpackage; unpacked (dpkg-deb -x) it holds the binary (and
// cudalift-finish, which ends builds that need no parse), the
// runtime headers, the CMake package and the man page, and its cudalift
// builds the saxpy example against its own runtime headers; installed
// (dpkg -i, as root) it is found on PATH, by man and by CMake's
// find_package from /usr, and dpkg -r removes it.
// REQUIRES: debian-packaging
// RUN: bash %S/../../../tools/deb %t.deb > %t.deb.log
// RUN: bash %S/Inputs/deb_check.sh %t.deb/cudalift_0.1.0_amd64.deb %S/../../../examples/saxpy.cu %S/../../integration/package %t.work | FileCheck %s
// CHECK: unpacked: usr/bin/cudalift usr/include/cudalift/device_runtime.h usr/include/cudalift/lambda.h usr/include/cudalift/size.h usr/lib{{exec|/x86_64-linux-gnu}}/cudalift/cudalift-finish usr/share/cmake/cudalift/cudalift-config-version.cmake usr/share/cmake/cudalift/cudalift-config.cmake usr/share/cmake/cudalift/cudalift-toolchain.cmake usr/share/doc/cudalift/changelog.gz usr/share/doc/cudalift/copyright usr/share/man/man1/cudalift.1.gz
// CHECK-NEXT: cudalift 0.1.0
// CHECK-NEXT: #include "{{.*}}.work/root/usr/include/cudalift/lambda.h"
// CHECK-NEXT: unpacked cudalift built the example
// CHECK-NEXT: {{installed: /usr/bin/cudalift|dpkg -i: skipped}}
// CHECK: {{^removed$|dpkg -i: skipped}}
