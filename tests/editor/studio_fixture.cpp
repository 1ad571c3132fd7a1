#include "studio_fixture.hpp"

#include "engine/io/map_file.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/evtloop.h>
#include <wx/utils.h>

#include <unistd.h>

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

void pump() {
    // Several rounds: showing a frame, sizing its panes and painting take more than one pass.
    for (int i = 0; i < 10; ++i) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(20);
    }
}

void waitForPaint(editor::MainFrame& frame) {
    // A screenshot taken before the canvas has painted shows the previous frame (or nothing):
    // ask for a repaint and pump until the canvas has handled it, then let X catch up.
    const int before = frame.canvas().paintCount();
    frame.canvas().Refresh();
    frame.canvas().Update();
    for (int i = 0; i < 100 && frame.canvas().paintCount() == before; ++i) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(10);
    }
    pump();
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
