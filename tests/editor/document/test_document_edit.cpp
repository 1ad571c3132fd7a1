// Edits that cannot forget to notify: every way of changing a StudioDocument (apply, undo, redo,
// a DocumentEdit's live steps, commit and rollback, and an edit dropped while open) brings the
// validator up to date and tells each listener exactly once.
#include "tests/editor/studio_fixture.hpp"

#include "editor/document/document_edit.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

namespace fs = std::filesystem;
using namespace editor;

namespace {

struct Heard {
    engine::ChangeSet change;
    bool committed = false;
};

// Records what a document tells its listeners.
struct Ear {
    std::vector<Heard> heard;
    explicit Ear(StudioDocument& doc) {
        doc.subscribe([this](const engine::ChangeSet& c, bool committed) { heard.push_back({c, committed}); });
    }
    [[nodiscard]] std::size_t committed() const {
        return static_cast<std::size_t>(
            std::count_if(heard.begin(), heard.end(), [](const Heard& h) { return h.committed; }));
    }
};

std::unique_ptr<StudioDocument> openSample(const std::string& name) {
    return StudioDocument::open(studiotest::copySample(name) / "scenario.rlscn", studiotest::rulesets());
}

// The incremental report equals a full validation of the document as it is now.
bool validatorCurrent(const StudioDocument& doc) {
    engine::Validator full;
    return doc.diagnostics() == full.validate(doc.doc()).toVector();
}

bool reports(const StudioDocument& doc, const std::string& rule, engine::HexCoord hex) {
    const std::string key = doc.doc().map.grid().label(hex);
    for (const engine::Diagnostic& d : doc.diagnostics())
        if (d.rule == rule)
            for (const engine::Location& l : d.locations)
                if (l.kind == "hex" && l.id == key) return true;
    return false;
}

CommandBuilder clearTerrain(std::vector<engine::HexCoord> hexes) {
    return [hexes = std::move(hexes)](engine::Document& d) { return engine::setTerrain(d, hexes, ""); };
}

}  // namespace

TEST_CASE("document edit: live steps tell live, the commit tells once with the union, one undo step",
          "[studio][document][edit]") {
    auto doc = openSample("edit-commit");
    Ear ear(*doc);
    const engine::HexCoord a = doc->doc().map.grid().fromOffset({3, 3});
    const engine::HexCoord b = doc->doc().map.grid().fromOffset({4, 3});
    REQUIRE_FALSE(reports(*doc, "map.no_terrain", a));
    {
        DocumentEdit edit(*doc);
        CHECK(doc->editing());
        edit.stage(clearTerrain({a}));
        REQUIRE(ear.heard.size() == 1);
        CHECK_FALSE(ear.heard.back().committed);
        CHECK(ear.heard.back().change.hexes == std::vector<engine::HexCoord>{a});
        // The validator follows the live step: the cleared hex is reported before the release.
        CHECK(reports(*doc, "map.no_terrain", a));
        CHECK(validatorCurrent(*doc));
        edit.stage(clearTerrain({b}));
        CHECK(ear.heard.size() == 2);
        edit.stage(std::unique_ptr<engine::Command>());  // nothing changed: nothing to tell
        CHECK(ear.heard.size() == 2);
        const engine::ChangeSet all = edit.commit("Clear");
        CHECK_FALSE(doc->editing());
        REQUIRE(ear.heard.size() == 3);
        CHECK(ear.committed() == 1);
        CHECK(ear.heard.back().change == all);
        CHECK(all.hexes.size() == 2);
    }
    CHECK(ear.heard.size() == 3);  // a committed edit going out of scope says nothing more
    CHECK(doc->stack().size() == 1);
    CHECK(doc->stack().undoLabel() == "Clear");
    CHECK(validatorCurrent(*doc));
}

TEST_CASE("document edit: rollback, and an edit dropped while open, tell once and leave the document as it was",
          "[studio][document][edit]") {
    auto doc = openSample("edit-rollback");
    const std::string before = engine::writeMap(doc->doc().map);
    const engine::DiagnosticList reportBefore = doc->diagnostics();
    const engine::HexCoord a = doc->doc().map.grid().fromOffset({5, 5});
    Ear ear(*doc);
    SECTION("rollback") {
        DocumentEdit edit(*doc);
        edit.stage(clearTerrain({a}));
        edit.rollback();
        CHECK(ear.committed() == 1);
        CHECK(ear.heard.back().change.hexes == std::vector<engine::HexCoord>{a});
        CHECK_FALSE(edit.open());
        edit.rollback();  // a second rollback has nothing to undo or tell
        CHECK(ear.committed() == 1);
    }
    SECTION("dropped while open (an exception mid-gesture)") {
        try {
            DocumentEdit edit(*doc);
            edit.stage(clearTerrain({a}));
            throw std::runtime_error("mid-gesture");
        } catch (const std::runtime_error&) {}
        CHECK(ear.committed() == 1);
    }
    CHECK(ear.heard.size() == 2);  // the live step, then the rollback
    CHECK(engine::writeMap(doc->doc().map) == before);
    CHECK(doc->diagnostics() == reportBefore.toVector());
    CHECK(doc->stack().size() == 0);
    CHECK_FALSE(doc->isDirty());
    CHECK_FALSE(doc->editing());
}

TEST_CASE("document: apply, undo and redo tell each listener once, a second open edit is refused",
          "[studio][document][edit]") {
    auto doc = openSample("edit-apply");
    Ear first(*doc);
    Ear second(*doc);
    const engine::HexCoord a = doc->doc().map.grid().fromOffset({2, 6});
    doc->apply(clearTerrain({a}));
    CHECK(reports(*doc, "map.no_terrain", a));
    doc->undo();
    CHECK_FALSE(reports(*doc, "map.no_terrain", a));
    doc->redo();
    CHECK(validatorCurrent(*doc));
    doc->undo();
    doc->undo();  // nothing left: nothing changed, nothing told
    for (const Ear* ear : {&first, &second}) {
        CHECK(ear->heard.size() == 4);
        CHECK(ear->committed() == 4);
    }
    DocumentEdit edit(*doc);
    CHECK_THROWS_AS(DocumentEdit(*doc), std::logic_error);
}

TEST_CASE("document: an unsubscribed listener hears nothing more", "[studio][document][edit]") {
    auto doc = openSample("edit-unsubscribe");
    int told = 0;
    const std::size_t id = doc->subscribe([&told](const engine::ChangeSet&, bool) { ++told; });
    const engine::HexCoord a = doc->doc().map.grid().fromOffset({2, 2});
    doc->apply(clearTerrain({a}));
    doc->unsubscribe(id);
    doc->undo();
    CHECK(told == 1);
}
