#include "cuda.h"
#include "cufft.h"
