#include "engine/table/csv.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("parseCsv reads quoted fields with commas, quotes and line breaks", "[table]") {
    const auto r = parseCsv("label,name\nA0101,\"Farm, \"\"Big\"\"\"\n\nA0102,\"two\nlines\"\r\nA0103,x");
    REQUIRE(r.error.empty());
    REQUIRE(r.records.size() == 4);
    CHECK(r.records[1].fields[1] == "Farm, \"Big\"");
    CHECK(r.records[2].line == 4);
    CHECK(r.records[2].fields[1] == "two\nlines");
    CHECK(r.records[3].line == 6);
    CHECK(r.records[3].fields[1] == "x");
}

TEST_CASE("parseCsv reports an unclosed quote with its line", "[table]") {
    const auto r = parseCsv("a,b\n1,\"open\n2,3\n");
    CHECK(r.error == "line 2: column 2: a quoted field is never closed");
}

TEST_CASE("csvLine quotes only what needs quoting and round-trips", "[table]") {
    const std::vector<std::string> fields{"plain", "with,comma", "with \"quote\"", ""};
    const std::string line = csvLine(fields);
    CHECK(line == "plain,\"with,comma\",\"with \"\"quote\"\"\",\n");
    const auto back = parseCsv(line);
    REQUIRE(back.records.size() == 1);
    CHECK(back.records[0].fields == fields);
}

TEST_CASE("parseCsv accepts what spreadsheets write: a byte-order mark and CRLF line ends", "[table]") {
    const auto r = parseCsv("\xEF\xBB\xBFlabel,name\r\nA0101,\"Farm\r\nhouse\"\r\nA0102,x\r\n");
    REQUIRE(r.error.empty());
    REQUIRE(r.records.size() == 3);
    CHECK(r.records[0].fields[0] == "label");
    CHECK(r.records[1].fields[1] == "Farm\r\nhouse");
    CHECK(r.records[2].line == 4);
    CHECK(r.records[2].fields[1] == "x");
}

TEST_CASE("parseCsv names the line and column of a stray quote", "[table]") {
    const auto r = parseCsv("a,b\n1,ab\"c\n");
    CHECK(r.error.rfind("line 2: column 2: a quote inside an unquoted field", 0) == 0);
}
