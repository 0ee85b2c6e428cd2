// Another object of the harness's target: TARGET:SOURCE leaves it out
// (linked in, its test_body would be defined twice).
int test_body() { return 1; }
