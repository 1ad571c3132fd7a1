#pragma once
// Every export format Ridgeline writes, in the order the CLI's help and the studio's format list
// show them. Each family of formats contributes its descriptions in format_registry.cpp.
#include "exporters/export_format.hpp"

#include <filesystem>
#include <string_view>
#include <vector>

namespace exporters {

[[nodiscard]] const std::vector<ExportFormat>& exportFormats();
[[nodiscard]] const ExportFormat* findExportFormat(std::string_view name);
// The first format whose extensions include the path's (".pdf" -> pdf); nullptr when none does.
[[nodiscard]] const ExportFormat* formatForPath(const std::filesystem::path& path);
// The formats that take this document (a map file: map formats; a scenario: all).
[[nodiscard]] std::vector<const ExportFormat*> formatsFor(const engine::Document& doc);

}  // namespace exporters
