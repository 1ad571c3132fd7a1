#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace engine {

std::vector<std::string> OobSubtree::ids(const Scenario& s) const {
    std::vector<std::string> out;
    for (std::size_t i : formations) out.push_back(s.formations[i].id);
    for (std::size_t i : leaders) out.push_back(s.leaders[i].id);
    for (std::size_t i : units) out.push_back(s.units[i].id);
    return out;
}

OobSubtree oobSubtree(const Scenario& s, const std::vector<std::string>& pieces) {
    std::unordered_map<std::string_view, std::vector<std::size_t>> children;
    for (std::size_t i = 0; i < s.formations.size(); ++i) children[s.formations[i].parent].push_back(i);
    const std::unordered_set<std::string_view> asked(pieces.begin(), pieces.end());
    std::unordered_set<std::string_view> formations;  // ids of the formations taken
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < s.formations.size(); ++i)
        if (asked.contains(s.formations[i].id)) open.push_back(i);
    OobSubtree out;
    std::vector<bool> taken(s.formations.size(), false);
    while (!open.empty()) {
        const std::size_t i = open.back();
        open.pop_back();
        if (taken[i]) continue;
        taken[i] = true;
        formations.insert(s.formations[i].id);
        if (const auto it = children.find(s.formations[i].id); it != children.end())
            open.insert(open.end(), it->second.begin(), it->second.end());
    }
    for (std::size_t i = 0; i < taken.size(); ++i)
        if (taken[i]) out.formations.push_back(i);
    for (std::size_t i = 0; i < s.leaders.size(); ++i)
        if (asked.contains(s.leaders[i].id) || formations.contains(s.leaders[i].formation)) out.leaders.push_back(i);
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (asked.contains(s.units[i].id) || formations.contains(s.units[i].formation)) out.units.push_back(i);
    return out;
}

}  // namespace engine
