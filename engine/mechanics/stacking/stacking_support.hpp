#pragma once
// Helpers the stacking policies share: cited reasons from the ruleset's stacking section, numbers
// read from unit attributes (with their token spellings such as HS "C"), terrain and road tests,
// and the one summary sentence every policy prints.
#include "engine/mechanics/stacking/stacking_policy.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine::stacking {

// A reason citing the ruleset value `p` (its cite, or `fallbackCite` when it has none).
[[nodiscard]] Reason cited(const Provenanced& p, std::string message, HexCoord hex,
                           const std::string& fallbackCite = {});
// A reason citing the stacking parameter `name` (the section's cite when the parameter is absent).
[[nodiscard]] Reason paramReason(const PolicySection& section, std::string_view name, std::string message,
                                 HexCoord hex);
[[nodiscard]] bool paramIs(const PolicySection& section, std::string_view name, std::string_view value);
[[nodiscard]] const Record* findRecord(const PolicySection& section, std::string_view kind, const std::string& key,
                                       std::string_view value);

[[nodiscard]] std::string num(double v);
[[nodiscard]] std::string hexLabel(const BoardState& ctx, HexCoord hex);
// "Woods hex 2719", or "hex 2719" when the hex is unpainted.
[[nodiscard]] std::string terrainHex(const BoardState& ctx, HexCoord hex);
[[nodiscard]] const TerrainType* terrainAt(const BoardState& ctx, HexCoord hex);
// Some hexside of the hex carries a road-kind feature (roads connect neighbours across hexsides).
[[nodiscard]] bool hasRoad(const BoardState& ctx, HexCoord hex);
// The piece's mode, or its class's first mode when the set-up leaves it out.
[[nodiscard]] std::string effectiveMode(const BoardState& ctx, const PieceAt& piece);
[[nodiscard]] bool isLeader(const PieceAt& piece);

// A unit's numeric attribute, reading the schema's token spellings ("C" = 0.5). On failure returns
// nullopt and says why in `why`.
[[nodiscard]] std::optional<double> unitNumber(const BoardState& ctx, const PieceAt& piece, const std::string& attr,
                                               std::string& why);

// "9 SP in Woods hex 2719, limit 8, of which artillery SP 6, limit 4" from the result's measures.
[[nodiscard]] std::string summary(const BoardState& ctx, const StackingResult& r);
// Sets the verdict from the measures (over when any is over) unless it is already decided.
void settleVerdict(StackingResult& r);
// An empty result for the query's hex and side.
[[nodiscard]] StackingResult startResult(const StackingQuery& query);
// A piece whose value cannot be read: the verdict becomes unknown, with `why` and where.
void addUnreadable(StackingResult& r, const BoardState& ctx, const PieceAt& piece, Reason why);
// The verdict is unknown because the hex's terrain has no limit in the section.
void markNoLimit(StackingResult& r, const BoardState& ctx, const PolicySection& section);
// Adds a piece that does not count (leaders, markers, wagons), with its reason.
void addUncounted(StackingResult& r, const PieceAt& piece, std::string shown);
void addCounted(StackingResult& r, const PieceAt& piece, double value, bool artillery, std::string shown);

}  // namespace engine::stacking
