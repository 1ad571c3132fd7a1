#include "editor/jobs/import_task.hpp"

namespace editor {

std::string describeDiagnostics(const std::vector<engine::Diagnostic>& diagnostics) {
    std::string text;
    for (const engine::Severity severity : {engine::Severity::Error, engine::Severity::Warning})
        for (const engine::Diagnostic& d : diagnostics)
            if (d.severity == severity) text += std::string(engine::toString(severity)) + ": " + d.message + "\n";
    return text;
}

std::string describeDiagnostics(const importers::ImportDiagnostics& result) {
    return describeDiagnostics(result.diagnostics);
}

std::optional<ImportOutcome> notLanding(const importers::ImportDiagnostics& result) {
    ImportOutcome out;
    if (result.cancelled) {
        out.status = ImportOutcome::Status::Cancelled;
        out.message = "Cancelled: the map is unchanged.";
        return out;
    }
    if (!result.hasErrors()) return std::nullopt;
    out.message = describeDiagnostics(result);
    return out;
}

}  // namespace editor
