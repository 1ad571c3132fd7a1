#pragma once
// File > Export... as a background job: the format's run over a copy of the document on a worker
// thread. The studio runs it as it runs an import (ImportProgressDialog: progress and Cancel), but
// an export lands nothing on the document; finish() only says what was written, or why not.
#include "editor/jobs/import_task.hpp"
#include "engine/model/document.hpp"
#include "exporters/export_format.hpp"

namespace editor {

class StudioDocument;

struct ExportJobRequest {
    const exporters::ExportFormat* format = nullptr;  // from the registry; outlives the job
    exporters::ExportRequest request;                 // output, option values, and a progress to tell besides the job's
};

class ExportTask final : public ImportTask {
public:
    ExportTask(const StudioDocument& doc, ExportJobRequest request);
    [[nodiscard]] std::string title() const override;
    void run(const importers::ProgressFn& progress) override;
    // Unchanged and "wrote FILE: summary" when written; Cancelled or Failed otherwise.
    ImportOutcome finish(StudioDocument& doc) override;
    [[nodiscard]] const exporters::ExportResult& result() const { return m_result; }

private:
    ExportJobRequest m_request;
    engine::Document m_doc;  // the worker reads this copy, never the live document
    exporters::ExportResult m_result;
};

}  // namespace editor
