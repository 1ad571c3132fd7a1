#pragma once
// An import the studio runs in the background: run() calls the importer on a worker thread
// (never touching the open document), finish() then lands the result on the document on the UI
// thread as ONE undoable command, through StudioDocument::apply or a DocumentEdit, which tell the
// studio what changed. Cancel or error leaves the document as it was.
#include "engine/commands/change_set.hpp"
#include "importers/import_diagnostics.hpp"

#include <optional>
#include <string>

namespace editor {

class StudioDocument;

struct ImportOutcome {
    enum class Status { Applied, Cancelled, Failed, Unchanged };
    Status status = Status::Failed;
    std::string message;  // the importer's errors, or what was imported and its warnings
    engine::ChangeSet change;
    bool gridChanged = false;  // the map has a new grid: the view should fit it again
};

class ImportTask {
public:
    virtual ~ImportTask() = default;
    [[nodiscard]] virtual std::string title() const = 0;  // "Import Elevation"
    // On the worker thread; `progress` returns false once the user cancelled.
    virtual void run(const importers::ProgressFn& progress) = 0;
    // On the UI thread, after run() returned.
    virtual ImportOutcome finish(StudioDocument& doc) = 0;
};

// Diagnostics as lines of text, errors first ("error: ..."): an import's, or an export's.
[[nodiscard]] std::string describeDiagnostics(const std::vector<engine::Diagnostic>& diagnostics);
[[nodiscard]] std::string describeDiagnostics(const importers::ImportDiagnostics& result);
// The outcome of an import that was cancelled or failed; nullopt when its result can land.
[[nodiscard]] std::optional<ImportOutcome> notLanding(const importers::ImportDiagnostics& result);

}  // namespace editor
