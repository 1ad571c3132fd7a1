#include "engine/table/hex_table.hpp"

#include "engine/model/number_text.hpp"
#include "engine/table/csv.hpp"
#include "engine/util/json_writer.hpp"
#include "engine/util/words.hpp"

#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>

namespace engine {
namespace {

std::string sheetName(const HexGrid& grid, HexCoord h) {
    const auto& names = grid.sections().names;
    const int s = grid.locate(h).section;
    return s >= 0 && s < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(s)] : std::string();
}

// One row of the hex table, as text fields in column order.
std::vector<std::string> hexRow(const HexMap& map, const HexLayout& layout, HexCoord h, const ToLonLat& toLonLat) {
    const OffsetCoord o = map.grid().offset(h);
    const Point p = layout.toPoint(h);
    std::string lon, lat;
    if (toLonLat) {
        double lo = 0, la = 0;
        if (toLonLat(p, lo, la)) lon = formatNumber(lo), lat = formatNumber(la);
    }
    const double elev = map.elevation(h);
    return {map.grid().label(h),
            sheetName(map.grid(), h),
            std::to_string(o.col),
            std::to_string(o.row),
            formatNumber(p.x),
            formatNumber(p.y),
            lon,
            lat,
            std::isnan(elev) ? std::string() : formatNumber(elev),
            map.hasLevel(h) ? std::to_string(map.level(h)) : std::string(),
            std::string(map.terrain(h)),
            joinWords(map.features(h)),
            toString(map.provenance(h)),
            map.placeName(h)};
}

const std::vector<std::string> kHexColumns{"label",   "sheet",    "column",     "row",         "x",
                                           "y",       "lon",      "lat",        "elevation_m", "level",
                                           "terrain", "features", "provenance", "name"};
// Columns written as JSON numbers rather than strings.
bool numericColumn(std::size_t i) { return (i >= 2 && i <= 9); }

std::string writeTable(const std::vector<std::string>& columns, const std::vector<std::vector<std::string>>& rows,
                       TableFormat format, bool (*numeric)(std::size_t)) {
    if (format == TableFormat::Csv) {
        std::string out = csvLine(columns);
        for (const auto& r : rows) out += csvLine(r);
        return out;
    }
    JsonWriter json;
    json.beginArray();
    for (const auto& r : rows) {
        json.beginObject();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            json.key(columns[i]);
            if (r[i].empty() && numeric(i)) json.null();
            else if (numeric(i)) json.value(std::stod(r[i]));
            else json.value(r[i]);
        }
        json.endObject();
    }
    json.endArray();
    return json.str() + "\n";
}

}  // namespace

std::string dumpHexes(const HexMap& map, TableFormat format, const ToLonLat& toLonLat) {
    const HexLayout layout = map.layout();
    std::vector<std::vector<std::string>> rows;
    rows.reserve(map.grid().size());
    for (std::size_t i = 0; i < map.grid().size(); ++i) rows.push_back(hexRow(map, layout, map.grid().at(i), toLonLat));
    return writeTable(kHexColumns, rows, format, numericColumn);
}

std::string dumpHexsides(const HexMap& map, TableFormat format) {
    std::vector<std::vector<std::string>> rows;
    for (const HexsideId& side : map.featuredHexsides()) {
        auto [a, b] = hexesOf(side);
        const auto label = [&](HexCoord h) { return map.contains(h) ? map.grid().label(h) : std::string(); };
        rows.push_back({label(a), label(b), joinWords(map.hexsideFeatures(side))});
    }
    return writeTable({"label_a", "label_b", "features"}, rows, format, [](std::size_t) { return false; });
}

namespace {

// Collects every problem of a table before anything is applied.
class TableApplier {
public:
    TableApplier(HexMap& map, const Ruleset* ruleset, std::string fileName)
        : m_map(map),
          m_ruleset(ruleset),
          m_file(std::move(fileName)) {}

    TableApplyResult run(std::string_view csv) {
        CsvParseResult parsed = parseCsv(csv);
        if (!parsed.error.empty()) return fail(m_file + ":" + parsed.error.substr(5));
        if (parsed.records.empty()) return fail(m_file + ":1: the table is empty (it needs a header row)");
        for (std::size_t i = 0; i < parsed.records.front().fields.size(); ++i)
            m_columns[parsed.records.front().fields[i]] = i;
        const bool hexsides = m_columns.count("label_a") && m_columns.count("label_b");
        if (!hexsides && !m_columns.count("label"))
            return fail(m_file + ":1: the header needs a `label` column (hexes) or `label_a` and `label_b` (hexsides)");
        for (std::size_t i = 1; i < parsed.records.size(); ++i) {
            const CsvRecord& rec = parsed.records[i];
            if (rec.fields.size() != parsed.records.front().fields.size()) {
                error(rec.line, "has " + std::to_string(rec.fields.size()) + " fields, the header has " +
                                    std::to_string(parsed.records.front().fields.size()));
                continue;
            }
            hexsides ? planHexside(rec) : planHex(rec);
        }
        if (!m_result.errors.empty()) return m_result;
        commit();
        return m_result;
    }

private:
    TableApplyResult fail(std::string message) {
        m_result.errors.push_back(std::move(message));
        return m_result;
    }
    void error(int line, const std::string& message) {
        m_result.errors.push_back(m_file + ":" + std::to_string(line) + ": " + message);
    }
    std::optional<std::string> cell(const CsvRecord& rec, const char* column) const {
        auto it = m_columns.find(column);
        if (it == m_columns.end() || rec.fields[it->second].empty()) return std::nullopt;
        return rec.fields[it->second];
    }
    std::optional<HexCoord> hexAt(const CsvRecord& rec, const char* column) {
        const auto text = cell(rec, column);
        if (!text) {
            error(rec.line, std::string("the `") + column + "` cell is empty");
            return std::nullopt;
        }
        std::string why;
        auto h = m_map.grid().parseLabel(*text, &why);
        if (!h) error(rec.line, "hex " + *text + ": " + why);
        return h;
    }
    bool knownTerrain(const std::string& id) const { return !m_ruleset || m_ruleset->findTerrain(id); }
    bool knownFeature(const std::string& id) const { return !m_ruleset || m_ruleset->findFeature(id); }
    bool knownHexside(const std::string& id) const { return !m_ruleset || m_ruleset->findHexside(id); }

    void planHex(const CsvRecord& rec) {
        auto h = hexAt(rec, "label");
        if (!h) return;
        HexEdit edit;
        edit.hex = *h;
        edit.line = rec.line;
        if (auto t = cell(rec, "terrain")) {
            if (*t != "-" && !knownTerrain(*t))
                error(rec.line, "hex " + m_map.grid().label(*h) + ": unknown terrain `" + *t + "` (not in ruleset " +
                                    m_ruleset->id + ")");
            edit.terrain = *t == "-" ? std::string() : *t;
        }
        if (auto l = cell(rec, "level")) {
            int v = 0;
            auto [p, ec] = std::from_chars(l->data(), l->data() + l->size(), v);
            if (*l == "-") edit.level = kNoLevel;
            else if (ec != std::errc{} || p != l->data() + l->size() || v <= kNoLevel || v > 32767)
                error(rec.line, "level `" + *l + "` is not an integer level");
            else edit.level = v;
        }
        if (auto e = cell(rec, "elevation_m")) {
            double v = 0;
            auto [p, ec] = std::from_chars(e->data(), e->data() + e->size(), v);
            if (*e == "-") edit.elevation = std::nan("");
            else if (ec != std::errc{} || p != e->data() + e->size() || !std::isfinite(v))
                error(rec.line, "elevation_m `" + *e + "` is not a number");
            else edit.elevation = v;
        }
        if (auto f = cell(rec, "features")) {
            edit.features = std::vector<std::string>{};
            if (*f != "-")
                for (auto& id : splitWords(*f)) {
                    if (!knownFeature(id)) error(rec.line, "unknown hex feature `" + id + "`");
                    edit.features->push_back(id);
                }
        }
        if (auto pv = cell(rec, "provenance")) {
            Provenance p{};
            if (!parseProvenance(*pv == "-" ? "" : *pv, p))
                error(rec.line, "provenance `" + *pv + "` is not raster, vector or hand");
            edit.provenance = p;
        }
        if (auto n = cell(rec, "name")) edit.name = *n == "-" ? std::string() : *n;
        m_hexEdits.push_back(std::move(edit));
    }

    void planHexside(const CsvRecord& rec) {
        auto a = hexAt(rec, "label_a");
        auto b = hexAt(rec, "label_b");
        if (!a || !b) return;
        HexsideId side{};
        if (!hexsideBetween(*a, *b, side)) {
            error(rec.line, "hexes " + m_map.grid().label(*a) + " and " + m_map.grid().label(*b) + " are not adjacent");
            return;
        }
        auto f = cell(rec, "features");
        std::vector<std::string> ids;
        if (f && *f != "-")
            for (auto& id : splitWords(*f)) {
                if (!knownHexside(id)) error(rec.line, "unknown hexside feature `" + id + "`");
                ids.push_back(id);
            }
        if (f) m_sideEdits.push_back({side, std::move(ids)});
    }

    void commit() {
        for (const HexEdit& e : m_hexEdits) {
            const HexCell before = m_map.cell(e.hex);
            const std::string nameBefore = m_map.placeName(e.hex);
            if (e.terrain) m_map.setTerrain(e.hex, *e.terrain);
            if (e.level) m_map.setLevel(e.hex, *e.level);
            if (e.elevation) m_map.setElevation(e.hex, *e.elevation);
            if (e.features) {
                for (const auto& id : m_map.features(e.hex)) m_map.setFeature(e.hex, id, false);
                for (const auto& id : *e.features) m_map.setFeature(e.hex, id, true);
            }
            if (e.name) m_map.setPlaceName(e.hex, *e.name);
            const bool changed = !(m_map.cell(e.hex) == before) || m_map.placeName(e.hex) != nameBefore;
            if (e.provenance) m_map.setProvenance(e.hex, *e.provenance);
            else if (changed) m_map.setProvenance(e.hex, Provenance::Hand);
            if (changed || m_map.provenance(e.hex) != before.provenance) ++m_result.hexesChanged;
        }
        for (const SideEdit& e : m_sideEdits) {
            const FeatureMask before = m_map.hexsideMask(e.side);
            FeatureMask mask = 0;
            for (const auto& id : e.features) mask |= m_map.internHexsideFeature(id);
            m_map.setHexsideMask(e.side, mask);
            if (mask != before) ++m_result.hexsidesChanged;
        }
    }

    struct HexEdit {
        HexCoord hex;
        int line = 0;
        std::optional<std::string> terrain;
        std::optional<int> level;
        std::optional<double> elevation;
        std::optional<std::vector<std::string>> features;
        std::optional<Provenance> provenance;
        std::optional<std::string> name;
    };
    struct SideEdit {
        HexsideId side;
        std::vector<std::string> features;
    };

    HexMap& m_map;
    const Ruleset* m_ruleset;
    std::string m_file;
    std::map<std::string, std::size_t> m_columns;
    std::vector<HexEdit> m_hexEdits;
    std::vector<SideEdit> m_sideEdits;
    TableApplyResult m_result;
};

}  // namespace

TableApplyResult applyTable(HexMap& map, std::string_view csv, const Ruleset* ruleset, const std::string& fileName) {
    return TableApplier(map, ruleset, fileName).run(csv);
}

}  // namespace engine
