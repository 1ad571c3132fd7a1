#pragma once
// File > Import Vectors as a background job: importers::importVector on a worker thread over a
// copy of the document's map, then the terrain, in-hex features and hexside features land on
// the document as one undo step (a Transaction of cell and hexside commands).
#include "editor/jobs/import_task.hpp"
#include "engine/model/hex_map.hpp"
#include "importers/vector/vector_import.hpp"

namespace editor {

struct VectorImportRequest {
    std::string source;                // any path or connection string OGR opens
    importers::VectorMapping mapping;  // loaded and checked against the ruleset by the dialog
};

class VectorImportTask final : public ImportTask {
public:
    VectorImportTask(const StudioDocument& doc, VectorImportRequest request);
    [[nodiscard]] std::string title() const override { return "Import Vectors"; }
    void run(const importers::ProgressFn& progress) override;
    ImportOutcome finish(StudioDocument& doc) override;

private:
    VectorImportRequest m_request;
    engine::HexMap m_map;  // the worker reads this copy, never the live document
    std::string m_rulesetId;
    importers::VectorImportResult m_result;
};

}  // namespace editor
