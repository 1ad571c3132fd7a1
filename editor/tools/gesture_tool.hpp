#pragma once
// The one gesture lifecycle of the canvas tools: press, drag, release is one DocumentEdit, so one
// undo step. Edits are staged live as the mouse moves and committed on release; Esc rolls them
// back. A press while a gesture is still open (its release went to another window) and a lost
// mouse capture finish that gesture as its release would. The document tells its listeners at
// every step, so none of these can leave the panes or the validator behind.
#include "editor/document/document_edit.hpp"
#include "editor/tools/tool.hpp"

#include <memory>
#include <string>

namespace editor {

class GestureTool : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) final;
    void onMouseMove(const ToolInput& in) final;
    void onMouseUp(const ToolInput& in) final;
    void onKey(ToolKey key) override;
    void onCaptureLost() override { finishGesture(); }
    void finishGesture() override;
    [[nodiscard]] bool inGesture() const { return m_edit != nullptr; }

protected:
    // The gesture's steps, each within the open edit. press() returns false when this press
    // starts no gesture (nothing to draw with, off the map); it must not stage anything then.
    virtual bool press(const ToolInput& in) = 0;
    virtual void drag(const ToolInput& in) { (void)in; }
    virtual void release(const ToolInput& in) { (void)in; }
    // The undo label of the gesture as it stands when it is committed.
    [[nodiscard]] virtual std::string gestureLabel() const = 0;

    // The document the gesture edits (only while inGesture()).
    [[nodiscard]] const engine::Document& doc() const { return m_edit->document().doc(); }
    // Applies a command within the gesture (a null command is a no-op).
    void stage(std::unique_ptr<engine::Command> cmd) { m_edit->stage(std::move(cmd)); }
    void stage(const CommandBuilder& build) { m_edit->stage(build); }
    // Reverts what the gesture staged and keeps it open (a click that turned into a drag).
    void restart() { m_edit->restart(); }

private:
    std::unique_ptr<DocumentEdit> m_edit;
};

}  // namespace editor
