// A main() for the linked program of no_temporary_paths.cu.
void launch(int *out, int c);
int main() { return 0; }
