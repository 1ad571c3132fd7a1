#pragma once
// The scenario booklet as a file: what players need beside the map (booklet_content.hpp), as a
// PDF to print, or Markdown or HTML for the web.
#include "exporters/export_format.hpp"
#include "exporters/print/sheet_plan.hpp"

#include <filesystem>
#include <vector>

namespace exporters {

enum class BookletKind : std::uint8_t { Pdf, Markdown, Html };

struct BookletOptions {
    BookletKind kind = BookletKind::Markdown;
    PageSetup page;       // PDF
    ProgressFn progress;  // may be empty
};

// Requires a scenario (an "export.input" error otherwise). Writes `output` atomically.
[[nodiscard]] ExportResult exportBooklet(const engine::Document& doc, const std::filesystem::path& output,
                                         const BookletOptions& options);

// booklet-pdf, booklet-md, booklet-html for the registry.
[[nodiscard]] std::vector<ExportFormat> bookletFormats();

}  // namespace exporters
