#include "engine/validation/report/junit_report.hpp"

#include "engine/io/xml_writer.hpp"

#include <algorithm>
#include <map>

namespace engine {
namespace {

// Severity counts as failing when it is at or above fail-on (Error < Warning < Info).
bool failing(const Diagnostic& d, Severity failOn) { return !d.waived && d.severity <= failOn; }

std::string line(const Diagnostic& d) {
    std::string out = (d.locations.empty() ? std::string("file") : d.locations.front().key()) + ": " +
                      toString(d.severity) + ": " + d.message;
    if (!d.citation.empty()) out += " [" + d.citation + "]";
    if (d.waived) out += " (waived: " + d.waiverComment + ")";
    return out + "\n";
}

// Jenkins splits a classname at its last dot into package and class: the file's dots would split it.
std::string className(const std::string& file) {
    std::string name = file;
    std::replace(name.begin(), name.end(), '.', '_');
    return name;
}

struct RuleCase {
    std::vector<const Diagnostic*> failures;
    std::vector<const Diagnostic*> others;
};

// Every rule that ran, in the order it ran, then rules that reported without being listed.
std::vector<std::pair<std::string, RuleCase>> casesOf(const FileReport& r, Severity failOn) {
    std::vector<std::pair<std::string, RuleCase>> cases;
    std::map<std::string, std::size_t> index;
    const auto at = [&](const std::string& rule) -> RuleCase& {
        const auto [it, added] = index.emplace(rule, cases.size());
        if (added) cases.emplace_back(rule, RuleCase{});
        return cases[it->second].second;
    };
    for (const std::string& id : r.checksRun) at(id);
    for (const Diagnostic& d : r.diagnostics)
        (failing(d, failOn) ? at(d.rule).failures : at(d.rule).others).push_back(&d);
    return cases;
}

void property(XmlWriter& xml, std::string_view name, const std::string& value) {
    xml.open("property");
    xml.attr("name", name);
    xml.attr("value", value);
    xml.endEmpty();
}

void writeCase(XmlWriter& xml, const std::string& file, const std::string& rule, const RuleCase& c) {
    xml.open("testcase");
    xml.attr("name", rule);
    xml.attr("classname", className(file));
    if (c.failures.empty() && c.others.empty()) {
        xml.endEmpty();
        return;
    }
    xml.endOpen();
    if (!c.failures.empty()) {
        const Diagnostic& first = *c.failures.front();
        std::string text;
        for (const Diagnostic* d : c.failures) text += line(*d);
        xml.open("failure");
        xml.attr("message", c.failures.size() == 1
                                ? first.message
                                : std::to_string(c.failures.size()) + " problems; first: " + first.message);
        xml.attr("type", toString(first.severity));
        xml.endText("failure", text);
    }
    if (!c.others.empty()) {
        std::string text;
        for (const Diagnostic* d : c.others) text += line(*d);
        xml.open("system-out");
        xml.endText("system-out", text);
    }
    xml.close("testcase");
}

struct SuiteTotals {
    std::size_t tests = 0, failures = 0, errors = 0, skipped = 0;
};

using Cases = std::vector<std::pair<std::string, RuleCase>>;

SuiteTotals totalsOf(const FileReport& r, const Cases& cases) {
    if (!r.loadError.empty()) return {1, 0, 1, 0};
    SuiteTotals t{cases.size() + r.notChecked.size(), 0, 0, r.notChecked.size()};
    for (const auto& [rule, c] : cases) t.failures += c.failures.empty() ? 0 : 1;
    return t;
}

void writeTotals(XmlWriter& xml, const SuiteTotals& t) {
    xml.attrInt("tests", static_cast<long long>(t.tests));
    xml.attrInt("failures", static_cast<long long>(t.failures));
    xml.attrInt("errors", static_cast<long long>(t.errors));
    xml.attrInt("skipped", static_cast<long long>(t.skipped));
}

// A rule of the ruleset that no check applies is a skipped test: CI reporters list it with its reason.
void writeNotChecked(XmlWriter& xml, const std::string& file, const NotChecked& n) {
    xml.open("testcase");
    xml.attr("name", "not checked: " + n.what);
    xml.attr("classname", className(file));
    xml.endOpen();
    xml.open("skipped");
    xml.attr("message", (n.cite.empty() ? "" : n.cite + ": ") + n.why);
    xml.endEmpty();
    xml.close("testcase");
}

void writeSuite(XmlWriter& xml, const FileReport& r, const Cases& cases) {
    xml.open("testsuite");
    xml.attr("name", r.file);
    writeTotals(xml, totalsOf(r, cases));
    xml.endOpen();
    const ReportCounts counts = countDiagnostics(r.diagnostics);
    xml.open("properties");
    xml.endOpen();
    property(xml, "ruleset", r.ruleset);
    property(xml, "errors", std::to_string(counts.errors));
    property(xml, "warnings", std::to_string(counts.warnings));
    property(xml, "infos", std::to_string(counts.infos));
    property(xml, "waived", std::to_string(counts.waived));
    xml.close("properties");
    if (!r.loadError.empty()) {
        xml.open("testcase");
        xml.attr("name", "load");
        xml.attr("classname", className(r.file));
        xml.endOpen();
        xml.open("error");
        xml.attr("message", r.loadError);
        xml.attr("type", "load_error");
        xml.endText("error", r.loadError);
        xml.close("testcase");
    }
    for (const auto& [rule, c] : cases) writeCase(xml, r.file, rule, c);
    if (r.loadError.empty())
        for (const NotChecked& n : r.notChecked) writeNotChecked(xml, r.file, n);
    xml.close("testsuite");
}

}  // namespace

std::string junitReport(const ValidationReport& report) {
    std::vector<Cases> cases;
    SuiteTotals all;
    for (const FileReport& file : report.files) {
        cases.push_back(file.loadError.empty() ? casesOf(file, report.failOn) : Cases{});
        const SuiteTotals t = totalsOf(file, cases.back());
        all.tests += t.tests;
        all.failures += t.failures;
        all.errors += t.errors;
        all.skipped += t.skipped;
    }
    XmlWriter xml;
    xml.open("testsuites");
    xml.attr("name", report.tool);
    writeTotals(xml, all);
    xml.endOpen();
    for (std::size_t i = 0; i < report.files.size(); ++i) writeSuite(xml, report.files[i], cases[i]);
    xml.close("testsuites");
    return xml.take();
}

}  // namespace engine
