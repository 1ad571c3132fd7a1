// Hex ids quoted in the rulebooks (SSS 2.1, 27.81, 30.32; CWB 1.1a, 17.0; HS 6.1e; LFM R27, R29)
// must parse, print back identically, land on the right sheet, and keep the adjacencies and
// ranges the rules imply.
#include "engine/hex/hex_layout.hpp"
#include "engine/hex/hex_line.hpp"

#include "hex_test_grids.hpp"

#include <algorithm>

using namespace engine;
using hextest::allShapes;
using hextest::describe;

namespace {

HexCoord parsed(const HexGrid& grid, const char* text) {
    std::string error;
    const auto h = grid.parseLabel(text, &error);
    INFO(text << ": " << error);
    REQUIRE(h.has_value());
    return *h;
}

void checkRoundTrip(const HexGrid& grid, const char* text, const char* sheet) {
    INFO(text);
    const HexCoord h = parsed(grid, text);
    CHECK(grid.contains(h));
    CHECK(grid.label(h) == text);
    CHECK(grid.sections().names.at(static_cast<std::size_t>(grid.locate(h).section)) == sheet);
}

bool onLine(const HexLine& line, HexCoord h) {
    const auto hexes = line.hexes();
    return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}

}  // namespace

TEST_CASE("SSS 2.1 hex ids parse, print back and land on their map section", "[hex][digest][sss]") {
    for (const GridShape shape : allShapes()) {
        INFO(describe(shape));
        const HexGrid grid = hextest::sssGrid(shape);
        REQUIRE(grid.checkConsistency().empty());
        for (const char* id : {"A1053", "A4814", "A2423", "A2424", "A2524", "A2629", "A3143", "A3243"})
            checkRoundTrip(grid, id, "A");
        checkRoundTrip(grid, "B4911", "B");
        // B is the sheet below A: its top-left hex is 56 rows below A's.
        CHECK(grid.offset(parsed(grid, "B0101")) == OffsetCoord{0, 56});
        CHECK(grid.offset(parsed(grid, "C0101")) == OffsetCoord{52, 0});
    }
}

TEST_CASE("SSS A/4814 prints back identically under the sss-slash preset", "[hex][digest][sss]") {
    const HexGrid slash = hextest::sssGrid({}, "sss-slash");
    const HexGrid plain = hextest::sssGrid({}, "sss");
    checkRoundTrip(slash, "A/4814", "A");
    checkRoundTrip(slash, "B/4911", "B");
    // Either spelling parses under either preset, to the same hex.
    CHECK(parsed(plain, "A/4814") == parsed(plain, "A4814"));
    CHECK(parsed(slash, "A4814") == parsed(slash, "A/4814"));
    CHECK(parsed(plain, "A/4814") == parsed(slash, "A4814"));
    CHECK(plain.label(parsed(plain, "A/4814")) == "A4814");
}

TEST_CASE("SSS 27.81 attacker A3143 and defender A3243 are adjacent, as are A2424 and A2524", "[hex][digest][sss]") {
    for (const GridShape shape : allShapes()) {
        INFO(describe(shape));
        const HexGrid grid = hextest::sssGrid(shape);
        CHECK(hexDistance(parsed(grid, "A3143"), parsed(grid, "A3243")) == 1);
        CHECK(hexDistance(parsed(grid, "A2424"), parsed(grid, "A2524")) == 1);
        CHECK(hexDistance(parsed(grid, "A2423"), parsed(grid, "A2424")) == 1);
    }
}

TEST_CASE("SSS 30.32 LOS A2629 to A2423 crosses A2524 and A2424 with flat even-q columns", "[hex][digest][sss]") {
    // The example names A2424 and A2524 on this LOS. A straight line passes through both only with
    // flat-top columns and even-q stagger (0-based); with odd-q it meets A2424 alone.
    const HexGrid even = hextest::sssGrid({Orientation::FlatTop, Stagger::Even});
    const HexLine line = hexLine(parsed(even, "A2629"), parsed(even, "A2423"));
    CHECK(onLine(line, parsed(even, "A2424")));
    CHECK(onLine(line, parsed(even, "A2524")));
    const HexGrid odd = hextest::sssGrid({Orientation::FlatTop, Stagger::Odd});
    const HexLine oddLine = hexLine(parsed(odd, "A2629"), parsed(odd, "A2423"));
    CHECK(onLine(oddLine, parsed(odd, "A2424")));
    CHECK_FALSE(onLine(oddLine, parsed(odd, "A2524")));
}

TEST_CASE("CWB 1.1a ids A10.10 A10.11 A11.10 A12.14 A29.17 round trip, rows counted up", "[hex][digest][cwb]") {
    for (const GridShape shape : allShapes()) {
        INFO(describe(shape));
        const HexGrid grid = hextest::cwbGrid(shape);
        REQUIRE(grid.checkConsistency().empty());
        for (const char* id : {"A10.10", "A10.11", "A11.10", "A12.14", "A29.17"}) checkRoundTrip(grid, id, "A");
        // Lower-left corner: A01.01 is the bottom hex of the first column.
        CHECK(grid.offset(parsed(grid, "A01.01")) == OffsetCoord{0, 24});
        CHECK(grid.offset(parsed(grid, "A01.25")) == OffsetCoord{0, 0});
    }
}

TEST_CASE("CWB 17.0 extended lines A11.10 and A10.11 touch parent A10.10 with either stagger", "[hex][digest][cwb]") {
    for (const Stagger st : {Stagger::Odd, Stagger::Even}) {
        const HexGrid grid = hextest::cwbGrid({Orientation::FlatTop, st});
        const HexCoord parent = parsed(grid, "A10.10");
        CHECK(hexDistance(parent, parsed(grid, "A11.10")) == 1);
        CHECK(hexDistance(parent, parsed(grid, "A10.11")) == 1);
        CHECK(directionTo(parent, parsed(grid, "A10.11")) == directionFromCompass(Orientation::FlatTop, "N"));
    }
}

TEST_CASE("CWB set-up A10.10 ex A11.10, A10.11 is a mutually adjacent block only with odd-q", "[hex][digest][cwb]") {
    // Printed columns are 1-based, so with odd-q (0-based) the even printed columns (10) sit half a
    // hex lower than the odd ones (11): A11.10 is then NE of A10.10 and SE of A10.11.
    const HexGrid odd = hextest::cwbGrid({Orientation::FlatTop, Stagger::Odd});
    CHECK(hexDistance(parsed(odd, "A11.10"), parsed(odd, "A10.11")) == 1);
    CHECK(directionTo(parsed(odd, "A10.10"), parsed(odd, "A11.10")) ==
          directionFromCompass(Orientation::FlatTop, "NE"));
    const HexGrid even = hextest::cwbGrid({Orientation::FlatTop, Stagger::Even});
    CHECK(hexDistance(parsed(even, "A11.10"), parsed(even, "A10.11")) == 2);
}

TEST_CASE("HS 6.1e Devil's Den 2719 round trips as CCRR", "[hex][digest][hs]") {
    for (const GridShape shape : allShapes()) {
        const HexGrid grid = hextest::ccrrGrid(shape);
        REQUIRE(grid.checkConsistency().empty());
        const HexCoord h = parsed(grid, "2719");
        CHECK(grid.label(h) == "2719");
        CHECK(grid.offset(h) == OffsetCoord{26, 18});
        CHECK(parsed(grid, "#2719") == h);  // HS writes "#2719"
    }
}

TEST_CASE("LFM R29 hex numbers 2444 1843 1844 1743 1744 2017 2023 round trip", "[hex][digest][lfm]") {
    for (const GridShape shape : allShapes()) {
        const HexGrid grid = hextest::ccrrGrid(shape);
        for (const char* id : {"2444", "1843", "1844", "1743", "1744", "2017", "2023"})
            CHECK(grid.label(parsed(grid, id)) == id);
    }
}

TEST_CASE("LFM R27.ex 2444 is 6 hexes from both 1843 and 1844 with flat-top columns", "[hex][digest][lfm]") {
    for (const Stagger st : {Stagger::Odd, Stagger::Even}) {
        const HexGrid grid = hextest::ccrrGrid({Orientation::FlatTop, st});
        const HexCoord guns = parsed(grid, "2444");
        CHECK(hexDistance(guns, parsed(grid, "1843")) == 6);
        CHECK(hexDistance(guns, parsed(grid, "1844")) == 6);
        CHECK(hexDistance(guns, parsed(grid, "1744")) == 7);
        CHECK(hexDistance(guns, parsed(grid, "1743")) == 7);
    }
}

TEST_CASE("LFM 6.2 note: range-7 line from 2444 through 1844 ends in 1744 (odd-q) or 1743 (even-q)",
          "[hex][digest][lfm]") {
    // The digest says "1744 (even-q) or 1743 (odd-q)", counting parity on the printed 1-based
    // column numbers; our stagger counts 0-based offset columns, so the names swap.
    const HexGrid odd = hextest::ccrrGrid({Orientation::FlatTop, Stagger::Odd});
    CHECK(onLine(hexLine(parsed(odd, "2444"), parsed(odd, "1744")), parsed(odd, "1844")));
    CHECK_FALSE(onLine(hexLine(parsed(odd, "2444"), parsed(odd, "1744")), parsed(odd, "1843")));
    const HexGrid even = hextest::ccrrGrid({Orientation::FlatTop, Stagger::Even});
    CHECK(onLine(hexLine(parsed(even, "2444"), parsed(even, "1743")), parsed(even, "1844")));
    CHECK_FALSE(onLine(hexLine(parsed(even, "2444"), parsed(even, "1743")), parsed(even, "1843")));
}
