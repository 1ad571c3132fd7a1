#include "engine/io/atomic_file.hpp"
#include "exporters/export_options.hpp"
#include "exporters/format_registry.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>

using namespace exporters;
namespace fs = std::filesystem;

namespace {

int filesIn(const fs::path& dir) {
    int n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
    return n;
}

bool hasRule(const ExportResult& r, const std::string& rule) {
    for (const auto& d : r.diagnostics)
        if (d.rule == rule) return true;
    return false;
}

}  // namespace

TEST_CASE("the registry names every format once, with extensions and what it accepts", "[export]") {
    std::set<std::string> names;
    for (const ExportFormat& f : exportFormats()) {
        INFO(f.name);
        CHECK(names.insert(f.name).second);
        CHECK_FALSE(f.extensions.empty());
        CHECK((f.acceptsMap || f.acceptsScenario));
        CHECK(f.run);
        CHECK(f.example.find("--format " + f.name) != std::string::npos);
        for (const ExportOption& o : f.options) CHECK(checkOptionValue(o, o.defaultValue).empty());
        CHECK(findExportFormat(f.name) == &f);
    }
    CHECK(findExportFormat("booklet-md"));
    CHECK(findExportFormat("no-such") == nullptr);
    CHECK(formatForPath("out/Cornfield.MD") == findExportFormat("booklet-md"));
    CHECK(formatForPath("out/readme.txt") == nullptr);
}

TEST_CASE("a map file is offered only the formats that take a map", "[export]") {
    const engine::Document map = exporttest::sample("lfm-cornfield", true);
    const engine::Document scenario = exporttest::sample("lfm-cornfield");
    const auto forMap = formatsFor(map);
    const auto forScenario = formatsFor(scenario);
    CHECK(forScenario.size() == exportFormats().size());
    for (const ExportFormat* f : forMap) CHECK(f->acceptsMap);
    CHECK(std::find(forMap.begin(), forMap.end(), findExportFormat("booklet-md")) == forMap.end());
}

TEST_CASE("the front door refuses bad input and writes nothing", "[export]") {
    exporttest::TempDir dir;
    const ExportFormat& md = *findExportFormat("booklet-md");
    const engine::Document scenario = exporttest::sample("lfm-cornfield");

    SECTION("a map where a scenario is needed") {
        const ExportResult r = runExport(md, exporttest::sample("lfm-cornfield", true), {dir / "b.md", {}, {}});
        CHECK(hasRule(r, "export.input"));
        CHECK(r.output.empty());
    }
    SECTION("an option the format does not have") {
        const ExportResult r = runExport(md, scenario, {dir / "b.md", {{"dpi", "300"}}, {}});
        CHECK(hasRule(r, "export.option"));
        CHECK(r.diagnostics[0].message == "the booklet-md format has no option --dpi");
    }
    SECTION("a directory that does not exist") {
        const ExportResult r = runExport(md, scenario, {dir / "absent" / "b.md", {}, {}});
        CHECK(hasRule(r, "export.write"));
        CHECK(r.diagnostics[0].message.find("absent") != std::string::npos);
    }
    SECTION("an output that is a directory") {
        fs::create_directory(dir / "sub.md");
        const ExportResult r = runExport(md, scenario, {dir / "sub.md", {}, {}});
        CHECK(hasRule(r, "export.write"));
        CHECK(fs::is_directory(dir / "sub.md"));
    }
    CHECK(filesIn(dir.path()) <= 1);
    CHECK_FALSE(fs::exists(dir / "b.md"));
}

TEST_CASE("a cancelled export leaves the old file and no temporary", "[export]") {
    exporttest::TempDir dir;
    const fs::path out = dir / "booklet.md";
    engine::writeFileAtomically(out, "old");
    const ExportFormat& md = *findExportFormat("booklet-md");
    int calls = 0;
    const ExportResult r = runExport(md, exporttest::sample("lfm-cornfield"),
                                     {out, {}, [&](double, std::string_view) { return ++calls < 2; }});
    CHECK(r.cancelled);
    CHECK(r.output.empty());
    CHECK(calls == 2);
    CHECK(engine::readTextFile(out) == "old");
    CHECK(filesIn(dir.path()) == 1);
}

TEST_CASE("an output whose extension is not the format's is written with a warning", "[export]") {
    exporttest::TempDir dir;
    const ExportResult r =
        runExport(*findExportFormat("booklet-md"), exporttest::sample("lfm-cornfield"), {dir / "b.txt", {}, {}});
    CHECK_FALSE(r.hasErrors());
    CHECK(hasRule(r, "export.extension"));
    CHECK(fs::exists(dir / "b.txt"));
}
