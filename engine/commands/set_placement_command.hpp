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

}  // namespace engine
