#pragma once
// The entry hex tool: a click adds the hex to the selected entry area, or removes it when it is
// already one of the area's hexes. One command per click; scenarios only.
#include "editor/tools/tool.hpp"

namespace editor {

class EntryHexTool final : public Tool {
public:
    using Tool::Tool;
    void setArea(std::string id) { m_area = std::move(id); }
    [[nodiscard]] const std::string& area() const { return m_area; }
    void onMouseDown(const ToolInput& in) override;

private:
    std::string m_area;
};

}  // namespace editor
