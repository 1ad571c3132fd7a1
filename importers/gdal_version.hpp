#pragma once
#include <string>

namespace importers {
[[nodiscard]] std::string gdalVersion();
}  // namespace importers
