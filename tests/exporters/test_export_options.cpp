#include "engine/hex/hex_grid.hpp"
#include "exporters/export_options.hpp"

#include <catch2/catch.hpp>

using namespace exporters;

namespace {

ExportFormat formatWith(std::vector<ExportOption> options) {
    ExportFormat f;
    f.name = "test";
    f.options = std::move(options);
    return f;
}

}  // namespace

TEST_CASE("lengths are read in millimetres from mm, cm, in and pt", "[export]") {
    double mm = 0;
    CHECK(parseLengthMm("16mm", mm));
    CHECK(mm == Approx(16));
    CHECK(parseLengthMm("1.6cm", mm));
    CHECK(mm == Approx(16));
    CHECK(parseLengthMm("0.625in", mm));
    CHECK(mm == Approx(15.875));
    CHECK(parseLengthMm("72pt", mm));
    CHECK(mm == Approx(25.4));
    std::string why;
    CHECK_FALSE(parseLengthMm("16", mm, &why));
    CHECK(why.find("`16` is not a length") != std::string::npos);
    CHECK_FALSE(parseLengthMm("mm", mm));
    CHECK_FALSE(parseLengthMm("-3mm", mm));
    CHECK_FALSE(parseLengthMm("3 furlongs", mm));
    CHECK_FALSE(parseLengthMm("infmm", mm));
    CHECK_FALSE(parseLengthMm("nanin", mm));
    CHECK_FALSE(parseLengthMm("1e400pt", mm));
}

TEST_CASE("a hex range is two labels of the grid, in either order", "[export]") {
    engine::NumberingScheme ccrr;
    REQUIRE(engine::numberingPreset("ccrr", ccrr));
    const engine::HexGrid grid({}, 20, 15, {}, ccrr);
    HexRange r;
    REQUIRE(parseHexRange("1005:0302", grid, r));
    CHECK(r.first == engine::OffsetCoord{2, 1});
    CHECK(r.last == engine::OffsetCoord{9, 4});
    CHECK(r.contains({5, 3}));
    CHECK_FALSE(r.contains({10, 3}));
    std::string why;
    CHECK_FALSE(parseHexRange("0101", grid, r, &why));
    CHECK(why.find("FIRST:LAST") != std::string::npos);
    CHECK_FALSE(parseHexRange("0101:9999", grid, r, &why));
    CHECK(why.find("9999") != std::string::npos);
}

TEST_CASE("option values are checked by kind", "[export]") {
    using Kind = ExportOption::Kind;
    const ExportOption page{"page", Kind::Choice, "a4", {"a4", "letter"}, ""};
    CHECK(checkOptionValue(page, "letter").empty());
    CHECK(checkOptionValue(page, "a5") == "must be one of a4, letter (got `a5`)");
    const ExportOption layers{"layers", Kind::List, "", {"terrain", "levels"}, ""};
    CHECK(checkOptionValue(layers, "terrain, levels").empty());
    CHECK(checkOptionValue(layers, "").empty());
    CHECK(checkOptionValue(layers, "terrain,roads") == "`roads` is not one of terrain, levels");
    CHECK(checkOptionValue({"key", Kind::Flag, "true", {}, ""}, "yes") == "must be true or false (got `yes`)");
    CHECK(checkOptionValue({"dpi", Kind::Number, "300", {}, ""}, "3OO") == "`3OO` is not a finite number");
    for (const char* notFinite : {"inf", "-inf", "nan", "1e999"})
        CHECK_FALSE(checkOptionValue({"dpi", Kind::Number, "300", {}, ""}, notFinite).empty());
    const ExportOption title{"title", Kind::Text, "", {}, ""};
    CHECK(checkOptionValue(title, "Gettysburg \xE2\x80\x94 July 2").empty());
    CHECK_THAT(checkOptionValue(title, std::string("a\0b", 3)), Catch::StartsWith("the text "));
    CHECK_FALSE(checkOptionValue(title, "bell\a").empty());
    CHECK_FALSE(checkOptionValue(title, "\xC3(").empty());  // malformed UTF-8
    CHECK_FALSE(checkOptionValue({"margin", Kind::Length, "10mm", {}, ""}, "10").empty());
    CHECK_FALSE(checkOptionValue({"area", Kind::HexRange, "", {}, ""}, "0101").empty());
}

TEST_CASE("the option reader gives typed values and reports each bad one", "[export]") {
    using Kind = ExportOption::Kind;
    const ExportFormat f = formatWith({{"page", Kind::Choice, "a4", {"a4", "letter"}, ""},
                                       {"dpi", Kind::Number, "300", {}, ""},
                                       {"margin", Kind::Length, "10mm", {}, ""},
                                       {"hex-size", Kind::Length, "", {}, ""},
                                       {"key", Kind::Flag, "true", {}, ""},
                                       {"layers", Kind::List, "terrain", {"terrain", "levels"}, ""}});
    ExportDiagnostics diags;
    const OptionValues values{{"page", "letter"}, {"margin", "0.5in"}, {"dpi", "many"}};
    const OptionReader read(f, values, diags);
    CHECK(read.choice("page") == "letter");
    CHECK(read.lengthMm("margin") == Approx(12.7));
    CHECK_FALSE(read.lengthMm("hex-size"));
    CHECK(read.flag("key"));
    CHECK(read.list("layers") == std::vector<std::string>{"terrain"});
    CHECK(read.isSet("page"));
    CHECK_FALSE(read.isSet("key"));
    CHECK(diags.diagnostics.empty());
    CHECK(read.number("dpi") == Approx(300));  // the default, with the error reported
    REQUIRE(diags.diagnostics.size() == 1);
    CHECK(diags.diagnostics[0].rule == "export.option");
    CHECK(diags.diagnostics[0].locations[0].id == "dpi");
    CHECK(diags.hasErrors());
    CHECK_THROWS_AS(read.text("undeclared"), std::logic_error);
}
