#pragma once
// Internal, without GDAL headers (the tests include it): the vector width of the block mean path.

namespace importers {

// Whether blocks whose cells all hold data may be checked and summed eight cells at a time where
// the CPU has AVX2 (default true); tests turn it off to check the four-wide path on such CPUs.
void allowWideVectors(bool allowed);

}  // namespace importers
