#pragma once
// A tool whose gesture (press, drag, release) is one Transaction, so one undo step: edits are
// staged live as the mouse moves, committed on release, rolled back on Esc. A press while a
// gesture is still open (a release lost to another window) finishes that gesture first.
#include "editor/tools/tool.hpp"

namespace editor {

class TransactionTool : public Tool {
public:
    using Tool::Tool;
    void onKey(ToolKey key) override;
    [[nodiscard]] bool inGesture() const { return m_gesture != nullptr; }

protected:
    // Starts a gesture on the current document; false when there is none.
    bool begin();
    // Applies `cmd` within the gesture and shows it (a null command is a no-op).
    void stage(std::unique_ptr<engine::Command> cmd);
    // Reverts what the gesture staged and keeps it open (a click that turned into a drag).
    void restart();
    // Records the gesture as one undo step labelled `label` (nothing when it staged nothing).
    void commit(const std::string& label);
    void rollback();

private:
    std::unique_ptr<engine::Transaction> m_gesture;
};

}  // namespace editor
