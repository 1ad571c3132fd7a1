#include "studio_fixture.hpp"

#include "engine/io/map_file.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <wx/checkbox.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/evtloop.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include <unistd.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <future>

namespace fs = std::filesystem;

namespace studiotest {

fs::path copySample(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("ridgeline-studio-test-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* f : {"scenario.rlscn", "map.rlmap"})
        fs::copy_file(testpaths::source() / "samples" / "sss-mcpherson-ridge" / f, dir / f);
    return dir;
}

engine::RulesetLibrary& rulesets() {
    static engine::RulesetLibrary lib = engine::RulesetLibrary::standard();
    return lib;
}

editor::MainFrame* makeFrame(const fs::path& dir) {
    auto* frame = new editor::MainFrame(rulesets(), dir / "recovery", false);
    frame->Show();
    pump();
    return frame;
}

Studio::Studio(const std::string& name, const char* file)
    : dir(copySample(name)),
      frame(makeFrame(dir)) {
    REQUIRE(frame->openFile(dir / file));
}

Studio::~Studio() { closeFrame(frame); }

editor::ToolInput Studio::at(engine::Point p) const {
    const engine::HexCoord h = doc().map.layout().toHex(p);
    return {p, doc().map.contains(h) ? std::optional(h) : std::nullopt};
}

std::string Studio::mapText() const { return engine::writeMap(doc().map); }

void closeFrame(editor::MainFrame* frame) {
    frame->Destroy();
    pump();
}

WhenDialogShows::WhenDialogShows(std::function<void(wxDialog&)> act)
    : m_act(std::move(act)) {
    Register();
    Start(100);
}

WhenDialogShows::~WhenDialogShows() {
    Stop();
    Unregister();
}

int WhenDialogShows::Enter(wxDialog* dialog) {
    if (!m_acted) m_dialog = dialog;
    return wxID_NONE;  // let it show
}

void WhenDialogShows::Exit(wxDialog* dialog) {
    if (dialog == m_dialog) m_dialog = nullptr;
}

void WhenDialogShows::Notify() {
    ++m_ticks;
    // A few ticks after it shows: GTK maps it, the window manager focuses it.
    m_shownTicks = m_dialog ? m_shownTicks + 1 : 0;
    if (m_dialog && m_shownTicks >= 8) {
        Stop();
        m_acted = true;
        m_act(*m_dialog);
    } else if (m_ticks > 150) {
        Stop();
        wxUIActionSimulator().Char(WXK_ESCAPE);
    }
}

void pressKey(int keycode, int modifiers) {
    wxUIActionSimulator sim;
    sim.Char(keycode, modifiers);
    pump();
}

void typeText(const std::string& text) {
    wxUIActionSimulator sim;
    sim.Text(text.c_str());
    pump();
}

wxPoint hexOnScreen(editor::MainFrame& frame, engine::HexCoord hex) {
    const editor::ScreenPoint p = frame.canvas().view().toScreen(frame.document()->doc().map.layout().toPoint(hex));
    return frame.canvas().ClientToScreen(wxPoint(static_cast<int>(p.x), static_cast<int>(p.y)));
}

void clickHex(editor::MainFrame& frame, engine::HexCoord hex) {
    wxUIActionSimulator input;
    input.MouseMove(hexOnScreen(frame, hex));
    pump();
    input.MouseClick();
    pump();
}

void clickLayerBox(editor::MainFrame& frame, engine::Layer layer) {
    auto* box =
        dynamic_cast<wxCheckBox*>(wxWindow::FindWindowByName(wxString("layer-") + engine::toString(layer), &frame));
    REQUIRE(box);
    const bool was = frame.canvas().layers().visible(layer);
    const auto waitFor = [](const std::function<bool()>& done) {
        for (int i = 0; i < 100 && !done(); ++i) {
            pump();
            wxMilliSleep(20);
        }
    };
    // The Layers pane may be shorter than its boxes.
    wxWindow* pane = box->GetParent()->GetParent();
    const wxPoint middle = pane->GetScreenRect().GetPosition() + pane->GetSize() / 2;
    xdotool("mousemove " + std::to_string(middle.x) + " " + std::to_string(middle.y) + " click --repeat 10 5");
    waitFor([&] { return pane->GetScreenRect().Contains(box->GetScreenRect()); });
    const wxPoint at = box->ClientToScreen(wxPoint(8, box->GetSize().y / 2));
    xdotool("mousemove " + std::to_string(at.x) + " " + std::to_string(at.y) + " click 1");
    waitFor([&] { return frame.canvas().layers().visible(layer) != was; });
    if (frame.canvas().layers().visible(layer) == was) {
        WARN("the click did not reach the layer's box under this display; toggling it");
        box->SetValue(!was);
        wxCommandEvent ticked(wxEVT_CHECKBOX, box->GetId());
        ticked.SetEventObject(box);
        ticked.SetInt(was ? 0 : 1);
        box->ProcessWindowEvent(ticked);
    }
    REQUIRE(frame.canvas().layers().visible(layer) != was);
}

void clickAt(wxWindow& window, wxPoint client) {
    wxUIActionSimulator input;
    input.MouseMove(window.ClientToScreen(client));
    pump();
    input.MouseClick();
    pump();
}

bool xdotool(const std::string& args) { return std::system(("xdotool " + args).c_str()) == 0; }

void dragInBackground(wxPoint from, wxPoint to) {
    std::string script = "xdotool mousemove " + std::to_string(from.x) + " " + std::to_string(from.y) +
                         " sleep 0.3 mousedown 1 sleep 0.3";
    const int steps = 30;
    for (int i = 1; i <= steps; ++i) {
        const int x = from.x + (to.x - from.x) * i / steps, y = from.y + (to.y - from.y) * i / steps;
        script += " mousemove " + std::to_string(x) + " " + std::to_string(y) + " sleep 0.05";
    }
    script += " sleep 0.4 mouseup 1";
    auto done = std::async(std::launch::async, [script] { return std::system(script.c_str()); });
    while (done.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready) pump();
    REQUIRE(done.get() == 0);
    for (int i = 0; i < 10; ++i) pump();
}

void dragWithMouse(wxPoint from, wxPoint to) {
    xdotool("mousemove " + std::to_string(from.x) + " " + std::to_string(from.y));
    pump();
    xdotool("mousedown 1");
    pump();
    // Quick strides, then the last stretch a pixel or two at a time as a hand slows down to aim
    // (wxAUI ignores a floating pane's moves of more than 3 pixels while it is being dragged).
    const double length = std::hypot(to.x - from.x, to.y - from.y);
    const int strides = std::max(1, static_cast<int>((length - 40) / 60));
    const int fine = 20;
    const auto moveTo = [&](double t) {
        const int x = from.x + static_cast<int>(std::lround((to.x - from.x) * t));
        const int y = from.y + static_cast<int>(std::lround((to.y - from.y) * t));
        xdotool("mousemove " + std::to_string(x) + " " + std::to_string(y));
    };
    const double fineStart = length > 40 ? 1 - 40 / length : 0;
    for (int i = 1; i <= strides; ++i) {
        moveTo(fineStart * i / strides);
        pump();
    }
    for (int i = 1; i <= fine; ++i) {
        moveTo(fineStart + (1 - fineStart) * i / fine);
        pump();
    }
    pump();
    xdotool("mouseup 1");
    for (int i = 0; i < 5; ++i) pump();
}

std::vector<wxWindow*> windowsUnder(wxWindow* root) {
    std::vector<wxWindow*> out{root};
    for (wxWindow* child : root->GetChildren()) {
        const std::vector<wxWindow*> below = windowsUnder(child);
        out.insert(out.end(), below.begin(), below.end());
    }
    return out;
}

bool haveWindowManager() {
    // EWMH: a window manager names itself on the root window.
    return std::system("xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'") == 0;
}

void pump() {
    // Several rounds: showing a frame, sizing its panes and painting take more than one pass.
    for (int i = 0; i < 10; ++i) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(20);
    }
}

void waitForPaint(editor::MainFrame& frame) {
    // A screenshot taken before the canvas has painted shows the previous frame (or nothing):
    // ask for a repaint and pump until the canvas has handled it, then let X catch up. The
    // repaint shows the canvas's pictures as its edits left them (it composes nothing afresh).
    const int before = frame.canvas().paintCount();
    frame.canvas().refreshOverlays();
    frame.canvas().Update();
    for (int i = 0; i < 100 && frame.canvas().paintCount() == before; ++i) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(10);
    }
    pump();
}

void saveScreenshot(editor::MainFrame& frame, const fs::path& png) {
    frame.Raise();
    waitForPaint(frame);
    const wxSize size = frame.GetSize();
    wxBitmap bitmap(size.GetWidth(), size.GetHeight(), 24);
    {
        wxMemoryDC memory(bitmap);
        wxScreenDC screen;
        const wxPoint at = frame.GetScreenPosition();
        memory.Blit(0, 0, size.GetWidth(), size.GetHeight(), &screen, at.x, at.y);
        const wxPoint canvas = frame.canvas().GetScreenPosition() - at;
        memory.DrawBitmap(frame.canvas().renderToBitmap(), canvas.x, canvas.y);
    }
    bitmap.ConvertToImage().SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
}

double captureVariance(wxWindow& window, const fs::path& png) {
    window.Raise();
    window.Update();
    pump();
    if (auto* frame = dynamic_cast<editor::MainFrame*>(&window)) waitForPaint(*frame);
    const wxSize size = window.GetSize();
    wxBitmap bitmap(size.GetWidth(), size.GetHeight(), 24);
    {
        wxMemoryDC memory(bitmap);
        wxScreenDC screen;
        memory.Blit(0, 0, size.GetWidth(), size.GetHeight(), &screen, window.GetScreenPosition().x,
                    window.GetScreenPosition().y);
    }
    const wxImage image = bitmap.ConvertToImage();
    image.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
    return pixelVariance(image);
}

wxImage ownPixels(wxWindow& window) {
    const wxSize size = window.GetClientSize();
    wxBitmap bitmap(std::max(1, size.GetWidth()), std::max(1, size.GetHeight()), 24);
    {
        wxMemoryDC memory(bitmap);
        wxClientDC own(&window);
        memory.Blit(0, 0, size.GetWidth(), size.GetHeight(), &own, 0, 0);
    }
    return bitmap.ConvertToImage();
}

double ownPixelsVariance(wxWindow& window, const fs::path& png) {
    const wxImage image = ownPixels(window);
    image.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
    return pixelVariance(image);
}

std::size_t pixelsNear(const wxImage& image, const wxColour& colour, int tolerance) {
    std::size_t n = 0;
    for (int y = 0; y < image.GetHeight(); ++y)
        for (int x = 0; x < image.GetWidth(); ++x)
            if (std::abs(image.GetRed(x, y) - colour.Red()) <= tolerance &&
                std::abs(image.GetGreen(x, y) - colour.Green()) <= tolerance &&
                std::abs(image.GetBlue(x, y) - colour.Blue()) <= tolerance)
                ++n;
    return n;
}

double pixelVariance(const wxImage& image) {
    const unsigned char* data = image.GetData();
    const std::size_t n = static_cast<std::size_t>(image.GetWidth()) * static_cast<std::size_t>(image.GetHeight()) * 3;
    double sum = 0, sumSq = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sum += data[i];
        sumSq += static_cast<double>(data[i]) * data[i];
    }
    const double mean = sum / static_cast<double>(n);
    return sumSq / static_cast<double>(n) - mean * mean;
}

}  // namespace studiotest
