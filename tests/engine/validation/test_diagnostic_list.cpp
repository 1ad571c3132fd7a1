#include "engine/validation/diagnostic_list.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

Diagnostic diagnostic(Severity severity, std::string rule, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.rule = std::move(rule);
    d.message = std::move(message);
    d.locations = {{"hex", "0101"}};
    return d;
}

}  // namespace

TEST_CASE("DiagnosticList reads as the diagnostics it was made of, in order", "[validation]") {
    const std::vector<Diagnostic> ds{diagnostic(Severity::Error, "oob.duplicate_id", "twice"),
                                     diagnostic(Severity::Warning, "setup.out_of_command", "far"),
                                     diagnostic(Severity::Info, "victory.totals", "10 VP")};
    const DiagnosticList list(ds);
    REQUIRE(list.size() == 3);
    CHECK(list[1].rule == "setup.out_of_command");
    CHECK(list.front().message == "twice");
    CHECK(list.back().severity == Severity::Info);
    CHECK(std::count_if(list.begin(), list.end(), [](const Diagnostic& d) { return d.severity != Severity::Info; }) ==
          2);
    CHECK(list.toVector() == ds);
    CHECK(list == ds);
    CHECK(DiagnosticList().empty());
}

TEST_CASE("DiagnosticList copies share the diagnostics and compare by value", "[validation]") {
    const DiagnosticList a(std::vector<Diagnostic>{diagnostic(Severity::Error, "map.no_terrain", "no terrain")});
    const DiagnosticList copy = a;  // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
    CHECK(copy.items().front() == a.items().front());  // the same diagnostic, not a duplicate

    const DiagnosticList equal(std::vector<Diagnostic>{diagnostic(Severity::Error, "map.no_terrain", "no terrain")});
    CHECK(equal == a);  // other pointers, equal diagnostics
    const DiagnosticList other(
        std::vector<Diagnostic>{diagnostic(Severity::Error, "map.no_terrain", "still no terrain")});
    CHECK_FALSE(other == a);
    CHECK_FALSE(DiagnosticList() == a);
}
