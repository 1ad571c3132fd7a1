#pragma once
// The records a selection in the order-of-battle tree stands for: each formation with everything
// below it (sub-formations, their leaders and units, at any depth), and each leader and unit
// itself. Indices into Scenario::formations / leaders / units, in file order, each once; a parent
// cycle is followed once; unknown ids are skipped.
#include "engine/model/scenario.hpp"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

struct OobSubtree {
    std::vector<std::size_t> formations;
    std::vector<std::size_t> leaders;
    std::vector<std::size_t> units;
    [[nodiscard]] bool empty() const { return formations.empty() && leaders.empty() && units.empty(); }
    [[nodiscard]] std::vector<std::string> ids(const Scenario& s) const;  // formations, leaders, units
};

[[nodiscard]] OobSubtree oobSubtree(const Scenario& s, const std::vector<std::string>& pieces);

// oobSubtree for many selections of one scenario (each schedule row's pieces): the scenario's
// links are indexed once, and each selection costs what it takes. Keeps a reference to the
// scenario, which must outlive it unchanged.
class OobSubtrees {
public:
    explicit OobSubtrees(const Scenario& s);
    [[nodiscard]] OobSubtree of(const std::vector<std::string>& pieces) const;

private:
    using Index = std::unordered_map<std::string_view, std::vector<std::size_t>>;
    const Scenario& m_s;
    Index m_formationsById, m_formationsByParent, m_leadersById, m_leadersByFormation, m_unitsById,
        m_unitsByFormation;
};

}  // namespace engine
