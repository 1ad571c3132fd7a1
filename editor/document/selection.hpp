#pragma once
// What the studio has selected: a hex, a hexside, a unit (at its set-up hex), a victory hex, or a
// piece of the order of battle (a formation, leader or unit chosen in the tree, on the map or not).
// The canvas highlights `hex`; the property pane shows the selected thing. Free of wx so the
// validation pane's jump-to-problem logic is testable on its own.
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic.hpp"

#include <optional>
#include <string>

namespace editor {

struct Selection {
    enum class Kind : std::uint8_t { None, Hex, Hexside, Unit, VictoryHex, Piece };
    Kind kind = Kind::None;
    engine::HexCoord hex;       // the hex to highlight and centre on (a hexside's owner)
    engine::HexsideId hexside;  // Kind::Hexside
    std::string id;             // unit, victory hex or piece id
    bool placed = true;         // Kind::Piece: set up at `hex`; false: not on the map

    static Selection ofHex(engine::HexCoord h) { return {Kind::Hex, h, {}, {}}; }
    [[nodiscard]] bool empty() const { return kind == Kind::None; }
    // Whether `hex` is on the map for this selection (a piece not set up has no hex).
    [[nodiscard]] bool onMap() const { return !empty() && placed; }
    bool operator==(const Selection&) const = default;
};

// The selection a diagnostic location points at; nullopt when it is not on the map (a side, a
// formation, a file) or names something that no longer exists.
[[nodiscard]] std::optional<Selection> selectionFor(const engine::Document& doc, const engine::Location& location);
// The first of a diagnostic's locations that is on the map.
[[nodiscard]] std::optional<Selection> selectionFor(const engine::Document& doc, const engine::Diagnostic& diagnostic);
// `s` brought up to date after an edit: a unit follows its placement, a victory hex its record;
// an empty selection when the thing is gone or off the map.
[[nodiscard]] Selection refreshed(const engine::Document& doc, const Selection& s);
// Whether an edit may change what the property pane shows for `s` (its record, its hex and what
// stands there, the names its choices list). False answers are exact; true may be cautious.
[[nodiscard]] bool editTouches(const engine::ChangeSet& change, const Selection& s);
// A formation, leader or unit of the scenario as chosen in the tree; nullopt for an unknown id.
[[nodiscard]] std::optional<Selection> pieceSelection(const engine::Document& doc, const std::string& id);
// The piece the keyboard acts on: the selected unit or piece, else the top piece at the selected
// hex; "" when none is set up there.
[[nodiscard]] std::string selectedPiece(const engine::Document& doc, const Selection& s);

}  // namespace editor
