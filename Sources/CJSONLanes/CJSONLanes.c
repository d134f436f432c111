// CJSONLanes is its header's inline functions; a C target needs one source file to build.
#include "CJSONLanes.h"
