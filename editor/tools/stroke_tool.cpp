#include "editor/tools/stroke_tool.hpp"

#include "engine/hex/hex_line.hpp"

#include <vector>

namespace editor {

bool StrokeTool::press(const ToolInput& in) {
    if (!in.hex) return false;
    m_done.clear();
    m_last.reset();
    paint(in);
    return true;
}

void StrokeTool::paint(const ToolInput& in) {
    if (!in.hex) return;
    const std::vector<engine::HexCoord> path =
        m_last ? engine::hexLine(*m_last, *in.hex).hexes() : std::vector<engine::HexCoord>{*in.hex};
    m_last = in.hex;
    std::vector<engine::HexCoord> fresh;
    for (engine::HexCoord step : path)
        for (engine::HexCoord h : engine::hexSpiral(step, radius()))
            if (doc().map.contains(h) && m_done.insert(h).second) fresh.push_back(h);
    if (fresh.empty()) return;
    stage([&](engine::Document& d) { return edit(d, fresh); });
}

}  // namespace editor
