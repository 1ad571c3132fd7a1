#include "engine/render/counters.hpp"

#include "engine/model/find_by_id.hpp"
#include "engine/render/formation_colors.hpp"
#include "engine/render/side_colors.hpp"

namespace engine {

namespace {

constexpr Rgba kLightFigures{255, 255, 255, 255};
constexpr Rgba kDarkFigures{0, 0, 0, 255};

std::array<ListPlace, 4> recordLists(const Scenario& s) {
    return listPlaces(s.sides, s.units, s.leaders, s.formations);
}

}  // namespace

Point stackPosition(Point hexCentre, int depth, double hexSize) {
    return {hexCentre.x + depth * kStackStep * hexSize, hexCentre.y + depth * kStackStep * hexSize};
}

std::string ratingsText(const AttributeMap& values, const std::vector<AttributeDef>& schema) {
    std::string text;
    for (const AttributeDef& def : schema)
        if (const auto it = values.find(def.id); it != values.end()) text += (text.empty() ? "" : "-") + it->second;
    return text;
}

std::string faceText(const AttributeMap& values, const CounterFace& face) {
    std::string text;
    for (const std::string& id : face.values)
        if (const auto it = values.find(id); it != values.end()) text += (text.empty() ? "" : "-") + it->second;
    return text;
}

Rgba nameColor(const Counter& counter) {
    return counter.bands.empty() ? counter.text : textColorOn(counter.bands.front());
}

Rgba figuresColor(const Counter& counter) { return counter.figures.a == 0 ? counter.text : counter.figures; }

CounterStyle::CounterStyle(const Scenario& scenario, const Ruleset* ruleset)
    : m_scenario(scenario),
      m_ruleset(ruleset),
      m_layout(ruleset ? counterLayout(*ruleset) : CounterLayout{}),
      m_formationColors(m_layout.bandKinds.empty() ? std::unordered_map<std::string, Rgba>{}
                                                   : formationColors(scenario)),
      m_lists(recordLists(scenario)) {
    if (!m_layout.bandKinds.empty())
        for (const Formation& f : scenario.formations) m_formations.emplace(f.id, &f);
    m_pieces.reserve(scenario.units.size() + scenario.leaders.size());
    for (std::size_t i = 0; i < scenario.units.size(); ++i) m_pieces.emplace(scenario.units[i].id, Indexed{false, i});
    for (std::size_t i = 0; i < scenario.leaders.size(); ++i)
        m_pieces.emplace(scenario.leaders[i].id, Indexed{true, i});
}

bool CounterStyle::describes(const Scenario& scenario, const Ruleset* ruleset) const {
    return &scenario == &m_scenario && ruleset == m_ruleset && recordLists(scenario) == m_lists;
}

const CounterStyle::Indexed* CounterStyle::indexed(const std::string& piece) const {
    const auto it = m_pieces.find(piece);
    if (it == m_pieces.end()) return nullptr;
    const Indexed& i = it->second;
    const bool current = i.leader ? i.at < m_scenario.leaders.size() && m_scenario.leaders[i.at].id == piece
                                  : i.at < m_scenario.units.size() && m_scenario.units[i.at].id == piece;
    return current ? &i : nullptr;
}

bool CounterStyle::knows(const std::string& piece) const { return indexed(piece) != nullptr; }

std::pair<const Unit*, const Leader*> CounterStyle::record(const std::string& piece) const {
    if (const Indexed* i = indexed(piece))
        return i->leader ? std::pair<const Unit*, const Leader*>{nullptr, &m_scenario.leaders[i->at]}
                         : std::pair<const Unit*, const Leader*>{&m_scenario.units[i->at], nullptr};
    if (const Unit* unit = findById(m_scenario.units, piece)) return {unit, nullptr};
    return {nullptr, findById(m_scenario.leaders, piece)};
}

Counter CounterStyle::counter(const Placement& placed, Point at, double hexSize) const {
    const auto [unit, leader] = record(placed.piece);
    return counter(placed.piece, unit, leader, placed.mode, at, hexSize);
}

std::vector<Rgba> CounterStyle::bands(const std::string& formation) const {
    std::vector<Rgba> out;
    for (const std::string& kind : m_layout.bandKinds) {
        // The nearest formation of that kind at or above the piece's own (the walk stops on a
        // cycle the validator reports as such).
        std::string id = formation;
        for (std::size_t steps = 0; !id.empty() && steps <= m_formations.size(); ++steps) {
            const auto it = m_formations.find(id);
            if (it == m_formations.end()) break;
            if (it->second->kind == kind) {
                out.push_back(m_formationColors.at(id));
                break;
            }
            id = it->second->parent;
        }
    }
    return out;
}

Counter CounterStyle::counter(const std::string& piece, const Unit* unit, const Leader* leader, std::string_view mode,
                              Point at, double hexSize) const {
    Counter counter;
    counter.layer = Layer::Units;
    counter.centre = at;
    counter.size = kCounterSize * hexSize;
    counter.name = piece;
    counter.nameHeight = kCounterNameHeight * counter.size;
    counter.valuesHeight = kCounterValuesHeight * counter.size;
    counter.fill = sideColor(m_scenario, "");
    const AttributeMap* values = unit ? &unit->attributes : leader ? &leader->ratings : nullptr;
    if (unit || leader) {
        counter.fill = sideColor(m_scenario, unit ? unit->side : leader->side);
        counter.bands = bands(unit ? unit->formation : leader->formation);
    }
    counter.text = textColorOn(counter.fill);
    counter.figures = counter.text;
    if (!values || !m_ruleset) return counter;
    // A set-up that gives no mode means the class's first (its default).
    const UnitClass* cls = unit && mode.empty() ? m_ruleset->findClass(unit->unitClass) : nullptr;
    if (cls && !cls->modes.empty()) mode = cls->modes.front().id;
    if (const CounterFace* face = faceFor(m_layout, unit, leader, mode)) {
        counter.values = faceText(*values, *face);
        counter.face = face->state;
        counter.mark = face->mark;
        if (face->numbers == "light") counter.figures = kLightFigures;
        else if (face->numbers == "dark") counter.figures = kDarkFigures;
    } else {
        counter.values = ratingsText(*values, unit ? m_ruleset->unitAttributes : m_ruleset->leaderAttributes);
    }
    return counter;
}

}  // namespace engine
