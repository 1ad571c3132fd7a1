#include "editor/panels/turn_track_strip.hpp"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>

namespace editor {

namespace {

constexpr int kLines = 4;  // night band, turn and time, arrivals, problems
const wxColour kNight(52, 58, 94);
const wxColour kDay(250, 246, 228);
const wxColour kSelected(40, 110, 210);

}  // namespace

wxColour sideColour(std::size_t index) {
    static const wxColour colours[] = {wxColour(30, 70, 160), wxColour(150, 40, 40), wxColour(30, 120, 60),
                                       wxColour(120, 70, 150)};
    return colours[index % WXSIZEOF(colours)];
}

TurnTrackStrip::TurnTrackStrip(wxWindow* parent)
    : wxScrolled<wxWindow>(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHSCROLL | wxFULL_REPAINT_ON_RESIZE) {
    SetName("turn-track");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(cellWidth() / 4, 0);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        DoPrepareDC(dc);
        paint(dc);
    });
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
        bool night = false;
        const std::optional<int> turn = turnAt(e.GetPosition(), &night);
        if (!turn) return;
        const auto t = std::find_if(m_turns.begin(), m_turns.end(), [&](const auto& s) { return s.turn == *turn; });
        if (night && t->onTrack) {
            if (m_onNight) m_onNight(*turn, !t->night);
            return;
        }
        selectTurn(*turn);
        if (m_onSelect) m_onSelect(*turn);
    });
}

int TurnTrackStrip::lineHeight() const { return GetCharHeight() + FromDIP(2); }

int TurnTrackStrip::cellWidth() const { return GetCharWidth() * 11; }

wxSize TurnTrackStrip::DoGetBestSize() const {
    const int n = std::max<int>(1, static_cast<int>(m_turns.size()));
    return {std::min(n, 12) * cellWidth(),
            kLines * lineHeight() + FromDIP(4) + wxSystemSettings::GetMetric(wxSYS_HSCROLL_Y, this)};
}

void TurnTrackStrip::setTurns(const engine::Scenario* scenario, std::vector<engine::TurnSummary> turns,
                              const std::set<std::string>& problemRows) {
    if (!scenario) turns.clear();
    std::vector<std::string> sides;
    if (scenario)
        for (const engine::Side& s : scenario->sides) sides.push_back(s.id);
    std::set<int> problemTurns;
    for (const engine::TurnSummary& t : turns)
        for (const std::string& row : t.rows)
            if (problemRows.contains(row)) problemTurns.insert(t.turn);
    if (turns == m_turns && sides == m_sides && problemTurns == m_problemTurns) return;
    m_turns = std::move(turns);
    m_sides = std::move(sides);
    m_problemTurns = std::move(problemTurns);
    if (m_selected && !cellRect(*m_selected).width) m_selected.reset();
    SetVirtualSize(static_cast<int>(m_turns.size()) * cellWidth(), kLines * lineHeight());
    Refresh();
}

void TurnTrackStrip::selectTurn(std::optional<int> turn) {
    m_selected = turn;
    Refresh();
}

wxRect TurnTrackStrip::cellRect(int turn) const {
    for (std::size_t i = 0; i < m_turns.size(); ++i)
        if (m_turns[i].turn == turn) {
            const wxPoint origin = CalcScrolledPosition(wxPoint(static_cast<int>(i) * cellWidth(), 0));
            return {origin, wxSize(cellWidth(), kLines * lineHeight())};
        }
    return {};
}

wxRect TurnTrackStrip::nightBandRect(int turn) const {
    wxRect r = cellRect(turn);
    if (r.width) r.height = lineHeight();
    return r;
}

std::optional<int> TurnTrackStrip::turnAt(wxPoint client, bool* inNightBand) const {
    const wxPoint p = CalcUnscrolledPosition(client);
    if (p.x < 0 || p.y < 0 || p.y >= kLines * lineHeight()) return std::nullopt;
    const auto i = static_cast<std::size_t>(p.x / cellWidth());
    if (i >= m_turns.size()) return std::nullopt;
    if (inNightBand) *inNightBand = p.y < lineHeight();
    return m_turns[i].turn;
}

void TurnTrackStrip::paint(wxDC& dc) {
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    const int w = cellWidth(), h = lineHeight();
    const wxFont normal = GetFont();
    const wxFont bold = normal.Bold();
    for (std::size_t i = 0; i < m_turns.size(); ++i) {
        const engine::TurnSummary& t = m_turns[i];
        const wxRect cell(static_cast<int>(i) * w, 0, w, kLines * h);
        const wxColour ink = t.night ? *wxWHITE : *wxBLACK;
        dc.SetPen(wxPen(wxColour(120, 120, 120)));
        dc.SetBrush(t.onTrack ? wxBrush(t.night ? kNight : kDay)
                              : wxBrush(wxColour(200, 200, 200), wxBRUSHSTYLE_BDIAGONAL_HATCH));
        dc.DrawRectangle(cell);
        dc.SetTextForeground(ink);
        dc.SetFont(normal);
        // The night band: what a click there does.
        dc.DrawLabel(t.onTrack ? (t.night ? _("night") : _("day")) : _("off track"), wxRect(cell.x, 0, w, h),
                     wxALIGN_CENTRE);
        dc.SetPen(wxPen(t.night ? wxColour(110, 116, 160) : wxColour(210, 200, 170)));
        dc.DrawLine(cell.x + 2, h, cell.GetRight() - 1, h);
        dc.SetFont(bold);
        const wxString head =
            wxString::Format(_("T%d"), t.turn) + (t.time.empty() ? "" : " " + wxString::FromUTF8(t.time));
        dc.DrawLabel(head, wxRect(cell.x, h, w, h), wxALIGN_CENTRE);
        dc.SetFont(normal);
        // Arrivals per side, in the sides' colours.
        int x = cell.x + FromDIP(4);
        for (std::size_t s = 0; s < m_sides.size(); ++s) {
            const auto it = t.arrivals.find(m_sides[s]);
            if (it == t.arrivals.end()) continue;
            const wxString n = wxString::Format("%d", it->second);
            const int box = h - FromDIP(4);
            dc.SetPen(*wxTRANSPARENT_PEN);
            dc.SetBrush(wxBrush(sideColour(s)));
            dc.DrawRectangle(x, 2 * h + FromDIP(2), box, box);
            dc.SetTextForeground(ink);
            dc.DrawText(n, x + box + FromDIP(2), 2 * h + 1);
            x += box + dc.GetTextExtent(n).x + FromDIP(8);
        }
        if (m_problemTurns.contains(t.turn)) {
            dc.SetTextForeground(t.night ? wxColour(255, 140, 140) : *wxRED);
            dc.DrawLabel(_("! problems"), wxRect(cell.x, 3 * h, w, h), wxALIGN_CENTRE);
        }
        if (m_selected == t.turn) {
            dc.SetPen(wxPen(kSelected, FromDIP(3)));
            dc.SetBrush(*wxTRANSPARENT_BRUSH);
            dc.DrawRectangle(wxRect(cell).Deflate(1));
        }
    }
}

}  // namespace editor
