#pragma once
// Editing tools as plain state machines, free of wx: the canvas turns mouse and key events into
// onMouseDown / onMouseMove / onMouseUp / onKey with the plane point and hex under the cursor.
// Tools change the document only through it (StudioDocument::apply or a DocumentEdit), which
// tells the frame and its panes; a tool never notifies anyone itself. Tools whose press, drag and
// release make one undo step derive from GestureTool; a click that is one command calls apply().
// A tool's key, title and shortcut are its row of the tool table (editor/app/tool_table.cpp).
#include "editor/document/studio_document.hpp"
#include "exporters/export_options.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace editor {

struct ToolInput {
    engine::Point plane;
    std::optional<engine::HexCoord> hex;  // nullopt off the map
};

// What a tool may do to the studio around it.
class ToolHost {
public:
    virtual ~ToolHost() = default;
    virtual StudioDocument* document() = 0;
    virtual void selectHex(engine::HexCoord hex) = 0;
    // The area the print exports offer (a rectangle of hexes); nullopt clears it.
    virtual void selectArea(std::optional<exporters::HexRange> area) = 0;
    // True while the pointer is over the order-of-battle tree (a counter dragged there leaves the map).
    [[nodiscard]] virtual bool pointerOverOrderOfBattle() const { return false; }
};

enum class ToolKey : std::uint8_t { Escape, Other };

class Tool {
public:
    explicit Tool(ToolHost& host)
        : m_host(host) {}
    virtual ~Tool() = default;
    Tool(const Tool&) = delete;
    Tool& operator=(const Tool&) = delete;
    virtual void onMouseDown(const ToolInput& in) = 0;
    virtual void onMouseMove(const ToolInput& in) { (void)in; }
    virtual void onMouseUp(const ToolInput& in) { (void)in; }
    virtual void onKey(ToolKey key) { (void)key; }
    // The canvas lost the mouse mid-gesture (another window took it): the release will not come.
    virtual void onCaptureLost() {}
    // Ends a gesture in progress as its release would (before another tool, an undo or another
    // document takes over). Nothing for tools without gestures.
    virtual void finishGesture() {}

protected:
    ToolHost& m_host;
};

}  // namespace editor
