#include "editor/tools/victory_hex_tool.hpp"

#include "engine/commands/record_commands.hpp"

#include <algorithm>

namespace editor {

engine::VictoryHex newVictoryHex(const engine::Scenario& scenario, const engine::HexGrid& grid, engine::HexCoord hex) {
    engine::VictoryHex v;
    v.hex = hex;
    v.vp = 1;
    if (!scenario.victoryHexes.empty()) {
        v.vp = scenario.victoryHexes.back().vp;
        v.side = scenario.victoryHexes.back().side;
    }
    const auto taken = [&](const std::string& id) {
        return std::any_of(scenario.victoryHexes.begin(), scenario.victoryHexes.end(),
                           [&](const engine::VictoryHex& o) { return o.id == id; });
    };
    v.id = "vh-" + grid.label(hex);
    for (int n = 2; taken(v.id); ++n) v.id = "vh-" + grid.label(hex) + "-" + std::to_string(n);
    return v;
}

void VictoryHexTool::onMouseDown(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex || !doc->doc().scenario) return;
    const engine::Scenario& s = *doc->doc().scenario;
    const auto it = std::find_if(s.victoryHexes.begin(), s.victoryHexes.end(),
                                 [&](const engine::VictoryHex& v) { return v.hex == *in.hex; });
    std::unique_ptr<engine::Command> cmd;
    if (it != s.victoryHexes.end()) cmd = engine::RemoveVictoryHexCommand::make(doc->doc(), it->id);
    else cmd = std::make_unique<engine::AddVictoryHexCommand>(newVictoryHex(s, doc->doc().map.grid(), *in.hex));
    doc->apply(std::move(cmd));
}

}  // namespace editor
