#include "editor/tools/stroke_tool.hpp"

#include <vector>

namespace editor {

bool StrokeTool::press(const ToolInput& in) {
    if (!in.hex) return false;
    m_done.clear();
    paint(in);
    return true;
}

void StrokeTool::paint(const ToolInput& in) {
    if (!in.hex) return;
    std::vector<engine::HexCoord> fresh;
    for (engine::HexCoord h : engine::hexSpiral(*in.hex, radius()))
        if (doc().map.contains(h) && m_done.insert(h).second) fresh.push_back(h);
    if (fresh.empty()) return;
    stage([&](engine::Document& d) { return edit(d, fresh); });
}

}  // namespace editor
