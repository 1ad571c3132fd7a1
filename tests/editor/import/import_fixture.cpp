#include "tests/editor/import/import_fixture.hpp"

#include "importers/synthetic/battlefield.hpp"

#include <wx/evtloop.h>
#include <wx/utils.h>

#include <chrono>

namespace importtest {

std::filesystem::path writeBattlefieldDem(const std::filesystem::path& dir) {
    importers::BattlefieldRaster spec;
    spec.seed = 11;
    spec.width = 150;
    spec.height = 120;
    spec.pixelMetres = 20;
    const std::filesystem::path path = dir / "field.tif";
    std::string error;
    REQUIRE(importers::writeBattlefield(path.string(), spec, error));
    return path;
}

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
