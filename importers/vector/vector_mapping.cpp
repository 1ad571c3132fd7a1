#include "importers/vector/vector_mapping.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>

namespace importers {

namespace {

using engine::XmlElement;
using engine::XmlReader;

// Reads a mapping on the engine's XML reader, so its errors come as every file's do
// (engine::LoadError: file, line, what is wrong) and every attribute is checked: unknown ones,
// numbers out of range and ids a map could not hold are refused, never ignored.
class MappingReader {
public:
    explicit MappingReader(std::string fileName)
        : m_r(std::move(fileName)) {}

    VectorMapping read(const std::string& xml) {
        engine::XmlDocument doc;
        const XmlElement& root = doc.parse(m_r, xml);
        if (std::string_view(engine::nameOf(root)) != "vector-mapping")
            m_r.fail(root, "the root element is <" + std::string(engine::nameOf(root)) + ">, not <vector-mapping>");
        m_r.allowOnly(root, {"name", "id-field"});
        VectorMapping mapping;
        mapping.file = m_r.fileName();
        mapping.name = XmlReader::text(root, "name");
        mapping.idField = XmlReader::text(root, "id-field");
        for (const XmlElement* layer = engine::firstChild(root); layer; layer = engine::nextSibling(*layer)) {
            if (std::string_view(engine::nameOf(*layer)) != "layer") m_r.unexpected(*layer, "vector-mapping");
            m_r.allowOnly(*layer, {"name"});
            const std::string name = m_r.required(*layer, "name");
            for (const XmlElement* e = engine::firstChild(*layer); e; e = engine::nextSibling(*e)) {
                const std::string_view element = engine::nameOf(*e);
                if (element == "terrain") mapping.rules.push_back(rule(*e, MappingKind::Terrain, name));
                else if (element == "feature") mapping.rules.push_back(rule(*e, MappingKind::HexFeature, name));
                else if (element == "hexside") mapping.rules.push_back(rule(*e, MappingKind::Hexside, name));
                else m_r.unexpected(*e, "layer");
            }
        }
        if (mapping.rules.empty()) m_r.fail(root, "the mapping has no rules");
        return mapping;
    }

private:
    void checkId(const XmlElement& e, const char* attr, const std::string& id) const {
        if (const std::string problem = engine::idProblem(id); !problem.empty())
            m_r.fail(e, std::string(attr) + "= " + problem);
    }

    MappingRule rule(const XmlElement& e, MappingKind kind, const std::string& layer) const {
        if (kind == MappingKind::Terrain) m_r.allowOnly(e, {"where", "match", "method", "min-share", "priority", "to"});
        else if (kind == MappingKind::HexFeature) m_r.allowOnly(e, {"where", "match", "method", "min-share", "to"});
        else m_r.allowOnly(e, {"where", "match", "trace", "to"});
        MappingRule r;
        r.kind = kind;
        r.layer = layer;
        r.line = engine::lineOf(e);
        const auto where = XmlReader::find(e, "where");
        const auto match = XmlReader::find(e, "match");
        if (where && match) m_r.fail(e, "give where= or match=, not both");
        if (where && where->empty()) m_r.fail(e, "where= is empty (leave it out to take every feature)");
        if (match) {
            if (const std::string problem = matchProblem(*match); !problem.empty())
                m_r.fail(e, "match=\"" + std::string(*match) + "\" " + problem);
        }
        r.where = match ? whereFromMatch(std::string(*match)) : std::string(where.value_or(""));
        r.label = layer + (r.where.empty() ? "" : ": " + r.where);
        const std::string method = XmlReader::text(e, "method", "majority");
        if (method == "majority") r.method = AreaMethod::Majority;
        else if (method == "centre" || method == "center") r.method = AreaMethod::Centre;
        else m_r.fail(e, "method=\"" + method + "\" is not majority or centre");
        r.minShare = m_r.number(e, "min-share", r.minShare);
        if (!(r.minShare > 0 && r.minShare <= 1))
            m_r.fail(e, "min-share=\"" + XmlReader::text(e, "min-share") + "\" must lie in (0, 1]");
        r.priority = static_cast<int>(m_r.integer(e, "priority", 0, -1000000, 1000000));
        const std::string trace = XmlReader::text(e, "trace", "path");
        if (trace == "path") r.trace = HexsideTrace::Path;
        else if (trace == "edges") r.trace = HexsideTrace::Edges;
        else m_r.fail(e, "trace=\"" + trace + "\" is not path or edges");
        if (const auto to = XmlReader::find(e, "to")) {
            r.defaultTarget = std::string(*to);
            checkId(e, "to", r.defaultTarget);
        }
        for (const XmlElement* t = engine::firstChild(e); t; t = engine::nextSibling(*t)) {
            if (std::string_view(engine::nameOf(*t)) != "target") m_r.unexpected(*t, engine::nameOf(e));
            m_r.allowOnly(*t, {"ruleset", "id"});
            m_r.noChildren(*t);
            const std::string ruleset = m_r.required(*t, "ruleset"), id = m_r.required(*t, "id");
            checkId(*t, "ruleset", ruleset);
            checkId(*t, "id", id);
            if (!r.targets.emplace(ruleset, id).second)
                m_r.fail(*t, "ruleset \"" + ruleset + "\" has a target already in this rule");
        }
        if (r.defaultTarget.empty() && r.targets.empty()) m_r.fail(e, "the rule has neither to= nor <target>");
        return r;
    }

    // A key=value filter that can match something: a key, and no empty value among v1|v2.
    static std::string matchProblem(std::string_view match) {
        const auto eq = match.find('=');
        if (eq == std::string_view::npos || eq == 0) return {};  // OGR SQL, checked when the layer is read
        const std::string_view values = match.substr(eq + 1);
        if (values.empty()) return "gives no value after = (key=value, key=v1|v2 or key=*)";
        std::size_t start = 0;
        for (std::size_t bar = values.find('|');; bar = values.find('|', start)) {
            const std::string_view value = values.substr(start, bar == std::string_view::npos ? bar : bar - start);
            if (value.empty()) return "has an empty value between | (it could match nothing meant)";
            if (bar == std::string_view::npos) break;
            start = bar + 1;
        }
        return {};
    }

    XmlReader m_r;
};

std::string sqlQuoted(const std::string& value) {
    std::string out = "'";
    for (const char c : value) out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

}  // namespace

std::string MappingRule::targetFor(const std::string& rulesetId) const {
    const auto it = targets.find(rulesetId);
    if (it != targets.end()) return it->second == "-" ? std::string() : it->second;
    return defaultTarget;
}

std::string whereFromMatch(const std::string& match) {
    const auto eq = match.find('=');
    if (eq == std::string::npos || eq == 0) return match;
    const auto isKeyChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':'; };
    if (!std::all_of(match.begin(), match.begin() + static_cast<long>(eq), isKeyChar)) return match;  // already SQL
    const std::string key = "\"" + match.substr(0, eq) + "\"";
    const std::string values = match.substr(eq + 1);
    if (values == "*") return key + " IS NOT NULL";
    std::string list;
    std::istringstream in(values);
    for (std::string v; std::getline(in, v, '|');) list += (list.empty() ? "" : ", ") + sqlQuoted(v);
    return key + " IN (" + list + ")";
}

std::vector<std::string> unknownTargets(const VectorMapping& mapping, const engine::Ruleset& ruleset) {
    const auto defines = [](const auto& types, const std::string& id) {
        return std::any_of(types.begin(), types.end(), [&](const auto& t) { return t.id == id; });
    };
    std::vector<std::string> problems;
    for (const MappingRule& rule : mapping.rules) {
        const std::string id = rule.targetFor(ruleset.id);
        if (id.empty()) continue;
        const bool known = rule.kind == MappingKind::Terrain      ? defines(ruleset.terrain, id)
                           : rule.kind == MappingKind::HexFeature ? defines(ruleset.hexFeatures, id)
                                                                  : defines(ruleset.hexsides, id);
        const char* what = rule.kind == MappingKind::Terrain      ? "terrain type"
                           : rule.kind == MappingKind::HexFeature ? "hex feature"
                                                                  : "hexside type";
        if (!known)
            problems.push_back(mapping.file + ":" + std::to_string(rule.line) + ": `" + id + "` is not a " + what +
                               " of ruleset " + ruleset.id);
    }
    return problems;
}

VectorMapping parseVectorMapping(const std::string& xml, const std::string& fileName) {
    return MappingReader(fileName).read(xml);
}

VectorMapping loadVectorMapping(const std::string& path) {
    std::string text;
    try {
        text = engine::readTextFile(path);
    } catch (const std::runtime_error& error) {
        // "cannot read PATH: why": the path is already the message's prefix.
        std::string why = error.what();
        if (const std::string prefix = "cannot read " + path + ": "; why.starts_with(prefix))
            why = why.substr(prefix.size());
        throw engine::LoadError(path, 0, "cannot read the mapping file: " + why);
    }
    return parseVectorMapping(text, path);
}

}  // namespace importers
