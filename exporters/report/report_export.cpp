#include "exporters/report/report_export.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/validation/report/file_report.hpp"
#include "engine/validation/report/html_report.hpp"
#include "engine/validation/report/junit_report.hpp"
#include "exporters/export_options.hpp"

namespace exporters {

namespace {

std::string plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

ExportResult runReport(ReportKind kind, const engine::Document& doc, const ExportRequest& request) {
    static const ExportFormat junit = reportFormats().front();
    ExportResult result;
    const OptionReader read(junit, request.options, result);
    ReportOptions o;
    o.kind = kind;
    o.failOn = read.choice("fail-on") == "warning" ? engine::Severity::Warning : engine::Severity::Error;
    o.file = !request.source.empty() ? request.source.string()
             : doc.scenario          ? "unsaved scenario " + doc.scenario->name
                                     : std::string("unsaved map");
    o.progress = request.progress;
    if (result.hasErrors()) return result;
    return exportValidationReport(doc, request.output, o);
}

}  // namespace

ExportResult exportValidationReport(const engine::Document& doc, const std::filesystem::path& output,
                                    const ReportOptions& options) {
    ExportResult result;
    if (!keepGoing(options.progress, 0.0, "validating")) {
        result.cancelled = true;
        return result;
    }
    engine::ValidationReport report;
    report.failOn = options.failOn;
    report.files.push_back(engine::reportOf(doc, options.file, options.kind == ReportKind::Html));
    if (!keepGoing(options.progress, 0.8, "writing the report")) {
        result.cancelled = true;
        return result;
    }
    engine::writeFileAtomically(
        output, options.kind == ReportKind::Html ? engine::htmlReport(report) : engine::junitReport(report));
    keepGoing(options.progress, 1.0, "done");
    const engine::ReportCounts counts = engine::countDiagnostics(report.files.front().diagnostics);
    result.output = output;
    result.summary = plural(counts.errors, "error") + ", " + plural(counts.warnings, "warning") + ", " +
                     plural(counts.infos, "info") + " (" + std::to_string(counts.waived) + " waived) from " +
                     plural(static_cast<int>(report.files.front().checksRun.size()), "check");
    return result;
}

std::vector<ExportFormat> reportFormats() {
    const auto run = [](ReportKind kind) {
        return
            [kind](const engine::Document& doc, const ExportRequest& request) { return runReport(kind, doc, request); };
    };
    const std::vector<ExportOption> options{
        {"fail-on",
         ExportOption::Kind::Choice,
         "error",
         {"error", "warning"},
         "the least severity that fails a rule's test case (waived problems never do)"}};
    return {
        {"validation-junit",
         "Validation report (JUnit XML)",
         {".xml"},
         true,
         true,
         options,
         "ridgeline export samples/lfm-cornfield/scenario.rlscn --format validation-junit -o cornfield-junit.xml",
         run(ReportKind::JUnit)},
        {"validation-html",
         "Validation report (HTML page)",
         {".html", ".htm"},
         true,
         true,
         options,
         "ridgeline export samples/lfm-cornfield/scenario.rlscn --format validation-html -o cornfield-report.html",
         run(ReportKind::Html)},
    };
}

}  // namespace exporters
