#include "engine/validation/report/validation_report.hpp"

namespace engine {

ReportCounts countDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    ReportCounts c;
    for (const Diagnostic& d : diagnostics) {
        if (d.waived) ++c.waived;
        else if (d.severity == Severity::Error) ++c.errors;
        else if (d.severity == Severity::Warning) ++c.warnings;
        else ++c.infos;
    }
    return c;
}

bool fails(const ReportCounts& counts, Severity failOn) {
    return counts.errors > 0 || (failOn != Severity::Error && counts.warnings > 0) ||
           (failOn == Severity::Info && counts.infos > 0);
}

}  // namespace engine
