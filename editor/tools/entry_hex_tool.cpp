#include "editor/tools/entry_hex_tool.hpp"

#include "engine/commands/record_commands.hpp"
#include "engine/model/find_by_id.hpp"

#include <algorithm>

namespace editor {

void EntryHexTool::onMouseDown(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex || !doc->doc().scenario) return;
    const engine::EntryArea* area = engine::findById(doc->doc().scenario->entryAreas, m_area);
    if (!area) return;
    engine::EntryArea edited = *area;
    const auto at = std::find(edited.hexes.begin(), edited.hexes.end(), *in.hex);
    const bool adding = at == edited.hexes.end();
    if (adding) edited.hexes.push_back(*in.hex);
    else edited.hexes.erase(at);
    const std::string label =
        (adding ? "Add Entry Hex to " : "Remove Entry Hex from ") + (area->name.empty() ? area->id : area->name);
    doc->apply(engine::ReplaceEntryAreaCommand::make(doc->doc(), m_area, std::move(edited), label));
}

}  // namespace editor
