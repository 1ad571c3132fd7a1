#include "tests/editor/import/import_fixture.hpp"

#include <wx/evtloop.h>
#include <wx/utils.h>

#include <chrono>

namespace importtest {

bool pumpUntil(const std::function<bool()>& done, int seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (!done() && std::chrono::steady_clock::now() < end) {
        if (wxEventLoopBase* loop = wxEventLoopBase::GetActive()) loop->YieldFor(wxEVT_CATEGORY_ALL);
        wxMilliSleep(10);
    }
    return done();
}

const editor::ImportOutcome& runToEnd(editor::MainFrame& frame, std::unique_ptr<editor::ImportTask> task, int seconds) {
    REQUIRE(frame.runImport(std::move(task)));
    REQUIRE(pumpUntil([&] { return !frame.lastImport().message.empty(); }, seconds));
    return frame.lastImport();
}

}  // namespace importtest
