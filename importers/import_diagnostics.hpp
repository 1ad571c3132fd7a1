#pragma once
// Conventions every importer follows (GDAL style): an options struct in, a result plus
// diagnostics out, and a progress callback that can cancel. Importers never touch an open
// document: the studio wraps a result into one undoable command, the CLI saves it.
#include "engine/util/progress.hpp"
#include "engine/validation/diagnostic.hpp"

#include <vector>

namespace importers {

using engine::ProgressFn;

// What an import found besides its result, and whether it was cancelled.
struct ImportDiagnostics {
    std::vector<engine::Diagnostic> diagnostics;  // rule ids "import.*"; locations name hexes, files
    bool cancelled = false;
    [[nodiscard]] bool hasErrors() const {
        for (const auto& d : diagnostics)
            if (d.severity == engine::Severity::Error) return true;
        return false;
    }
};

}  // namespace importers
