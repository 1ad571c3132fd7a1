#include "engine/mechanics/movement/movement_orders.hpp"

#include "engine/util/words.hpp"

#include <algorithm>

namespace engine {

std::vector<std::string> movementOrders(const Ruleset& ruleset) {
    std::vector<std::string> out;
    const auto add = [&](const std::string& order) {
        if (!order.empty() && std::find(out.begin(), out.end(), order) == out.end()) out.push_back(order);
    };
    const PolicySection* zoc = ruleset.section("zoc");
    if (!zoc) return out;
    for (const Record& r : zoc->records)
        if (r.kind == "order-entry") add(r.get("order"));
    if (const Param* engage = zoc->param("engage-forbidden-orders"))
        for (const std::string& order : splitWords(engage->value)) add(order);
    return out;
}

}  // namespace engine
