#pragma once
// What the studio has selected: a hex, a hexside, a unit (at its set-up hex) or a victory hex.
// The canvas highlights `hex`; the property pane shows the selected thing. Free of wx so the
// validation pane's jump-to-problem logic is testable on its own.
#include "engine/model/document.hpp"
#include "engine/validation/diagnostic.hpp"

#include <optional>
#include <string>

namespace editor {

struct Selection {
    enum class Kind : std::uint8_t { None, Hex, Hexside, Unit, VictoryHex };
    Kind kind = Kind::None;
    engine::HexCoord hex;       // the hex to highlight and centre on (a hexside's owner)
    engine::HexsideId hexside;  // Kind::Hexside
    std::string id;             // unit or victory hex id

    static Selection ofHex(engine::HexCoord h) { return {Kind::Hex, h, {}, {}}; }
    [[nodiscard]] bool empty() const { return kind == Kind::None; }
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

}  // namespace editor
