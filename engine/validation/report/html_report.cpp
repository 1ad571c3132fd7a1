#include "engine/validation/report/html_report.hpp"

#include "engine/io/xml_writer.hpp"

#include <map>
#include <set>

namespace engine {
namespace {

std::string esc(std::string_view text) { return XmlWriter::escape(text, true); }

constexpr const char* kStyle = R"(body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}
h3{font-size:1em;margin:1.2em 0 .3em}.cite{color:#555;font-weight:normal}
.counts span{margin-right:1em}.error{color:#d01c1c}.warning{color:#c07000}.info{color:#2a6fd6}
.waived{color:#888}table{border-collapse:collapse}td,th{padding:.15em .6em;text-align:left;vertical-align:top}
tr:nth-child(even){background:#f4f4f4}figure{margin:1em 0}figcaption{color:#555;font-size:.9em}
.ok{color:#2a7d2a}
)";

std::string where(const Diagnostic& d) {
    if (d.locations.empty()) return "file";
    std::string out;
    for (const Location& l : d.locations) out += (out.empty() ? "" : ", ") + l.kind + " " + l.id;
    return out;
}

void writeCounts(std::string& out, const ReportCounts& c) {
    out += "<p class=\"counts\"><span class=\"error\">" + std::to_string(c.errors) +
           " errors</span><span class=\"warning\">" + std::to_string(c.warnings) +
           " warnings</span><span class=\"info\">" + std::to_string(c.infos) + " infos</span><span class=\"waived\">" +
           std::to_string(c.waived) + " waived</span></p>\n";
}

// The problems of one rule: its citations in the heading, then a row per diagnostic.
void writeRule(std::string& out, const std::string& rule, const std::vector<std::size_t>& numbers,
               const std::vector<Diagnostic>& all) {
    std::set<std::string> citations;
    for (const std::size_t i : numbers)
        if (!all[i].citation.empty()) citations.insert(all[i].citation);
    std::string cites;
    for (const std::string& c : citations) cites += (cites.empty() ? "" : "; ") + c;
    out += "<h3 id=\"" + esc(rule) + "\">" + esc(rule);
    if (!cites.empty()) out += " <span class=\"cite\">[" + esc(cites) + "]</span>";
    out += "</h3>\n<table>\n<tr><th>#</th><th>severity</th><th>where</th><th>problem</th><th>citation</th></tr>\n";
    for (const std::size_t i : numbers) {
        const Diagnostic& d = all[i];
        const std::string cls = d.waived ? "waived" : toString(d.severity);
        out += "<tr class=\"" + cls + "\"><td>" + std::to_string(i + 1) + "</td><td>" + toString(d.severity) +
               (d.waived ? " (waived)" : "") + "</td><td>" + esc(where(d)) + "</td><td>" + esc(d.message);
        if (d.waived && !d.waiverComment.empty()) out += "<br><i>waived: " + esc(d.waiverComment) + "</i>";
        out += "</td><td>" + esc(d.citation) + "</td></tr>\n";
    }
    out += "</table>\n";
}

// The rules no check applies, so a clean report does not claim more than was checked.
void writeNotChecked(std::string& out, const std::vector<NotChecked>& notChecked) {
    if (notChecked.empty()) return;
    out += "<details>\n<summary>" + std::to_string(notChecked.size()) +
           " values of the ruleset are not checked (rules of play, or data a scenario does not hold)</summary>\n"
           "<table>\n<tr><th>value</th><th>citation</th><th>why</th></tr>\n";
    for (const NotChecked& n : notChecked)
        out += "<tr><td>" + esc(n.what) + "</td><td>" + esc(n.cite) + "</td><td>" + esc(n.why) + "</td></tr>\n";
    out += "</table>\n</details>\n";
}

// The map picture, then the problems grouped by rule.
void writeProblems(std::string& out, const FileReport& r) {
    if (!r.mapPicture.empty())
        out += "<figure>\n" + r.mapPicture +
               "<figcaption>Numbered markers: where each problem below is on the map.</figcaption>\n</figure>\n";
    // Rules in the order their first diagnostic comes (the report order: errors first).
    std::vector<std::string> order;
    std::map<std::string, std::vector<std::size_t>> byRule;
    for (std::size_t i = 0; i < r.diagnostics.size(); ++i) {
        auto& numbers = byRule[r.diagnostics[i].rule];
        if (numbers.empty()) order.push_back(r.diagnostics[i].rule);
        numbers.push_back(i);
    }
    for (const std::string& rule : order) writeRule(out, rule, byRule[rule], r.diagnostics);
}

void writeFile(std::string& out, const FileReport& r) {
    out += "<section>\n<h2>" + esc(r.file) + "</h2>\n";
    if (!r.loadError.empty()) {
        out += "<p class=\"error\">Could not be loaded: " + esc(r.loadError) + "</p>\n</section>\n";
        return;
    }
    out += "<p>Ruleset " + esc(r.ruleset.empty() ? "(none)" : r.ruleset) + ", " + std::to_string(r.checksRun.size()) +
           " rules run.</p>\n";
    writeCounts(out, countDiagnostics(r.diagnostics));
    if (r.diagnostics.empty()) out += "<p class=\"ok\">No problems found.</p>\n";
    else writeProblems(out, r);
    writeNotChecked(out, r.notChecked);
    out += "</section>\n";
}

}  // namespace

std::string htmlReport(const ValidationReport& report) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                      esc(report.tool) + " report</title>\n<style>\n" + kStyle + "</style>\n</head>\n<body>\n<h1>" +
                      esc(report.tool) + " report</h1>\n";
    ReportCounts all;
    for (const FileReport& f : report.files) {
        const ReportCounts c = countDiagnostics(f.diagnostics);
        all.errors += c.errors;
        all.warnings += c.warnings;
        all.infos += c.infos;
        all.waived += c.waived;
    }
    out += "<p>" + std::to_string(report.files.size()) + " files; fails on " + toString(report.failOn) + ".</p>\n";
    writeCounts(out, all);
    for (const FileReport& f : report.files) writeFile(out, f);
    return out + "</body>\n</html>\n";
}

}  // namespace engine
