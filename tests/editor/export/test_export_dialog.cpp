// File > Export... driven the way a user does: the menu item opens the dialog, the format and
// options are set in its controls, the page-layout preview follows, OK runs the export as a
// background job; the file is read back by poppler. Cancel half-way writes nothing. An area
// dragged out on the map with the Select Area tool is what Area: Selection prints.
#include "tests/editor/studio_fixture.hpp"

#include "editor/export/export_dialog.hpp"
#include "editor/export/option_controls.hpp"
#include "editor/export/page_layout_preview.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "exporters/format_registry.hpp"

#include <catch2/catch.hpp>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/evtloop.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <thread>

namespace fs = std::filesystem;
using namespace editor;

namespace {

bool pumpUntil(const std::function<bool()>& done) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!done() && std::chrono::steady_clock::now() < end) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(10);
    }
    return done();
}

std::string run(const std::string& command) {
    std::string text;
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    REQUIRE(pipe);
    std::array<char, 4096> buf{};
    for (std::size_t n = 0; (n = fread(buf.data(), 1, buf.size(), pipe)) > 0;) text.append(buf.data(), n);
    pclose(pipe);
    return text;
}

ExportDialog* openExportDialog() {
    for (wxWindow* w : wxTopLevelWindows)
        if (auto* d = dynamic_cast<ExportDialog*>(w); d && d->IsModal()) return d;
    return nullptr;
}

void click(wxWindow& dialog, int id) {
    auto* button = dynamic_cast<wxButton*>(dialog.FindWindow(id));
    REQUIRE(button);
    wxCommandEvent event(wxEVT_BUTTON, id);
    event.SetEventObject(button);
    button->ProcessWindowEvent(event);
}

// Runs File > Export...; `fill` works the dialog while it is shown modally, then OK is pressed.
void exportThroughMenu(MainFrame& frame, const std::function<void(ExportDialog&)>& fill) {
    bool filled = false;
    frame.CallAfter([&] {
        ExportDialog* dialog = openExportDialog();
        REQUIRE(dialog);
        fill(*dialog);
        filled = true;
        click(*dialog, wxID_OK);
    });
    REQUIRE(frame.runAction("file.export"));
    REQUIRE(filled);
}

// A PNG's width and height from its IHDR chunk (bytes 16 to 23, big-endian).
std::pair<long, long> pngSize(const fs::path& png) {
    std::ifstream in(png, std::ios::binary);
    std::array<unsigned char, 24> head{};
    in.read(reinterpret_cast<char*>(head.data()), head.size());
    REQUIRE(in.gcount() == 24);
    const auto word = [&](std::size_t at) {
        return (long{head[at]} << 24) | (long{head[at + 1]} << 16) | (long{head[at + 2]} << 8) | long{head[at + 3]};
    };
    return {word(16), word(20)};
}

bool statusShows(wxFrame& frame, const wxString& text) {
    const wxStatusBar* bar = frame.GetStatusBar();
    for (int i = 0; bar && i < bar->GetFieldsCount(); ++i)
        if (bar->GetStatusText(i) == text) return true;
    return false;
}

}  // namespace

TEST_CASE("File > Export: every format that takes the document, options, the sheets previewed, the PDF written",
          "[studio][export]") {
    studiotest::Studio s("export-pdf");
    const fs::path out = s.dir / "ridge.pdf";
    std::size_t sheets = 0;
    exportThroughMenu(*s.frame, [&](ExportDialog& dialog) {
        auto* formats = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("format", &dialog));
        REQUIRE(formats);
        // A scenario takes every format of the registry, the booklets included.
        CHECK(formats->GetCount() == exporters::exportFormats().size());
        REQUIRE(dialog.selectFormat("pdf"));
        auto* output = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("output", &dialog));
        REQUIRE(output);
        CHECK(output->GetValue().EndsWith("scenario.pdf"));  // the document's name, the format's extension
        output->SetValue(wxString::FromUTF8(out.string()));

        REQUIRE(dialog.options().set("page", "a4"));
        REQUIRE(dialog.options().set("hex-size", "20mm"));
        REQUIRE(dialog.options().set("layers", "terrain,hexsides,numbers"));
        const auto& plan = dialog.preview().plan();
        REQUIRE(plan);
        CHECK(plan->page.widthMm == Approx(210));
        CHECK(plan->mmPerUnit * s.doc().map.hexSizeMetres() == Approx(20));
        sheets = plan->sheets.size();
        INFO(dialog.layoutLine().utf8_string());
        CHECK(dialog.layoutLine().Contains(wxString::Format("%zu sheets", sheets)));

        // A larger hex lays the map over more sheets; the preview follows as it is typed.
        auto* hexSize = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("hex-size", &dialog));
        REQUIRE(hexSize);
        hexSize->SetValue("40mm");
        REQUIRE(dialog.preview().plan());
        CHECK(dialog.preview().plan()->sheets.size() > sheets);
        hexSize->SetValue("20mm");
        CHECK(dialog.preview().plan()->sheets.size() == sheets);
    });
    REQUIRE(pumpUntil([&] { return !s.frame->lastExport().message.empty(); }));
    INFO(s.frame->lastExport().message);
    REQUIRE(s.frame->lastExport().status == ImportOutcome::Status::Unchanged);
    CHECK(s.frame->GetStatusBar()->GetStatusText(0).StartsWith("wrote "));
    REQUIRE(fs::exists(out));
    const std::string info = run("pdfinfo '" + out.string() + "'");
    // The index page, the Terrain Effects Chart, then the sheets the preview showed.
    CHECK(info.find("Pages:           " + std::to_string(sheets + 2) + "\n") != std::string::npos);
    CHECK(info.find("(A4)") != std::string::npos);
    CHECK(s.doc().scenario);  // the document is untouched and still open
    CHECK(s.frame->document()->stack().size() == 0);
}

TEST_CASE(
    "File > Export: a bad option is said under the preview and keeps the dialog open, a map file offers the map "
    "formats only",
    "[studio][export]") {
    SECTION("a margin that leaves no page") {
        studiotest::Studio s("export-bad");
        ExportDialog dialog(s.frame, *s.frame->document());
        REQUIRE(dialog.selectFormat("pdf"));
        REQUIRE(dialog.options().set("margin", "120mm"));
        CHECK(dialog.layoutLine().Contains("--margin"));
        CHECK_FALSE(dialog.preview().plan());
        ExportJobRequest request;
        wxString error;
        CHECK_FALSE(dialog.readRequest(request, error));
        CHECK(error.Contains("--margin"));
        REQUIRE(dialog.options().set("margin", "10mm"));
        CHECK(dialog.preview().plan());
        CHECK(dialog.readRequest(request, error));
        CHECK(request.request.options.count("margin") == 0);  // the default is not passed on
    }
    SECTION("a map file") {
        studiotest::Studio s("export-map", "map.rlmap");
        ExportDialog dialog(s.frame, *s.frame->document());
        CHECK(dialog.selectFormat("png"));
        CHECK_FALSE(dialog.selectFormat("booklet-pdf"));
        CHECK(dialog.preview().IsShown());
        CHECK(dialog.layoutLine().Contains("1:"));  // one picture at true scale
        REQUIRE(dialog.selectFormat("svg"));
        CHECK(dialog.preview().plan());
    }
}

TEST_CASE("File > Export: Cancel while the sheets are drawn writes nothing", "[studio][export]") {
    studiotest::Studio s("export-cancel");
    const fs::path out = s.dir / "cancelled.pdf";
    std::atomic<bool> held{false}, released{false};
    ExportJobRequest request;
    request.format = exporters::findExportFormat("pdf");
    request.request.output = out;
    request.request.options = {{"hex-size", "40mm"}};
    // Holds the export at its first sheet until Cancel was pressed: a deterministic half-way.
    request.request.progress = [&](double, std::string_view message) {
        if (!held && message.rfind("sheet", 0) == 0) {
            held = true;
            const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
            while (!released && std::chrono::steady_clock::now() < end)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        return true;
    };
    ImportProgressDialog* progress = s.frame->runExport(std::move(request));
    REQUIRE(progress);
    REQUIRE(pumpUntil([&] { return held.load(); }));
    click(*progress, wxID_CANCEL);
    released = true;
    REQUIRE(pumpUntil([&] { return !s.frame->lastExport().message.empty(); }));
    CHECK(s.frame->lastExport().status == ImportOutcome::Status::Cancelled);
    CHECK_FALSE(fs::exists(out));
    for (const auto& entry : fs::directory_iterator(s.dir))
        CHECK(entry.path().filename().string().find("cancelled") == std::string::npos);  // no temporary left
}

TEST_CASE("Select Area: a drag over the map selects a rectangle of hexes, File > Export prints that area alone",
          "[studio][export][input]") {
    studiotest::Studio s("export-area", "map.rlmap");
    s.frame->SetSize(1200, 800);
    s.frame->canvas().zoomToFit();
    studiotest::pump();
    REQUIRE(s.frame->runAction("tools.select-area"));
    const engine::HexGrid& grid = s.doc().map.grid();
    const engine::HexCoord from = grid.fromOffset({6, 7}), via = grid.fromOffset({3, 9}), to = grid.fromOffset({2, 3});
    const auto screen = [&](engine::HexCoord h) { return studiotest::hexOnScreen(*s.frame, h); };
    wxUIActionSimulator mouse;
    mouse.MouseMove(screen(from));
    studiotest::pump();
    mouse.MouseDown();
    studiotest::pump();
    mouse.MouseMove(screen(via));
    studiotest::pump();
    mouse.MouseMove(screen(to));
    studiotest::pump();
    mouse.MouseUp();
    studiotest::pump();

    // Columns 2 to 6, rows 3 to 7: from the pressed hex to the released one, whichever way dragged.
    REQUIRE(s.frame->selectedArea());
    const exporters::HexRange area = *s.frame->selectedArea();
    CHECK(area.first == engine::OffsetCoord{2, 3});
    CHECK(area.last == engine::OffsetCoord{6, 7});
    REQUIRE(s.frame->canvas().area());
    CHECK(s.frame->canvas().area()->last == area.last);
    const std::string range = grid.label(to) + ":" + grid.label(grid.fromOffset({6, 7}));
    INFO(range);
    CHECK(statusShows(*s.frame, wxString::FromUTF8(range + ", 25 hexes")));
    CHECK(s.frame->document()->stack().size() == 0);  // a selection is no edit

    // File > Export...: Area starts at the selection, and the preview shows that area.
    const fs::path part = s.dir / "part.png", whole = s.dir / "whole.png";
    const exporters::OptionValues plain{{"hex-size", "16mm"},  {"dpi", "100"},   {"margin", "0mm"},
                                        {"layers", "terrain"}, {"key", "false"}, {"title-block", "false"},
                                        {"scale-bar", "false"}};
    const auto exportPng = [&](const fs::path& out, bool wholeMap) {
        exportThroughMenu(*s.frame, [&](ExportDialog& dialog) {
            REQUIRE(dialog.selectFormat("png"));
            studiotest::field<wxTextCtrl>(dialog, "output")->SetValue(wxString::FromUTF8(out.string()));
            for (const auto& [name, value] : plain) REQUIRE(dialog.options().set(name, value));
            auto* scope = studiotest::field<wxChoice>(dialog, "area-scope");
            CHECK(scope->GetSelection() == 1);  // Selection
            CHECK(dialog.options().values().at("area") == range);
            REQUIRE(dialog.preview().plan());
            const engine::PlaneRect shown = dialog.preview().plan()->area;
            CHECK(shown.maxX - shown.minX < engine::mapBounds(s.doc().map).maxX - engine::mapBounds(s.doc().map).minX);
            if (wholeMap) {
                // Chosen in the list as a user does: the whole map, the option left at its default.
                scope->SetSelection(0);
                wxCommandEvent chosen(wxEVT_CHOICE, scope->GetId());
                chosen.SetEventObject(scope);
                chosen.SetInt(0);
                scope->ProcessWindowEvent(chosen);
                CHECK(dialog.options().values().count("area") == 0);
            }
        });
        REQUIRE(pumpUntil([&] { return !s.frame->lastExport().message.empty(); }));
        INFO(s.frame->lastExport().message);
        REQUIRE(s.frame->lastExport().status == ImportOutcome::Status::Unchanged);
        return pngSize(out);
    };
    const auto [partW, partH] = exportPng(part, false);

    // The area's own extent on the plane, from its hexes, at 16 mm a hex and 100 dpi.
    engine::PlaneRect bounds{1e300, 1e300, -1e300, -1e300};
    for (int row = area.first.row; row <= area.last.row; ++row)
        for (int col = area.first.col; col <= area.last.col; ++col) {
            const engine::PlaneRect b = engine::hexBounds(s.doc().map.layout(), grid.fromOffset({col, row}));
            bounds = {std::min(bounds.minX, b.minX), std::min(bounds.minY, b.minY), std::max(bounds.maxX, b.maxX),
                      std::max(bounds.maxY, b.maxY)};
        }
    const double pxPerUnit = 16 / s.doc().map.hexSizeMetres() * 100 / 25.4;
    CHECK(partW == static_cast<long>(std::ceil((bounds.maxX - bounds.minX) * pxPerUnit)));
    CHECK(partH == static_cast<long>(std::ceil((bounds.maxY - bounds.minY) * pxPerUnit)));

    const auto [wholeW, wholeH] = exportPng(whole, true);
    CHECK(wholeW > partW);
    CHECK(wholeH > partH);

    // Esc clears the area: the outline and the status bar with it.
    s.frame->canvas().SetFocus();
    studiotest::pressKey(WXK_ESCAPE);
    CHECK_FALSE(s.frame->selectedArea());
    CHECK_FALSE(s.frame->canvas().area());
    CHECK_FALSE(statusShows(*s.frame, wxString::FromUTF8(range + ", 25 hexes")));
}
