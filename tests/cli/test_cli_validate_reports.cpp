// ridgeline validate --format junit and --format html over every sample and every golden case:
// Python's standard XML and HTML parsers read the reports, and check_validation_reports.py holds
// them against the JSON report of the same run (a suite per file, a case per rule that ran, the
// failures exactly the errors, every problem on the page).
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

// Every sample (scenario and map) and every golden case (the case and its fix), sorted.
std::string allFiles() {
    std::vector<std::string> files;
    for (const auto& sample : fs::directory_iterator(testpaths::source() / "samples"))
        for (const char* name : {"scenario.rlscn", "map.rlmap"})
            if (fs::exists(sample.path() / name)) files.push_back((sample.path() / name).string());
    for (const auto& entry : fs::recursive_directory_iterator(testpaths::data() / "validation"))
        if (entry.path().extension() == ".rlscn" || entry.path().extension() == ".rlmap")
            files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    std::string args;
    for (const auto& f : files) args += " " + quote(f);
    return args;
}

std::string checker() { return quote((testpaths::source() / "tests/cli/check_validation_reports.py").string()); }

// Runs validate with its report (stdout) going to `out`; its exit code.
int report(const std::string& args, const std::string& out) {
    return clitest::shell("{ " + quote(testpaths::cli().string()) + " validate" + args + " > " + quote(out) + "; }").exitCode;
}

}  // namespace

TEST_CASE("a JUnit report of every sample and golden case has a failure for every error", "[cli][validate]") {
    clitest::TempDir dir;
    const std::string files = allFiles();
    const int jsonExit = report(" --format json" + files, dir.file("report.json"));
    const int junitExit = report(" --format junit" + files, dir.file("report.xml"));
    const int htmlExit = report(" --format html" + files, dir.file("report.html"));
    CHECK(jsonExit == 1);  // the golden cases have errors
    CHECK(junitExit == jsonExit);
    CHECK(htmlExit == jsonExit);
    const auto check = clitest::shell("python3 " + checker() + " " + quote(dir.file("report.json")) + " " +
                                      quote(dir.file("report.xml")) + " " + quote(dir.file("report.html")));
    INFO(check.out);
    CHECK(check.exitCode == 0);
}

TEST_CASE("a file that cannot be loaded is a JUnit error, not a failure", "[cli][validate]") {
    clitest::TempDir dir;
    const std::string missing = quote(dir.file("absent.rlscn"));
    CHECK(report(" --format junit " + missing, dir.file("r.xml")) == 2);
    const std::string xml = clitest::slurp(dir.file("r.xml"));
    CHECK(xml.find("<testsuites name=\"ridgeline validate\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">") !=
          std::string::npos);
    CHECK(xml.find("<error message=\"") != std::string::npos);
}
