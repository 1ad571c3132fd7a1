#include "exporters/format_registry.hpp"

#include "exporters/booklet/booklet_export.hpp"
#include "exporters/gis/gis_export.hpp"
#include "exporters/print/print_export.hpp"
#include "exporters/report/report_export.hpp"
#include "exporters/tiled/tiled_export.hpp"

#include <algorithm>
#include <cctype>

namespace exporters {

namespace {

std::vector<ExportFormat> allFormats() {
    std::vector<ExportFormat> all;
    const auto add = [&all](std::vector<ExportFormat> family) {
        for (ExportFormat& f : family) all.push_back(std::move(f));
    };
    add(printFormats());
    add(bookletFormats());
    add(tiledFormats());
    add(gisFormats());
    add(reportFormats());
    return all;
}

}  // namespace

const std::vector<ExportFormat>& exportFormats() {
    static const std::vector<ExportFormat> formats = allFormats();
    return formats;
}

const ExportFormat* findExportFormat(std::string_view name) {
    const auto& all = exportFormats();
    const auto it = std::find_if(all.begin(), all.end(), [&](const ExportFormat& f) { return f.name == name; });
    return it == all.end() ? nullptr : &*it;
}

const ExportFormat* formatForPath(const std::filesystem::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const ExportFormat& f : exportFormats())
        if (std::find(f.extensions.begin(), f.extensions.end(), ext) != f.extensions.end()) return &f;
    return nullptr;
}

std::vector<const ExportFormat*> formatsFor(const engine::Document& doc) {
    std::vector<const ExportFormat*> out;
    for (const ExportFormat& f : exportFormats())
        if (f.accepts(doc)) out.push_back(&f);
    return out;
}

}  // namespace exporters
