#pragma once
// The text validation report, one file at a time (`ridgeline validate`): a line per diagnostic,
//   FILE:LOCATION: severity rule-id: message [citation]
// (waived ones only when asked, suffixed "(waived: comment)"), then the file's counts.
#include "engine/validation/report/validation_report.hpp"

#include <string>

namespace engine {

struct TextReportOptions {
    bool showWaived = false;
    bool listNotChecked = false;  // a line per rule not checked, not only their count
};

// Lines ending in '\n'; for a file that could not be loaded, the load error and why.
[[nodiscard]] std::string textReport(const FileReport& file, const TextReportOptions& options = {});

}  // namespace engine
