// Extended lambdas in a project header: the header is lowered into
// PATH.d/ under its absolute path, and every project file on the way to it
// (here an umbrella header) is copied and pointed at the copy; headers
// without lambdas stay where they are, reached by absolute path.  Plain
// nvcc compiles the result.
// RUN: rm -rf %t.cu %t.cu.d
// RUN: %cudalift --emit-lowered=%t.cu %fast -I%inputs %s
// RUN: FileCheck --check-prefix=MAIN %s < %t.cu
// RUN: FileCheck --check-prefix=UMBRELLA %s < %t.cu.d%inputs/lower_umbrella.h
// RUN: FileCheck --check-prefix=PROJECT %s < %t.cu.d%inputs/lower_project.h
// RUN: not test -e %t.cu.d%inputs/lower_project_detail.h
// RUN: %nvcc-verdict -c %t.cu -o %t.o

// MAIN: #include "{{.*}}.cu.d{{.*}}/Inputs/lower_umbrella.h"
#include "lower_umbrella.h"

// UMBRELLA: #include "{{.*}}.cu.d{{.*}}/Inputs/lower_project.h"
// PROJECT: #include "{{.*}}/cudalift/lambda.h"
// PROJECT: #line 1 "{{.*}}lower_project.h"
// PROJECT: #include "{{/.*}}/Inputs/lower_project_detail.h"
// PROJECT: auto l = ({{__cudalift_L_[0-9a-f]+}}{off});
// PROJECT: struct Stepper { template <class __F0, class __F1> friend struct {{__cudalift_L_[0-9a-f]+}};

int main() {
  int *out = nullptr;
  launch_offset(out, 1);
  Stepper{}.run(out);
}
