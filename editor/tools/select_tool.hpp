#pragma once
// Clicks select the hex under the cursor; it edits nothing.
#include "editor/tools/tool.hpp"

namespace editor {

class SelectTool final : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override;
};

}  // namespace editor
