#include "hex_test_grids.hpp"

#include <random>

using namespace engine;

namespace {

std::string parseError(const HexGrid& grid, std::string_view text) {
    std::string error;
    CHECK_FALSE(grid.parseLabel(text, &error).has_value());
    return error;
}

}  // namespace

TEST_CASE("numbering presets exist for the four rulesets", "[hex][numbering]") {
    NumberingScheme n;
    REQUIRE(numberingPreset("sss", n));
    CHECK((n.sectionPrefix && n.sectionSeparator.empty() && n.separator.empty() && n.rows == RowDirection::Down));
    REQUIRE(numberingPreset("sss-slash", n));
    CHECK(n.sectionSeparator == "/");
    REQUIRE(numberingPreset("cwb", n));
    CHECK((n.separator == "." && n.rows == RowDirection::Up && n.rowDigits == 2));
    REQUIRE(numberingPreset("ccrr", n));
    CHECK((!n.sectionPrefix && n.columnDigits == 2 && n.rowDigits == 2 && n.firstColumn == 1 && n.firstRow == 1));
    const NumberingScheme before = n;
    CHECK_FALSE(numberingPreset("hexagonal", n));
    CHECK(n == before);  // untouched on failure
}

TEST_CASE("row direction names parse back", "[hex][numbering]") {
    for (const RowDirection d : {RowDirection::Down, RowDirection::Up}) {
        RowDirection back{};
        REQUIRE(parseRowDirection(toString(d), back));
        CHECK(back == d);
    }
    RowDirection d{};
    CHECK_FALSE(parseRowDirection("sideways", d));
}

TEST_CASE("labels off the map are refused with the sheet's range", "[hex][numbering]") {
    const HexGrid sss = hextest::sssGrid();
    CHECK(parseError(sss, "A9953") == "A9953: sheet A has columns 1-52");
    CHECK(parseError(sss, "B4999") == "B4999: sheet B has rows 1-56");
    CHECK(parseError(sss, "A0053") == "A0053: sheet A has columns 1-52");
    CHECK(parseError(sss, "E1010") == "E1010: no sheet named \"E\" (sheets: A, C, B, D)");
    CHECK(parseError(sss, "1010") == "1010: missing sheet name (sheets: A, C, B, D)");
    CHECK(parseError(sss, "") == "empty hex label");
    CHECK(parseError(sss, "A10") == "A10: expected 2 row digits after the column, like A0101");
    CHECK(parseError(sss, "A10x53") == "A10x53: expected a column and a row number, like A0101");
    const HexGrid cwb = hextest::cwbGrid();
    CHECK(parseError(cwb, "A33.01") == "A33.01: sheet A has columns 1-32");
    CHECK(parseError(cwb, "A1010") == "A1010: expected column.row, like A01.25");
    CHECK(parseError(cwb, "A10.") == "A10.: expected a column and a row number, like A01.25");
    const HexGrid ccrr = hextest::ccrrGrid();
    CHECK(parseError(ccrr, "4101") == "4101: the map has columns 1-40");
    CHECK(parseError(ccrr, "A2719") == "A2719: expected a column and a row number, like 0101");
    CHECK(parseError(ccrr, "99999999999999999999").find("expected a column and a row number") != std::string::npos);
}

TEST_CASE("parsing is lenient on spelling but printing is canonical", "[hex][numbering]") {
    const HexGrid sss = hextest::sssGrid();
    const auto h = sss.parseLabel("  a1053 ");
    REQUIRE(h);
    CHECK(sss.label(*h) == "A1053");
    const HexGrid cwb = hextest::cwbGrid();
    const auto c = cwb.parseLabel("A5.5");
    REQUIRE(c);
    CHECK(cwb.label(*c) == "A05.05");
    CHECK(sss.parseLabel("A1053", nullptr).has_value());
    CHECK_FALSE(sss.parseLabel("A-1053", nullptr).has_value());
    CHECK_FALSE(sss.parseLabel("A+1053", nullptr).has_value());
}

TEST_CASE("custom schemes: padding, first index, separators, longer sheet names", "[hex][numbering]") {
    NumberingScheme n;
    n.sectionPrefix = true;
    n.sectionSeparator = "-";
    n.separator = "";
    n.columnDigits = 0;  // no padding: the column takes whatever digits the row leaves
    n.rowDigits = 3;
    n.firstColumn = 0;
    n.firstRow = 0;
    const HexGrid grid({Orientation::PointyTop, Stagger::Even}, 240, 110, {2, 1, {"North", "South"}}, n);
    REQUIRE(grid.checkConsistency().empty());
    const HexCoord h = grid.fromOffset({125, 7});
    CHECK(grid.label(h) == "South-5007");
    CHECK(grid.parseLabel("South-5007") == h);
    CHECK(grid.parseLabel("south5007") == h);
    CHECK(grid.label(grid.fromOffset({0, 0})) == "North-0000");
    CHECK(grid.parseLabel("North-0000") == grid.fromOffset({0, 0}));
    CHECK(grid.locate(h).section == 1);
}

TEST_CASE("parseLabel never throws and never accepts garbage on random input", "[hex][numbering][fuzz]") {
    std::mt19937 rng(12345);
    const std::string alphabet = "ABCDabcdZ/.#-+ 0123456789\t\x01\xff\xc3";
    std::vector<HexGrid> grids = {hextest::sssGrid(), hextest::sssGrid({}, "sss-slash"), hextest::cwbGrid(),
                                  hextest::ccrrGrid()};
    grids.emplace_back();  // a default, empty, inconsistent grid must not crash either
    grids.push_back(HexGrid({}, 10, 10, {0, 0, {}}, hextest::preset("sss")));
    std::uniform_int_distribution<std::size_t> len(0, 14);
    std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
    std::uniform_int_distribution<int> byte(0, 255);
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        const std::size_t n = len(rng);
        for (std::size_t k = 0; k < n; ++k) text += i % 4 == 0 ? static_cast<char>(byte(rng)) : alphabet[pick(rng)];
        for (const HexGrid& grid : grids) {
            std::optional<HexCoord> h;
            std::string error;
            REQUIRE_NOTHROW(h = grid.parseLabel(text, &error));
            if (h) {
                // Whatever was accepted is on the map and means what its canonical label means.
                CHECK(grid.contains(*h));
                CHECK(grid.parseLabel(grid.label(*h)) == h);
            } else {
                CHECK_FALSE(error.empty());
            }
        }
    }
    // Mutations of real labels: drop, duplicate or swap characters.
    const HexGrid sss = hextest::sssGrid();
    for (int i = 0; i < 5000; ++i) {
        std::string text = sss.label(sss.at(static_cast<std::size_t>(i * 37) % sss.size()));
        std::uniform_int_distribution<std::size_t> at(0, text.size() - 1);
        const std::size_t k = at(rng);
        switch (i % 3) {
        case 0: text.erase(k, 1); break;
        case 1: text.insert(k, 1, text[k]); break;
        default: text[k] = alphabet[pick(rng)]; break;
        }
        std::optional<HexCoord> h;
        REQUIRE_NOTHROW(h = sss.parseLabel(text));
        if (h) CHECK(sss.contains(*h));
    }
}
