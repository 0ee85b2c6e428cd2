// Force-included (-include) before the file's first line.
#define GRID_FACTOR 7
