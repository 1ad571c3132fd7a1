#include "engine/io/atomic_file.hpp"
#include "exporters/booklet/booklet_content.hpp"
#include "exporters/booklet/booklet_export.hpp"
#include "exporters/booklet/booklet_text.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace exporters;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the booklet of the Cornfield has the turn track with its clock", "[export][booklet]") {
    const Booklet b = buildBooklet(exporttest::sample("lfm-cornfield"));
    CHECK(b.title == "The Cornfield, 17 September 1862");
    REQUIRE(b.turns.size() == 4);
    CHECK(b.turns[0].time == "06:00");
    CHECK(b.turns[3].time == "09:00");
    CHECK(b.turns[3].date == "1862-09-17");
    CHECK(turnHeading(b.turns[1]) == "Turn 2, 1862-09-17 07:00");
}

TEST_CASE("turns past midnight move to the next day and night turns are marked", "[export][booklet]") {
    engine::Document doc = exporttest::sample("lfm-cornfield");
    doc.scenario->turns = {"1862-09-17", "22:00", 60, 1, 4, {2, 3}};
    const Booklet b = buildBooklet(doc);
    CHECK(turnHeading(b.turns[1]) == "Turn 2, 1862-09-17 23:00 (night)");
    CHECK(turnHeading(b.turns[2]) == "Turn 3, 1862-09-18 00:00 (night)");
    CHECK(turnHeading(b.turns[3]) == "Turn 4, 1862-09-18 01:00");
}

TEST_CASE("the deployment list groups pieces by hex with the LFM 29 conventions", "[export][booklet]") {
    const Booklet b = buildBooklet(exporttest::sample("lfm-cornfield"));
    REQUIRE(b.setup.size() == 2);
    CHECK(b.setup[0].side == "Army of the Potomac");
    const PieceBlock& first = b.setup[0].blocks[0];
    CHECK(first.where == "Hex 0701 (North Woods)");
    REQUIRE(first.pieces.size() == 1);
    CHECK(first.pieces[0].style == PieceStyle::Commander);
    CHECK(first.pieces[0].formation == "I Corps");
    const std::string md = bookletMarkdown(b);
    CHECK(has(md, "- **Joseph Hooker** (I Corps)"));
    CHECK(has(md, "- 97 NY (1st Brigade (Duryée))"));
    CHECK(has(md, "- • *Rockbridge Artillery (Poague)* (Jackson's Command) \\[unlimbered\\]"));
    const auto poague = std::find_if(b.setup[1].blocks.begin(), b.setup[1].blocks.end(),
                                     [](const PieceBlock& block) { return block.where == "Hex 0709"; });
    REQUIRE(poague != b.setup[1].blocks.end());
    CHECK(plainPiece(poague->pieces[0]) == "• Rockbridge Artillery (Poague) (Jackson's Command) [unlimbered]");
}

TEST_CASE("the order of arrival lists each turn's entries with whole formations", "[export][booklet]") {
    const Booklet b = buildBooklet(exporttest::sample("lfm-cornfield"));
    REQUIRE(b.arrivals.size() == 1);
    const ArrivalTurn& t2 = b.arrivals[0];
    CHECK(t2.when.turn == 2);
    REQUIRE(t2.sides.size() == 2);
    const PieceBlock& doubleday = t2.sides[0].blocks[0];
    CHECK(doubleday.where == "Entry Hex 0601");
    // Doubleday's division: its commander, then Gibbon's brigade (Gibbon, then his four regiments).
    REQUIRE(doubleday.pieces.size() == 6);
    CHECK(doubleday.pieces[0].name == "Abner Doubleday");
    CHECK(doubleday.pieces[1].name == "John Gibbon");
    CHECK(doubleday.pieces[5].name == "19 IN");
    const PieceBlock& campbell = t2.sides[0].blocks[1];
    CHECK(plainPiece(campbell.pieces[0]) == "• Battery B, 4th US (Campbell) (I Corps) [limbered]");
    const std::string md = bookletMarkdown(b);
    CHECK(has(md, "### Turn 2, 1862-09-17 07:00"));
    CHECK(has(md, "#### Army of Northern Virginia"));
}

TEST_CASE("victory hexes, conditions, special rules and options are in the booklet", "[export][booklet]") {
    const Booklet b = buildBooklet(exporttest::sample("lfm-cornfield"));
    REQUIRE(b.victoryHexes.size() == 4);
    CHECK(b.victoryHexes[0].hex == "0610");
    CHECK(b.victoryHexes[0].side == "Army of the Potomac");
    CHECK(b.victoryHexes[0].vp == 3);
    CHECK(b.victoryHexes[2].side.empty());
    CHECK(b.conditions.size() == 1);
    CHECK(has(b.specialRules, "Hagerstown Pike"));
    CHECK(b.options.size() >= 10);
    const std::string md = bookletMarkdown(b);
    CHECK(has(md, "| 0610 |"));
    CHECK(has(md, "| either side |"));
    CHECK(has(md, "## Ruleset options"));
    CHECK(has(md, "phasing-only (default)"));
    CHECK(has(md, "LFM R26.7"));
}

TEST_CASE("a chosen ruleset option is printed as chosen", "[export][booklet]") {
    engine::Document doc = exporttest::sample("lfm-cornfield");
    doc.scenario->options["entry-delay-rounding"] = "ceil";
    const std::string md = bookletMarkdown(buildBooklet(doc));
    CHECK(has(md, "| entry-delay-rounding | **ceil** |"));
}

TEST_CASE("the HTML booklet is one page with the same content, escaped", "[export][booklet]") {
    engine::Document doc = exporttest::sample("lfm-cornfield");
    doc.scenario->specialRules = "Guns <limbered> & ready";
    const std::string page = bookletHtml(buildBooklet(doc));
    CHECK(page.starts_with("<!DOCTYPE html>"));
    CHECK(has(page, "<li><b>Joseph Hooker</b> (I Corps)</li>"));
    CHECK(has(page, "<li>• <i>Rockbridge Artillery (Poague)</i> (Jackson's Command) [unlimbered]</li>"));
    CHECK(has(page, "Guns &lt;limbered&gt; &amp; ready"));
    CHECK(has(page, "</html>"));
}

TEST_CASE("every sample scenario makes a booklet file", "[export][booklet]") {
    exporttest::TempDir dir;
    for (const char* name : {"sss-mcpherson-ridge", "cwb-oak-ridge", "hs-devils-den", "lfm-cornfield"}) {
        INFO(name);
        const engine::Document doc = exporttest::sample(name);
        const ExportResult r = exportBooklet(doc, dir / (std::string(name) + ".md"), {});
        CHECK_FALSE(r.hasErrors());
        const std::string md = engine::readTextFile(r.output);
        CHECK(has(md, "# " + doc.scenario->name));
        CHECK(has(md, "## Set-up"));
    }
}

TEST_CASE("arrivals with movement left print it as (MP n)", "[export][booklet]") {
    engine::Document doc = exporttest::sample("lfm-cornfield");
    doc.scenario->schedule[2].movementPoints = 3;  // Hays's brigade, up the pike
    const Booklet b = buildBooklet(doc);
    const PieceBlock& hays = b.arrivals[0].sides[1].blocks[0];
    REQUIRE_FALSE(hays.pieces.empty());
    CHECK(plainPiece(hays.pieces[0]) == "Harry T. Hays (Hays's Brigade) (MP 3)");
    CHECK(has(bookletMarkdown(b), "- **Harry T. Hays** (Hays's Brigade) (MP 3)"));
}
