#pragma once
// A piece on the map as wargames draw it: a square counter about two thirds of the hex in its
// side's colour, its ratings large along the bottom (legible at the zoom the studio opens with),
// its name small along the top; the pieces of a stack step up and to the right so each one shows.
// Each ruleset says how its counters print (counter_faces.hpp): the formation colours banding the
// top, the values on the face and the reduced or battleworn side when the piece is on it.
#include "engine/model/find_by_id.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"
#include "engine/render/counter_faces.hpp"
#include "engine/render/draw_list.hpp"

#include <array>
#include <unordered_map>
#include <utility>

namespace engine {

// In fractions of the hex's flat-to-flat size, or of the counter's side.
inline constexpr double kCounterSize = 0.66;
inline constexpr double kStackStep = 0.1;
inline constexpr double kCounterValuesHeight = 0.34;
inline constexpr double kCounterNameHeight = 0.2;
// The face as printed (page or screen, y down), in fractions of the side from the centre: the band
// along the top, the name across it, the values low, the side's mark right of the middle.
inline constexpr double kCounterBandHeight = 0.26;
inline constexpr double kCounterNameY = -0.37;
inline constexpr double kCounterValuesY = 0.2;
inline constexpr double kCounterMarkX = 0.3;
inline constexpr double kCounterMarkY = -0.08;
inline constexpr double kCounterMarkHeight = 0.18;

// Where the `depth`-th piece of a stack (0 at the bottom) sits on a hex centred at `hexCentre`.
[[nodiscard]] Point stackPosition(Point hexCentre, int depth, double hexSize);
// A piece's ratings as its counter prints them, in the ruleset's attribute order ("5-8").
[[nodiscard]] std::string ratingsText(const AttributeMap& values, const std::vector<AttributeDef>& schema);
// The values `face` prints, left to right ("5-8"); those the piece lacks are left out.
[[nodiscard]] std::string faceText(const AttributeMap& values, const CounterFace& face);

// The colours a counter's name (on its band, if it has one) and its values are printed in.
[[nodiscard]] Rgba nameColor(const Counter& counter);
[[nodiscard]] Rgba figuresColor(const Counter& counter);

// The counters of one scenario in one ruleset: the faces and the formation colours are worked out
// once, then each piece's counter is made from them.
class CounterStyle {
public:
    CounterStyle(const Scenario& scenario, const Ruleset* ruleset);
    // The counter of `piece` in `mode` centred at `at`: `unit` or `leader` is its record (both
    // null for an id the scenario does not define, drawn in the neutral colour).
    [[nodiscard]] Counter counter(const std::string& piece, const Unit* unit, const Leader* leader,
                                  std::string_view mode, Point at, double hexSize) const;
    // The counter of a set-up piece, its record found in the style's index of the scenario.
    [[nodiscard]] Counter counter(const Placement& placed, Point at, double hexSize) const;
    // Whether the style was made from this scenario's record lists as they are, in this ruleset: a
    // caller keeping one across edits drops it when a change names sides, units, leaders or
    // formations, and this also sees those lists having moved.
    [[nodiscard]] bool describes(const Scenario& scenario, const Ruleset* ruleset) const;

private:
    [[nodiscard]] std::vector<Rgba> bands(const std::string& formation) const;

    const Scenario& m_scenario;
    const Ruleset* m_ruleset;
    CounterLayout m_layout;
    std::unordered_map<std::string, Rgba> m_formationColors;
    std::unordered_map<std::string, const Formation*> m_formations;
    IdIndex<Unit> m_units;
    IdIndex<Leader> m_leaders;
    // The record lists the style was made from, where they were and how long.
    std::array<std::pair<const void*, std::size_t>, 4> m_lists;
};

}  // namespace engine
