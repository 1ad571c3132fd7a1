#include "editor/import/elevation_import_task.hpp"

#include "editor/document/studio_document.hpp"
#include "engine/commands/import_elevation_into.hpp"
#include "engine/commands/replace_map_command.hpp"
#include "engine/model/length.hpp"
#include "importers/elevation/elevation_into_map.hpp"

#include <filesystem>

namespace editor {

namespace {

std::string gridText(const engine::HexGrid& g) {
    return std::to_string(g.columns()) + " x " + std::to_string(g.rows());
}

std::string summary(const importers::ElevationImportResult& r) {
    const importers::ElevationReport& rep = r.report;
    // The file name only: the status bar is one line, and the dialog showed the whole path.
    return "imported " + std::filesystem::path(rep.raster).filename().string() + ": " + gridText(r.map.grid()) +
           " hexes of " + engine::printLength(r.map.hexSizeMetres()) + ", grid CRS " +
           (rep.gridCrs.empty() ? std::string("none (local)") : rep.gridCrs) + ", levels " +
           std::to_string(rep.minLevel) + ".." + std::to_string(rep.maxLevel) + " of " +
           engine::printLength(rep.levelHeightMetres) + ", " + std::to_string(rep.hexsides.size()) +
           " level-change hexsides, " + std::to_string(rep.noDataHexes.size()) + " hexes without data\n";
}

}  // namespace

ElevationImportTask::ElevationImportTask(const StudioDocument& doc, ElevationImportRequest request)
    : m_request(std::move(request)),
      m_ruleset(doc.doc().ruleset) {}

void ElevationImportTask::run(const importers::ProgressFn& progress) {
    if (!m_ruleset) {
        m_result.diagnostics.push_back({engine::Severity::Error,
                                        "import.ruleset",
                                        {},
                                        "the document has no ruleset to import for",
                                        {},
                                        false,
                                        {}});
        return;
    }
    importers::ElevationImportOptions options = m_request.options;
    options.progress = progress;
    m_result = importers::importElevation(m_request.raster, *m_ruleset, options);
}

ImportOutcome ElevationImportTask::finish(StudioDocument& doc) {
    if (auto stopped = notLanding(m_result)) return *stopped;
    ImportOutcome out;
    const engine::HexMap& current = doc.doc().map;
    engine::HexMap map = m_result.map;
    out.gridChanged = !(map.grid() == current.grid());
    if (m_request.intoOpenMap) {
        if (out.gridChanged) {
            out.message = "error: the import laid a " + gridText(map.grid()) + " grid, not the map's " +
                          gridText(current.grid()) + ": the elevation cannot go into the open map\n";
            return out;
        }
        out.change = doc.apply(
            engine::importElevationInto(doc.doc(), map, importers::derivedFeatureIds(m_result.report), title()));
        out.status = ImportOutcome::Status::Applied;
        out.message = summary(m_result) + describeDiagnostics(m_result);
        return out;
    }
    if (doc.doc().scenario && out.gridChanged) {
        out.message = "error: the scenario places its units on the map's " + gridText(current.grid()) +
                      " grid, but the import lays a " + gridText(map.grid()) +
                      " grid: choose the map's grid as the extent, or import into a map without a scenario\n";
        return out;
    }
    // The document's own references stay: its ruleset as it names it, its title, its underlays.
    map.setRulesetId(current.rulesetId());
    if (!current.title().empty()) map.setTitle(current.title());
    map.setUnderlays(current.underlays());
    out.change = doc.apply(engine::replaceMap(doc.doc(), std::move(map), title()));
    out.status = ImportOutcome::Status::Applied;
    out.message = summary(m_result) + describeDiagnostics(m_result);
    return out;
}

}  // namespace editor
