#include "editor/document/findings_delta.hpp"

#include <unordered_set>

namespace editor {

FindingsDelta findingsDelta(const std::vector<engine::DiagnosticList::Shared>& before,
                            const std::vector<engine::DiagnosticList::Shared>& after, std::uint64_t from,
                            std::uint64_t to) {
    FindingsDelta out{from, to, {}, {}};
    const auto identities = [](const std::vector<engine::DiagnosticList::Shared>& items) {
        std::unordered_set<const engine::Diagnostic*> out;
        out.reserve(items.size());
        for (const auto& d : items) out.insert(d.get());
        return out;
    };
    const auto was = identities(before), now = identities(after);
    for (const auto& d : before)
        if (!now.contains(d.get())) out.removed.push_back(d);
    for (const auto& d : after)
        if (!was.contains(d.get())) out.added.push_back(d);
    return out;
}

}  // namespace editor
