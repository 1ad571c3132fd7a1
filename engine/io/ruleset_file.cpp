#include "engine/io/ruleset_file.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/element_readers.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/grid_xml.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/policy_schema.hpp"
#include "engine/model/ruleset_rules.hpp"
#include "engine/model/value_rules.hpp"

#include <tinyxml2.h>
#include <algorithm>
#include <array>
#include <map>
#include <set>

namespace engine {

namespace {

// The services look ruleset entries up by scanning their lists: capped, so a hostile file cannot
// make every lookup slow (real rulesets define a few dozen of each kind).
constexpr std::size_t kMaxDefinitions = 1024;
constexpr std::size_t kMaxPolicyRecords = 4096;

constexpr std::array<std::string_view, 6> kHexsideKinds{"road", "water", "slope", "obstacle", "crossing", "other"};

// The reader for one file: keeps the reader and the ruleset being filled.
class RulesetParser {
public:
    RulesetParser(const XmlReader& reader, Ruleset& out)
        : m_r(reader),
          m_rs(out) {}

    void parse(const XmlElement& root) {
        m_r.allowOnly(root, {"format", "id", "name", "version", "source"});
        m_rs.id = m_r.required(root, "id");
        m_rs.name = XmlReader::text(root, "name");
        m_rs.version = XmlReader::text(root, "version");
        m_rs.source = XmlReader::text(root, "source");
        std::map<std::string, int, std::less<>> seen;  // singleton elements -> line
        for (const XmlElement* c = firstChild(root); c; c = nextSibling(*c)) {
            const std::string name = nameOf(*c);
            if (name != "policy") {
                if (const auto it = seen.find(name); it != seen.end())
                    m_r.fail(*c, "<" + name + "> appears twice (first on line " + std::to_string(it->second) + ")");
                seen.emplace(name, lineOf(*c));
            }
            if (name == "scale") {
                readScale(*c);
            } else if (name == "grid") {
                m_r.allowOnly(*c, {"orientation", "stagger", "cite", "assumed"});
                m_r.noChildren(*c);
                m_rs.gridShape = readGridShape(*c, m_r);
                structural(*c);
            } else if (name == "numbering") {
                m_rs.numbering = readNumbering(*c, m_r, true);
                structural(*c);
            } else if (name == "sections") {
                m_rs.sections = readSections(*c, m_r, true);
                structural(*c);
            } else if (name == "formation-kinds") {
                m_r.allowOnly(*c, {"cite", "assumed"});
                m_rs.formationKinds = splitWords(m_r.content(*c));
                structural(*c);
            } else if (name == "policy") {
                readPolicy(*c);
            } else if (name == "options" || name == "terrain" || name == "hex-features" || name == "hexsides" ||
                       name == "unit-classes" || name == "movement" || name == "attributes") {
                m_r.allowOnly(*c, {"cite", "assumed"});
                structural(*c);
                for (const XmlElement* item = firstChild(*c); item; item = nextSibling(*item)) readItem(name, *item);
            } else {
                m_r.unexpected(*c, kRulesetRoot);
            }
        }
        for (const char* required : {"scale", "grid", "numbering"}) {
            if (!seen.contains(required)) m_r.fail(root, std::string("the ruleset has no <") + required + ">");
        }
        checkReferences();
    }

private:
    void provenance(const XmlElement& e, Provenanced& p) const {
        p.cite = XmlReader::text(e, "cite");
        p.assumed = m_r.boolean(e, "assumed", false);
        p.unapplied = XmlReader::text(e, "unapplied");
    }

    void structural(const XmlElement& e) {
        Provenanced p;
        provenance(e, p);
        if (!p.cite.empty() || p.assumed) m_rs.elementProvenance[nameOf(e)] = p;
    }

    // Ids are what maps and scenarios hold (engine/model/value_rules.hpp idProblem), each defined
    // once per kind: a second definition would silently lose to the first.
    void define(const XmlElement& e, const std::string& kind, const std::string& id) {
        if (const std::string problem = idProblem(id); !problem.empty()) m_r.fail(e, kind + " id " + problem);
        auto& ids = m_defined[kind];
        if (ids.size() >= kMaxDefinitions)
            m_r.fail(e, "more than " + std::to_string(kMaxDefinitions) + " of kind " + kind +
                            " (a ruleset defines at most " + std::to_string(kMaxDefinitions) + " of each kind)");
        const auto [it, fresh] = ids.emplace(id, lineOf(e));
        if (!fresh)
            m_r.fail(e, kind + " \"" + id + "\" is defined twice (first on line " + std::to_string(it->second) + ")");
    }

    // "#rrggbb" or absent: a colour the studio cannot draw must not turn into its default grey.
    std::string color(const XmlElement& e) const {
        const std::string c = XmlReader::text(e, "color");
        if (const std::string problem = colorProblem(c); !problem.empty()) m_r.fail(e, "color=" + problem);
        return c;
    }

    void readScale(const XmlElement& e) {
        m_r.allowOnly(e, {"hex-size", "level-height", "cite", "assumed"});
        m_r.noChildren(e);
        provenance(e, m_rs.scale);
        (void)m_r.required(e, "hex-size");
        m_rs.scale.hexSizeMetres = *m_r.optionalLength(e, "hex-size");
        if (XmlReader::text(e, "level-height", "per-map") != "per-map")
            m_rs.scale.levelHeightMetres = m_r.optionalLength(e, "level-height");
    }

    void readItem(const std::string& section, const XmlElement& e) {
        const std::string_view name = nameOf(e);
        if (section == "options" && name == "option") return readOption(e);
        if (section == "terrain" && name == "type") return readTerrain(e);
        if (section == "hex-features" && name == "feature") return readFeature(e);
        if (section == "hexsides" && name == "type") return readHexside(e);
        if (section == "unit-classes" && name == "class") return readClass(e);
        if (section == "movement" && name == "cost") return readCost(e);
        if (section == "attributes" && (name == "unit" || name == "leader")) return readAttribute(e, name == "unit");
        m_r.unexpected(e, section);
    }

    void readOption(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "default", "values", "cite", "assumed", "unapplied"});
        RulesetOption o;
        provenance(e, o);
        o.id = m_r.required(e, "id");
        o.values = XmlReader::list(e, "values");
        o.defaultValue = XmlReader::text(e, "default");
        o.description = m_r.content(e);
        if (!o.values.empty() && std::find(o.values.begin(), o.values.end(), o.defaultValue) == o.values.end())
            m_r.fail(e, "default=\"" + o.defaultValue + "\" is not one of values=");
        define(e, "option", o.id);
        m_rs.options.push_back(std::move(o));
    }

    void readTerrain(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "color", "los-height", "stacking-group", "cite", "assumed"});
        m_r.noChildren(e);
        TerrainType t;
        provenance(e, t);
        t.id = m_r.required(e, "id");
        t.name = XmlReader::text(e, "name");
        t.color = color(e);
        t.losHeight = m_r.number(e, "los-height", 0);
        t.stackingGroup = XmlReader::text(e, "stacking-group");
        define(e, "terrain type", t.id);
        m_rs.terrain.push_back(std::move(t));
    }

    void readFeature(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "color", "los-height", "cite", "assumed"});
        m_r.noChildren(e);
        HexFeatureType f;
        provenance(e, f);
        f.id = m_r.required(e, "id");
        f.name = XmlReader::text(e, "name");
        f.color = color(e);
        f.losHeight = m_r.number(e, "los-height", 0);
        define(e, "hex feature", f.id);
        m_rs.hexFeatures.push_back(std::move(f));
    }

    void readHexside(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "color", "kind", "road-class", "blocks-los", "cite", "assumed"});
        m_r.noChildren(e);
        HexsideType h;
        provenance(e, h);
        h.id = m_r.required(e, "id");
        h.name = XmlReader::text(e, "name");
        h.color = color(e);
        h.kind = m_r.required(e, "kind");
        if (std::find(kHexsideKinds.begin(), kHexsideKinds.end(), h.kind) == kHexsideKinds.end())
            m_r.fail(e, "kind=\"" + h.kind + "\" is not road, water, slope, obstacle, crossing or other");
        h.roadClass = static_cast<int>(m_r.integer(e, "road-class", 0, kRoadClassRange));
        h.blocksLos = m_r.boolean(e, "blocks-los", false);
        define(e, "hexside type", h.id);
        m_rs.hexsides.push_back(std::move(h));
    }

    void readClass(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "cite", "assumed"});
        UnitClass c;
        provenance(e, c);
        c.id = m_r.required(e, "id");
        c.name = XmlReader::text(e, "name");
        for (const XmlElement* m = firstChild(e); m; m = nextSibling(*m)) {
            if (std::string_view(nameOf(*m)) != "mode") m_r.unexpected(*m, "class");
            m_r.allowOnly(*m, {"id", "name", "cite", "assumed"});
            m_r.noChildren(*m);
            UnitMode mode{m_r.required(*m, "id"), XmlReader::text(*m, "name")};
            mode.cite = XmlReader::text(*m, "cite");
            mode.assumed = m_r.boolean(*m, "assumed", false);
            define(*m, "mode of class " + c.id, mode.id);
            c.modes.push_back(std::move(mode));
        }
        define(e, "unit class", c.id);
        m_rs.unitClasses.push_back(std::move(c));
    }

    void readCost(const XmlElement& e) {
        m_r.allowOnly(e, {"class", "mode", "terrain", "feature", "hexside", "road", "slope", "mp", "cite", "assumed"});
        m_r.noChildren(e);
        MoveCost c;
        provenance(e, c);
        c.unitClass = XmlReader::text(e, "class", "*");
        c.mode = XmlReader::text(e, "mode", "*");
        int targets = 0;
        const std::pair<const char*, MoveCost::Target> kTargets[] = {{"terrain", MoveCost::Target::Terrain},
                                                                     {"feature", MoveCost::Target::Feature},
                                                                     {"hexside", MoveCost::Target::Hexside},
                                                                     {"road", MoveCost::Target::Road}};
        for (const auto& [attr, target] : kTargets) {
            if (const auto id = XmlReader::find(e, attr)) {
                c.target = target;
                c.id = *id;
                ++targets;
            }
        }
        if (targets != 1) m_r.fail(e, "<cost> needs exactly one of terrain=, feature=, hexside=, road=");
        if (c.id.empty()) m_r.fail(e, "<cost> names an empty target id");
        const std::string slope = XmlReader::text(e, "slope", "any");
        if (slope == "uphill") {
            c.slope = MoveCost::Slope::Uphill;
        } else if (slope == "downhill") {
            c.slope = MoveCost::Slope::Downhill;
        } else if (slope != "any") {
            m_r.fail(e, "slope=\"" + slope + "\" is not uphill, downhill or any");
        }
        const std::string mp = m_r.required(e, "mp");
        if (mp == "P") {
            c.prohibited = true;
        } else {
            c.mp = m_r.number(e, "mp", 0);
            if (c.mp < 0) m_r.fail(e, "mp=\"" + mp + "\" is negative");
        }
        m_costLines.push_back(lineOf(e));
        m_rs.movement.push_back(std::move(c));
    }

    void readAttribute(const XmlElement& e, bool unit) {
        m_r.allowOnly(
            e, {"id", "name", "type", "min", "max", "values", "tokens", "required", "classes", "cite", "assumed"});
        m_r.noChildren(e);
        AttributeDef a;
        provenance(e, a);
        a.id = m_r.required(e, "id");
        a.name = XmlReader::text(e, "name");
        const std::string type = m_r.required(e, "type");
        if (!parseAttributeType(type, a.type))
            m_r.fail(e, "type=\"" + type + "\" is not int, number, enum, bool or text");
        a.min = m_r.optionalNumber(e, "min");
        a.max = m_r.optionalNumber(e, "max");
        if (a.min && a.max && *a.min > *a.max) m_r.fail(e, "min= is greater than max=");
        a.values = XmlReader::list(e, "values");
        if (a.type == AttributeDef::Type::Enum && a.values.empty()) m_r.fail(e, "an enum attribute needs values=");
        for (const std::string& token : XmlReader::list(e, "tokens")) {
            const auto eq = token.find('=');
            const auto value =
                eq == std::string::npos ? std::nullopt : parseDouble(std::string_view(token).substr(eq + 1));
            if (eq == 0 || !value) m_r.fail(e, "tokens= entry \"" + token + "\" is not NAME=number");
            a.tokens.emplace_back(token.substr(0, eq), *value);
        }
        a.required = m_r.boolean(e, "required", false);
        a.classes = XmlReader::list(e, "classes");
        m_classRefs.emplace_back(a.classes, lineOf(e));
        define(e, unit ? "unit attribute" : "leader attribute", a.id);
        (unit ? m_rs.unitAttributes : m_rs.leaderAttributes).push_back(std::move(a));
    }

    void readPolicy(const XmlElement& e) {
        m_r.allowOnly(e, {"name", "policy", "cite", "assumed"});
        const std::string name = m_r.required(e, "name");
        if (const auto it = m_policyLines.find(name); it != m_policyLines.end())
            m_r.fail(e, "policy \"" + name + "\" is defined twice (first on line " + std::to_string(it->second) + ")");
        m_policyLines.emplace(name, lineOf(e));
        if (m_policyLines.size() > kMaxDefinitions)
            m_r.fail(e, "more than " + std::to_string(kMaxDefinitions) + " policies");
        PolicySection section;
        provenance(e, section);
        std::set<std::string, std::less<>> paramNames;
        section.policy = XmlReader::text(e, "policy");
        for (const XmlElement* c = firstChild(e); c; c = nextSibling(*c)) {
            m_r.noChildren(*c);
            if (std::string_view(nameOf(*c)) == "param") {
                m_r.allowOnly(*c, {"name", "value", "cite", "assumed", "unapplied"});
                Param p;
                provenance(*c, p);
                p.name = m_r.required(*c, "name");
                if (!XmlReader::find(*c, "value")) m_r.fail(*c, "missing value= on <param>");
                p.value = XmlReader::text(*c, "value");
                if (const std::string problem = paramValueProblem(p.name, p.value); !problem.empty())
                    m_r.fail(*c, "param " + p.name + ": value=" + problem);
                if (!paramNames.insert(p.name).second)
                    m_r.fail(*c, "param " + p.name + " is given twice in policy " + name);
                if (section.params.size() >= kMaxDefinitions)
                    m_r.fail(*c, "more than " + std::to_string(kMaxDefinitions) + " params in policy " + name);
                section.params.push_back(std::move(p));
                continue;
            }
            Record record;
            provenance(*c, record);
            record.kind = nameOf(*c);
            for (const tinyxml2::XMLAttribute* a = c->FirstAttribute(); a; a = a->Next()) {
                const std::string_view key = a->Name();
                if (key == "cite" || key == "assumed" || key == "unapplied") continue;
                if (const std::string problem = recordValueProblem(key, a->Value()); !problem.empty())
                    m_r.fail(*c, "<" + record.kind + "> " + std::string(key) + "=" + problem);
                record.attrs.emplace(key, a->Value());
            }
            if (section.records.size() >= kMaxPolicyRecords)
                m_r.fail(*c, "more than " + std::to_string(kMaxPolicyRecords) + " records in policy " + name);
            section.records.push_back(std::move(record));
        }
        m_rs.policies.emplace(name, std::move(section));
    }

    // Movement costs and attribute schemas must name classes, modes and targets that exist
    // (looked up in the ids define() collected: a file with thousands of costs stays linear).
    void checkReferences() {
        std::set<std::string, std::less<>> anyMode;
        for (const UnitClass& u : m_rs.unitClasses)
            for (const UnitMode& m : u.modes) anyMode.insert(m.id);
        const auto defined = [&](const std::string& kind, const std::string& id) {
            const auto it = m_defined.find(kind);
            return it != m_defined.end() && it->second.contains(id);
        };
        for (std::size_t i = 0; i < m_rs.movement.size(); ++i) {
            const MoveCost& c = m_rs.movement[i];
            const int line = m_costLines[i];
            if (c.unitClass != "*" && !defined("unit class", c.unitClass))
                m_r.fail(line, "class=\"" + c.unitClass + "\" is not a unit class of this ruleset");
            if (c.mode != "*") {
                const bool known =
                    c.unitClass != "*" ? defined("mode of class " + c.unitClass, c.mode) : anyMode.contains(c.mode);
                if (!known) m_r.fail(line, "mode=\"" + c.mode + "\" is not a mode of class " + c.unitClass);
            }
            const char* kind = c.target == MoveCost::Target::Terrain   ? "terrain type"
                               : c.target == MoveCost::Target::Feature ? "hex feature"
                                                                       : "hexside type";
            if (!defined(kind, c.id))
                m_r.fail(line, "<cost> names \"" + c.id + "\", which this ruleset does not define");
        }
        for (const auto& [classes, line] : m_classRefs) {
            for (const std::string& id : classes) {
                if (!defined("unit class", id))
                    m_r.fail(line, "classes= names \"" + id + "\", not a unit class of this ruleset");
            }
        }
    }

    const XmlReader& m_r;
    Ruleset& m_rs;
    std::vector<int> m_costLines;
    std::vector<std::pair<std::vector<std::string>, int>> m_classRefs;
    std::map<std::string, int, std::less<>> m_policyLines;
    std::map<std::string, std::map<std::string, int>> m_defined;  // kind -> id -> line
};

}  // namespace

const char* toString(AttributeDef::Type type) {
    switch (type) {
    case AttributeDef::Type::Int: return "int";
    case AttributeDef::Type::Number: return "number";
    case AttributeDef::Type::Enum: return "enum";
    case AttributeDef::Type::Bool: return "bool";
    case AttributeDef::Type::Text: return "text";
    }
    return "int";
}

bool parseAttributeType(std::string_view text, AttributeDef::Type& out) {
    for (auto t : {AttributeDef::Type::Int, AttributeDef::Type::Number, AttributeDef::Type::Enum,
                   AttributeDef::Type::Bool, AttributeDef::Type::Text}) {
        if (text == toString(t)) {
            out = t;
            return true;
        }
    }
    return false;
}

Ruleset readRulesetElement(const XmlElement& root, const XmlReader& reader) {
    Ruleset ruleset;
    RulesetParser(reader, ruleset).parse(root);
    // The writer's own check, over what was read: a value each element's reading let through and
    // the writer would refuse is refused here, not at the next save.
    if (const std::string problem = rulesetProblem(ruleset); !problem.empty()) reader.fail(root, problem);
    return ruleset;
}

Ruleset parseRuleset(std::string_view xml, const std::string& fileName) {
    XmlReader reader(fileName);
    tinyxml2::XMLDocument doc;
    return readRulesetElement(reader.parseRoot(doc, xml, kRulesetRoot), reader);
}

Ruleset loadRuleset(const std::filesystem::path& path) {
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const std::runtime_error& error) {
        throw LoadError(path.string(), 0, error.what());
    }
    Ruleset ruleset = parseRuleset(text, path.string());
    ruleset.file = absoluteReference(path.string());
    return ruleset;
}

void saveRuleset(const Ruleset& ruleset, const std::filesystem::path& path) {
    writeFileAtomically(path, writeRuleset(ruleset));
}

}  // namespace engine
