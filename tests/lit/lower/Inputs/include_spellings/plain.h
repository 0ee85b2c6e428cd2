// No lambda: included through a macro, left as written.
#pragma once
inline int plain_value() { return 4; }
