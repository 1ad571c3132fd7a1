#pragma once
// The turn-track strip along the schedule pane: one cell per turn with its number and time of
// day, night turns shaded, the pieces each side brings that turn, and a marker where the
// validator has findings about the turn's rows. A click on a cell's night band (the top line)
// toggles the turn's night (onNightToggled); a click below it selects the turn (onTurnSelected:
// the pane shows its rows, the map where they enter). Turns outside the track that a row names
// are drawn hatched after the track.
#include "engine/authoring/turn_track_outline.hpp"

#include <wx/scrolwin.h>

#include <functional>
#include <map>
#include <optional>
#include <set>

namespace editor {

class TurnTrackStrip : public wxScrolled<wxWindow> {
public:
    explicit TurnTrackStrip(wxWindow* parent);

    // The turns of `scenario` (nullptr: none) as engine::turnTrackOutline gives them; `problemRows`
    // are rows with findings. Side colours follow the scenario's side order. Repaints only when
    // something it shows changed.
    void setTurns(const engine::Scenario* scenario, std::vector<engine::TurnSummary> turns,
                  const std::set<std::string>& problemRows);
    void onNightToggled(std::function<void(int turn, bool night)> fn) { m_onNight = std::move(fn); }
    void onTurnSelected(std::function<void(int turn)> fn) { m_onSelect = std::move(fn); }
    void selectTurn(std::optional<int> turn);
    [[nodiscard]] std::optional<int> selectedTurn() const { return m_selected; }

    [[nodiscard]] const std::vector<engine::TurnSummary>& turns() const { return m_turns; }
    // Where a turn's cell and its night band are, in client coordinates (empty when no such turn).
    [[nodiscard]] wxRect cellRect(int turn) const;
    [[nodiscard]] wxRect nightBandRect(int turn) const;
    // The turn at a client point, and whether the point is in its night band.
    [[nodiscard]] std::optional<int> turnAt(wxPoint client, bool* inNightBand = nullptr) const;
    // Turns drawn with a problem marker.
    [[nodiscard]] bool hasProblems(int turn) const { return m_problemTurns.contains(turn); }

    wxSize DoGetBestSize() const override;

private:
    void paint(wxDC& dc);
    [[nodiscard]] int cellWidth() const;
    [[nodiscard]] int lineHeight() const;

    std::vector<engine::TurnSummary> m_turns;
    std::vector<std::string> m_sides;
    std::set<int> m_problemTurns;
    std::optional<int> m_selected;
    std::function<void(int, bool)> m_onNight;
    std::function<void(int)> m_onSelect;
};

// The colour the strip and the pane give side number `index` of a scenario.
[[nodiscard]] wxColour sideColour(std::size_t index);

}  // namespace editor
