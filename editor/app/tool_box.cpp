#include "editor/app/tool_box.hpp"

namespace editor {

ToolBox::ToolBox(std::vector<ToolSpec> specs, ToolHost& host)
    : m_specs(std::move(specs)) {
    for (const ToolSpec& s : m_specs) m_tools.push_back(s.make(host));
}

const ToolSpec* ToolBox::spec(std::string_view key) const {
    for (const ToolSpec& s : m_specs)
        if (s.key == key) return &s;
    return nullptr;
}

Tool* ToolBox::find(std::string_view key) const {
    for (std::size_t i = 0; i < m_specs.size(); ++i)
        if (m_specs[i].key == key) return m_tools[i].get();
    return nullptr;
}

void ToolBox::addViews(DocumentViews& views) const {
    for (const auto& t : m_tools)
        if (auto* view = dynamic_cast<DocumentView*>(t.get())) views.add(*view);
}

void ToolBox::finishGestures() const {
    for (const auto& t : m_tools) t->finishGesture();
}

}  // namespace editor
