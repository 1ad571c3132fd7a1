#pragma once
// What a validation run over files found, the input of every report format (report/*_report.hpp):
// per file its ruleset, the checks that ran and the diagnostics, or why it could not be loaded.
#include "engine/validation/diagnostic.hpp"
#include "engine/validation/not_checked.hpp"

#include <string>
#include <vector>

namespace engine {

struct FileReport {
    std::string file;
    std::string ruleset;    // the ruleset's id; empty when the file names none
    std::string loadError;  // set when the file could not be loaded (then nothing else is)
    std::vector<Diagnostic> diagnostics;
    std::vector<std::string> checksRun;  // ids of the checks that apply to the file's ruleset
    std::vector<NotChecked> notChecked;  // the ruleset's rules no check applies (not_checked.hpp)
    std::string mapPicture;  // inline SVG of the map marking the diagnostics (render/map_sketch.hpp), for HTML
};

// Diagnostics per severity; waived ones are counted apart, not under their severity.
struct ReportCounts {
    int errors = 0, warnings = 0, infos = 0, waived = 0;
};
[[nodiscard]] ReportCounts countDiagnostics(const std::vector<Diagnostic>& diagnostics);

// A diagnostic that is not waived remains at or above `failOn`.
[[nodiscard]] bool fails(const ReportCounts& counts, Severity failOn);

struct ValidationReport {
    std::string tool = "ridgeline validate";  // who made the report
    Severity failOn = Severity::Error;
    std::vector<FileReport> files;
};

}  // namespace engine
