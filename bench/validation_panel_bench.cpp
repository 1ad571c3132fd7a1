// Validation pane benchmark: how long the studio's validation pane takes to show a report after an
// edit, at the size of the validation benchmark's scenario (about 4,700 diagnostics under 20
// rules), against the incremental validation itself (docs/validation.md: 0.1-0.3 ms a unit move).
// The pane lives in a real frame (GTK); needs a display (run under xvfb-run).
//   validation_panel_bench [DIAGNOSTICS]   (default 4700)
#include "editor/panels/validation_panel.hpp"
#include "wx_start.hpp"

#include <wx/app.h>
#include <wx/frame.h>
#include <wx/init.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;

namespace {

constexpr int kEdits = 40;

std::vector<engine::Diagnostic> report(std::size_t count, std::mt19937& rng) {
    std::vector<engine::Diagnostic> out;
    std::uniform_int_distribution<int> rule(0, 19), hex(0, 99999);
    for (std::size_t i = 0; i < count; ++i) {
        engine::Diagnostic d;
        const int r = rule(rng);
        d.severity = r < 6 ? engine::Severity::Error : engine::Severity::Warning;
        d.rule = "rule.number_" + std::to_string(r);
        d.citation = "SSS " + std::to_string(10 + r) + "." + std::to_string(r % 7);
        const std::string at = std::to_string(hex(rng));
        d.message = "unit u" + std::to_string(i) + " at hex " + at + " breaks rule " + std::to_string(r) +
                    " for a reason of some length";
        d.locations = {{"hex", at}, {"unit", "u" + std::to_string(i)}};
        out.push_back(std::move(d));
    }
    std::sort(out.begin(), out.end(), engine::reportOrder);
    return out;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t count = argc > 1 ? static_cast<std::size_t>(std::atol(argv[1])) : 4700;
    if (!bench::startWx(argv[0])) return 2;
    auto* frame = new wxFrame(nullptr, wxID_ANY, "bench", wxDefaultPosition, wxSize(1200, 600));
    auto* panel = new editor::ValidationPanel(frame);
    frame->Show();
    wxTheApp->Yield();
    std::mt19937 rng(11);
    const std::vector<engine::Diagnostic> made = report(count, rng);
    std::vector<engine::DiagnosticList::Shared> diagnostics = engine::DiagnosticList(made).items();
    auto t = Clock::now();
    panel->setDiagnostics(engine::DiagnosticList(diagnostics));
    wxTheApp->Yield();
    const double first = std::chrono::duration<double, std::milli>(Clock::now() - t).count();
    std::vector<double> times, shown;
    std::uniform_int_distribution<std::size_t> pick(0, count - 1);
    for (int e = 0; e < kEdits; ++e) {
        // An edit changes one diagnostic's message (a unit moved: its hex in the text); the
        // incremental validator replaces that finding and keeps the others.
        engine::DiagnosticList::Shared& changed = diagnostics[pick(rng)];
        engine::Diagnostic moved = *changed;
        moved.message += " (moved)";
        changed = std::make_shared<const engine::Diagnostic>(std::move(moved));
        t = Clock::now();
        panel->setDiagnostics(engine::DiagnosticList(diagnostics));
        const auto set = Clock::now();
        wxTheApp->Yield();  // the view repaints
        times.push_back(std::chrono::duration<double, std::milli>(set - t).count());
        shown.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t).count());
    }
    std::printf("validation pane, %zu diagnostics: first fill %.1f ms (shown)\n", count, first);
    std::printf(
        "  after an edit (one diagnostic changed): setDiagnostics median %.2f ms, max %.2f ms; shown (with the "
        "repaint) median %.2f ms\n",
        median(times), *std::max_element(times.begin(), times.end()), median(shown));
    frame->Destroy();
    wxEntryCleanup();
    return 0;
}
