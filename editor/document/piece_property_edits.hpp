#pragma once
// What an edit of a formation or a leader in the property pane turns into (units are in
// property_edits.hpp): one engine command, or a refusal naming the field and what it accepts.
// Free of wx, so each rule is tested without a grid.
#include "editor/document/property_edits.hpp"

namespace editor {

enum class FormationField : std::uint8_t { Name, Kind, Commander, Color };
// Kind: one of the ruleset's formation kinds; Commander: a leader of the scenario, "" for none;
// Color: the band of its counters, "#rrggbb", "" for the one by its place.
PropertyEdit editFormationField(const engine::Document& doc, const std::string& formationId, FormationField field,
                                const std::string& value);

enum class LeaderField : std::uint8_t { Name, Rank };
PropertyEdit editLeaderField(const engine::Document& doc, const std::string& leaderId, LeaderField field,
                             const std::string& value);
// A leader's rating (or a unit's attribute), checked against the ruleset's schema: the refusal
// names the rating, its range and its citation ("Command rating: 9 is above the maximum 6 (SSS
// 2.31)"). "" removes the value.
PropertyEdit editPieceAttribute(const engine::Document& doc, const std::string& pieceId, const std::string& attribute,
                                const std::string& value);

}  // namespace editor
