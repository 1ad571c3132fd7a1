// writeRuleset: the deterministic writer for ruleset files (declared in ruleset_file.hpp).
#include "engine/io/element_readers.hpp"
#include "engine/io/grid_xml.hpp"
#include "engine/io/ruleset_file.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/ruleset_rules.hpp"
#include "engine/util/words.hpp"

#include <stdexcept>

namespace engine {

namespace {

void provenance(XmlWriter& w, const std::string& cite, bool assumed) {
    w.attrIf("cite", cite);
    if (assumed) w.attrBool("assumed", true);
}

void provenance(XmlWriter& w, const Provenanced& p) {
    provenance(w, p.cite, p.assumed);
    w.attrIf("unapplied", p.unapplied);
}

void structural(XmlWriter& w, const Ruleset& rs, std::string_view element) {
    if (const auto it = rs.elementProvenance.find(element); it != rs.elementProvenance.end()) provenance(w, it->second);
}

// Opens a container element; returns false (and writes nothing) when it would be empty.
bool openSection(XmlWriter& w, const Ruleset& rs, std::string_view element, bool hasItems) {
    if (!hasItems && !rs.elementProvenance.contains(element)) return false;
    w.open(element);
    structural(w, rs, element);
    w.endOpen();
    return true;
}

const char* targetAttr(MoveCost::Target t) {
    switch (t) {
    case MoveCost::Target::Terrain: return "terrain";
    case MoveCost::Target::Feature: return "feature";
    case MoveCost::Target::Hexside: return "hexside";
    case MoveCost::Target::Road: return "road";
    }
    return "terrain";
}

void writeAttribute(XmlWriter& w, const char* element, const AttributeDef& a) {
    w.open(element);
    w.attr("id", a.id);
    w.attrIf("name", a.name);
    w.attr("type", toString(a.type));
    if (a.min) w.attrNumber("min", *a.min);
    if (a.max) w.attrNumber("max", *a.max);
    w.attrIds("values", a.values);
    std::vector<std::string> tokens;
    for (const auto& [token, value] : a.tokens) {
        if (const std::string problem = numberProblem(value); !problem.empty())
            throw std::invalid_argument("cannot write attribute " + a.id + " token " + token + ": " + problem);
        tokens.push_back(token + "=" + formatNumber(value));
    }
    w.attrIds("tokens", tokens);
    if (a.required) w.attrBool("required", true);
    w.attrIds("classes", a.classes);
    provenance(w, a);
    w.endEmpty();
}

void writePolicy(XmlWriter& w, const std::string& name, const PolicySection& section) {
    w.open("policy");
    w.attr("name", name);
    w.attrIf("policy", section.policy);
    provenance(w, section);
    if (section.params.empty() && section.records.empty()) return w.endEmpty();
    w.endOpen();
    for (const Param& p : section.params) {
        w.open("param");
        w.attr("name", p.name);
        w.attr("value", p.value);
        provenance(w, p);
        w.endEmpty();
    }
    for (const Record& r : section.records) {
        w.open(r.kind);
        for (const auto& [key, value] : r.attrs) w.attr(key, value);
        provenance(w, r);
        w.endEmpty();
    }
    w.close("policy");
}

}  // namespace

std::string writeRuleset(const Ruleset& rs) {
    if (const std::string problem = rulesetProblem(rs); !problem.empty())
        throw std::invalid_argument("cannot write ruleset " + rs.id + ": " + problem);
    XmlWriter w;
    w.open(kRulesetRoot);
    w.attr("format", "1");
    w.attr("id", rs.id);
    w.attrIf("name", rs.name);
    w.attrIf("version", rs.version);
    w.attrIf("source", rs.source);
    w.endOpen();

    w.open("scale");
    w.attrLength("hex-size", rs.scale.hexSizeMetres);
    if (rs.scale.levelHeightMetres) w.attrLength("level-height", *rs.scale.levelHeightMetres);
    else w.attr("level-height", "per-map");
    provenance(w, rs.scale);
    w.endEmpty();
    w.open("grid");
    writeGridShape(w, rs.gridShape);
    structural(w, rs, "grid");
    w.endEmpty();
    w.open("numbering");
    writeNumbering(w, rs.numbering);
    structural(w, rs, "numbering");
    w.endEmpty();
    w.open("sections");
    writeSections(w, rs.sections);
    structural(w, rs, "sections");
    w.endEmpty();

    if (openSection(w, rs, "options", !rs.options.empty())) {
        for (const RulesetOption& o : rs.options) {
            w.open("option");
            w.attr("id", o.id);
            w.attr("default", o.defaultValue);
            w.attrIds("values", o.values);
            provenance(w, o);
            w.endText("option", o.description);
        }
        w.close("options");
    }
    if (openSection(w, rs, "terrain", !rs.terrain.empty())) {
        for (const TerrainType& t : rs.terrain) {
            w.open("type");
            w.attr("id", t.id);
            w.attrIf("name", t.name);
            w.attrIf("color", t.color);
            w.attrNumber("los-height", t.losHeight);
            w.attrIf("stacking-group", t.stackingGroup);
            provenance(w, t);
            w.endEmpty();
        }
        w.close("terrain");
    }
    if (openSection(w, rs, "hex-features", !rs.hexFeatures.empty())) {
        for (const HexFeatureType& f : rs.hexFeatures) {
            w.open("feature");
            w.attr("id", f.id);
            w.attrIf("name", f.name);
            w.attrIf("color", f.color);
            w.attrNumber("los-height", f.losHeight);
            provenance(w, f);
            w.endEmpty();
        }
        w.close("hex-features");
    }
    if (openSection(w, rs, "hexsides", !rs.hexsides.empty())) {
        for (const HexsideType& h : rs.hexsides) {
            w.open("type");
            w.attr("id", h.id);
            w.attrIf("name", h.name);
            w.attr("kind", h.kind);
            if (h.roadClass != 0) w.attrInt("road-class", h.roadClass, kRoadClassRange);
            if (h.blocksLos) w.attrBool("blocks-los", true);
            w.attrIf("color", h.color);
            provenance(w, h);
            w.endEmpty();
        }
        w.close("hexsides");
    }
    if (openSection(w, rs, "unit-classes", !rs.unitClasses.empty())) {
        for (const UnitClass& c : rs.unitClasses) {
            w.open("class");
            w.attr("id", c.id);
            w.attrIf("name", c.name);
            provenance(w, c);
            if (c.modes.empty()) {
                w.endEmpty();
                continue;
            }
            w.endOpen();
            for (const UnitMode& m : c.modes) {
                w.open("mode");
                w.attr("id", m.id);
                w.attrIf("name", m.name);
                provenance(w, m.cite, m.assumed);
                w.endEmpty();
            }
            w.close("class");
        }
        w.close("unit-classes");
    }
    if (!rs.formationKinds.empty() || rs.elementProvenance.contains("formation-kinds")) {
        w.open("formation-kinds");
        structural(w, rs, "formation-kinds");
        for (const std::string& kind : rs.formationKinds)
            if (const std::string problem = idProblem(kind); !problem.empty())
                throw std::invalid_argument("cannot write <formation-kinds>: a kind " + problem);
        w.endText("formation-kinds", joinWords(rs.formationKinds));
    }
    if (openSection(w, rs, "movement", !rs.movement.empty())) {
        for (const MoveCost& c : rs.movement) {
            w.open("cost");
            w.attr("class", c.unitClass);
            w.attr("mode", c.mode);
            w.attr(targetAttr(c.target), c.id);
            if (c.slope != MoveCost::Slope::Any)
                w.attr("slope", c.slope == MoveCost::Slope::Uphill ? "uphill" : "downhill");
            w.attr("mp", c.prohibited ? std::string("P") : formatNumber(c.mp));
            provenance(w, c);
            w.endEmpty();
        }
        w.close("movement");
    }
    if (openSection(w, rs, "attributes", !rs.unitAttributes.empty() || !rs.leaderAttributes.empty())) {
        for (const AttributeDef& a : rs.unitAttributes) writeAttribute(w, "unit", a);
        for (const AttributeDef& a : rs.leaderAttributes) writeAttribute(w, "leader", a);
        w.close("attributes");
    }
    for (const auto& [name, section] : rs.policies) writePolicy(w, name, section);
    w.close(kRulesetRoot);
    return w.take();
}

}  // namespace engine
