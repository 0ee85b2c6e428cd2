// A harness source with no compile commands: `corpus-lib --files` compiles
// it with the flags the manifest gives.
int helper_twice(int i) { return HELPER_FACTOR * i; }
