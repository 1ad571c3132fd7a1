#pragma once
// Shared by the exporter tests: the bundled samples as documents, running the real programs that
// read our exports (pdfinfo, pdftoppm, pdftotext, rsvg-convert, tmxrasterizer, tiled, ogrinfo,
// python), and reading the pictures they render.
#include "engine/io/document_file.hpp"
#include "tests/temp_dir.hpp"
#include "tests/test_paths.hpp"

#include <gdal_priv.h>
#include <sys/wait.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace exporttest {

using testpaths::TempDir;

inline engine::RulesetLibrary& rulesets() {
    static engine::RulesetLibrary library = [] {
        engine::RulesetLibrary lib;
        lib.addSearchDir(testpaths::rulesets());
        return lib;
    }();
    return library;
}

// "lfm-cornfield" -> its scenario (or, with map = true, its map file alone).
inline engine::Document sample(const std::string& name, bool map = false) {
    return engine::loadDocument(testpaths::source() / "samples" / name / (map ? "map.rlmap" : "scenario.rlscn"),
                                rulesets());
}

inline const std::vector<std::string> kSamples{"sss-mcpherson-ridge", "cwb-oak-ridge", "hs-devils-den",
                                               "lfm-cornfield"};

inline engine::Document loadSample(const std::string& name) { return sample(name); }

struct ProgramRun {
    int exitCode = -1;
    std::string out;  // stdout and stderr
};

inline std::string quote(const std::string& arg) {
    std::string q = "'";
    for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// Runs a shell command line; Qt programs run headless (offscreen platform).
inline ProgramRun runProgram(const std::string& commandLine) {
    ProgramRun r;
    const std::string cmd =
        "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} " + commandLine + " 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
    const int status = pclose(pipe);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

// A picture read through GDAL, as RGBA rows.
struct Picture {
    int width = 0;
    int height = 0;
    int bands = 0;
    std::vector<std::uint8_t> rgba;
    [[nodiscard]] std::array<std::uint8_t, 4> at(int x, int y) const {
        const std::size_t i =
            (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4;
        return {rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
    }
};

inline Picture readPicture(const std::string& path) {
    GDALAllRegister();
    Picture p;
    std::unique_ptr<GDALDataset> ds(GDALDataset::Open(path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY));
    if (!ds) return p;
    p.width = ds->GetRasterXSize();
    p.height = ds->GetRasterYSize();
    p.bands = ds->GetRasterCount();
    p.rgba.assign(static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height) * 4, 255);
    const int bands = std::min(p.bands, 4);
    std::array<int, 4> list{1, 2, 3, 4};
    if (ds->RasterIO(GF_Read, 0, 0, p.width, p.height, p.rgba.data(), p.width, p.height, GDT_Byte, bands, list.data(),
                     4, static_cast<GSpacing>(p.width) * 4, 1, nullptr) != CE_None)
        p.width = p.height = 0;
    return p;
}

}  // namespace exporttest
