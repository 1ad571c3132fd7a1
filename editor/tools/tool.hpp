#pragma once
// Editing tools as plain state machines, free of wx: the canvas turns mouse and key events into
// onMouseDown / onMouseMove / onMouseUp / onKey with the plane point and hex under the cursor.
// A stroke or drag is one Transaction, so it is one undo step; Esc rolls the stroke back.
#include "editor/document/studio_document.hpp"
#include "engine/commands/transaction.hpp"

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
    // `committed` is false for the live updates of a stroke in progress.
    virtual void documentChanged(const engine::ChangeSet& change, bool committed) = 0;
    virtual void selectHex(engine::HexCoord hex) = 0;
};

enum class ToolKey : std::uint8_t { Escape, Other };

class Tool {
public:
    explicit Tool(ToolHost& host)
        : m_host(host) {}
    virtual ~Tool() = default;
    Tool(const Tool&) = delete;
    Tool& operator=(const Tool&) = delete;
    [[nodiscard]] virtual std::string name() const = 0;
    virtual void onMouseDown(const ToolInput& in) = 0;
    virtual void onMouseMove(const ToolInput& in) { (void)in; }
    virtual void onMouseUp(const ToolInput& in) { (void)in; }
    virtual void onKey(ToolKey key) { (void)key; }

protected:
    ToolHost& m_host;
};

}  // namespace editor
