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
// RUN: not %cudalift --check --format=json %fast %s > %t/not-sarif.json
// RUN: not %sarif-valid %t/not-sarif.json | FileCheck %s --check-prefix=INVALID
// INVALID: sarif_valid: $.: 'version' is a required property
struct Holder {
  Holder() {
    auto f = [] __device__ () { return 0; };
  }
};
