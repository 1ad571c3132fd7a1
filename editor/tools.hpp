#pragma once
// Editing tools as plain state machines, free of wx: the canvas turns mouse and key events into
// onMouseDown / onMouseMove / onMouseUp / onKey with the plane point and hex under the cursor.
// A stroke or drag is one Transaction, so it is one undo step; Esc rolls the stroke back.
#include "editor/studio_document.hpp"
#include "engine/commands/transaction.hpp"

#include <memory>
#include <optional>
#include <set>
#include <span>
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
    explicit Tool(ToolHost& host) : m_host(host) {}
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

class SelectTool final : public Tool {
public:
    using Tool::Tool;
    [[nodiscard]] std::string name() const override { return "Select"; }
    void onMouseDown(const ToolInput& in) override;
};

// The shared stroke machinery: a Transaction from mouse down to mouse up, each hex edited once.
class StrokeTool : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override;
    void onMouseMove(const ToolInput& in) override;
    void onMouseUp(const ToolInput& in) override;
    void onKey(ToolKey key) override;
    [[nodiscard]] bool stroking() const { return m_stroke != nullptr; }

protected:
    // The command for the hexes of this step of the stroke (not yet edited in this stroke).
    virtual std::unique_ptr<engine::Command> edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) = 0;
    [[nodiscard]] virtual std::string strokeLabel() const = 0;
    [[nodiscard]] virtual int radius() const { return 0; }

private:
    void paint(const ToolInput& in);

    std::unique_ptr<engine::Transaction> m_stroke;
    std::set<engine::HexCoord> m_done;
};

class TerrainBrushTool final : public StrokeTool {
public:
    using StrokeTool::StrokeTool;
    static constexpr int kMaxRadius = 4;
    void setTerrain(std::string id) { m_terrain = std::move(id); }
    [[nodiscard]] const std::string& terrain() const { return m_terrain; }
    void setRadius(int r);
    [[nodiscard]] int radius() const override { return m_radius; }
    [[nodiscard]] std::string name() const override { return "Terrain Brush"; }

protected:
    std::unique_ptr<engine::Command> edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) override;
    [[nodiscard]] std::string strokeLabel() const override { return "Paint Terrain"; }

private:
    std::string m_terrain;
    int m_radius = 0;
};

class LevelTool final : public StrokeTool {
public:
    enum class Mode : std::uint8_t { Raise, Lower, Set };
    using StrokeTool::StrokeTool;
    void setMode(Mode m) { m_mode = m; }
    void setLevel(int level) { m_level = level; }
    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] std::string name() const override;

protected:
    std::unique_ptr<engine::Command> edit(StudioDocument& doc, std::span<const engine::HexCoord> hexes) override;
    [[nodiscard]] std::string strokeLabel() const override { return name(); }

private:
    Mode m_mode = Mode::Raise;
    int m_level = 0;
};

}  // namespace editor
