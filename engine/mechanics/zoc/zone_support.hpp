#pragma once
// What the zone models share: answers cited from the ruleset's zoc section, and how a piece is named
// in them ("unit 26NC (infantry) at A1053").
#include "engine/mechanics/zoc/zone_model.hpp"

#include <string>
#include <string_view>

namespace engine::zones {

[[nodiscard]] Coverage answer(bool covered, const PolicySection& section, std::string_view param, std::string message,
                              HexCoord hex);
[[nodiscard]] Coverage answer(bool covered, const Provenanced& source, std::string message, HexCoord hex,
                              const std::string& fallbackCite);
[[nodiscard]] std::string pieceName(const BoardState& ctx, HexCoord at, const PieceAt& piece);
[[nodiscard]] std::string attribute(const PieceAt& piece, const std::string& id);  // "" when absent
// "hex 2719 is in the ZOC of unit X (artillery) at 2718"
[[nodiscard]] std::string inZoneOf(const BoardState& ctx, HexCoord target, ZoneKind kind, HexCoord at,
                                   const PieceAt& piece);
// The range the section's <zoi class="..." range="..."/> record gives the class; nullptr when none.
[[nodiscard]] const Record* zoiRecord(const PolicySection& section, const std::string& unitClass);

}  // namespace engine::zones
