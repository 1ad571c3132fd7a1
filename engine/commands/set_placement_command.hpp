#pragma once
// Places, moves (or re-faces, changes mode) or removes one piece in the set-up. A move keeps the
// placement at its index in Scenario::setup, so the file diff is one changed line.
#include "engine/commands/command.hpp"

#include <memory>
#include <optional>
#include <string_view>

namespace engine {

class SetPlacementCommand final : public Command {
public:
    // `index` is where the placement is (or, when placing, will be) in Scenario::setup.
    SetPlacementCommand(std::string label, std::size_t index, std::optional<Placement> before,
                        std::optional<Placement> after);

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override;
    void revert(Document& doc) override;
    [[nodiscard]] ChangeSet changes() const override;

private:
    void set(Document& doc, const std::optional<Placement>& from, const std::optional<Placement>& to);

    std::string m_label;
    std::size_t m_index;
    std::optional<Placement> m_before;
    std::optional<Placement> m_after;
};

// Places `p.piece` as `p` ("Place Unit"), or updates its placement when it is already placed
// ("Move Unit"; "Edit Unit Placement" when the hex is unchanged). nullptr when nothing changes.
std::unique_ptr<SetPlacementCommand> placePiece(const Document& doc, Placement p);
// Moves a placed piece to `hex`, keeping facing and mode; nullptr when not placed or already there.
std::unique_ptr<SetPlacementCommand> movePiece(const Document& doc, std::string_view piece, HexCoord hex);
// Takes a piece off the set-up ("Remove Unit from Set-up"); nullptr when it is not placed.
std::unique_ptr<SetPlacementCommand> unplacePiece(const Document& doc, std::string_view piece);
// Facing (a direction 0-5 of hex_coord.hpp, -1 = none) and mode of a placed piece, from the
// property pane; nullptr when not placed or unchanged. The mode is not checked against the
// ruleset here (setup.unknown_mode reports it).
std::unique_ptr<SetPlacementCommand> setFacing(const Document& doc, std::string_view piece, int facing);
std::unique_ptr<SetPlacementCommand> setMode(const Document& doc, std::string_view piece, std::string mode);
// The keyboard's rotate: `steps` hexsides clockwise (negative: counter-clockwise); a piece without
// a facing starts from direction 0.
std::unique_ptr<SetPlacementCommand> rotateFacing(const Document& doc, std::string_view piece, int steps);
// The keyboard's cycle: the next of the piece's class's modes (the ruleset's order, "" counting as
// the first); nullptr for a class without modes.
std::unique_ptr<SetPlacementCommand> cycleMode(const Document& doc, std::string_view piece);

}  // namespace engine
