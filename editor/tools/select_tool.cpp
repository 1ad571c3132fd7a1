#include "editor/tools/select_tool.hpp"

namespace editor {

void SelectTool::onMouseDown(const ToolInput& in) {
    if (in.hex) m_host.selectHex(*in.hex);
}

}  // namespace editor
