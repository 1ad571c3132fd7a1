#pragma once
// A piece on the map as wargames draw it: a square counter about two thirds of the hex in its
// side's colour, its ratings large along the bottom (legible at the zoom the studio opens with),
// its name small along the top; the pieces of a stack step up and to the right so each one shows.
// Each ruleset says how its counters print (counter_faces.hpp): the formation colours banding the
// top, the values on the face and the reduced or battleworn side when the piece is on it.
#include "engine/model/list_places.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"
#include "engine/render/counter_faces.hpp"
#include "engine/render/draw_list.hpp"

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
    // The counter of a set-up piece, its record found by id: in the index made with the style,
    // else (an id given since) by a search.
    [[nodiscard]] Counter counter(const Placement& placed, Point at, double hexSize) const;
    // Whether the index finds `piece` where its record is now. A caller keeping one style across
    // edits drops it when an edit names a piece it does not know (an id changed, a record came or
    // went) or changes sides or formations; `describes` also sees the record lists having moved.
    [[nodiscard]] bool knows(const std::string& piece) const;
    [[nodiscard]] bool describes(const Scenario& scenario, const Ruleset* ruleset) const;

private:
    [[nodiscard]] std::vector<Rgba> bands(const std::string& formation) const;

    const Scenario& m_scenario;
    const Ruleset* m_ruleset;
    CounterLayout m_layout;
    std::unordered_map<std::string, Rgba> m_formationColors;
    std::unordered_map<std::string, const Formation*> m_formations;
    struct Indexed {
        bool leader = false;
        std::size_t at = 0;  // in the scenario's units or leaders
    };
    // The unit or the leader `piece` names (a unit first, as the validator reads an id); the index's
    // answer is used when that record still has the id.
    [[nodiscard]] std::pair<const Unit*, const Leader*> record(const std::string& piece) const;
    [[nodiscard]] const Indexed* indexed(const std::string& piece) const;
    std::unordered_map<std::string, Indexed> m_pieces;
    // The record lists the style was made from, where they were and how long.
    std::array<ListPlace, 4> m_lists;
};

}  // namespace engine
