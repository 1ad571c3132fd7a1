#include "editor/app/tool_table.hpp"

#include "editor/tools/area_select_tool.hpp"
#include "editor/tools/entry_hex_tool.hpp"
#include "editor/tools/flood_fill_tool.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/level_tool.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"
#include "editor/tools/road_tool.hpp"
#include "editor/tools/select_tool.hpp"
#include "editor/tools/setup_move_tool.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "editor/tools/victory_hex_tool.hpp"

#include <wx/intl.h>

namespace editor {

namespace {

template <class T>
std::function<std::unique_ptr<Tool>(ToolHost&)> make() {
    return [](ToolHost& host) { return std::make_unique<T>(host); };
}

std::function<std::unique_ptr<Tool>(ToolHost&)> makeLevel(LevelTool::Mode mode) {
    return [mode](ToolHost& host) {
        auto tool = std::make_unique<LevelTool>(host);
        tool->setMode(mode);
        return tool;
    };
}

}  // namespace

std::vector<ToolSpec> builtinTools() {
    return {
        {"select", _("Select"), "S", make<SelectTool>()},
        {"select-area", _("Select Area"), "A", make<AreaSelectTool>()},
        {"terrain-brush", _("Terrain Brush"), "B", make<TerrainBrushTool>()},
        {"flood-fill", _("Flood Fill"), "F", make<FloodFillTool>()},
        {"raise-level", _("Raise Level"), "R", makeLevel(LevelTool::Mode::Raise)},
        {"lower-level", _("Lower Level"), "L", makeLevel(LevelTool::Mode::Lower)},
        {"set-level", _("Set Level"), "E", makeLevel(LevelTool::Mode::Set)},
        {"hexside-feature", _("Hexside Feature"), "H", make<HexsideFeatureTool>()},
        {"road", _("Road"), "D", make<RoadTool>()},
        {"victory-hex", _("Victory Hex"), "V", make<VictoryHexTool>()},
        {"set-up", _("Set Up"), "U", make<SetupMoveTool>()},
        {"entry-hex", _("Entry Hex"), "N", make<EntryHexTool>()},
        {"los-probe", _("LOS Probe"), "I", make<LosProbeTool>()},
        {"reach-probe", _("Reach Probe"), "M", make<ReachProbeTool>()},
    };
}

}  // namespace editor
