#include "importers/vector/vector_mapping.hpp"

#include <cpl_error.h>
#include <cpl_minixml.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace importers {

namespace {

struct XmlTreeDeleter {
    void operator()(CPLXMLNode* node) const { CPLDestroyXMLNode(node); }
};

// CPLXML keeps no line numbers: find the n-th opening of an element in the text instead.
int lineOfNth(const std::string& xml, const std::string& element, int n) {
    std::size_t at = 0;
    for (int seen = 0; (at = xml.find("<" + element, at)) != std::string::npos; ++at) {
        const char next = at + element.size() + 1 < xml.size() ? xml[at + element.size() + 1] : ' ';
        if (next != ' ' && next != '>' && next != '/' && next != '\n' && next != '\t') continue;
        if (seen++ == n)
            return 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + static_cast<long>(at), '\n'));
    }
    return 0;
}

class MappingReader {
public:
    MappingReader(const std::string& xml, std::string fileName)
        : m_xml(xml),
          m_file(std::move(fileName)) {}

    [[noreturn]] void fail(int line, const std::string& what) const {
        throw std::runtime_error(m_file + (line > 0 ? ":" + std::to_string(line) : "") + ": " + what);
    }

    [[nodiscard]] static std::string attr(const CPLXMLNode* e, const char* name, const char* fallback = "") {
        return CPLGetXMLValue(e, name, fallback);
    }

    [[nodiscard]] double number(const CPLXMLNode* e, const char* name, double fallback, int line) const {
        const std::string text = attr(e, name);
        if (text.empty()) return fallback;
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (*end) fail(line, std::string(name) + "=\"" + text + "\" is not a number");
        return value;
    }

    MappingRule rule(const CPLXMLNode* e, MappingKind kind, const std::string& layer) {
        MappingRule r;
        r.kind = kind;
        r.layer = layer;
        r.line = lineOfNth(m_xml, e->pszValue, m_count[e->pszValue]++);
        const std::string where = attr(e, "where"), match = attr(e, "match");
        if (!where.empty() && !match.empty()) fail(r.line, "give where= or match=, not both");
        r.where = match.empty() ? where : whereFromMatch(match);
        r.label = layer + (r.where.empty() ? "" : ": " + r.where);
        const std::string method = attr(e, "method", "majority");
        if (method == "majority") r.method = AreaMethod::Majority;
        else if (method == "centre" || method == "center") r.method = AreaMethod::Centre;
        else fail(r.line, "method=\"" + method + "\" is not majority or centre");
        r.minShare = number(e, "min-share", r.minShare, r.line);
        if (!(r.minShare > 0 && r.minShare <= 1)) fail(r.line, "min-share= must lie in (0, 1]");
        r.priority = static_cast<int>(number(e, "priority", 0, r.line));
        const std::string trace = attr(e, "trace", "path");
        if (trace == "path") r.trace = HexsideTrace::Path;
        else if (trace == "edges") r.trace = HexsideTrace::Edges;
        else fail(r.line, "trace=\"" + trace + "\" is not path or edges");
        r.defaultTarget = attr(e, "to");
        for (const CPLXMLNode* t = e->psChild; t; t = t->psNext) {
            if (t->eType != CXT_Element) continue;
            const int line = lineOfNth(m_xml, t->pszValue, m_count[t->pszValue]++);
            if (std::string(t->pszValue) != "target")
                fail(line, "unexpected <" + std::string(t->pszValue) + "> in a rule");
            const std::string ruleset = attr(t, "ruleset"), id = attr(t, "id");
            if (ruleset.empty() || id.empty()) fail(line, "<target> needs ruleset= and id=");
            r.targets[ruleset] = id;
        }
        if (r.defaultTarget.empty() && r.targets.empty()) fail(r.line, "the rule has neither to= nor <target>");
        return r;
    }

    VectorMapping read() {
        CPLPushErrorHandler(CPLQuietErrorHandler);  // the message goes into our error instead
        std::unique_ptr<CPLXMLNode, XmlTreeDeleter> tree(CPLParseXMLString(m_xml.c_str()));
        CPLPopErrorHandler();
        if (!tree) fail(0, "not well-formed XML (" + std::string(CPLGetLastErrorMsg()) + ")");
        const CPLXMLNode* root = CPLGetXMLNode(tree.get(), "=vector-mapping");
        if (!root) fail(0, "the root element is not <vector-mapping>");
        VectorMapping mapping;
        mapping.file = m_file;
        mapping.name = attr(root, "name");
        mapping.idField = attr(root, "id-field");
        for (const CPLXMLNode* layer = root->psChild; layer; layer = layer->psNext) {
            if (layer->eType != CXT_Element) continue;
            const int line = lineOfNth(m_xml, layer->pszValue, m_count[layer->pszValue]++);
            if (std::string(layer->pszValue) != "layer")
                fail(line, "unexpected <" + std::string(layer->pszValue) + ">");
            const std::string name = attr(layer, "name");
            if (name.empty()) fail(line, "<layer> needs name=");
            for (const CPLXMLNode* e = layer->psChild; e; e = e->psNext) {
                if (e->eType != CXT_Element) continue;
                const std::string element = e->pszValue;
                if (element == "terrain") mapping.rules.push_back(rule(e, MappingKind::Terrain, name));
                else if (element == "feature") mapping.rules.push_back(rule(e, MappingKind::HexFeature, name));
                else if (element == "hexside") mapping.rules.push_back(rule(e, MappingKind::Hexside, name));
                else fail(lineOfNth(m_xml, element, m_count[element]), "unexpected <" + element + "> in <layer>");
            }
        }
        if (mapping.rules.empty()) fail(0, "the mapping has no rules");
        return mapping;
    }

private:
    const std::string& m_xml;
    std::string m_file;
    std::map<std::string, int> m_count;  // elements of each name seen, for line numbers
};

std::string quoted(const std::string& value) {
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
    for (std::string v; std::getline(in, v, '|');) list += (list.empty() ? "" : ", ") + quoted(v);
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
    return MappingReader(xml, fileName).read();
}

VectorMapping loadVectorMapping(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot read the mapping file");
    std::ostringstream text;
    text << in.rdbuf();
    return parseVectorMapping(text.str(), path);
}

}  // namespace importers
