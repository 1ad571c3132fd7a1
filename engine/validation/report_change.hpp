#pragma once
// What one publication of the validator's report changed, from one report generation to the next:
// the findings that left and those that came, each in its report's order, by identity. An
// incremental update keeps the findings that stay (the same shared objects), so a view showing
// thousands of findings follows the few that changed instead of reading the whole report again.
#include "engine/validation/diagnostic_list.hpp"

#include <cstdint>
#include <vector>

namespace engine {

struct ReportChange {
    std::uint64_t from = 0;  // the report generation it starts from
    std::uint64_t to = 0;    // and the one it brings
    std::vector<DiagnosticList::Shared> removed, added;
    // Whether it brings a view that shows generation `shown` to generation `now`.
    [[nodiscard]] bool bridges(std::uint64_t shown, std::uint64_t now) const { return from == shown && to == now; }
};

}  // namespace engine
