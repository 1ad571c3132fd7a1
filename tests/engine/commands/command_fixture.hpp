#pragma once
// Shared fixture for the [commands] tests: a small document with something of every kind, its
// saved text, and a generator of random commands for the property tests.
#include "engine/commands/command.hpp"

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace cmdtest {

// A 12x10 map with terrain, levels, features, names and hexside features, and a scenario with
// sides, formations, leaders, units, set-up, schedule, entry areas, victory hexes and settings.
engine::Document makeDocument();

// The document as saved: writeMap followed by writeScenario.
std::string fileText(const engine::Document& doc);

// On-map hex at offset (col, row).
engine::HexCoord hexAt(const engine::Document& doc, int col, int row);

// Checks that cmd changes the document, that revert restores the saved bytes and the model,
// and that apply again (redo) gives the same bytes as the first apply. Leaves cmd reverted.
void checkRoundTrip(engine::Document& doc, engine::Command& cmd);
// Requires a command, checks its round trip, then applies it: one step of a scripted edit.
void applyChecked(engine::Document& doc, std::unique_ptr<engine::Command> cmd);

// A random valid command for the current document (nullptr when the draw was a no-op), drawing
// from every builder and record command. Uses only palette entries the fixture already holds.
std::unique_ptr<engine::Command> randomCommand(engine::Document& doc, std::mt19937& rng);

// A random edit of the order-of-battle, set-up and schedule builders (add, delete, rename,
// reparent, duplicate, change id, facing, mode, schedule, entry areas, night turns), or nullptr.
std::unique_ptr<engine::Command> randomAuthoringCommand(engine::Document& doc, std::mt19937& rng);

}  // namespace cmdtest
