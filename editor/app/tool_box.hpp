#pragma once
// A frame's tools, made from the tool table (tool_table.hpp): one instance per row, found by its
// key or by its class.
#include "editor/app/tool_table.hpp"
#include "editor/document/document_views.hpp"

#include <stdexcept>
#include <string_view>
#include <vector>

namespace editor {

class ToolBox {
public:
    ToolBox(std::vector<ToolSpec> specs, ToolHost& host);

    [[nodiscard]] const std::vector<ToolSpec>& specs() const { return m_specs; }
    // The row and tool of `key`; nullptr when no row has it.
    [[nodiscard]] const ToolSpec* spec(std::string_view key) const;
    [[nodiscard]] Tool* find(std::string_view key) const;
    // The tool of row `key` as a T, or (no key) the first tool of class T in table order; throws
    // std::out_of_range when there is none.
    template <class T>
    [[nodiscard]] T& get(std::string_view key = {}) const {
        for (std::size_t i = 0; i < m_specs.size(); ++i)
            if (key.empty() || m_specs[i].key == key)
                if (auto* t = dynamic_cast<T*>(m_tools[i].get())) return *t;
        throw std::out_of_range("no such tool: " + std::string(key));
    }
    // Ends any gesture in progress (see Tool::finishGesture).
    void finishGestures() const;
    // Adds the tools that follow the document (the probes) to `views`.
    void addViews(DocumentViews& views) const;

private:
    std::vector<ToolSpec> m_specs;
    std::vector<std::unique_ptr<Tool>> m_tools;  // one per row of m_specs
};

}  // namespace editor
