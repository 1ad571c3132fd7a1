#pragma once
// GDAL's drivers, registered once per process by whichever thread asks first. Registration is not
// thread-safe: two first registrations at the same time (an import opening its raster on two
// threads, or two studio jobs starting together) can crash or hang in the VRT driver's pixel
// functions. Every importer calls this instead of GDALAllRegister().

namespace importers {
void registerGdalDrivers();
}  // namespace importers
