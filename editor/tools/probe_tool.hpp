#pragma once
// What the LOS and reach probes share: they edit nothing, tell the frame when their answer
// changes, and answer only for a document with a ruleset and hexes on its map. As views of the
// document they start over with another document and answer again after each committed edit.
#include "editor/document/document_views.hpp"
#include "editor/tools/tool.hpp"

#include <functional>
#include <initializer_list>

namespace editor {

class ProbeTool : public Tool, public DocumentView {
public:
    using Tool::Tool;
    // Asks again for the document as it is now (when the probe has its hexes).
    virtual void refresh() = 0;
    // Forgets the picked hexes and the answer.
    virtual void clear() = 0;
    void documentReplaced(const StudioDocument* doc) override {
        (void)doc;
        clear();
    }
    void documentChanged(const engine::ChangeSet& change, bool committed) override {
        (void)change;
        if (committed) refresh();
    }
    // Called whenever the picked hexes or the answer change.
    void onChange(std::function<void()> fn) { m_changed = std::move(fn); }
    [[nodiscard]] const std::string& error() const { return m_error; }  // why there is no answer

protected:
    void notify() const {
        if (m_changed) m_changed();
    }
    // The document to probe when it has a ruleset and every hex is on its map; else nullptr
    // with error() saying why.
    const engine::Document* probed(std::initializer_list<engine::HexCoord> hexes) {
        m_error.clear();
        const StudioDocument* doc = m_host.document();
        if (!doc || !doc->doc().ruleset) {
            m_error = "the document has no ruleset";
            return nullptr;
        }
        for (const engine::HexCoord h : hexes)
            if (!doc->doc().map.contains(h)) {
                m_error = "hex " + doc->doc().map.grid().label(h) + " is off the map";
                return nullptr;
            }
        return &doc->doc();
    }

    std::string m_error;

private:
    std::function<void()> m_changed;
};

}  // namespace editor
