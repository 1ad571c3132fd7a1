#include "engine/mechanics/board_state.hpp"

#include "engine/model/find_by_id.hpp"

#include <algorithm>

namespace engine {

Occupancy::Occupancy(const Scenario& sc, const HexMap& map) {
    // Indexed, not found one by one: a set-up of thousands of pieces is read per edit.
    const IdIndex<Unit> units(sc.units);
    const IdIndex<Leader> leaders(sc.leaders);
    for (const Placement& p : sc.setup) {
        if (!map.contains(p.hex)) continue;
        PieceAt piece{p.piece, {}, {}, p.mode, p.facing, units.find(p.piece), leaders.find(p.piece)};
        if (piece.unit) {
            piece.side = piece.unit->side;
            piece.unitClass = piece.unit->unitClass;
        } else if (piece.leader) {
            piece.side = piece.leader->side;
            piece.unitClass = "leader";
        } else {
            continue;
        }
        add(p.hex, std::move(piece));
    }
}

void Occupancy::add(HexCoord hex, PieceAt piece) { m_pieces[hex].push_back(std::move(piece)); }

const std::vector<PieceAt>& Occupancy::at(HexCoord hex) const {
    static const std::vector<PieceAt> kNone;
    auto it = m_pieces.find(hex);
    return it == m_pieces.end() ? kNone : it->second;
}

bool Occupancy::occupiedByEnemyOf(HexCoord hex, std::string_view side) const {
    const auto& here = at(hex);
    return std::any_of(here.begin(), here.end(), [&](const PieceAt& p) { return p.side != side; });
}

BoardState::BoardState(const HexMap& m, const Ruleset& rs, const Scenario* sc)
    : map(m),
      ruleset(rs),
      scenario(sc) {
    if (sc) occupancy = Occupancy(*sc, m);
}

std::string BoardState::option(std::string_view id) const {
    if (scenario)
        if (auto it = scenario->options.find(std::string(id)); it != scenario->options.end()) return it->second;
    const RulesetOption* o = ruleset.findOption(id);
    return o ? o->defaultValue : std::string();
}

bool BoardState::nightTurn() const {
    if (!scenario || turn <= 0) return false;
    const auto& nights = scenario->turns.nightTurns;
    return std::find(nights.begin(), nights.end(), turn) != nights.end();
}

}  // namespace engine
