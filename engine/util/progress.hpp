#pragma once
// The progress callback every long library job takes (importers and exporters, GDAL style): it is
// told the fraction done (0..1) and what is happening, and returning false asks the job to stop.
#include <functional>
#include <string_view>

namespace engine {

using ProgressFn = std::function<bool(double fraction, std::string_view message)>;

}  // namespace engine
