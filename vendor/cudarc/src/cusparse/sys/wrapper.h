#include "cuda.h"
#include "cusparse.h"
