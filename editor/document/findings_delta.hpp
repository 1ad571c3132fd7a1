#pragma once
// What changed in the validator's report from one generation to the next: the findings that left
// and those that came, by identity. An incremental update keeps the findings that stay (the same
// shared objects), so a view that shows thousands of findings can follow the few that changed
// rather than reading the whole report again.
#include "engine/validation/diagnostic_list.hpp"

#include <cstdint>
#include <vector>

namespace editor {

struct FindingsDelta {
    std::uint64_t from = 0;  // the report generation it starts from
    std::uint64_t to = 0;    // and the one it brings
    std::vector<engine::DiagnosticList::Shared> removed, added;
    // Whether it brings a view that shows generation `shown` to generation `now`.
    [[nodiscard]] bool bridges(std::uint64_t shown, std::uint64_t now) const { return from == shown && to == now; }
};

// The findings of `before` not in `after` and those of `after` not in `before`, each in its
// report's order.
[[nodiscard]] FindingsDelta findingsDelta(const std::vector<engine::DiagnosticList::Shared>& before,
                                          const std::vector<engine::DiagnosticList::Shared>& after,
                                          std::uint64_t from, std::uint64_t to);

}  // namespace editor
