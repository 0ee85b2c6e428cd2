#if 0
int never;
#endif
