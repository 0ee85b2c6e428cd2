// --format=sarif is valid SARIF 2.1.0: checked against the official JSON
// schema (tests/lit/Inputs/sarif-schema-2.1.0.json), for a finding with a
// related location, for a file with no findings, and for a path that
// needs percent-encoding in a URI.  The validator rejects what is not SARIF.
// nvcc 13.0: error "The enclosing parent function ("Holder") for an extended __device__ lambda must allow its address to be taken"
// RUN: rm -rf "%t" && mkdir -p "%t/with space"
// RUN: cp %s "%t/with space/holder.cu"
// RUN: not %cudalift --check --format=sarif %fast "%t/with space/holder.cu" > %t/one.sarif
// RUN: %sarif-valid %t/one.sarif | FileCheck %s --check-prefix=VALID
// VALID: sarif_valid: valid SARIF 2.1.0 (1 results)
// RUN: FileCheck %s < %t/one.sarif
// CHECK: "uri":"{{[^"]*}}/with%20space/holder.cu"
// RUN: cp /dev/null %t/empty.cu
// RUN: %cudalift --check --format=sarif %fast %t/empty.cu > %t/none.sarif
// RUN: %sarif-valid %t/none.sarif | FileCheck %s --check-prefix=NONE
// NONE: sarif_valid: valid SARIF 2.1.0 (0 results)
// A file that does not compile: the compiler's messages are results of
// the rule "compiler", so that the log shows why nothing else was found.
// RUN: python3 -c "open('%t/syntax.cu', 'w').write('void f() {\n  int x = ;\n}\n')"
// RUN: not %cudalift --check --format=sarif %fast %t/syntax.cu > %t/syntax.sarif
// RUN: %sarif-valid %t/syntax.sarif | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: sarif_valid: valid SARIF 2.1.0 (1 results)
// RUN: FileCheck %s --check-prefix=COMPILER < %t/syntax.sarif
// COMPILER: {"id":"compiler","shortDescription":
// COMPILER-SAME: "results":[{"ruleId":"compiler","ruleIndex":{{[0-9]+}},"level":"error","message":{"text":"expected expression"},
// COMPILER-SAME: "locations":[{"physicalLocation":{"artifactLocation":{"uri":"{{[^"]*}}/syntax.cu"},"region":{"startLine":2,"startColumn":11}}}]}]
// RUN: not %cudalift --check --format=json %fast %s > %t/not-sarif.json
// RUN: not %sarif-valid %t/not-sarif.json | FileCheck %s --check-prefix=INVALID
// INVALID: sarif_valid: $.: 'version' is a required property
struct Holder {
  Holder() {
    auto f = [] __device__ () { return 0; };
  }
};
