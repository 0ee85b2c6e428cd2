// Line suppressions: `// cudalift: ignore(ID): reason` silences that
// id's warnings on its own line, or on the next line when the comment
// stands alone on its line; a list names several ids, and a group name
// (portability) its off-by-default ids.  A silenced warning is neither
// printed nor counted (-Werror passes), and JSON and SARIF list it as
// suppressed with the reason.  The comment is checked too: one that
// silences nothing, one without a reason, one aimed at an error (which
// stays an error: -Wno-error=ID first) are warnings of the id
// `suppression`, which -Wno-suppression turns off.
// nvcc 13.0 --extended-lambda: compiles the file (-c); with -DERR: error
// "The enclosing parent function ("Holder") for an extended __device__
// lambda must allow its address to be taken".
// RUN: %nvcc-verdict --extended-lambda -c %s -o %t.o
// RUN: %cudalift --check %fast %s 2>&1 | FileCheck %s --implicit-check-not=L2] --implicit-check-not=error:
// RUN: %expect-exit 1 %cudalift --check -Werror %fast %s 2>&1 | FileCheck --check-prefix=WERROR %s
// RUN: %cudalift --check -Werror -Wno-suppression %fast %s 2>&1 | count 0
// RUN: %cudalift --check --format=json %fast %s | FileCheck --check-prefix=JSON %s
// RUN: %cudalift --check --format=sarif %fast %s | FileCheck --check-prefix=SARIF %s
// RUN: not %nvcc-verdict --extended-lambda -DERR -c %s -o %t.err.o
// RUN: %expect-exit 1 %cudalift --check %fast -DERR %s 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK: suppressions.cu:[[#@LINE+16]]:{{[0-9]+}}: warning: 'cudalift: ignore(R10)' silences nothing: no R10 warning on this line or the next [suppression]
// CHECK: suppressions.cu:[[#@LINE+15]]:{{[0-9]+}}: warning: 'cudalift: ignore(R10, L2)' gives no reason [suppression]
// CHECK: suppressions.cu:[[#@LINE+15]]:{{[0-9]+}}: warning: 'cudalift: ignore(R10)' silences nothing: no R10 warning on this line or the next [suppression]
// WERROR: error: 'cudalift: ignore(R10)' silences nothing
// WERROR-NOT: [L2]
// JSON: "id":"L2",{{.*}}"suppressed":{"justification":"the count is checked by a test elsewhere"}
// JSON-SAME: "id":"L2",{{.*}}"suppressed":{"justification":""}
// SARIF: "ruleId":"L2",{{.*}}"suppressions":[{"kind":"inSource","justification":"the count is checked by a test elsewhere"}]
// ERR: suppressions.cu:[[#@LINE+16]]:{{[0-9]+}}: error: enclosing function 'Holder::Holder' is a constructor; its address cannot be taken [R04]
// ERR: suppressions.cu:[[#@LINE+14]]:{{[0-9]+}}: warning: 'cudalift: ignore(R04)' cannot silence an error; -Wno-error=R04 makes it a warning, which it then silences [suppression]
#include <cstdio>
template <typename F> __global__ void k(F f) { f(); }

void run(int *p) {
  // cudalift: ignore(L2): the count is checked by a test elsewhere
  k<<<1, 1>>>([=] __device__ () { printf("%d %d\n", *p); });
  k<<<1, 1>>>([=] __device__ () { printf("%d %d\n", *p); }); // cudalift: ignore(R10, L2)
  k<<<1, 1>>>([=] __device__ () { *p = 1; }); // cudalift: ignore(R10): nothing here
}

#ifdef ERR
struct Holder {
  Holder() {
    // cudalift: ignore(R04): it is never launched
    auto l = [] __device__ { return 0; };
  }
};
#endif
