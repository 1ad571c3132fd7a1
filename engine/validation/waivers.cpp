#include "engine/validation/waivers.hpp"

#include <algorithm>

namespace engine {

void applyOverridesAndWaivers(const Scenario& sc, std::vector<Diagnostic>& ds) {
    if (sc.severityOverrides.empty() && sc.waivers.empty()) return;
    std::vector<Diagnostic> kept;
    kept.reserve(ds.size());
    for (Diagnostic& d : ds) {
        if (const auto it = sc.severityOverrides.find(d.rule); it != sc.severityOverrides.end()) {
            if (it->second == "ignore") continue;
            Severity s{};
            if (parseSeverity(it->second, s)) d.severity = s;
        }
        for (const Waiver& w : sc.waivers) {
            if (w.rule != d.rule) continue;
            const bool here = std::any_of(d.locations.begin(), d.locations.end(),
                                          [&](const Location& l) { return l.key() == w.location; });
            if (!here) continue;
            d.waived = true;
            d.waiverComment = w.comment;
            break;
        }
        kept.push_back(std::move(d));
    }
    ds = std::move(kept);
}

}  // namespace engine
