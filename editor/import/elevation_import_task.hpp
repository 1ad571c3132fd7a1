#pragma once
// File > Import Elevation as a background job: importers::importElevation on a worker thread with
// the document's ruleset, then one undo step: the elevation laid into the open map
// (engine::importElevationInto), or the imported map replacing it (engine::ReplaceMapCommand,
// keeping the map's ruleset reference, title and underlays).
#include "editor/jobs/import_task.hpp"
#include "importers/elevation/elevation_import.hpp"

#include <memory>

namespace editor {

struct ElevationImportRequest {
    std::string raster;
    importers::ElevationImportOptions options;  // `progress` is the job's
    // Into the open map (options lay exactly its grid): elevation, levels, slope hexsides and the
    // in-hex features the import derives replace the map's; its terrain and other features stay.
    bool intoOpenMap = false;
};

class ElevationImportTask final : public ImportTask {
public:
    ElevationImportTask(const StudioDocument& doc, ElevationImportRequest request);
    [[nodiscard]] std::string title() const override { return "Import Elevation"; }
    void run(const importers::ProgressFn& progress) override;
    ImportOutcome finish(StudioDocument& doc) override;

private:
    ElevationImportRequest m_request;
    std::shared_ptr<const engine::Ruleset> m_ruleset;
    importers::ElevationImportResult m_result;
};

}  // namespace editor
