#include "engine/validation/diagnostic.hpp"

#include <algorithm>
#include <tuple>

namespace engine {

const char* toString(Severity s) {
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "error";
}

bool parseSeverity(std::string_view text, Severity& out) {
    if (text == "error") out = Severity::Error;
    else if (text == "warning") out = Severity::Warning;
    else if (text == "info") out = Severity::Info;
    else return false;
    return true;
}

bool reportOrder(const Diagnostic& a, const Diagnostic& b) {
    static const Location kNone{};
    const Location& la = a.locations.empty() ? kNone : a.locations.front();
    const Location& lb = b.locations.empty() ? kNone : b.locations.front();
    // Field by field, stopping at the first difference: sorting a report compares a lot.
    if (a.severity != b.severity) return a.severity < b.severity;
    if (const int c = a.rule.compare(b.rule)) return c < 0;
    if (const int c = la.kind.compare(lb.kind)) return c < 0;
    if (const int c = la.id.compare(lb.id)) return c < 0;
    if (const int c = a.message.compare(b.message)) return c < 0;
    // Ties broken by everything else, so the order is total: an incremental report, built by
    // inserting into a sorted one, lists exactly what a full sort lists.
    const auto locations = [](const Location& x, const Location& y) {
        return std::tie(x.kind, x.id) < std::tie(y.kind, y.id);
    };
    if (a.locations != b.locations)
        return std::lexicographical_compare(a.locations.begin(), a.locations.end(), b.locations.begin(),
                                            b.locations.end(), locations);
    return std::tie(a.citation, a.waived, a.waiverComment, a.assumed) <
           std::tie(b.citation, b.waived, b.waiverComment, b.assumed);
}

}  // namespace engine
