#pragma once
// How a pane, the canvas or any other view follows the open document: it implements
// DocumentView and adds itself to the frame's DocumentViews once (MainFrame::views()). The frame
// tells the views when another document is opened, and forwards every change the document
// reports (StudioDocument::subscribe), so no view is updated by hand and none can be forgotten.
#include "editor/document/studio_document.hpp"

#include <vector>

namespace editor {

class DocumentView {
public:
    virtual ~DocumentView() = default;
    // Another document is open (nullptr: none). Comes before any documentChanged about it.
    virtual void documentReplaced(const StudioDocument* doc) = 0;
    // What an edit changed, with the validator already current; `committed` is false for the
    // live steps of a gesture in progress (a stroke being drawn).
    virtual void documentChanged(const engine::ChangeSet& change, bool committed) = 0;
};

class DocumentViews {
public:
    // Views are told in the order they were added. A view removes itself before it is destroyed
    // unless it lives as long as the frame (the frame's panes and canvas do).
    void add(DocumentView& view) { m_views.push_back(&view); }
    void remove(const DocumentView& view) { std::erase(m_views, &view); }

    void replaced(const StudioDocument* doc) const {
        for (DocumentView* v : std::vector<DocumentView*>(m_views)) v->documentReplaced(doc);
    }
    void changed(const engine::ChangeSet& change, bool committed) const {
        for (DocumentView* v : std::vector<DocumentView*>(m_views)) v->documentChanged(change, committed);
    }

private:
    std::vector<DocumentView*> m_views;
};

}  // namespace editor
