// A library's configuration check, as cuCollections' cuco/detail/__config.
#pragma once
#if !defined(__CUDACC_EXTENDED_LAMBDA__)
#error "Support for extended device lambdas is required (nvcc flag --expt-extended-lambda)"
#endif
