// ridgeline validate over the golden cases: text lines with citations, JSON with the rules that
// ran, --fail-on, --show-waived, many files at once, exit codes.
#include "cli_runner.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

std::string golden(const std::string& rule, const std::string& file) {
    return (testpaths::data() / "validation" / rule / file).string();
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("validate prints file:location: severity rule: message [citation] and counts", "[cli][validate]") {
    const auto r = run("validate " + quote(golden("oob.reduced_stronger", "case.rlscn")));
    INFO(r.out);
    CHECK(r.exitCode == 1);
    CHECK(r.out.find("case.rlscn:unit:c1: error oob.reduced_stronger: unit `c1`: reduced-strength 6 is not below "
                     "strength 5 by at least 1 [SSS 2.43]") != std::string::npos);
    CHECK(r.out.find("case.rlscn: 1 errors, 0 warnings, ") != std::string::npos);
    CHECK(r.out.find("(ruleset sss, ") != std::string::npos);
}

TEST_CASE("validate --fail-on warning fails on warnings only when asked", "[cli][validate]") {
    const std::string file = golden("setup.never_enters", "case.rlscn");
    const auto plain = run("validate " + quote(file));
    INFO(plain.out);
    CHECK(plain.exitCode == 0);
    CHECK(plain.out.find("warning setup.never_enters: unit `c2` is neither set up nor scheduled to arrive") !=
          std::string::npos);
    CHECK(run("validate --fail-on warning " + quote(file)).exitCode == 1);
    CHECK(run("validate --fail-on warning " + quote(golden("setup.never_enters", "fixed.rlscn"))).exitCode == 0);
}

TEST_CASE("validate --format json lists the ruleset, severities, rules that ran and diagnostics per file",
          "[cli][validate]") {
    const auto j = run("validate --format json " + quote(golden("oob.attribute_range", "case.rlscn")) + " " +
                       quote(golden("oob.attribute_range", "fixed.rlscn")));
    INFO(j.out);
    CHECK(j.exitCode == 1);
    CHECK(j.out.find("\"severities\": [") != std::string::npos);
    CHECK(count(j.out, "\"ruleset\": \"hs\"") == 2);
    CHECK(count(j.out, "\"map.slope_levels\"") == 2);  // in each file's "rules"
    CHECK(j.out.find("\"rule\": \"oob.attribute_range\"") != std::string::npos);
    CHECK(j.out.find("\"citation\": \"HS 4.1a\"") != std::string::npos);
    CHECK(j.out.find("\"assumed\": true") != std::string::npos);
    CHECK(j.out.find("\"kind\": \"unit\"") != std::string::npos);
}

TEST_CASE("waived diagnostics are counted apart and shown with --show-waived", "[cli][validate]") {
    clitest::TempDir dir;
    const fs::path src = golden("oob.no_formation", "case.rlscn");
    std::ifstream in(src);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    text.replace(text.find("../maps/"), 8, (testpaths::data() / "validation" / "maps").string() + "/");
    text.replace(text.find("</ridgeline-scenario>"), 21,
                 "  <validation>\n    <waiver rule=\"oob.no_formation\" location=\"unit:u1\" comment=\"attached to the "
                 "army\"/>\n"
                 "  </validation>\n</ridgeline-scenario>");
    const std::string file = dir.file("waived.rlscn");
    std::ofstream(file) << text;
    const auto r = run("validate " + quote(file));
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("oob.no_formation") == std::string::npos);
    CHECK(r.out.find("0 errors, 0 warnings, 2 infos, 1 waived") != std::string::npos);  // infos: victory.totals
    const auto shown = run("validate --show-waived " + quote(file));
    CHECK(shown.out.find("error oob.no_formation: unit `u1` has no parent formation") != std::string::npos);
    CHECK(shown.out.find("(waived: attached to the army)") != std::string::npos);
}

TEST_CASE("validate exits 2 for an unreadable file and for usage errors", "[cli][validate]") {
    CHECK(run("validate /nonexistent/x.rlscn").exitCode == 2);
    CHECK(run("validate --format yaml " + quote(golden("oob.no_formation", "fixed.rlscn"))).exitCode == 2);
}

TEST_CASE("validate names the ruleset's rules no check applies: counted, listed with --not-checked, in JSON",
          "[cli][validate]") {
    const std::string file = (testpaths::source() / "samples/sss-mcpherson-ridge/scenario.rlscn").string();
    const auto plain = run("validate " + quote(file));
    INFO(plain.out);
    CHECK(plain.out.find(": not checked: ") != std::string::npos);
    CHECK(plain.out.find("values of ruleset sss that no check applies (--not-checked lists them)") !=
          std::string::npos);
    const auto listed = run("validate --not-checked " + quote(file));
    INFO(listed.out);
    CHECK(listed.exitCode == 0);
    CHECK(listed.out.find("scenario.rlscn: not checked: option weather [SSS 18.11]: the basic game is always clear") !=
          std::string::npos);
    const auto json = run("validate --format json " + quote(file));
    CHECK(json.out.find("\"not_checked\": [") != std::string::npos);
    CHECK(json.out.find("\"value\": \"option weather\",\n          \"citation\": \"SSS 18.11\"") != std::string::npos);
}
