#pragma once
// The schedule pane: the turn-track strip over the reinforcement rows grouped by turn (editable in
// place: turn, entry hex or area, arrival mode, condition, variable-arrival roll), and the
// scenario's named entry areas (renamed in place, added, deleted, their hexes painted on the map
// with the entry tool). Pieces dropped on a turn of the strip or of the rows (as the order-of-battle
// tree drags them, piecesDragText) arrive on that turn; dropped on a row, they join it. Every edit is an
// engine command handed to `apply`, one undo step each; a refusal goes to `report`. As a view of
// the document it follows every committed edit row by row.
#include "editor/document/document_views.hpp"
#include "editor/panels/schedule_model.hpp"

#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxDataViewCtrl;
class wxDataViewListCtrl;

namespace editor {

class TurnTrackStrip;

class SchedulePanel : public wxPanel, public DocumentView {
public:
    struct Hooks {
        std::function<void(std::unique_ptr<engine::Command>)> apply;
        std::function<void(const wxString&)> report;
        // A turn was selected: show where its arrivals enter (empty: nothing to show).
        std::function<void(int turn, const std::vector<engine::HexCoord>& hexes)> showArrivals;
        // Paint the hexes of this entry area on the map (the entry tool, set to the area).
        std::function<void(const std::string& area)> paintArea;
    };

    SchedulePanel(wxWindow* parent, Hooks hooks);
    ~SchedulePanel() override;

    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;

    // What a click on the strip or an edit in a cell does (tests call these as the events do).
    void selectTurn(int turn);
    void editCell(const std::string& row, ScheduleModel::Column column, const std::string& text);
    // Pieces dropped on `turn` (a new row there) or on `row` (added to it); false when refused.
    bool dropPieces(const std::vector<std::string>& pieces, int turn, const std::string& row = {});
    // A row dragged onto the map (its drag text, rowDragText) enters at the hex dropped on, or in
    // the entry area that hex belongs to; false when the text is no row or there is no hex.
    bool dropOnMap(std::optional<engine::HexCoord> hex, const wxString& text);
    void selectRow(const std::string& row);
    [[nodiscard]] std::string selectedRow() const;
    void deleteSelectedRow();
    // Entry areas: a new one named `name` (selected), a rename, the selected one deleted.
    void addEntryArea(const std::string& name);
    void renameEntryArea(const std::string& area, const std::string& name);
    void deleteSelectedArea();
    [[nodiscard]] std::string selectedArea() const;
    void selectArea(const std::string& area);

    [[nodiscard]] TurnTrackStrip& strip() { return *m_strip; }
    [[nodiscard]] ScheduleModel& model() { return *m_model; }
    [[nodiscard]] wxDataViewCtrl& rows() { return *m_rows; }
    [[nodiscard]] wxDataViewListCtrl& areas() { return *m_areas; }

private:
    void refresh();
    void refreshAreas();
    // True when a command was applied.
    bool apply(const std::function<std::unique_ptr<engine::Command>(const engine::Document&)>& build);

    Hooks m_hooks;
    const StudioDocument* m_doc = nullptr;
    std::uint64_t m_shownGeneration = 0;  // of the diagnostics the rows show
    TurnTrackStrip* m_strip = nullptr;
    ScheduleModel* m_model = nullptr;
    wxDataViewCtrl* m_rows = nullptr;
    wxDataViewListCtrl* m_areas = nullptr;
    std::vector<std::string> m_areaIds;  // by list row
    wxButton* m_deleteRow = nullptr;
    wxButton* m_deleteArea = nullptr;
    wxButton* m_paintArea = nullptr;
};

// What dragging a schedule row carries: "schedule-row:" and its id.
[[nodiscard]] wxString rowDragText(const std::string& row);

}  // namespace editor
