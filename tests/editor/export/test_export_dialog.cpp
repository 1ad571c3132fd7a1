// File > Export... driven the way a user does: the menu item opens the dialog, the format and
// options are set in its controls, the page-layout preview follows, OK runs the export as a
// background job; the file is read back by poppler. Cancel half-way writes nothing.
#include "tests/editor/studio_fixture.hpp"

#include "editor/export/export_dialog.hpp"
#include "editor/export/option_controls.hpp"
#include "editor/export/page_layout_preview.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "exporters/format_registry.hpp"

#include <catch2/catch.hpp>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/evtloop.h>
#include <wx/textctrl.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
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
    "File > Export: a bad option is said under the preview and keeps the dialog open; a map file offers the map "
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
