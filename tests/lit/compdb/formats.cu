// --format=json and --format=sarif over several files: one document on
// stdout (the summary goes to stderr), every file's findings in database
// order; the SARIF log is valid against the official SARIF 2.1.0 schema,
// and says executionSuccessful false when a file could not be checked.
// nvcc 13.0 (a.cu): error "An extended __device__ lambda cannot capture variables by reference"
// nvcc 13.0 (b.cu): error "The enclosing parent function ("Holder") for an extended __device__ lambda must allow its address to be taken"
// nvcc 13.0 (c.cu): accepted
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: sed 's|@DIR@|%t|g' %t/db.json > %t/compile_commands.json
// RUN: not %cudalift --check -p %t --format=sarif %fast > %t/log.sarif 2> %t/stderr.txt
// RUN: %sarif-valid %t/log.sarif | FileCheck %s --check-prefix=VALID
// VALID: sarif_valid: valid SARIF 2.1.0 (2 results)
// RUN: FileCheck %s --check-prefix=SARIF < %t/log.sarif
// SARIF: "results":[{"ruleId":"R12a",
// SARIF-SAME: "uri":"{{[^"]*}}/a.cu"
// SARIF-SAME: {"ruleId":"R04",
// SARIF-SAME: "uri":"{{[^"]*}}/b.cu"
// SARIF-SAME: "relatedLocations":[{"id":0,"message":{"text":"'Holder::Holder' is declared here"}
// SARIF-SAME: "invocations":[{"executionSuccessful":true}]
// RUN: FileCheck %s --check-prefix=SUMMARY < %t/stderr.txt
// SUMMARY: cudalift: 3 files, 2 errors, 0 warnings
// RUN: not %cudalift --check -p %t --format=json %fast > %t/out.json
// RUN: python3 -c "import json,sys; d = json.load(open(sys.argv[1])); print([(f['file'].split('/')[-1], len(f['diagnostics'])) for f in d['files']])" %t/out.json | FileCheck %s --check-prefix=JSON
// JSON: [('a.cu', 1), ('b.cu', 1), ('c.cu', 0)]
// A file that cannot be checked: still one valid log, marked unsuccessful.
// RUN: rm %t/c.cu
// RUN: not %cudalift --check -p %t --format=sarif %fast > %t/partial.sarif
// RUN: %sarif-valid %t/partial.sarif
// RUN: FileCheck %s --check-prefix=PARTIAL < %t/partial.sarif
// PARTIAL: "invocations":[{"executionSuccessful":false}]

//--- db.json
[
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "a.cu"], "file": "a.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "b.cu"], "file": "b.cu"},
{"directory": "@DIR@", "arguments": ["nvcc", "-c", "c.cu"], "file": "c.cu"}
]

//--- a.cu
void a(int n) {
  auto f = [&n] __device__ () { return n; };
}

//--- b.cu
struct Holder {
  Holder() {
    auto f = [] __device__ () { return 0; };
  }
};

//--- c.cu
int c() { return 0; }
