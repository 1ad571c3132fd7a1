#include "engine/validation/report/text_report.hpp"

namespace engine {
namespace {

std::string where(const Diagnostic& d) { return d.locations.empty() ? "file" : d.locations.front().key(); }

}  // namespace

std::string textReport(const FileReport& r, const TextReportOptions& options) {
    if (!r.loadError.empty()) return r.loadError + "\n" + r.file + ": could not be loaded\n";
    std::string out;
    for (const Diagnostic& d : r.diagnostics) {
        if (d.waived && !options.showWaived) continue;
        out += r.file + ":" + where(d) + ": " + toString(d.severity) + " " + d.rule + ": " + d.message;
        if (!d.citation.empty()) out += " [" + d.citation + "]";
        if (d.waived) out += " (waived: " + d.waiverComment + ")";
        out += "\n";
    }
    const ReportCounts c = countDiagnostics(r.diagnostics);
    out += r.file + ": " + std::to_string(c.errors) + " errors, " + std::to_string(c.warnings) + " warnings, " +
           std::to_string(c.infos) + " infos, " + std::to_string(c.waived) + " waived";
    if (!r.ruleset.empty()) out += " (ruleset " + r.ruleset + ", " + std::to_string(r.checksRun.size()) + " rules)";
    out += "\n";
    if (r.notChecked.empty()) return out;
    if (!options.listNotChecked)
        return out + r.file + ": not checked: " + std::to_string(r.notChecked.size()) + " values of ruleset " +
               r.ruleset + " that no check applies (--not-checked lists them)\n";
    for (const NotChecked& n : r.notChecked)
        out += r.file + ": not checked: " + n.what + (n.cite.empty() ? "" : " [" + n.cite + "]") + ": " + n.why + "\n";
    return out;
}

}  // namespace engine
