#include "importers/gdal_drivers.hpp"

#include <gdal.h>

#include <mutex>

namespace importers {

void registerGdalDrivers() {
    static std::once_flag once;
    std::call_once(once, [] { GDALAllRegister(); });
}

}  // namespace importers
