// --check --format=sarif: a SARIF 2.1.0 log with every rule (id, help) and
// each result with its physical location.
// nvcc 13.0: error "An extended __device__ lambda cannot capture variables by reference"
// RUN: %expect-exit 1 %cudalift --check --format=sarif %fast %s > %t.sarif
// RUN: python3 -c "import json,sys; json.load(open(sys.argv[1]))" %t.sarif
// RUN: FileCheck %s < %t.sarif
void host_function() {
  int a = 1;
  auto lambda3 = [&a] __device__ () { return a; };
}
// CHECK: {"version":"2.1.0","$schema":"https://json.schemastore.org/sarif-2.1.0.json","runs":[{"tool":{"driver":{"name":"cudalift",
// CHECK-SAME: "rules":[{"id":"R01","shortDescription":{"text":"CUDA Programming Guide 5.3.7.4 rule 1"},"help":{"text":
// CHECK-SAME: {"id":"R12a",
// CHECK-SAME: "results":[{"ruleId":"R12a","ruleIndex":{{[0-9]+}},"level":"error","message":{"text":"extended lambda captures 'a' by reference"},
// CHECK-SAME: "locations":[{"physicalLocation":{"artifactLocation":{"uri":"{{.*}}format_sarif.cu"},"region":{"startLine":9,"startColumn":19}}}]}],
// CHECK-SAME: "invocations":[{"executionSuccessful":true}]}]}
