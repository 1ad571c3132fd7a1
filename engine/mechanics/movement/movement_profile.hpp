#pragma once
// What one unit class in one mode pays to move hex to hex on one map, compiled from the ruleset's
// <movement> cost rows and its <policy name="movement"> params into dense tables (terrain palette
// index, feature bit, hexside bit) so that path searches ask cost() millions of times without
// touching a string. explain() gives the same number with every reason and citation.
//
// How the parts combine is the ruleset's, read from its movement policy:
//   - terrain cost of the hex entered + in-hex feature costs + costs of the hexside crossed
//     (SSS 26.22-26.26, CWB 16.2b, HS 13.3 "add together", LFM R1.1);
//   - slope hexsides with uphill/downhill rows take their direction from the two hexes' levels
//     (SSS 26.26); slope-downhill-reduction derives a missing downhill row from the uphill one;
//   - slope-and-contour = pay-higher-only: of the slope-kind hexside costs only the highest counts
//     (CWB 16.2e); elevation-change-hexside names the hexside type that applies wherever the two
//     levels differ even when none is drawn (CWB 16.2e, 19.1);
//   - bridge-negates-water: a crossing-kind hexside (bridge, ford) cancels the water hexside it
//     spans and its own cost applies instead (CWB 11.2, LFM R25);
//   - road rate: only when the hexside crossed carries a road the class and mode may use (a road
//     cost row exists, and road-modes lists the mode when it lists the class); the best such rate
//     replaces every other cost (SSS 26.24, CWB 16.2a, HS 13.5, LFM R2.2);
//   - immobile-modes: class:mode pairs that may not move at all (CWB 11.2, LFM R1.4).
// The profile is compiled against the map's palettes as they are: recompile after the map gains
// new terrain, feature or hexside ids.
#include "engine/mechanics/reason.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"

#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace engine {

inline constexpr double kProhibitedMove = std::numeric_limits<double>::infinity();

// The cost of one step with what decided it.
struct StepCost {
    double mp = 0;  // kProhibitedMove when prohibited
    bool prohibited = false;
    bool assumed = false;  // some reason relied on an assumed value
    std::vector<Reason> reasons;
};

class MovementProfile {
public:
    // Throws std::invalid_argument naming an unknown class or mode and the valid choices. An empty
    // mode means the class's first mode (or none, for classes without modes).
    MovementProfile(const Ruleset& ruleset, const HexMap& map, const std::string& unitClass,
                    const std::string& mode = {});

    [[nodiscard]] const std::string& unitClass() const { return m_class; }
    [[nodiscard]] const std::string& mode() const { return m_mode; }
    [[nodiscard]] const HexMap& map() const { return *m_map; }
    [[nodiscard]] const Ruleset& ruleset() const { return *m_ruleset; }
    [[nodiscard]] bool immobile() const { return m_immobile.has_value(); }
    // The least MP any one step can cost this class and mode under the ruleset, whatever the map
    // holds or will hold (any terrain's row, any road rate, the baseline): n hexes away costs at
    // least n times this, so a search may skip what lies beyond its budget. 0 when no bound holds.
    [[nodiscard]] double cheapestStep() const { return m_cheapestStep; }

    // MP to enter the neighbour of `from` in direction `dir`; kProhibitedMove when the move is
    // prohibited or leaves the map. `from` must be on the map.
    [[nodiscard]] double cost(HexCoord from, int dir) const;
    // The same answer with its reasons; `from` and `to` must be adjacent and `from` on the map.
    [[nodiscard]] StepCost explain(HexCoord from, HexCoord to) const;
    // The same two answers as if the hexside carried no road: for steps whose road rate another
    // rule bars (SSS 24.22 / 24.33 into or out of a zone, HS 13.5b over 8 SP, SSS 25.24 stacks).
    [[nodiscard]] double costOffRoad(HexCoord from, int dir) const;
    [[nodiscard]] StepCost explainOffRoad(HexCoord from, HexCoord to) const;
    // Whether cost() of this step is a road rate.
    [[nodiscard]] bool usesRoadRate(HexCoord from, int dir) const;

    // One compiled cost: the MP (or prohibition) and the row it came from (null = a default of ours).
    struct Entry {
        double mp = 0;
        bool prohibited = false;
        bool present = false;
        const MoveCost* row = nullptr;
    };

private:
    struct SideEntry {
        Entry any, uphill, downhill, road;
        std::string kind;  // hexside kind from the ruleset (road, water, slope, crossing...)
        std::string id;
    };
    template <bool kExplain>
    double evaluate(HexCoord from, int dir, StepCost* out, bool roadAllowed) const;
    [[nodiscard]] StepCost explainStep(HexCoord from, HexCoord to, bool roadAllowed) const;

    const Ruleset* m_ruleset;
    const HexMap* m_map;
    std::string m_class;
    std::string m_mode;
    std::vector<Entry> m_terrain;    // by terrain palette index
    Entry m_unpainted;               // a hex with no terrain yet
    std::vector<Entry> m_features;   // by feature palette index
    std::vector<SideEntry> m_sides;  // by hexside palette index
    FeatureMask m_roadMask = 0;      // hexside bits with a usable road rate
    FeatureMask m_waterMask = 0;
    FeatureMask m_crossingMask = 0;
    FeatureMask m_slopeMask = 0;
    int m_levelChangeSide = -1;  // palette index of the implicit elevation-change hexside
    Entry m_levelChange;         // its cost when it is not on the map's palette
    bool m_payHigherSlope = false;
    bool m_roadReplaces = true;
    bool m_bridgeNegatesWater = false;
    double m_cheapestStep = 0;
    std::optional<Param> m_immobile;      // the immobile-modes param when it names this class and mode
    std::optional<Param> m_roadModesBar;  // the road-modes param when it bars this mode
    std::optional<Param> m_levelChangeParam;
};

}  // namespace engine
