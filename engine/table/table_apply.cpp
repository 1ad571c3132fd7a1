// applyTable (declared in hex_table.hpp): every row is checked against the rules the map file
// holds values to (engine/model/value_rules.hpp) before anything changes, so a table can never make
// a map that does not save or does not load back.
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/table/csv.hpp"
#include "engine/table/hex_table.hpp"
#include "engine/util/words.hpp"

#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace engine {
namespace {

// Columns a hex table may set, and the dump's columns that apply reads past (they describe where
// a hex is, which a table cannot change).
const std::set<std::string, std::less<>> kHexColumns{"label",    "terrain",    "level", "elevation_m",
                                                     "features", "provenance", "name"};
const std::set<std::string, std::less<>> kDumpOnlyColumns{"sheet", "column", "row", "x", "y", "lon", "lat"};
const std::set<std::string, std::less<>> kHexsideColumns{"label_a", "label_b", "features"};

std::string listed(const std::set<std::string, std::less<>>& names) {
    std::string out;
    for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

// Collects every problem of a table before anything is applied.
class TableApplier {
public:
    TableApplier(HexMap& map, const Ruleset* ruleset, std::string fileName)
        : m_map(map),
          m_ruleset(ruleset),
          m_file(std::move(fileName)) {
        // Hashed once: a table of a million rows asks per row.
        if (m_ruleset) {
            for (const auto& t : m_ruleset->terrain) m_terrainIds.insert(t.id);
            for (const auto& f : m_ruleset->hexFeatures) m_featureIds.insert(f.id);
            for (const auto& h : m_ruleset->hexsides) m_hexsideIds.insert(h.id);
        }
    }

    TableApplyResult run(std::string_view csv) {
        CsvParseResult parsed = parseCsv(csv);
        if (!parsed.error.empty()) return fail(m_file + ":" + parsed.error.substr(5));
        if (parsed.records.empty()) return fail(m_file + ":1: the table is empty (it needs a header row)");
        const CsvRecord& header = parsed.records.front();
        if (!readHeader(header)) return m_result;
        for (std::size_t i = 1; i < parsed.records.size(); ++i) {
            const CsvRecord& rec = parsed.records[i];
            if (rec.fields.size() != header.fields.size()) {
                error(rec.line, "has " + std::to_string(rec.fields.size()) + " fields, the header has " +
                                    std::to_string(header.fields.size()));
                continue;
            }
            m_hexsides ? planHexside(rec) : planHex(rec);
        }
        if (parsed.records.size() == 1) error(header.line, "the table has a header but no rows");
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
    // "FILE:LINE: column 3 (level): ..." for a problem in one cell.
    void cellError(int line, const char* column, const std::string& message) {
        error(line, "column " + std::to_string(m_columns.at(column) + 1) + " (" + column + "): " + message);
    }

    // Every column is known, none twice, and the table sets something.
    bool readHeader(const CsvRecord& header) {
        for (std::size_t i = 0; i < header.fields.size(); ++i) {
            const std::string& name = header.fields[i];
            if (!m_columns.emplace(name, i).second)
                error(header.line, "column " + std::to_string(i + 1) + ": `" + name + "` appears twice");
        }
        m_hexsides = m_columns.contains("label_a") || m_columns.contains("label_b");
        const auto& known = m_hexsides ? kHexsideColumns : kHexColumns;
        for (std::size_t i = 0; i < header.fields.size(); ++i) {
            const std::string& name = header.fields[i];
            if (!known.contains(name) && (m_hexsides || !kDumpOnlyColumns.contains(name)))
                error(header.line, "column " + std::to_string(i + 1) + ": unknown column `" + name + "` (a " +
                                       (m_hexsides ? "hexside" : "hex") + " table has " + listed(known) + ")");
        }
        if (m_hexsides) {
            for (const char* needed : {"label_a", "label_b", "features"})
                if (!m_columns.contains(needed))
                    error(header.line, std::string("a hexside table needs a `") + needed + "` column");
        } else if (!m_columns.contains("label")) {
            error(header.line,
                  "the header needs a `label` column (hexes) or `label_a`, `label_b` and `features` "
                  "(hexsides)");
        } else if (m_columns.size() == 1 + countDumpOnly()) {
            error(header.line,
                  "the table changes nothing: it needs one of terrain, level, elevation_m, features, "
                  "provenance, name");
        }
        return m_result.errors.empty();
    }
    std::size_t countDumpOnly() const {
        std::size_t n = 0;
        for (const auto& [name, index] : m_columns) n += kDumpOnlyColumns.contains(name) ? 1 : 0;
        return n;
    }

    std::optional<std::string> cell(const CsvRecord& rec, const char* column) const {
        auto it = m_columns.find(column);
        if (it == m_columns.end() || rec.fields[it->second].empty()) return std::nullopt;
        return rec.fields[it->second];
    }
    std::optional<HexCoord> hexAt(const CsvRecord& rec, const char* column) {
        const auto text = cell(rec, column);
        if (!text) {
            cellError(rec.line, column, "the hex label is empty");
            return std::nullopt;
        }
        std::string why;
        auto h = m_map.grid().parseLabel(*text, &why);
        if (!h) cellError(rec.line, column, "hex " + why);
        else if (!m_map.contains(*h)) cellError(rec.line, column, "hex " + *text + " is not on the map"), h.reset();
        return h;
    }
    // An id the map can hold (and, with a ruleset, one the ruleset defines); it must fit the
    // palette, whose size is limited.
    bool checkId(const CsvRecord& rec, const char* column, const std::string& id, const char* what, bool known,
                 const Palette& palette, std::set<std::string>& added, int capacity) {
        if (const std::string problem = idProblem(id); !problem.empty()) {
            cellError(rec.line, column, std::string(what) + " id " + problem);
            return false;
        }
        if (!known) {
            cellError(rec.line, column,
                      std::string("unknown ") + what + " `" + id + "` (not in ruleset " + m_ruleset->id + ")");
            return false;
        }
        if (palette.find(id) < 0 && added.insert(id).second &&
            palette.size() + static_cast<int>(added.size()) > capacity) {
            cellError(rec.line, column,
                      "`" + id + "` would be kind number " +
                          std::to_string(palette.size() + static_cast<int>(added.size())) + " of " + what +
                          " on this map, which holds at most " + std::to_string(capacity));
            return false;
        }
        return true;
    }

    void planHex(const CsvRecord& rec) {
        auto h = hexAt(rec, "label");
        if (!h) return;
        const std::size_t index = m_map.grid().index(*h);
        if (const auto [it, fresh] = m_hexLines.emplace(index, rec.line); !fresh)
            return cellError(rec.line, "label",
                             "hex " + m_map.grid().label(*h) + " is listed twice (first on line " +
                                 std::to_string(it->second) + ")");
        HexEdit edit;
        edit.hex = *h;
        if (auto t = cell(rec, "terrain")) {
            if (*t == "-") edit.terrain = std::string();
            else if (checkId(rec, "terrain", *t, "terrain", !m_ruleset || m_terrainIds.contains(*t),
                             m_map.terrainPalette(), m_newTerrain, kNoTerrain))
                edit.terrain = *t;
        }
        if (auto l = cell(rec, "level")) {
            const auto v = parseInteger(*l);
            if (*l == "-") edit.level = kNoLevel;
            else if (!v) cellError(rec.line, "level", "`" + *l + "` is not a whole number");
            else if (const std::string problem = rangeProblem(*v, kLevelRange); !problem.empty())
                cellError(rec.line, "level", "level " + problem);
            else edit.level = static_cast<int>(*v);
        }
        if (auto e = cell(rec, "elevation_m")) {
            const auto v = parseDouble(*e);
            if (*e == "-") edit.elevation = std::nan("");
            else if (!v) cellError(rec.line, "elevation_m", "`" + *e + "` is not a number");
            else if (const std::string problem = elevationProblem(*v); !problem.empty())
                cellError(rec.line, "elevation_m", "elevation " + problem);
            else edit.elevation = *v;
        }
        if (auto f = cell(rec, "features")) {
            edit.features = std::vector<std::string>{};
            if (*f != "-")
                for (auto& id : splitWords(*f))
                    if (checkId(rec, "features", id, "hex feature", !m_ruleset || m_featureIds.contains(id),
                                m_map.featurePalette(), m_newFeatures, 32))
                        edit.features->push_back(id);
        }
        if (auto pv = cell(rec, "provenance")) {
            Provenance p{};
            if (!parseProvenance(*pv == "-" ? "" : *pv, p))
                cellError(rec.line, "provenance", "`" + *pv + "` is not raster, vector or hand (or - to clear)");
            edit.provenance = p;
        }
        if (auto n = cell(rec, "name")) {
            std::size_t at = 0;
            if (const std::string problem = textProblem(*n, &at); !problem.empty())
                cellError(rec.line, "name", "the name " + problem + " (at byte " + std::to_string(at + 1) + ")");
            edit.name = *n == "-" ? std::string() : *n;
        }
        m_hexEdits.push_back(std::move(edit));
    }

    void planHexside(const CsvRecord& rec) {
        auto a = hexAt(rec, "label_a");
        auto b = hexAt(rec, "label_b");
        if (!a || !b) return;
        HexsideId side{};
        if (!hexsideBetween(*a, *b, side)) {
            cellError(rec.line, "label_b",
                      "hexes " + m_map.grid().label(*a) + " and " + m_map.grid().label(*b) + " are not adjacent");
            return;
        }
        if (const auto [it, fresh] = m_sideLines.emplace(side, rec.line); !fresh)
            return cellError(rec.line, "label_a",
                             "the hexside between " + m_map.grid().label(*a) + " and " + m_map.grid().label(*b) +
                                 " is listed twice (first on line " + std::to_string(it->second) + ")");
        const auto f = cell(rec, "features");
        if (!f) return;  // an empty cell leaves the hexside alone
        std::vector<std::string> ids;
        if (*f != "-")
            for (auto& id : splitWords(*f))
                if (checkId(rec, "features", id, "hexside feature", !m_ruleset || m_hexsideIds.contains(id),
                            m_map.hexsidePalette(), m_newHexsides, 32))
                    ids.push_back(id);
        m_sideEdits.push_back({side, std::move(ids)});
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
    std::map<std::string, std::size_t, std::less<>> m_columns;
    bool m_hexsides = false;
    std::vector<HexEdit> m_hexEdits;
    std::vector<SideEdit> m_sideEdits;
    std::unordered_map<std::size_t, int> m_hexLines;  // hex index -> first line naming it
    std::map<HexsideId, int> m_sideLines;
    std::set<std::string> m_newTerrain, m_newFeatures, m_newHexsides;          // palette entries the table adds
    std::unordered_set<std::string> m_terrainIds, m_featureIds, m_hexsideIds;  // the ruleset's
    TableApplyResult m_result;
};

}  // namespace

TableApplyResult applyTable(HexMap& map, std::string_view csv, const Ruleset* ruleset, const std::string& fileName) {
    return TableApplier(map, ruleset, fileName).run(csv);
}

}  // namespace engine
