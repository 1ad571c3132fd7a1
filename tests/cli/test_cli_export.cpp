// ridgeline export: formats from the registry, their options as command options, exit 2 with
// nothing written on any problem.
#include "cli_runner.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using clitest::quote;
using clitest::run;
namespace fs = std::filesystem;

namespace {

std::string sample(const std::string& name, const std::string& file = "scenario.rlscn") {
    return quote((testpaths::source() / "samples" / name / file).string());
}

int filesIn(const fs::path& dir) {
    int n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
    return n;
}

}  // namespace

TEST_CASE("export --help lists every format, with --format, that format's options", "[cli][export]") {
    const auto all = run("export --help");
    CHECK(all.exitCode == 0);
    for (const char* f : {"pdf", "svg", "png", "booklet-md", "booklet-html"})
        CHECK(all.out.find(std::string("  ") + f + " ") != std::string::npos);
    const auto pdf = run("export --format pdf --help");
    CHECK(pdf.exitCode == 0);
    CHECK(pdf.out.find("--page letter|legal|tabloid|11x17|a4|a3|a2|a1|custom") != std::string::npos);
    CHECK(pdf.out.find("--marks | --no-marks") != std::string::npos);
    CHECK(pdf.out.find("example: ridgeline export") != std::string::npos);
}

TEST_CASE("export writes a booklet and a PDF, the format following -o's extension", "[cli][export]") {
    clitest::TempDir dir;
    const auto md = run("export " + sample("lfm-cornfield") + " -o " + quote(dir.file("cornfield.md")));
    INFO(md.out);
    CHECK(md.exitCode == 0);
    CHECK(md.out.find("wrote " + dir.file("cornfield.md") + " (booklet-md): 4 turns") != std::string::npos);
    CHECK(clitest::slurp(dir.file("cornfield.md")).find("**Joseph Hooker**") != std::string::npos);
    const auto pdf = run("export " + sample("sss-mcpherson-ridge") + " --format pdf --page a4 --no-index --no-key " +
                         "--layers terrain,numbers -o " + quote(dir.file("ridge.pdf")));
    INFO(pdf.out);
    CHECK(pdf.exitCode == 0);
    CHECK(pdf.out.find("4 pages (4 sheets; A: 1 x 1") != std::string::npos);
    CHECK(clitest::slurp(dir.file("ridge.pdf")).rfind("%PDF-", 0) == 0);
}

TEST_CASE("export usage and I/O problems exit 2 and write nothing", "[cli][export]") {
    clitest::TempDir dir;
    const std::string out = quote(dir.file("x.pdf"));
    struct Case {
        std::string args;
        std::string says;
    };
    const Case cases[] = {
        {"export " + sample("lfm-cornfield") + " --format tiff -o " + out, "unknown format `tiff`"},
        {"export " + sample("lfm-cornfield") + " -o " + quote(dir.file("x.doc")), "cannot tell the format from"},
        {"export " + sample("lfm-cornfield") + " --format pdf", "-o OUT is required"},
        {"export " + sample("lfm-cornfield") + " --format pdf --page a9 -o " + out, "--page: must be one of"},
        {"export " + sample("lfm-cornfield") + " --format pdf --dpi 300 -o " + out, "unknown option --dpi"},
        {"export " + sample("lfm-cornfield") + " --format pdf --hex-size 16 -o " + out, "`16` is not a length"},
        {"export " + sample("lfm-cornfield", "map.rlmap") + " --format booklet-md -o " + quote(dir.file("b.md")),
         "exports a scenario"},
        {"export " + sample("lfm-cornfield") + " --format pdf -o " + quote(dir.file("no/such/dir/x.pdf")),
         "no/such/dir"},
        {"export " + quote(dir.file("absent.rlscn")) + " --format pdf -o " + out, "absent.rlscn"},
    };
    for (const Case& c : cases) {
        const auto r = run(c.args);
        INFO(c.args << "\n" << r.out);
        CHECK(r.exitCode == 2);
        CHECK(r.out.find(c.says) != std::string::npos);
    }
    CHECK(filesIn(dir.path()) == 0);
}
