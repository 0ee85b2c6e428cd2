// Includes a header that needs lowering: copied too, to point at the copy.
#pragma once
#include "lower_project.h"
