#pragma once
// The reach probe: a click picks the start hex; every hex a unit of the chosen class and mode can
// reach within the MP budget is found by the engine's reach service (engine/mechanics/movement) and
// shaded on the canvas with its cost. As the CLI's `reach --side` does, the moving side's enemies
// in the scenario's set-up hold their hexes and cast their zones (the side of the piece in the
// start hex unless one is chosen), and the rules that depend on more than the hex entered apply
// (engine::MoveRules: leaving a zone, full friendly stacks, road movers in column, screens), with
// the mover's orders (`reach --orders`) and the turn (`reach --turn`, night movement) when chosen.
// A reached hex picked as the target shows its cheapest path, each step with the reasons for its
// cost. Probing edits nothing.
#include "editor/tools/probe_tool.hpp"
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/reach.hpp"

#include <optional>
#include <vector>

namespace editor {

class ReachProbeTool final : public ProbeTool {
public:
    using ProbeTool::ProbeTool;
    void onMouseDown(const ToolInput& in) override;

    // "" for the ruleset's first class / the class's first mode.
    void setUnitClass(std::string id);
    void setMode(std::string id);
    // MP available; kProhibitedMove (infinity) or any value <= 0 for unlimited.
    void setBudget(double mp);
    // The moving side; "" for the side of the piece in the start hex (none: enemies ignored).
    void setSide(std::string id);
    // The mover's orders (engine::movementOrders of the ruleset); "" for none. Read with a moving side.
    void setOrders(std::string orders);
    // A turn of the scenario's turn track (its night rules apply); 0 for none (daytime).
    void setTurn(int turn);
    [[nodiscard]] const std::string& orders() const { return m_orders; }
    [[nodiscard]] int turn() const { return m_turn; }
    [[nodiscard]] const std::string& unitClass() const { return m_class; }
    [[nodiscard]] const std::string& mode() const { return m_mode; }
    [[nodiscard]] double budget() const { return m_budget; }
    // The side the last search moved for ("" when it ignored every piece).
    [[nodiscard]] const std::string& movingSide() const { return m_movingSide; }
    // Searches again (after an edit or a changed option) when a start hex is picked.
    void refresh() override;
    void clear() override;

    [[nodiscard]] std::optional<engine::HexCoord> start() const { return m_start; }
    [[nodiscard]] const std::vector<engine::ReachedHex>& reached() const { return m_reached; }

    // One step of the path to the target: the hex entered, its cost and why.
    struct Step {
        engine::HexCoord from;
        engine::HexCoord to;
        double cost = 0;
        double total = 0;
        std::vector<engine::Reason> reasons;
    };
    // Shows the cheapest path to `hex` (nullopt: none).
    void setTarget(std::optional<engine::HexCoord> hex);
    [[nodiscard]] std::optional<engine::HexCoord> target() const { return m_target; }
    [[nodiscard]] const std::vector<Step>& path() const { return m_path; }
    // Why the start limits the move (leaving an enemy zone, orders, night), as `reach --explain`.
    [[nodiscard]] std::vector<engine::Reason> startReasons() const;

private:
    void search();
    void tracePath();
    void forgetAnswer();

    std::string m_class;
    std::string m_mode;
    std::string m_side;
    std::string m_movingSide;
    std::string m_orders;
    int m_turn = 0;
    double m_budget = engine::kProhibitedMove;
    std::optional<engine::HexCoord> m_start;
    std::optional<engine::HexCoord> m_target;
    std::vector<engine::ReachedHex> m_reached;
    std::vector<Step> m_path;
    // What the last search saw, kept to explain a path's steps.
    std::optional<engine::BoardState> m_board;
    std::optional<engine::EnemyPresence> m_enemies;
    std::optional<engine::MovementProfile> m_profile;
    std::optional<engine::MoveRules> m_rules;  // refers to the board, the enemies and the profile
    std::optional<engine::ReachOptions> m_options;
    std::optional<engine::ReachResult> m_result;
};

}  // namespace editor
