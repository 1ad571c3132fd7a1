#pragma once
// The victory pane's and the settings dialog's edits: a victory hex's side, points and turns, and
// the victory conditions of a side as the paragraphs the designer wrote; and the points on the
// map per side. Each edit is one undo step built from the document as it is; nullptr when nothing
// would change; std::invalid_argument for what cannot be, with a message.
#include "engine/commands/command.hpp"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// Replaces victory hex `id` by `after` (same id): the hex on the map, the side one of the
// scenario's or "" (either), points and turns not negative, the last turn not before the first.
[[nodiscard]] std::unique_ptr<Command> editVictoryHex(const Document& doc, std::string_view id, VictoryHex after);

// Makes `texts` the victory conditions of `side` ("" = either side), in order: existing ones are
// rewritten in place, the surplus removed, the rest added with ids made from the side.
[[nodiscard]] std::unique_ptr<Command> setVictoryConditions(const Document& doc, const std::string& side,
                                                            const std::vector<std::string>& texts);

// Victory points on the map per side id ("" = hexes either side scores).
[[nodiscard]] std::map<std::string, int> victoryTotals(const Scenario& scenario);

}  // namespace engine
