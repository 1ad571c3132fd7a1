#include "engine/model/oob_subtree.hpp"

#include <algorithm>

namespace engine {

std::vector<std::string> OobSubtree::ids(const Scenario& s) const {
    std::vector<std::string> out;
    for (std::size_t i : formations) out.push_back(s.formations[i].id);
    for (std::size_t i : leaders) out.push_back(s.leaders[i].id);
    for (std::size_t i : units) out.push_back(s.units[i].id);
    return out;
}

OobSubtree oobSubtree(const Scenario& s, const std::vector<std::string>& pieces) { return OobSubtrees(s).of(pieces); }

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
    // Each formation taken once, though a parent cycle or two selected ones lead to it again.
    std::vector<bool> taken(m_s.formations.size(), false);
    while (!open.empty()) {
        const std::size_t i = open.back();
        open.pop_back();
        if (taken[i]) continue;
        taken[i] = true;
        out.formations.push_back(i);
        const std::string& id = m_s.formations[i].id;
        addAll(open, at(m_formationsByParent, id));
        addAll(out.leaders, at(m_leadersByFormation, id));
        addAll(out.units, at(m_unitsByFormation, id));
    }
    for (std::vector<std::size_t>* v : {&out.formations, &out.leaders, &out.units}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    return out;
}

}  // namespace engine
