#pragma once
// The validation report of one open document as a file: JUnit XML for CI test reporters, or one
// self-contained HTML page (engine/validation/report). `ridgeline validate` writes the same
// reports for many files to standard output; this is the export for one document, which is how
// the studio saves a report of what is open, unsaved edits included.
#include "exporters/export_format.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace exporters {

enum class ReportKind : std::uint8_t { JUnit, Html };

struct ReportOptions {
    ReportKind kind = ReportKind::Html;
    engine::Severity failOn = engine::Severity::Error;  // what makes a JUnit test case fail
    std::string file;                                   // how the report names the document
    ProgressFn progress;
};

[[nodiscard]] ExportResult exportValidationReport(const engine::Document& doc, const std::filesystem::path& output,
                                                  const ReportOptions& options);

// validation-junit and validation-html, for the export front door.
[[nodiscard]] std::vector<ExportFormat> reportFormats();

}  // namespace exporters
