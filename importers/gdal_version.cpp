// The GDAL release the importers were built against (shown by `ridgeline --version`).
#include "importers/gdal_version.hpp"

#include <gdal.h>

namespace importers {
std::string gdalVersion() { return GDALVersionInfo("RELEASE_NAME"); }
}  // namespace importers
