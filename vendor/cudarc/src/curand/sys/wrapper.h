#include "cuda.h"
#include "curand.h"