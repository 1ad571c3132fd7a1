#include "editor/import/vector_import_task.hpp"

#include "editor/document/document_edit.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_hexside_features_command.hpp"

#include <filesystem>

namespace editor {

VectorImportTask::VectorImportTask(const StudioDocument& doc, VectorImportRequest request)
    : m_request(std::move(request)),
      m_map(doc.doc().map),
      m_rulesetId(doc.doc().ruleset ? doc.doc().ruleset->id : "") {}

void VectorImportTask::run(const importers::ProgressFn& progress) {
    importers::VectorImportOptions options;
    options.source = m_request.source;
    options.mapping = m_request.mapping;
    options.rulesetId = m_rulesetId;
    options.progress = progress;
    m_result = importers::importVector(m_map, options);
}

ImportOutcome VectorImportTask::finish(StudioDocument& doc) {
    if (auto stopped = notLanding(m_result)) return *stopped;
    ImportOutcome out;
    // The targets intern the imported ids in the map's palettes: built as the edit stages them.
    DocumentEdit edit(doc);
    edit.stage(
        [&](engine::Document& d) { return engine::setCells(d, importers::targetCells(d.map, m_result), title()); });
    edit.stage([&](engine::Document& d) {
        return engine::setHexsideMasks(d, importers::targetHexsideMasks(d.map, m_result), title());
    });
    out.change = edit.commit(title());
    out.status = out.change.empty() ? ImportOutcome::Status::Unchanged : ImportOutcome::Status::Applied;
    out.message = "imported " + std::filesystem::path(m_request.source).filename().string() + ": " +
                  importers::describeVectorImport(m_result) + describeDiagnostics(m_result);
    return out;
}

}  // namespace editor
