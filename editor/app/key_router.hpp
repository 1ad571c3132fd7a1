#pragma once
// Shortcuts from every pane, docked or floating: a window-level key hook looks each key up in the
// action table before the focused control sees it, so the single-letter tool keys, F8 and Ctrl+0
// work whatever has the focus. Keys typed into a text field (letters, digits, editing keys and
// Ctrl+A/C/V/X/Z/Y) stay there.
#include "editor/app/actions.hpp"

#include <functional>
#include <string_view>
#include <vector>

class wxKeyEvent;
class wxWindow;

namespace editor {

class KeyRouter {
public:
    // `run` runs an action by key (false when it is disabled).
    KeyRouter(const std::vector<Action>& actions, std::function<bool(std::string_view)> run);

    // Routes the keys pressed anywhere in `topLevel` (the main window, a floating pane).
    void attach(wxWindow& topLevel);
    // Runs the key's action, or lets the key go on to the focused control (Skip).
    void handle(wxKeyEvent& e) const;
    // The action a key press runs, or nullptr: `typing` when the focus is in a text field.
    [[nodiscard]] const Action* actionFor(int keyCode, int modifiers, bool typing) const;

private:
    struct Binding {
        const Action* action;
        int keyCode;
        int modifiers;
    };
    std::vector<Binding> m_bindings;
    std::function<bool(std::string_view)> m_run;
};

}  // namespace editor
