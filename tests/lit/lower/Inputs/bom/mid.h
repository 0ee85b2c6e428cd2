#pragma once
// No lambda here, but it includes one that is lowered: it is copied too,
// to point at the copy, and its #line goes after the mark.
#include "bomh.h"
