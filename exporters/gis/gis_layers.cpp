#include "exporters/gis/gis_layers.hpp"

#include "engine/hex/hexside.hpp"

#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>

namespace exporters {
namespace {

using engine::HexCoord;

constexpr int kRowsPerStep = 32;  // hex rows between progress reports

std::string joined(const std::vector<std::string>& parts, const char* sep) {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

struct Field {
    const char* name;
    OGRFieldType type;
};

class LayerWriter {
public:
    LayerWriter(GDALDataset& ds, const std::string& name, const OGRSpatialReference* srs, OGRwkbGeometryType geometry,
                const std::vector<Field>& fields)
        : m_name(name) {
        m_layer = ds.CreateLayer(name.c_str(), const_cast<OGRSpatialReference*>(srs), geometry, nullptr);
        if (!m_layer) fail("cannot be created");
        for (const Field& f : fields) {
            OGRFieldDefn def(f.name, f.type);
            if (m_layer->CreateField(&def) != OGRERR_NONE) fail(std::string("cannot take the field ") + f.name);
        }
        m_inTransaction = m_layer->StartTransaction() == OGRERR_NONE;  // GeoPackage yes, GeoJSON no
    }
    ~LayerWriter() {
        if (m_inTransaction && !m_committed) m_layer->RollbackTransaction();
    }
    LayerWriter(const LayerWriter&) = delete;
    LayerWriter& operator=(const LayerWriter&) = delete;

    [[nodiscard]] std::unique_ptr<OGRFeature> feature() const {
        return std::unique_ptr<OGRFeature>(OGRFeature::CreateFeature(m_layer->GetLayerDefn()));
    }
    void add(OGRFeature& f) {
        if (m_layer->CreateFeature(&f) != OGRERR_NONE) fail("refused a feature");
        ++m_count;
    }
    long long commit() {
        if (m_inTransaction && m_layer->CommitTransaction() != OGRERR_NONE) fail("could not be committed");
        m_committed = true;
        return m_count;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw std::runtime_error("layer " + m_name + " " + what + ": " + CPLGetLastErrorMsg());
    }
    std::string m_name;
    OGRLayer* m_layer = nullptr;
    long long m_count = 0;
    bool m_inTransaction = false;
    bool m_committed = false;
};

class Layers {
public:
    Layers(GDALDataset& ds, const engine::Document& doc, const OGRSpatialReference* srs,
           const std::function<bool(double)>& keepGoing)
        : m_ds(ds),
          m_doc(doc),
          m_map(doc.map),
          m_grid(doc.map.grid()),
          m_layout(doc.map.layout()),
          m_srs(srs),
          m_keepGoing(keepGoing) {}

    long long write(const std::string& name) {
        if (name == "hexes") return hexes();
        if (name == "hexsides") return hexsides();
        if (!m_doc.scenario) throw std::runtime_error("layer " + name + " needs a scenario");
        if (name == "victory_hexes") return victoryHexes();
        if (name == "entry_hexes") return entryHexes();
        if (name == "setup") return setup();
        if (name == "reinforcements") return reinforcements();
        throw std::runtime_error("no layer is called " + name);
    }

private:
    [[nodiscard]] bool stop(double fraction) const { return m_keepGoing && !m_keepGoing(fraction); }
    [[nodiscard]] std::string label(HexCoord h) const { return m_grid.label(h); }

    [[nodiscard]] OGRPoint centre(HexCoord h) const {
        const engine::Point p = m_layout.toPoint(h);
        return OGRPoint(p.x, p.y);
    }

    long long hexes() {
        LayerWriter out(m_ds, "hexes", m_srs, wkbPolygon,
                        {{"label", OFTString},
                         {"section", OFTString},
                         {"column", OFTInteger},
                         {"row", OFTInteger},
                         {"terrain", OFTString},
                         {"level", OFTInteger},
                         {"elevation_mean", OFTReal},
                         {"provenance", OFTString},
                         {"features", OFTString},
                         {"name", OFTString}});
        const auto& sections = m_grid.sections().names;
        for (int row = 0; row < m_grid.rows(); ++row) {
            if (row % kRowsPerStep == 0 && stop(static_cast<double>(row) / m_grid.rows())) return -1;
            for (int col = 0; col < m_grid.columns(); ++col) {
                const HexCoord h = m_grid.fromOffset({col, row});
                const engine::HexLocation at = m_grid.locate(h);
                auto f = out.feature();
                f->SetField("label", label(h).c_str());
                if (at.section >= 0 && static_cast<std::size_t>(at.section) < sections.size())
                    f->SetField("section", sections[static_cast<std::size_t>(at.section)].c_str());
                f->SetField("column", at.column);
                f->SetField("row", at.row);
                const std::string terrain(m_map.terrain(h));
                if (!terrain.empty()) f->SetField("terrain", terrain.c_str());
                if (m_map.hasLevel(h)) f->SetField("level", m_map.level(h));
                if (!std::isnan(m_map.elevation(h))) f->SetField("elevation_mean", m_map.elevation(h));
                f->SetField("provenance", engine::toString(m_map.provenance(h)));
                const auto features = m_map.features(h);
                if (!features.empty()) f->SetField("features", joined(features, " ").c_str());
                if (!m_map.placeName(h).empty()) f->SetField("name", m_map.placeName(h).c_str());
                OGRLinearRing ring;
                for (const engine::Point& p : m_layout.corners(h)) ring.addPoint(p.x, p.y);
                ring.closeRings();
                OGRPolygon polygon;
                polygon.addRing(&ring);
                f->SetGeometry(&polygon);
                out.add(*f);
            }
        }
        return out.commit();
    }

    long long hexsides() {
        LayerWriter out(
            m_ds, "hexsides", m_srs, wkbLineString,
            {{"hex_a", OFTString}, {"hex_b", OFTString}, {"features", OFTString}, {"level_difference", OFTInteger}});
        const auto sides = m_map.featuredHexsides();
        for (std::size_t i = 0; i < sides.size(); ++i) {
            if (i % 4096 == 0 && stop(static_cast<double>(i) / static_cast<double>(sides.size()))) return -1;
            const auto [a, b] = engine::hexesOf(sides[i]);
            auto f = out.feature();
            f->SetField("hex_a", label(a).c_str());
            f->SetField("hex_b", label(b).c_str());
            f->SetField("features", joined(m_map.hexsideFeatures(sides[i]), " ").c_str());
            if (m_map.contains(a) && m_map.contains(b) && m_map.hasLevel(a) && m_map.hasLevel(b))
                f->SetField("level_difference", std::abs(m_map.level(a) - m_map.level(b)));
            const auto [p, q] = m_layout.hexsideCorners(sides[i].owner, sides[i].dir);
            OGRLineString line;
            line.addPoint(p.x, p.y);
            line.addPoint(q.x, q.y);
            f->SetGeometry(&line);
            out.add(*f);
        }
        return out.commit();
    }

    long long victoryHexes() {
        LayerWriter out(m_ds, "victory_hexes", m_srs, wkbPoint,
                        {{"id", OFTString},
                         {"label", OFTString},
                         {"side", OFTString},
                         {"vp", OFTInteger},
                         {"from_turn", OFTInteger},
                         {"to_turn", OFTInteger}});
        for (const auto& v : m_doc.scenario->victoryHexes) {
            auto f = out.feature();
            f->SetField("id", v.id.c_str());
            f->SetField("label", label(v.hex).c_str());
            f->SetField("side", v.side.c_str());
            f->SetField("vp", v.vp);
            f->SetField("from_turn", v.fromTurn);
            f->SetField("to_turn", v.toTurn);
            OGRPoint p = centre(v.hex);
            f->SetGeometry(&p);
            out.add(*f);
        }
        return out.commit();
    }

    // Every hex of an entry area and every hex a reinforcement row enters by, once each.
    long long entryHexes() {
        LayerWriter out(
            m_ds, "entry_hexes", m_srs, wkbPoint,
            {{"label", OFTString}, {"areas", OFTString}, {"area_names", OFTString}, {"reinforcements", OFTString}});
        struct Entry {
            std::vector<std::string> areas, names, rows;
        };
        std::map<engine::OffsetCoord, Entry> entries;
        for (const auto& a : m_doc.scenario->entryAreas)
            for (const auto& h : a.hexes) {
                entries[m_grid.offset(h)].areas.push_back(a.id);
                entries[m_grid.offset(h)].names.push_back(a.name);
            }
        for (const auto& r : m_doc.scenario->schedule)
            if (r.entryHex) entries[m_grid.offset(*r.entryHex)].rows.push_back(r.id);
        for (const auto& [o, e] : entries) {
            const HexCoord h = m_grid.fromOffset(o);
            auto f = out.feature();
            f->SetField("label", label(h).c_str());
            f->SetField("areas", joined(e.areas, " ").c_str());
            f->SetField("area_names", joined(e.names, "; ").c_str());
            f->SetField("reinforcements", joined(e.rows, " ").c_str());
            OGRPoint p = centre(h);
            f->SetGeometry(&p);
            out.add(*f);
        }
        return out.commit();
    }

    long long setup() {
        LayerWriter out(m_ds, "setup", m_srs, wkbPoint,
                        {{"piece", OFTString},
                         {"name", OFTString},
                         {"side", OFTString},
                         {"formation", OFTString},
                         {"class", OFTString},
                         {"facing", OFTString},
                         {"mode", OFTString},
                         {"label", OFTString}});
        const engine::Scenario& s = *m_doc.scenario;
        for (const auto& placed : s.setup) {
            auto f = out.feature();
            f->SetField("piece", placed.piece.c_str());
            if (const engine::Unit* u = s.findUnit(placed.piece)) {
                f->SetField("name", u->name.c_str());
                f->SetField("side", u->side.c_str());
                f->SetField("formation", u->formation.c_str());
                f->SetField("class", u->unitClass.c_str());
            } else if (const engine::Leader* l = s.findLeader(placed.piece)) {
                f->SetField("name", l->name.c_str());
                f->SetField("side", l->side.c_str());
                f->SetField("formation", l->formation.c_str());
                f->SetField("class", "leader");
            }
            if (placed.facing >= 0)
                f->SetField("facing",
                            std::string(engine::compassName(m_grid.shape().orientation, placed.facing)).c_str());
            f->SetField("mode", placed.mode.c_str());
            f->SetField("label", label(placed.hex).c_str());
            OGRPoint p = centre(placed.hex);
            f->SetGeometry(&p);
            out.add(*f);
        }
        return out.commit();
    }

    long long reinforcements() {
        LayerWriter out(m_ds, "reinforcements", nullptr, wkbNone,
                        {{"id", OFTString},
                         {"turn", OFTInteger},
                         {"side", OFTString},
                         {"units", OFTString},
                         {"formations", OFTString},
                         {"entry_hex", OFTString},
                         {"entry_area", OFTString},
                         {"mode", OFTString},
                         {"condition", OFTString},
                         {"roll", OFTString}});
        for (const auto& r : m_doc.scenario->schedule) {
            auto f = out.feature();
            f->SetField("id", r.id.c_str());
            f->SetField("turn", r.turn);
            f->SetField("side", r.side.c_str());
            f->SetField("units", joined(r.units, " ").c_str());
            f->SetField("formations", joined(r.formations, " ").c_str());
            if (r.entryHex) f->SetField("entry_hex", label(*r.entryHex).c_str());
            f->SetField("entry_area", r.entryArea.c_str());
            f->SetField("mode", r.mode.c_str());
            f->SetField("condition", r.condition.c_str());
            f->SetField("roll", r.roll.c_str());
            out.add(*f);
        }
        return out.commit();
    }

    GDALDataset& m_ds;
    const engine::Document& m_doc;
    const engine::HexMap& m_map;
    const engine::HexGrid& m_grid;
    const engine::HexLayout m_layout;
    const OGRSpatialReference* m_srs;
    const std::function<bool(double)>& m_keepGoing;
};

}  // namespace

long long writeGisLayer(GDALDataset& ds, const std::string& name, const engine::Document& doc,
                        const OGRSpatialReference* srs, const std::function<bool(double)>& keepGoing) {
    return Layers(ds, doc, srs, keepGoing).write(name);
}

}  // namespace exporters
