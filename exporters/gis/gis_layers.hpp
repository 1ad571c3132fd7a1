#pragma once
// The layers of a GIS export (see gis_export.hpp), each written into an open OGR dataset.
#include "engine/model/document.hpp"

#include <functional>
#include <string>

class GDALDataset;
class OGRSpatialReference;

namespace exporters {

// Writes layer `name` into `ds` with `srs` (may be null: no CRS). Returns the features written,
// or -1 when `keepGoing` (told the fraction of this layer done; may be empty) said stop. Throws
// std::runtime_error naming the layer when OGR refuses it.
long long writeGisLayer(GDALDataset& ds, const std::string& name, const engine::Document& doc,
                        const OGRSpatialReference* srs, const std::function<bool(double)>& keepGoing);

}  // namespace exporters
