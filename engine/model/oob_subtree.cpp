#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <unordered_set>

namespace engine {

std::vector<std::string> OobSubtree::ids(const Scenario& s) const {
    std::vector<std::string> out;
    for (std::size_t i : formations) out.push_back(s.formations[i].id);
    for (std::size_t i : leaders) out.push_back(s.leaders[i].id);
    for (std::size_t i : units) out.push_back(s.units[i].id);
    return out;
}

namespace {

// Takes each formation reachable from `open` once, though a parent cycle or two selected ones lead
// to it again: `take(i, next)` notes formation i and adds its children to `next`.
template <typename Take>
void walkFormations(std::vector<std::size_t> open, std::size_t formations, Take take) {
    std::vector<bool> taken(formations, false);
    while (!open.empty()) {
        const std::size_t i = open.back();
        open.pop_back();
        if (taken[i]) continue;
        taken[i] = true;
        take(i, open);
    }
}

}  // namespace

// One selection: only the formations are indexed (they are few); each leader and unit is looked
// at once, so a selection in a large order of battle costs one pass over it, not an index of it.
OobSubtree oobSubtree(const Scenario& s, const std::vector<std::string>& pieces) {
    const std::unordered_set<std::string_view> asked(pieces.begin(), pieces.end());
    std::unordered_map<std::string_view, std::vector<std::size_t>> children;
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < s.formations.size(); ++i) {
        children[s.formations[i].parent].push_back(i);
        if (asked.contains(s.formations[i].id)) open.push_back(i);
    }
    OobSubtree out;
    std::unordered_set<std::string_view> below;  // the ids of the formations taken
    walkFormations(std::move(open), s.formations.size(), [&](std::size_t i, std::vector<std::size_t>& next) {
        out.formations.push_back(i);
        below.insert(s.formations[i].id);
        if (const auto it = children.find(s.formations[i].id); it != children.end())
            next.insert(next.end(), it->second.begin(), it->second.end());
    });
    std::sort(out.formations.begin(), out.formations.end());
    const auto members = [&](const auto& records, std::vector<std::size_t>& into) {
        for (std::size_t i = 0; i < records.size(); ++i)
            if (asked.contains(records[i].id) || below.contains(records[i].formation)) into.push_back(i);
    };
    members(s.leaders, out.leaders);
    members(s.units, out.units);
    return out;
}

OobSubtrees::OobSubtrees(const Scenario& s)
    : m_s(s) {
    for (std::size_t i = 0; i < s.formations.size(); ++i) {
        m_formationsById[s.formations[i].id].push_back(i);
        m_formationsByParent[s.formations[i].parent].push_back(i);
    }
    for (std::size_t i = 0; i < s.leaders.size(); ++i) {
        m_leadersById[s.leaders[i].id].push_back(i);
        m_leadersByFormation[s.leaders[i].formation].push_back(i);
    }
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        m_unitsById[s.units[i].id].push_back(i);
        m_unitsByFormation[s.units[i].formation].push_back(i);
    }
}

OobSubtree OobSubtrees::of(const std::vector<std::string>& pieces) const {
    const auto at = [](const Index& index, std::string_view key) -> const std::vector<std::size_t>* {
        const auto it = index.find(key);
        return it == index.end() ? nullptr : &it->second;
    };
    const auto addAll = [](std::vector<std::size_t>& out, const std::vector<std::size_t>* from) {
        if (from) out.insert(out.end(), from->begin(), from->end());
    };
    OobSubtree out;
    std::vector<std::size_t> open;
    for (const std::string& id : pieces) {
        addAll(open, at(m_formationsById, id));
        addAll(out.leaders, at(m_leadersById, id));
        addAll(out.units, at(m_unitsById, id));
    }
    walkFormations(std::move(open), m_s.formations.size(), [&](std::size_t i, std::vector<std::size_t>& next) {
        out.formations.push_back(i);
        const std::string& id = m_s.formations[i].id;
        addAll(next, at(m_formationsByParent, id));
        addAll(out.leaders, at(m_leadersByFormation, id));
        addAll(out.units, at(m_unitsByFormation, id));
    });
    for (std::vector<std::size_t>* v : {&out.formations, &out.leaders, &out.units}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    return out;
}

}  // namespace engine
