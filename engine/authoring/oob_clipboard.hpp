#pragma once
// Cut, copy and paste in the order-of-battle tree, within a scenario and between two. The
// clipboard holds a fragment of our scenario XML: a <ridgeline-scenario> with only the <sides> and
// <oob> of what was copied (each formation with everything below it, each leader and unit), so
// the fragment reads in any text editor and loads with the scenario reader. Copied pieces whose
// parent, formation or commander was not copied lose that reference (they are the fragment's
// roots). Set-up and schedule are not copied: pasted pieces are not in play.
#include "engine/commands/oob_commands.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine {

// The fragment for the pieces (unknown ids skipped); a fragment with no pieces when none is known.
[[nodiscard]] std::string copyPieces(const Document& doc, const std::vector<std::string>& pieces);

// Pastes a fragment's pieces under `target`: its roots go under the target formation (or to the
// top of the target side), every piece takes the target's side, and a piece whose id is taken
// gets a fresh one (its references inside the fragment follow). `pasted` gets the roots' ids, to
// select them. nullptr for a fragment with no pieces. Throws LoadError (file "clipboard", line,
// what is wrong) for text that is not a fragment, std::invalid_argument for an unknown target.
[[nodiscard]] std::unique_ptr<Command> pastePieces(const Document& doc, std::string_view xml,
                                                   const ParentTarget& target,
                                                   std::vector<std::string>* pasted = nullptr);

}  // namespace engine
