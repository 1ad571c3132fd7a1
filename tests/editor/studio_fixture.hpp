#pragma once
// Shared set-up for the studio tests: a private copy of the sample, a frame that never blocks on
// a dialog, event pumping, and a dialog's controls found by name.
#include "editor/app/main_frame.hpp"

#include <wx/dialog.h>
#include <wx/modalhook.h>
#include <wx/timer.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

class wxImage;

namespace studiotest {

// A fresh directory under the temp dir holding scenario.rlscn and map.rlmap of the SSS sample.
std::filesystem::path copySample(const std::string& name);
engine::RulesetLibrary& rulesets();
// A shown, non-interactive main frame whose recovery copy goes to `dir`/recovery.
editor::MainFrame* makeFrame(const std::filesystem::path& dir);
void pump();
// Destroys a frame and pumps the events that destroying it queues.
void closeFrame(editor::MainFrame* frame);
// Closes the frame at the end of a test whatever happens.
struct FrameGuard {
    editor::MainFrame* frame;
    ~FrameGuard() { closeFrame(frame); }
};
// A frame with a private copy of the sample's `file` open; destroyed at the end of the test.
struct Studio {
    std::filesystem::path dir;
    editor::MainFrame* frame;
    explicit Studio(const std::string& name, const char* file = "scenario.rlscn");
    ~Studio();
    Studio(const Studio&) = delete;
    Studio& operator=(const Studio&) = delete;
    [[nodiscard]] const engine::Document& doc() const { return frame->document()->doc(); }
    [[nodiscard]] engine::HexCoord hex(const char* label) const { return *doc().map.grid().parseLabel(label); }
    // What the canvas hands a tool for a click at a hex's centre, or at a plane point.
    [[nodiscard]] editor::ToolInput at(engine::HexCoord h) const { return {doc().map.layout().toPoint(h), h}; }
    [[nodiscard]] editor::ToolInput at(engine::Point p) const;
    [[nodiscard]] std::string mapText() const;  // the map as its file would hold it
};

// A view added to a frame for the length of a test: counts what the frame's views are told.
struct CountingView : editor::DocumentView {
    editor::MainFrame& frame;
    int replaced = 0;
    int live = 0;
    int committed = 0;
    const editor::StudioDocument* document = nullptr;  // as last told
    explicit CountingView(editor::MainFrame& f)
        : frame(f) {
        frame.views().add(*this);
    }
    ~CountingView() override { frame.views().remove(*this); }
    CountingView(const CountingView&) = delete;
    CountingView& operator=(const CountingView&) = delete;
    void documentReplaced(const editor::StudioDocument* doc) override {
        ++replaced;
        document = doc;
    }
    void documentChanged(const engine::ChangeSet&, bool isCommitted) override { ++(isCommitted ? committed : live); }
};

// The control named `name` in `dialog` (a test fills a form as a user would); fails the test
// when there is none of that type.
template <class T>
T* field(wxWindow& dialog, const char* name) {
    T* w = dynamic_cast<T*>(wxWindow::FindWindowByName(name, &dialog));
    INFO("field " << name);
    REQUIRE(w);
    return w;
}

// Runs `act` once the next modal dialog is up (native ones too: a wxModalDialogHook sees every
// ShowModal), from inside its modal loop: `act` answers it with real input events. Gives up
// (pressing Escape) after 15 s.
class WhenDialogShows : public wxTimer, public wxModalDialogHook {
public:
    explicit WhenDialogShows(std::function<void(wxDialog&)> act);
    ~WhenDialogShows() override;
    void Notify() override;
    [[nodiscard]] bool acted() const { return m_acted; }

protected:
    int Enter(wxDialog* dialog) override;
    void Exit(wxDialog* dialog) override;

private:
    std::function<void(wxDialog&)> m_act;
    wxDialog* m_dialog = nullptr;
    int m_ticks = 0;
    int m_shownTicks = 0;
    bool m_acted = false;
};

// Real key presses (XTest through wxUIActionSimulator), then events pumped until handled.
void pressKey(int keycode, int modifiers = 0);
void typeText(const std::string& text);
// Where the centre of `hex` shows on the screen (real mouse events on the map canvas go there).
wxPoint hexOnScreen(editor::MainFrame& frame, engine::HexCoord hex);
// A real left click on the centre of `hex` on the map, then events pumped.
void clickHex(editor::MainFrame& frame, engine::HexCoord hex);
// A real click on the box of `layer` in the Layers pane (the wheel over the pane first scrolls it
// into view), which turns the layer on or off; events pumped until the canvas follows.
void clickLayerBox(editor::MainFrame& frame, engine::Layer layer);
// A real left click at `client` (the window's client coordinates), then events pumped.
void clickAt(wxWindow& window, wxPoint client);
// Runs xdotool with `args` (real pointer events through XTest, as the window manager sees them).
bool xdotool(const std::string& args);
// Drags with the left button from `from` to `to` (screen pixels) in small steps, as a hand does.
void dragWithMouse(wxPoint from, wxPoint to);
// The same drag as one xdotool run in the background while events are pumped here: a drag that
// runs the toolkit's own drag loop (a drag and drop between windows) needs the pumping to go on.
void dragInBackground(wxPoint from, wxPoint to);
// Every window under `root` (itself included), depth first.
std::vector<wxWindow*> windowsUnder(wxWindow* root);
// True when a window manager runs (tests of focus, floating and docking need one).
bool haveWindowManager();

// Repaints the canvas and pumps events until it has painted (at most about a second).
void waitForPaint(editor::MainFrame& frame);
// Pixel variance of the frame's client area as captured from the screen, saved to `png`.
double captureVariance(wxWindow& window, const std::filesystem::path& png);
// What `window` shows, read from its own window (its child windows drawn in) rather than from the
// screen: a capture of the screen shows whatever another test's window left there.
[[nodiscard]] wxImage ownPixels(wxWindow& window);
// ownPixels(window) saved to `png`; the variance of its pixel values (a blank capture's is 0).
double ownPixelsVariance(wxWindow& window, const std::filesystem::path& png);
// The pixels of `image` within `tolerance` of `colour` in every channel.
[[nodiscard]] std::size_t pixelsNear(const wxImage& image, const wxColour& colour, int tolerance);
// The frame as the screen shows it, with the map canvas drawn in as it paints now (a screen grab
// right after a long job may still hold the canvas's previous picture), saved to `png`.
void saveScreenshot(editor::MainFrame& frame, const std::filesystem::path& png);
// The variance of an image's channel values: 0 for a blank capture, large for varied content.
[[nodiscard]] double pixelVariance(const wxImage& image);

}  // namespace studiotest
