#include "importers/vector/vector_import.hpp"

#include "importers/gdal_drivers.hpp"
#include "importers/vector/ogr_shapes.hpp"

#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace importers {

using engine::HexCoord;
using engine::HexsideId;

namespace {

struct DatasetCloser {
    void operator()(GDALDataset* d) const { GDALClose(d); }
};

// How much of each hex one rule covers: area (majority) or 1 when the centre is inside (centre).
using Coverage = std::map<HexCoord, double>;

class VectorImporter {
public:
    VectorImporter(const engine::HexMap& map, const VectorImportOptions& options)
        : m_map(map),
          m_options(options),
          m_layout(map.layout()),
          m_hexArea(hexArea(m_layout)) {}

    VectorImportResult run() {
        if (!open()) return std::move(m_result);
        const auto& rules = m_options.mapping.rules;
        std::vector<Coverage> coverage(rules.size());
        for (std::size_t i = 0; i < rules.size(); ++i) {
            if (m_options.progress &&
                !m_options.progress(static_cast<double>(i) / static_cast<double>(rules.size()), rules[i].label)) {
                VectorImportResult cancelled;
                cancelled.cancelled = true;
                return cancelled;
            }
            m_ruleIndex = i;
            runRule(rules[i], coverage[i]);
            if (m_result.hasErrors()) {
                VectorImportResult failed;
                failed.diagnostics = std::move(m_result.diagnostics);
                return failed;
            }
        }
        decideHexes(coverage);
        if (m_options.progress) (void)m_options.progress(1.0, "done");
        return std::move(m_result);
    }

private:
    void error(const std::string& rule, const std::string& message, int line = 0) {
        engine::Diagnostic d;
        d.rule = rule;
        d.message = message;
        d.locations.push_back(
            {"file", line > 0 ? m_options.mapping.file + ":" + std::to_string(line) : m_options.source});
        m_result.diagnostics.push_back(std::move(d));
    }

    bool open() {
        if (m_map.georef().crs.empty()) {
            error("import.vector.no_georef",
                  "the map has no georeference (CRS and origin): vectors cannot be placed on it");
            return false;
        }
        if (m_mapCrs.SetFromUserInput(m_map.georef().crs.c_str()) != OGRERR_NONE) {
            error("import.vector.bad_crs",
                  "the map's CRS `" + m_map.georef().crs + "` is not one GDAL/PROJ understands");
            return false;
        }
        m_mapCrs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
        m_dataset.reset(static_cast<GDALDataset*>(
            GDALOpenEx(m_options.source.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr)));
        if (!m_dataset) {
            error("import.vector.unreadable",
                  m_options.source + ": not a vector source GDAL can read (" + CPLGetLastErrorMsg() + ")");
            return false;
        }
        m_rulesetId = m_options.rulesetId.empty() ? m_map.rulesetId() : m_options.rulesetId;
        return true;
    }

    OGRCoordinateTransformation* transformFor(OGRLayer& layer, const MappingRule& rule) {
        const auto cached = m_transforms.find(layer.GetName());
        if (cached != m_transforms.end()) return cached->second.get();
        const OGRSpatialReference* layerCrs = layer.GetSpatialRef();
        if (!layerCrs) {
            error("import.vector.no_crs",
                  m_options.source + ": layer `" + rule.layer + "` has no CRS, so it cannot be placed on the map",
                  rule.line);
            return nullptr;
        }
        OGRSpatialReference source(*layerCrs);
        source.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
        std::unique_ptr<OGRCoordinateTransformation> ct(OGRCreateCoordinateTransformation(&source, &m_mapCrs));
        if (!ct) {
            const char* name = source.GetName();
            error("import.vector.crs_transform",
                  m_options.source + ": no transformation from layer `" + rule.layer + "` (" +
                      (name ? name : "unnamed CRS") + ") to the map's " + m_map.georef().crs,
                  rule.line);
            return nullptr;
        }
        return (m_transforms[layer.GetName()] = std::move(ct)).get();
    }

    std::string featureName(const MappingRule& rule, OGRFeature& feature) const {
        const std::string& field = m_options.mapping.idField;
        if (!field.empty() && feature.GetFieldIndex(field.c_str()) >= 0 &&
            feature.IsFieldSetAndNotNull(feature.GetFieldIndex(field.c_str())))
            return rule.layer + " " + feature.GetFieldAsString(field.c_str());
        return rule.layer + " FID " + std::to_string(feature.GetFID());
    }

    void runRule(const MappingRule& rule, Coverage& coverage) {
        const std::string target = rule.targetFor(m_rulesetId);
        if (target.empty()) {
            m_result.skipped.push_back(rule.label + ": no target for ruleset `" + m_rulesetId + "`");
            return;
        }
        OGRLayer* layer = m_dataset->GetLayerByName(rule.layer.c_str());
        if (!layer) {
            std::string names;
            for (OGRLayer* l : m_dataset->GetLayers()) names += (names.empty() ? "" : ", ") + std::string(l->GetName());
            error("import.vector.missing_layer",
                  m_options.source + " has no layer `" + rule.layer + "` (it has: " + names + ")", rule.line);
            return;
        }
        if (layer->SetAttributeFilter(rule.where.empty() ? nullptr : rule.where.c_str()) != OGRERR_NONE) {
            error("import.vector.bad_filter",
                  "layer `" + rule.layer + "`: the filter `" + rule.where + "` is not valid OGR SQL (" +
                      CPLGetLastErrorMsg() + ")",
                  rule.line);
            return;
        }
        OGRCoordinateTransformation* ct = transformFor(*layer, rule);
        if (!ct) return;
        layer->ResetReading();
        int matched = 0;
        for (auto& feature : *layer) {
            ++matched;
            ++m_result.featuresRead;
            runFeature(rule, target, *feature, *ct, coverage);
        }
        if (matched == 0) m_result.skipped.push_back(rule.label + ": no feature matches");
    }

    void runFeature(const MappingRule& rule, const std::string& target, OGRFeature& feature,
                    OGRCoordinateTransformation& ct, Coverage& coverage) {
        const std::string name = featureName(rule, feature);
        const OGRGeometry* geometry = feature.GetGeometryRef();
        if (!geometry || geometry->IsEmpty()) {
            m_result.skipped.push_back(name + ": no geometry");
            return;
        }
        std::unique_ptr<OGRGeometry> projected(geometry->clone());
        if (projected->transform(&ct) != OGRERR_NONE) {
            m_result.skipped.push_back(name + ": could not be reprojected to " + m_map.georef().crs);
            return;
        }
        PlaneShapes shapes;
        collectShapes(*projected, shapes);
        const auto [inside, total] = verticesOnMap(shapes);
        if (shapes.openRingsClosed > 0)
            m_result.clipped.push_back(name + ": " + std::to_string(shapes.openRingsClosed) + " open ring(s) closed");
        bool used = false;
        m_invalidPolygon.clear();
        if (rule.kind == MappingKind::Hexside) used = traceHexsides(rule, target, name, shapes);
        else used = coverHexes(rule, name, shapes, coverage);
        if (!m_invalidPolygon.empty())
            m_result.skipped.push_back(name + ": an invalid polygon was left out (" + m_invalidPolygon + ")");
        if (!used) {
            const char* why = inside == 0                         ? "off the map"
                              : rule.kind == MappingKind::Hexside ? "no line or ring to trace"
                                                                  : "covers no hex enough";
            m_result.skipped.push_back(name + ": " + why);
        } else if (inside < total) {
            m_result.clipped.push_back(name + ": partly off the map (" + std::to_string(total - inside) + " of " +
                                       std::to_string(total) + " vertices outside)");
        }
    }

    std::pair<int, int> verticesOnMap(const PlaneShapes& shapes) const {
        int inside = 0, total = 0;
        const auto count = [&](engine::Point p) {
            ++total;
            if (m_map.contains(m_layout.toHex(p))) ++inside;
        };
        for (const auto& p : shapes.points) count(p);
        for (const auto& line : shapes.lines)
            for (const auto& p : line) count(p);
        for (const auto& polygon : shapes.polygons)
            for (const auto& ring : polygon.rings)
                for (const auto& p : ring) count(p);
        return {inside, total};
    }

    bool traceHexsides(const MappingRule& rule, const std::string& target, const std::string& name,
                       PlaneShapes& shapes) {
        std::vector<Polyline> lines = std::move(shapes.lines);
        for (const auto& polygon : shapes.polygons)
            lines.insert(lines.end(), polygon.rings.begin(), polygon.rings.end());
        int jumps = 0;
        bool used = false;
        for (Polyline& line : lines) {
            jumps += stitchTracedPieces(line);
            const auto sides =
                rule.trace == HexsideTrace::Path ? tracePath(m_layout, line) : traceEdges(m_layout, line);
            for (const HexsideId& side : sides) {
                if (!m_map.hasHexside(side)) continue;
                m_result.hexsideFeatures.emplace_back(side, target);
                used = true;
            }
        }
        if (jumps > 0)
            m_result.clipped.push_back(name + ": " + std::to_string(jumps) + " jump(s) between traced pieces stitched");
        return used;
    }

    // Adds the feature's cover of each hex; whether it was enough is known once all features of
    // the rule are in (decideHexes), so the hexes it touched are kept.
    bool coverHexes(const MappingRule& rule, const std::string& name, const PlaneShapes& shapes, Coverage& coverage) {
        std::vector<HexCoord> touched;
        for (const engine::Point& p : shapes.points) {
            const HexCoord h = m_layout.toHex(p);
            if (m_map.contains(h)) coverage[h] = 1.0, touched.push_back(h);
        }
        for (const PlanePolygon& polygon : shapes.polygons) {
            try {
                if (rule.method == AreaMethod::Centre) {
                    for (const HexCoord h : hexCentresInside(m_map.grid(), m_layout, polygon))
                        coverage[h] = 1.0, touched.push_back(h);
                } else {
                    for (const auto& [h, area] : hexAreas(m_map.grid(), m_layout, polygon))
                        coverage[h] += area / m_hexArea, touched.push_back(h);
                }
            } catch (const std::exception& e) {  // Boost.Geometry refuses some self-intersecting rings
                m_invalidPolygon = e.what();
            }
        }
        if (touched.empty()) return false;
        m_touched.push_back({m_ruleIndex, name, std::move(touched)});
        return true;
    }

    // Per hex: the terrain of the highest-priority rule that covers enough of it (ties: the larger
    // share, then the earlier rule); every feature rule that covers enough adds its feature.
    void decideHexes(const std::vector<Coverage>& coverage) {
        const auto& rules = m_options.mapping.rules;
        std::map<HexCoord, std::size_t> terrainRule;
        for (std::size_t i = 0; i < rules.size(); ++i) {
            const MappingRule& rule = rules[i];
            const double need = rule.method == AreaMethod::Majority ? rule.minShare : 1.0;
            for (const auto& [hex, share] : coverage[i]) {
                if (share + 1e-9 < need) continue;
                if (rule.kind == MappingKind::HexFeature) {
                    m_result.hexFeatures.emplace_back(hex, rule.targetFor(m_rulesetId));
                    continue;
                }
                const auto [it, inserted] = terrainRule.try_emplace(hex, i);
                if (inserted) continue;
                const MappingRule& held = rules[it->second];
                const double heldShare = coverage[it->second].at(hex);
                if (rule.priority > held.priority || (rule.priority == held.priority && share > heldShare + 1e-9))
                    it->second = i;
            }
        }
        for (const auto& [hex, i] : terrainRule) m_result.terrain.emplace_back(hex, rules[i].targetFor(m_rulesetId));
        for (const Touched& t : m_touched) {
            const double need = rules[t.rule].method == AreaMethod::Majority ? rules[t.rule].minShare : 1.0;
            const bool enough = std::any_of(t.hexes.begin(), t.hexes.end(),
                                            [&](HexCoord h) { return coverage[t.rule].at(h) + 1e-9 >= need; });
            if (!enough) m_result.skipped.push_back(t.feature + ": covers no hex enough");
        }
    }

    struct Touched {
        std::size_t rule = 0;
        std::string feature;
        std::vector<HexCoord> hexes;
    };

    const engine::HexMap& m_map;
    const VectorImportOptions& m_options;
    engine::HexLayout m_layout;
    double m_hexArea = 0;
    std::string m_rulesetId;
    OGRSpatialReference m_mapCrs;
    std::unique_ptr<GDALDataset, DatasetCloser> m_dataset;
    std::map<std::string, std::unique_ptr<OGRCoordinateTransformation>> m_transforms;
    VectorImportResult m_result;
    std::string m_invalidPolygon;  // why the current feature's polygon could not be used
    std::size_t m_ruleIndex = 0;   // the rule being read
    std::vector<Touched> m_touched;
};

}  // namespace

std::size_t VectorImportResult::hexCount() const {
    std::set<HexCoord> hexes;
    for (const auto& [h, id] : terrain) hexes.insert(h);
    for (const auto& [h, id] : hexFeatures) hexes.insert(h);
    return hexes.size();
}

std::size_t VectorImportResult::hexsideCount() const {
    std::set<HexsideId> sides;
    for (const auto& [s, id] : hexsideFeatures) sides.insert(s);
    return sides.size();
}

VectorImportResult importVector(const engine::HexMap& map, const VectorImportOptions& options) {
    registerGdalDrivers();
    // Problems come back as diagnostics and notes: keep GDAL from also printing them.
    CPLPushErrorHandler(CPLQuietErrorHandler);
    VectorImportResult result = VectorImporter(map, options).run();
    CPLPopErrorHandler();
    return result;
}

std::vector<std::pair<HexCoord, engine::HexCell>> targetCells(engine::HexMap& map, const VectorImportResult& result) {
    std::map<HexCoord, engine::HexCell> cells;
    const auto cellOf = [&](HexCoord h) -> engine::HexCell& {
        auto [it, inserted] = cells.try_emplace(h, map.cell(h));
        it->second.provenance = engine::Provenance::Vector;
        return it->second;
    };
    for (const auto& [h, id] : result.terrain) cellOf(h).terrain = map.internTerrain(id);
    for (const auto& [h, id] : result.hexFeatures) cellOf(h).features |= map.internFeature(id);
    return {cells.begin(), cells.end()};
}

std::vector<std::pair<HexsideId, engine::FeatureMask>> targetHexsideMasks(engine::HexMap& map,
                                                                          const VectorImportResult& result) {
    std::map<HexsideId, engine::FeatureMask> masks;
    for (const auto& [side, id] : result.hexsideFeatures) {
        auto [it, inserted] = masks.try_emplace(side, map.hexsideMask(side));
        it->second |= map.internHexsideFeature(id);
    }
    return {masks.begin(), masks.end()};
}

void applyVectorImport(engine::HexMap& map, const VectorImportResult& result) {
    for (const auto& [h, cell] : targetCells(map, result)) map.setCell(h, cell);
    for (const auto& [side, mask] : targetHexsideMasks(map, result)) map.setHexsideMask(side, mask);
}

std::string describeVectorImport(const VectorImportResult& result) {
    std::string text = std::to_string(result.featuresRead) + " features read, " + std::to_string(result.hexCount()) +
                       " hexes and " + std::to_string(result.hexsideCount()) + " hexsides set\n";
    for (const auto& [heading, lines] :
         {std::pair{"clipped", &result.clipped}, std::pair{"skipped", &result.skipped}}) {
        if (lines->empty()) continue;
        text += std::string(heading) + " (" + std::to_string(lines->size()) + "):\n";
        for (const std::string& line : *lines) text += "  " + line + "\n";
    }
    return text;
}

}  // namespace importers
