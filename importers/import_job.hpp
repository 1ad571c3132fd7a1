#pragma once
// Conventions every importer follows (GDAL style, ../shared/STYLE.md §A): an options struct in, a
// result plus diagnostics out, and a progress callback that can cancel. Importers never touch an
// open document: the studio wraps a result into one undoable command, the CLI saves it.
#include "engine/validation/diagnostic.hpp"

#include <functional>
#include <string_view>
#include <vector>

namespace importers {

// Called with the fraction done (0..1) and what is happening; returning false cancels the job.
using ProgressFn = std::function<bool(double fraction, std::string_view message)>;

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
