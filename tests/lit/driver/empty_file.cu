// RUN: cp /dev/null %t.cu && %cudalift --print-lambdas %fast %t.cu | count 0
// RUN: %cudalift --check %fast %t.cu 2>&1 | count 0
