#include "engine/commands/set_placement_command.hpp"

#include "engine/model/record_rules.hpp"

#include <stdexcept>

namespace engine {

SetPlacementCommand::SetPlacementCommand(std::string label, std::size_t index, std::optional<Placement> before,
                                         std::optional<Placement> after)
    : m_label(std::move(label)),
      m_index(index),
      m_before(std::move(before)),
      m_after(std::move(after)) {
    if (m_after) {
        if (const std::string problem = recordProblem(*m_after); !problem.empty())
            throw std::invalid_argument(m_label + " " + m_after->piece + ": " + problem);
    }
}

void SetPlacementCommand::apply(Document& doc) { set(doc, m_before, m_after); }

void SetPlacementCommand::revert(Document& doc) { set(doc, m_after, m_before); }

void SetPlacementCommand::set(Document& doc, const std::optional<Placement>& from, const std::optional<Placement>& to) {
    auto& setup = scenarioOf(doc).setup;
    const auto offset = static_cast<std::ptrdiff_t>(m_index);
    if (from) {
        requireInSync(m_index < setup.size() && setup[m_index].piece == from->piece, m_label.c_str());
        if (to) setup[m_index] = *to;
        else setup.erase(setup.begin() + offset);
    } else if (to) {
        requireInSync(m_index <= setup.size(), m_label.c_str());
        setup.insert(setup.begin() + offset, *to);
    }
}

ChangeSet SetPlacementCommand::changes() const {
    ChangeSet c;
    // The pieces, not their hexes: the hexes list is for the map's own cells (terrain, levels),
    // and the validator and the views find where a piece was and is from its placements.
    for (const auto* p : {&m_before, &m_after})
        if (*p) c.placements.push_back((*p)->piece);
    return c.normalize();
}

namespace {

std::ptrdiff_t findPlacement(const Scenario& s, std::string_view piece) {
    for (std::size_t i = 0; i < s.setup.size(); ++i)
        if (s.setup[i].piece == piece) return static_cast<std::ptrdiff_t>(i);
    return -1;
}

const char* noun(const Scenario& s, std::string_view piece) {
    return s.findLeader(piece) && !s.findUnit(piece) ? "Leader" : "Unit";
}

}  // namespace

std::unique_ptr<SetPlacementCommand> placePiece(const Document& doc, Placement p) {
    const Scenario& s = scenarioOf(doc);
    const std::string what = noun(s, p.piece);
    const std::ptrdiff_t i = findPlacement(s, p.piece);
    if (i < 0)
        return std::make_unique<SetPlacementCommand>("Place " + what, s.setup.size(), std::nullopt, std::move(p));
    const auto index = static_cast<std::size_t>(i);
    const Placement& before = s.setup[index];
    if (before == p) return nullptr;
    const std::string label = before.hex == p.hex ? "Edit " + what + " Placement" : "Move " + what;
    return std::make_unique<SetPlacementCommand>(label, index, before, std::move(p));
}

std::unique_ptr<SetPlacementCommand> movePiece(const Document& doc, std::string_view piece, HexCoord hex) {
    const Scenario& s = scenarioOf(doc);
    const std::ptrdiff_t i = findPlacement(s, piece);
    if (i < 0) return nullptr;
    Placement moved = s.setup[static_cast<std::size_t>(i)];
    moved.hex = hex;
    return placePiece(doc, std::move(moved));
}

std::unique_ptr<SetPlacementCommand> unplacePiece(const Document& doc, std::string_view piece) {
    const Scenario& s = scenarioOf(doc);
    const std::ptrdiff_t i = findPlacement(s, piece);
    if (i < 0) return nullptr;
    const auto index = static_cast<std::size_t>(i);
    return std::make_unique<SetPlacementCommand>("Remove " + std::string(noun(s, piece)) + " from Set-up", index,
                                                 s.setup[index], std::nullopt);
}

namespace {

std::optional<Placement> placementOf(const Scenario& s, std::string_view piece) {
    const std::ptrdiff_t i = findPlacement(s, piece);
    if (i < 0) return std::nullopt;
    return s.setup[static_cast<std::size_t>(i)];
}

}  // namespace

std::unique_ptr<SetPlacementCommand> setFacing(const Document& doc, std::string_view piece, int facing) {
    auto p = placementOf(scenarioOf(doc), piece);
    if (!p) return nullptr;
    p->facing = facing < 0 ? -1 : facing % 6;
    return placePiece(doc, std::move(*p));
}

std::unique_ptr<SetPlacementCommand> setMode(const Document& doc, std::string_view piece, std::string mode) {
    auto p = placementOf(scenarioOf(doc), piece);
    if (!p) return nullptr;
    p->mode = std::move(mode);
    return placePiece(doc, std::move(*p));
}

std::unique_ptr<SetPlacementCommand> rotateFacing(const Document& doc, std::string_view piece, int steps) {
    auto p = placementOf(scenarioOf(doc), piece);
    if (!p) return nullptr;
    const int from = p->facing < 0 ? 0 : p->facing;
    return setFacing(doc, piece, ((from + steps) % 6 + 6) % 6);
}

std::unique_ptr<SetPlacementCommand> cycleMode(const Document& doc, std::string_view piece) {
    const Scenario& s = scenarioOf(doc);
    auto p = placementOf(s, piece);
    const Unit* unit = s.findUnit(piece);
    const UnitClass* cls = unit && doc.ruleset ? doc.ruleset->findClass(unit->unitClass) : nullptr;
    if (!p || !cls || cls->modes.empty()) return nullptr;
    std::size_t next = 0;
    for (std::size_t i = 0; i < cls->modes.size(); ++i)
        if (cls->modes[i].id == p->mode) next = (i + 1) % cls->modes.size();
    if (p->mode.empty()) next = 1 % cls->modes.size();  // "" is the first mode
    return setMode(doc, piece, cls->modes[next].id);
}

}  // namespace engine
