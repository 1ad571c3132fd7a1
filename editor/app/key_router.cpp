#include "editor/app/key_router.hpp"

#include <wx/accel.h>
#include <wx/event.h>
#include <wx/spinctrl.h>
#include <wx/textentry.h>
#include <wx/window.h>

#include <cctype>

namespace editor {

namespace {

// The focus is where text goes: a text field, a spin control's entry, a combo box, a property
// grid's editor (the window that got the key, or one it belongs to).
bool typingInto(const wxWindow* focus) {
    for (const wxWindow* w = focus; w && !w->IsTopLevel(); w = w->GetParent())
        if (dynamic_cast<const wxTextEntry*>(w) || dynamic_cast<const wxSpinCtrl*>(w) ||
            dynamic_cast<const wxSpinCtrlDouble*>(w))
            return true;
    return false;
}

// Keys a text field needs for itself.
bool editsText(int keyCode, int modifiers) {
    if (modifiers == wxMOD_NONE || modifiers == wxMOD_SHIFT) return keyCode < WXK_F1 || keyCode > WXK_F24;
    if (modifiers == wxMOD_CONTROL || modifiers == (wxMOD_CONTROL | wxMOD_SHIFT))
        return std::string_view("ACVXZY").find(static_cast<char>(keyCode)) != std::string_view::npos ||
               keyCode == WXK_LEFT || keyCode == WXK_RIGHT || keyCode == WXK_HOME || keyCode == WXK_END ||
               keyCode == WXK_BACK || keyCode == WXK_DELETE;
    return false;
}

// The same key as the shortcut names it: "+" and "-" on the main keyboard (with or without the
// Shift a layout needs for them) or the keypad.
bool sameKey(int shortcut, int pressed) {
    if (shortcut == '+') return pressed == '+' || pressed == '=' || pressed == WXK_NUMPAD_ADD;
    if (shortcut == '-') return pressed == '-' || pressed == WXK_NUMPAD_SUBTRACT;
    if (shortcut == '0') return pressed == '0' || pressed == WXK_NUMPAD0;
    return shortcut == pressed;
}

int toModifiers(int acceleratorFlags) {
    int m = wxMOD_NONE;
    if (acceleratorFlags & wxACCEL_CTRL) m |= wxMOD_CONTROL;
    if (acceleratorFlags & wxACCEL_SHIFT) m |= wxMOD_SHIFT;
    if (acceleratorFlags & wxACCEL_ALT) m |= wxMOD_ALT;
    return m;
}

}  // namespace

KeyRouter::KeyRouter(const std::vector<Action>& actions, std::function<bool(std::string_view)> run)
    : m_run(std::move(run)) {
    for (const Action& a : actions) {
        if (a.shortcut.empty()) continue;
        // "Ctrl++" is Ctrl and the plus key; wxAcceleratorEntry reads "+" as a separator.
        if (a.shortcut.EndsWith("++") || a.shortcut.EndsWith("+-")) {
            wxAcceleratorEntry modifiersOnly;
            const wxString prefix = a.shortcut.Left(a.shortcut.length() - 1) + "A";
            if (modifiersOnly.FromString(prefix))
                m_bindings.push_back({&a, static_cast<int>(a.shortcut.Last()), toModifiers(modifiersOnly.GetFlags())});
            continue;
        }
        wxAcceleratorEntry entry;
        if (entry.FromString(a.shortcut))
            m_bindings.push_back({&a, std::toupper(entry.GetKeyCode()), toModifiers(entry.GetFlags())});
    }
}

void KeyRouter::attach(wxWindow& topLevel) {
    topLevel.Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) { handle(e); });
}

const Action* KeyRouter::actionFor(int keyCode, int modifiers, bool typing) const {
    if (typing && editsText(keyCode, modifiers)) return nullptr;
    const int plain = modifiers & ~wxMOD_SHIFT;
    for (const Binding& b : m_bindings) {
        // "+" needs Shift on most layouts: Ctrl+Shift+= is Ctrl++.
        const bool shiftForKey = b.keyCode == '+' && (modifiers & wxMOD_SHIFT);
        if (sameKey(b.keyCode, keyCode) && (b.modifiers == modifiers || (shiftForKey && b.modifiers == plain)))
            return b.action;
    }
    return nullptr;
}

void KeyRouter::handle(wxKeyEvent& e) const {
    const auto* target = dynamic_cast<const wxWindow*>(e.GetEventObject());
    const bool typing = typingInto(target) || typingInto(wxWindow::FindFocus());
    const Action* a = actionFor(e.GetKeyCode(), e.GetModifiers(), typing);
    if (a && m_run(a->key)) return;  // handled: the focused control does not see it
    e.Skip();
}

}  // namespace editor
