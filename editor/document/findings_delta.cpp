#include "editor/document/findings_delta.hpp"

#include <algorithm>
#include <functional>

namespace editor {

FindingsDelta findingsDelta(const std::vector<engine::DiagnosticList::Shared>& before,
                            const std::vector<engine::DiagnosticList::Shared>& after, std::uint64_t from,
                            std::uint64_t to) {
    FindingsDelta out{from, to, {}, {}};
    // Sorted addresses rather than hash sets: thousands of findings, no allocation per finding.
    const auto identities = [](const std::vector<engine::DiagnosticList::Shared>& items) {
        std::vector<const engine::Diagnostic*> out;
        out.reserve(items.size());
        for (const auto& d : items) out.push_back(d.get());
        std::sort(out.begin(), out.end(), std::less<const engine::Diagnostic*>());
        return out;
    };
    const auto was = identities(before), now = identities(after);
    const auto in = [](const std::vector<const engine::Diagnostic*>& set, const engine::Diagnostic* d) {
        return std::binary_search(set.begin(), set.end(), d, std::less<const engine::Diagnostic*>());
    };
    for (const auto& d : before)
        if (!in(now, d.get())) out.removed.push_back(d);
    for (const auto& d : after)
        if (!in(was, d.get())) out.added.push_back(d);
    return out;
}

}  // namespace editor
