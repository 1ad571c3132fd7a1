#include "importers/oob/oob_import.hpp"

#include "engine/authoring/oob_schema.hpp"
#include "engine/authoring/piece_ids.hpp"
#include "engine/io/load_error.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/validation/attribute_checks.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace importers {
namespace {

using engine::AttributeDef;
using engine::Document;
using engine::LoadError;

enum class Field : std::uint8_t {
    Side,
    Kind,
    Id,
    Name,
    Parent,
    Depth,
    Class,
    Commander,
    Rank,
    Color,
    Attribute,
    Unknown
};

struct Column {
    std::size_t index = 0;
    std::string header;
    Field field = Field::Unknown;
    const AttributeDef* unitAttribute = nullptr;
    const AttributeDef* leaderAttribute = nullptr;
    [[nodiscard]] std::string describe() const { return "column " + std::to_string(index + 1) + " (" + header + ")"; }
};

// Lower case, spaces and underscores as '-': "Fire Grade", "fire_grade" and "fire-grade" match.
std::string normalized(std::string_view text) {
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        out += c == ' ' || c == '_' ? '-' : static_cast<char>(std::tolower(u));
    }
    return out;
}

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

const AttributeDef* attributeNamed(const std::vector<AttributeDef>& defs, const std::string& key) {
    for (const AttributeDef& d : defs)
        if (normalized(d.id) == key || (!d.name.empty() && normalized(d.name) == key)) return &d;
    return nullptr;
}

enum class What : std::uint8_t { Formation, Leader, Unit };

struct Pending {
    const OobSheet::Row* row = nullptr;
    What what = What::Unit;
    std::string kind;  // formation kind
    std::string unitClass;
    std::string rank;
    std::string id;
    std::string name;
    int depth = -1;
    std::optional<std::size_t> parentRow;  // a formation row of the sheet
    std::string parent;                    // its id, or an existing formation's
    std::string side;
    std::string commander;
    std::string color;  // a formation's band colour
    engine::AttributeMap attributes;
};

class Reader {
public:
    Reader(const OobSheet& sheet, const Document& doc, const OobImportOptions& options)
        : m_sheet(sheet),
          m_rs(*doc.ruleset),
          m_scenario(engine::scenarioOf(doc)),
          m_merge(options.mode == OobImportOptions::Mode::Merge) {}

    OobImport read() {
        OobImport out;
        mapColumns(out);
        out.depthForm = m_columns.contains(Field::Depth);
        for (const OobSheet::Row& row : m_sheet.rows) m_rows.push_back(readRow(row));
        assignIds(out);
        for (std::size_t i = 0; i < m_rows.size(); ++i) resolveParent(i);
        checkCycles();
        for (std::size_t i = 0; i < m_rows.size(); ++i) resolveSide(i, 0);
        for (Pending& p : m_rows) resolveCommander(p);
        for (Pending& p : m_rows) build(p, out);
        return out;
    }

private:
    [[noreturn]] void fail(const OobSheet::Row& row, const Column* column, const std::string& what) const {
        throw LoadError(m_sheet.file, row.line, (column ? column->describe() + ": " : std::string()) + what);
    }
    [[nodiscard]] const Column* column(Field f) const {
        const auto it = m_columns.find(f);
        return it == m_columns.end() ? nullptr : &m_all[it->second];
    }
    [[nodiscard]] std::string cell(const OobSheet::Row& row, Field f) const {
        const Column* c = column(f);
        return c ? trimmed(row.cells[c->index]) : std::string();
    }

    void mapColumns(OobImport& out) {
        static const std::map<std::string, Field, std::less<>> kFields{
            {"side", Field::Side},           {"kind", Field::Kind},     {"id", Field::Id},
            {"name", Field::Name},           {"parent", Field::Parent}, {"formation", Field::Parent},
            {"depth", Field::Depth},         {"class", Field::Class},   {"unit-class", Field::Class},
            {"commander", Field::Commander}, {"rank", Field::Rank},     {"color", Field::Color},
            {"colour", Field::Color}};
        const engine::OobSchema schema = engine::OobSchema::of(m_rs);
        for (std::size_t i = 0; i < m_sheet.header.size(); ++i) {
            Column c;
            c.index = i;
            c.header = m_sheet.header[i];
            std::string key = normalized(c.header);
            if (const auto f = kFields.find(key); f != kFields.end()) {
                c.field = f->second;
                m_columns.emplace(c.field, m_all.size());
            } else {
                if (const auto alias = schema.columnAliases.find(key); alias != schema.columnAliases.end())
                    key = alias->second;
                c.unitAttribute = attributeNamed(m_rs.unitAttributes, key);
                c.leaderAttribute = attributeNamed(m_rs.leaderAttributes, key);
                c.field = c.unitAttribute || c.leaderAttribute ? Field::Attribute : Field::Unknown;
                if (c.field == Field::Unknown) out.unknownColumns.push_back(c.describe());
            }
            m_all.push_back(std::move(c));
        }
    }

    Pending readRow(const OobSheet::Row& row) {
        Pending p;
        p.row = &row;
        p.name = cell(row, Field::Name);
        p.rank = cell(row, Field::Rank);
        const std::string classCell = cell(row, Field::Class);
        const std::string kind = normalized(cell(row, Field::Kind));
        const auto& kinds = m_rs.formationKinds;
        const engine::UnitClass* asClass = m_rs.findClass(kind);
        if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) {
            p.what = What::Formation;
            p.kind = kind;
        } else if (kind == "leader" || (kind.empty() && classCell.empty() && !p.rank.empty())) {
            p.what = What::Leader;
        } else if (kind == "unit" || (asClass && kind != engine::kLeaderClass) ||
                   (kind.empty() && !classCell.empty())) {
            p.what = What::Unit;
            p.unitClass = classCell.empty() ? kind : classCell;
            if (asClass && !classCell.empty() && classCell != kind)
                fail(row, column(Field::Class), "`" + classCell + "` contradicts the kind `" + kind + "`");
            const engine::UnitClass* cls = m_rs.findClass(p.unitClass);
            if (!cls || p.unitClass == engine::kLeaderClass)
                fail(row, column(Field::Class),
                     p.unitClass.empty() ? "a unit needs a class"
                                         : "`" + p.unitClass + "` is not a unit class of " + m_rs.id);
        } else {
            std::string known;
            for (const std::string& k : kinds) known += k + ", ";
            fail(row, column(Field::Kind),
                 (kind.empty() ? std::string("no kind") : "`" + kind + "` is not a kind") + ": one of " + known +
                     "leader, unit or a unit class of " + m_rs.id);
        }
        if (std::string color = cell(row, Field::Color); !color.empty()) {
            if (p.what != What::Formation) fail(row, column(Field::Color), "only a formation has a colour");
            if (const std::string problem = engine::colorProblem(color); !problem.empty())
                fail(row, column(Field::Color), problem);
            p.color = std::move(color);
        }
        if (const std::string id = cell(row, Field::Id); !id.empty()) {
            if (!engine::validId(id)) fail(row, column(Field::Id), "`" + id + "` cannot be an id: ids have no spaces");
            p.id = id;
        }
        // A merge from a sheet without colours keeps the formation's.
        if (m_merge && !column(Field::Color) && p.what == What::Formation)
            if (const engine::Formation* f = m_scenario.findFormation(p.id)) p.color = f->color;
        if (const Column* depth = column(Field::Depth)) {
            const std::string text = trimmed(row.cells[depth->index]);
            const auto n = engine::parseInteger(text);
            if (!n || *n < 0 || *n > 100) fail(row, depth, "`" + text + "` is not a depth (0, 1, 2...)");
            p.depth = static_cast<int>(*n);
        }
        readAttributes(p);
        return p;
    }

    void readAttributes(Pending& p) {
        for (const Column& c : m_all) {
            if (c.field != Field::Attribute) continue;
            const std::string value = trimmed(p.row->cells[c.index]);
            if (value.empty()) continue;
            if (p.what == What::Formation) fail(*p.row, &c, "a formation has no attributes");
            const AttributeDef* def = p.what == What::Unit ? c.unitAttribute : c.leaderAttribute;
            if (!def)
                fail(*p.row, &c, std::string("not an attribute of a ") + (p.what == What::Unit ? "unit" : "leader"));
            if (p.what == What::Unit && !engine::attributeAppliesTo(*def, p.unitClass))
                fail(*p.row, &c, def->id + " does not apply to class " + p.unitClass);
            if (const std::string problem = engine::attributeProblem(*def, value); !problem.empty())
                fail(*p.row, &c, problem + (def->cite.empty() ? "" : " (" + def->cite + ")"));
            p.attributes[def->id] = value;
        }
    }

    // The kind of piece an existing id names, for merge mode.
    [[nodiscard]] std::optional<What> existing(const std::string& id) const {
        if (!m_merge) return std::nullopt;
        if (m_scenario.findFormation(id)) return What::Formation;
        if (m_scenario.findLeader(id)) return What::Leader;
        if (m_scenario.findUnit(id)) return What::Unit;
        return std::nullopt;
    }

    void assignIds(OobImport& out) {
        std::unordered_map<std::string, int> lineOf;
        engine::Scenario none;
        engine::IdAllocator ids(m_merge ? m_scenario : none, engine::IdSpace::Pieces);
        for (const Pending& p : m_rows) {
            if (p.id.empty()) continue;
            if (const auto it = lineOf.find(p.id); it != lineOf.end())
                fail(*p.row, column(Field::Id),
                     "duplicate id `" + p.id + "` (first on line " + std::to_string(it->second) + ")");
            if (const auto kind = existing(p.id); kind && *kind != p.what)
                fail(*p.row, column(Field::Id),
                     "duplicate id `" + p.id + "`: the scenario has a piece of another kind with it");
            lineOf.emplace(p.id, p.row->line);
            ids.reserve(p.id);
        }
        for (Pending& p : m_rows) {
            if (!p.id.empty()) continue;
            std::string base = engine::idFromName(p.name);
            if (base.empty())
                base = p.what == What::Formation ? p.kind : p.what == What::Leader ? "leader" : p.unitClass;
            p.id = ids.fresh(base);
            ++out.generatedIds;
        }
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            m_byId.emplace(m_rows[i].id, i);
            if (m_rows[i].what == What::Formation) m_formationsNamed[m_rows[i].name].push_back(i);
            if (m_rows[i].what == What::Leader) m_leadersNamed[m_rows[i].name].push_back(i);
        }
    }

    void resolveParent(std::size_t i) {
        Pending& p = m_rows[i];
        const std::string named = cell(*p.row, Field::Parent);
        if (!named.empty()) {
            const Column* c = column(Field::Parent);
            if (const auto it = m_byId.find(named); it != m_byId.end()) {
                if (m_rows[it->second].what != What::Formation) fail(*p.row, c, "`" + named + "` is not a formation");
                p.parentRow = it->second;
                p.parent = named;
            } else if (existing(named) == What::Formation) {
                p.parent = named;
            } else if (const auto byName = m_formationsNamed.find(named); byName != m_formationsNamed.end()) {
                if (byName->second.size() > 1)
                    fail(*p.row, c,
                         "formation name `" + named + "` is ambiguous (" + std::to_string(byName->second.size()) +
                             " rows): give its id");
                p.parentRow = byName->second.front();
                p.parent = m_rows[*p.parentRow].id;
            } else {
                fail(*p.row, c, "no formation `" + named + "`");
            }
        } else if (p.depth > 0) {
            std::size_t above = i;
            while (above > 0 && m_rows[above - 1].depth >= p.depth) --above;
            if (above == 0) fail(*p.row, column(Field::Depth), "no row above with a smaller depth");
            const Pending& parent = m_rows[above - 1];
            if (parent.what != What::Formation)
                fail(*p.row, column(Field::Depth),
                     "the row above at a smaller depth (line " + std::to_string(parent.row->line) +
                         ") is not a formation");
            p.parentRow = above - 1;
            p.parent = parent.id;
        }
        if (p.parentRow && *p.parentRow == i)
            fail(*p.row, column(Field::Parent), "a formation cannot be its own parent");
    }

    void checkCycles() const {
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            std::unordered_set<std::size_t> path{i};
            for (auto up = m_rows[i].parentRow; up; up = m_rows[*up].parentRow)
                if (!path.insert(*up).second)
                    fail(*m_rows[i].row, column(Field::Parent),
                         "the parents make a cycle through `" + m_rows[*up].id + "`");
        }
    }

    const std::string& resolveSide(std::size_t i, std::size_t depth) {
        Pending& p = m_rows[i];
        if (!p.side.empty()) return p.side;
        const std::string named = cell(*p.row, Field::Side);
        if (!named.empty()) {
            for (const engine::Side& s : m_scenario.sides)
                if (s.id == named || normalized(s.name) == normalized(named)) p.side = s.id;
            if (p.side.empty()) fail(*p.row, column(Field::Side), "no side `" + named + "` in the scenario");
        } else if (p.parentRow && depth <= m_rows.size()) {
            p.side = resolveSide(*p.parentRow, depth + 1);
        } else if (!p.parent.empty()) {
            p.side = m_scenario.findFormation(p.parent)->side;
        } else {
            fail(*p.row, column(Field::Side), "no side, and no parent to take it from");
        }
        return p.side;
    }

    void resolveCommander(Pending& p) const {
        const std::string named = cell(*p.row, Field::Commander);
        if (named.empty()) return;
        const Column* c = column(Field::Commander);
        if (p.what != What::Formation) fail(*p.row, c, "only a formation has a commander");
        if (const auto it = m_byId.find(named); it != m_byId.end()) {
            if (m_rows[it->second].what != What::Leader) fail(*p.row, c, "`" + named + "` is not a leader");
            p.commander = named;
        } else if (existing(named) == What::Leader) {
            p.commander = named;
        } else if (const auto byName = m_leadersNamed.find(named);
                   byName != m_leadersNamed.end() && byName->second.size() == 1) {
            p.commander = m_rows[byName->second.front()].id;
        } else {
            fail(*p.row, c, "no leader `" + named + "`");
        }
    }

    static void build(Pending& p, OobImport& out) {
        switch (p.what) {
        case What::Formation:
            out.formations.push_back({p.id, p.name, p.kind, p.side, p.parent, p.commander, p.color});
            break;
        case What::Leader:
            out.leaders.push_back({p.id, p.name, p.side, p.parent, p.rank, std::move(p.attributes)});
            break;
        case What::Unit:
            out.units.push_back({p.id, p.name, p.side, p.parent, p.unitClass, std::move(p.attributes)});
            break;
        }
    }

    const OobSheet& m_sheet;
    const engine::Ruleset& m_rs;
    const engine::Scenario& m_scenario;
    bool m_merge;
    std::vector<Column> m_all;
    std::map<Field, std::size_t> m_columns;  // record fields -> m_all index
    std::vector<Pending> m_rows;
    std::unordered_map<std::string, std::size_t> m_byId;
    std::unordered_map<std::string, std::vector<std::size_t>> m_formationsNamed, m_leadersNamed;
};

}  // namespace

OobImport readOob(const OobSheet& sheet, const Document& doc, const OobImportOptions& options) {
    return Reader(sheet, doc, options).read();
}

}  // namespace importers
