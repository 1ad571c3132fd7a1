// Every value of the four ruleset templates (and of the schema example in docs/file-formats.md) is
// read by some code path of the product, or marked unapplied="why" in its template and listed in
// docs/rules-coverage/unapplied.md. "Read" is judged from the sources outside tests/: the value's
// name (param name, option id, record element and attribute names) is a string literal there, or
// is composed from a type id of the ruleset and a literal suffix ("minor-slope" + "-min-gradient",
// as the elevation import asks for its thresholds); the table of param types
// (engine/model/policy_schema.cpp) does not count. A value marked unapplied whose name the
// sources read is reported too: the marker must go when a rule is implemented.
#include "engine/io/ruleset_file.hpp"
#include "engine/model/fixed_readings.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace engine;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Every string literal in the product's sources.
const std::set<std::string>& literals() {
    static const std::set<std::string> all = [] {
        std::set<std::string> out;
        const std::regex literal(R"re("((?:[^"\\\n]|\\.)*)")re");
        for (const char* dir : {"engine", "importers", "exporters", "cli", "editor"}) {
            for (const auto& entry : fs::recursive_directory_iterator(testpaths::source() / dir)) {
                const auto ext = entry.path().extension();
                if (ext != ".cpp" && ext != ".hpp") continue;
                // The type table names every typed param, read or not: it checks values, not rules.
                if (entry.path().stem() == "policy_schema") continue;
                const std::string text = slurp(entry.path());
                for (auto it = std::sregex_iterator(text.begin(), text.end(), literal); it != std::sregex_iterator();
                     ++it)
                    out.insert((*it)[1].str());
            }
        }
        return out;
    }();
    return all;
}

bool read(const Ruleset& rs, const std::string& name) {
    if (literals().contains(name)) return true;
    std::vector<std::string> ids;
    for (const auto& t : rs.terrain) ids.push_back(t.id);
    for (const auto& t : rs.hexsides) ids.push_back(t.id);
    for (const auto& t : rs.hexFeatures) ids.push_back(t.id);
    for (const auto& t : rs.unitClasses) ids.push_back(t.id);
    for (const std::string& id : ids)
        if (name.size() > id.size() + 1 && name.compare(0, id.size() + 1, id + "-") == 0 &&
            literals().contains(name.substr(id.size())))
            return true;
    return false;
}

struct Value {
    std::string what;  // "movement/night-movement", "option road-column", "stacking/<limit> sp"
    std::string name;  // the name the code would read
    std::string unapplied;
    bool specific = true;  // a param name or option id, not a generic record element or attribute name
};

std::vector<Value> valuesOf(const Ruleset& rs) {
    std::vector<Value> out;
    std::set<std::string> optionRefs;
    for (const auto& [section, policy] : rs.policies) {
        for (const Param& p : policy.params) out.push_back({section + "/" + p.name, p.name, p.unapplied});
        for (const Record& r : policy.records) {
            out.push_back({section + "/<" + r.kind + ">", r.kind, r.unapplied, false});
            for (const auto& [key, value] : r.attrs) {
                out.push_back({section + "/<" + r.kind + "> " + key, key, r.unapplied, false});
                if (key == "option" && r.unapplied.empty()) optionRefs.insert(value);
            }
        }
    }
    for (const RulesetOption& o : rs.options)
        // An option a read record names (option="...") is read with it.
        out.push_back({"option " + o.id, optionRefs.contains(o.id) ? "option" : o.id, o.unapplied});
    return out;
}

// The doc section for one ruleset: from "## <id>" to the next "## ".
std::string docSection(const std::string& doc, const std::string& id) {
    const auto start = doc.find("\n## " + id + "\n");
    if (start == std::string::npos) return {};
    const auto end = doc.find("\n## ", start + 4);
    return doc.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

}  // namespace

TEST_CASE("every value of the four ruleset templates is read, or marked unapplied and listed", "[model][rulesets]") {
    const std::string doc = slurp(testpaths::source() / "docs/rules-coverage/unapplied.md");
    REQUIRE_FALSE(doc.empty());
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        const Ruleset rs = loadRuleset(testpaths::rulesets() / (std::string(id) + ".xml"));
        const std::string listed = docSection(doc, id);
        for (const Value& v : valuesOf(rs)) {
            INFO(id << ": " << v.what);
            if (v.unapplied.empty()) {
                CHECK(read(rs, v.name));
                continue;
            }
            if (v.specific) CHECK_FALSE(read(rs, v.name));  // applied now: drop the marker
            // Records of one kind are listed once, by kind.
            const std::string key =
                v.what.substr(0, v.what.find('>') == std::string::npos ? v.what.size() : v.what.find('>') + 1);
            CHECK(listed.find("`" + key + "`") != std::string::npos);
        }
    }
}

TEST_CASE("the schema example in docs/file-formats.md names only values the engine reads", "[model][rulesets]") {
    const std::string doc = slurp(testpaths::source() / "docs/file-formats.md");
    const auto start = doc.find("<ridgeline-ruleset format=");
    const auto end = doc.find("</ridgeline-ruleset>", start);
    REQUIRE(start != std::string::npos);
    REQUIRE(end != std::string::npos);
    const std::string example = doc.substr(start, end - start);
    const Ruleset sss = loadRuleset(testpaths::rulesets() / "sss.xml");
    const std::regex named(R"re(<(param name|option id)="([^"]+)"([^>]*)>)re");
    int seen = 0;
    for (auto it = std::sregex_iterator(example.begin(), example.end(), named); it != std::sregex_iterator(); ++it) {
        INFO((*it)[2].str());
        if ((*it)[3].str().find("unapplied=") != std::string::npos) continue;  // says itself it is not read
        CHECK(read(sss, (*it)[2].str()));
        ++seen;
    }
    CHECK(seen >= 2);
}

TEST_CASE("a fixed reading the ruleset contradicts is reported, the templates contradict none", "[model][rulesets]") {
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        INFO(id);
        CHECK(unsupportedValues(loadRuleset(testpaths::rulesets() / (std::string(id) + ".xml"))).empty());
    }
    Ruleset cwb = loadRuleset(testpaths::rulesets() / "cwb.xml");
    cwb.policies.at("los").params.push_back({{"CWB 19.3a", false}, "symmetric", "false"});
    // The template's own symmetric=true comes first; replace it to ask for the other reading.
    auto& params = cwb.policies.at("los").params;
    params.erase(std::find_if(params.begin(), params.end(), [](const Param& p) { return p.name == "symmetric"; }));
    const auto unsupported = unsupportedValues(cwb);
    REQUIRE(unsupported.size() == 1);
    CHECK(unsupported.front().param->value == "false");
    CHECK(unsupported.front().reading->value == "true");
}
