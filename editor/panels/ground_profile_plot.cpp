#include "editor/panels/ground_profile_plot.hpp"

#include <wx/dcbuffer.h>

#include <algorithm>
#include <cmath>

namespace editor {

const wxColour GroundProfilePlot::kGround(150, 110, 60);
const wxColour GroundProfilePlot::kHexes(30, 90, 200);
const wxColour GroundProfilePlot::kSightClear(20, 160, 60);
const wxColour GroundProfilePlot::kSightBlocked(220, 30, 30);

namespace {
constexpr int kMargin = 6;          // pixels around the plot
constexpr int kLabelColumn = 34;    // at the left: the elevations and levels
constexpr double kHeadroom = 0.08;  // of the span, above and below what is drawn
}  // namespace

GroundProfilePlot::GroundProfilePlot(wxWindow* parent)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxFULL_REPAINT_ON_RESIZE, "ground-profile") {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(200, 110)));
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        paint(dc);
    });
}

void GroundProfilePlot::show(std::optional<importers::LosGroundProfile> profile, const wxString& message) {
    m_profile = std::move(profile);
    m_message = message;
    if (m_profile) {
        double low = INFINITY, high = -INFINITY;
        const auto take = [&](double v) {
            if (std::isnan(v)) return;
            low = std::min(low, v);
            high = std::max(high, v);
        };
        for (double g : m_profile->ground.ground) take(g);
        take(m_profile->ground.eyeFrom);
        take(m_profile->ground.eyeTo);
        for (const auto& h : m_profile->hexes) take(h.elevation);
        if (!(low <= high)) low = 0, high = 1;
        const double pad = std::max(1.0, (high - low) * kHeadroom);
        m_low = low - pad;
        m_high = high + pad;
    }
    Refresh();
}

int GroundProfilePlot::xOf(double along) const {
    const int left = FromDIP(kMargin + kLabelColumn), right = GetClientSize().x - FromDIP(kMargin);
    return left + static_cast<int>(std::lround(std::clamp(along, 0.0, 1.0) * std::max(1, right - left)));
}

int GroundProfilePlot::yOf(double metres) const {
    const int top = FromDIP(kMargin), bottom = GetClientSize().y - FromDIP(kMargin);
    const double t = (metres - m_low) / std::max(1e-9, m_high - m_low);
    return bottom - static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * std::max(1, bottom - top)));
}

void GroundProfilePlot::paint(wxDC& dc) {
    dc.SetBackground(*wxWHITE_BRUSH);
    dc.Clear();
    dc.SetFont(GetFont().Smaller());
    if (!m_profile) {
        dc.SetTextForeground(wxColour(110, 110, 110));
        dc.DrawText(m_message, FromDIP(kMargin), FromDIP(kMargin));
        return;
    }
    const importers::LosGroundProfile& p = *m_profile;
    const int left = xOf(0), right = xOf(1);
    // Level bands: alternate pale stripes, each labelled with its level at the left.
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetTextForeground(wxColour(90, 90, 90));
    for (std::size_t k = 0; k < p.bands.size(); ++k) {
        const auto& b = p.bands[k];
        const int top = yOf(b.high), bottom = yOf(b.low);
        dc.SetBrush(wxBrush(k % 2 ? wxColour(232, 236, 244) : wxColour(244, 240, 228)));
        dc.DrawRectangle(left, top, right - left + 1, std::max(1, bottom - top + 1));
        dc.DrawText(wxString::Format("L%d", b.level), FromDIP(kMargin), (top + bottom) / 2 - dc.GetCharHeight() / 2);
    }
    // The ground, filled down to the bottom.
    std::vector<wxPoint> ground;
    for (std::size_t k = 0; k < p.ground.along.size(); ++k)
        if (!std::isnan(p.ground.ground[k])) ground.emplace_back(xOf(p.ground.along[k]), yOf(p.ground.ground[k]));
    if (ground.size() >= 2) {
        std::vector<wxPoint> area = ground;
        const int bottom = GetClientSize().y - FromDIP(kMargin);
        area.emplace_back(ground.back().x, bottom);
        area.emplace_back(ground.front().x, bottom);
        dc.SetBrush(wxBrush(kGround.ChangeLightness(160)));
        dc.DrawPolygon(static_cast<int>(area.size()), area.data());
        dc.SetPen(wxPen(kGround, FromDIP(2)));
        dc.DrawLines(static_cast<int>(ground.size()), ground.data());
    }
    // The hexes' stored elevations, stepped.
    dc.SetPen(wxPen(kHexes, FromDIP(2)));
    for (const auto& h : p.hexes) {
        if (std::isnan(h.elevation)) continue;
        const int y = yOf(h.elevation);
        dc.DrawLine(xOf(h.from), y, xOf(h.to), y);
    }
    for (std::size_t k = 0; k + 1 < p.hexes.size(); ++k)
        if (!std::isnan(p.hexes[k].elevation) && !std::isnan(p.hexes[k + 1].elevation))
            dc.DrawLine(xOf(p.hexes[k].to), yOf(p.hexes[k].elevation), xOf(p.hexes[k].to),
                        yOf(p.hexes[k + 1].elevation));
    // The sight line, and where the ground comes nearest it.
    const wxColour sight = p.sight.sees ? kSightClear : kSightBlocked;
    dc.SetPen(wxPen(sight, FromDIP(2)));
    dc.DrawLine(left, yOf(p.ground.eyeFrom), right, yOf(p.ground.eyeTo));
    dc.SetBrush(wxBrush(sight));
    const double worst = p.ground.sightLine(p.sight.worstAlong) + p.sight.worstMetres;
    dc.DrawCircle(xOf(p.sight.worstAlong), yOf(worst), FromDIP(3));
    // The span in metres at the left.
    dc.SetTextForeground(wxColour(60, 60, 60));
    dc.DrawText(wxString::Format("%.0f m", m_high), FromDIP(kMargin), FromDIP(kMargin));
    dc.DrawText(wxString::Format("%.0f m", m_low), FromDIP(kMargin),
                GetClientSize().y - FromDIP(kMargin) - dc.GetCharHeight());
}

}  // namespace editor
