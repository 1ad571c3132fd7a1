#pragma once
// Shared by the [io] tests: small grids, random maps and scenarios, and a scratch directory.
#include "engine/hex/hex_grid.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/scenario.hpp"
#include "tests/temp_dir.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <random>
#include <string>

namespace iotest {

// SSS-style: 2 x 2 sheets (A C / B D) of 10 x 8 hexes, labels like A0503.
inline engine::HexGrid sssGrid(engine::GridShape shape = {}) {
    engine::NumberingScheme n;
    REQUIRE(engine::numberingPreset("sss", n));
    return {shape, 20, 16, {2, 2, {"A", "C", "B", "D"}}, n};
}

// CCRR (HS / LFM): one unnamed sheet.
inline engine::HexGrid ccrrGrid(engine::GridShape shape = {}, int columns = 12, int rows = 9) {
    engine::NumberingScheme n;
    REQUIRE(engine::numberingPreset("ccrr", n));
    return {shape, columns, rows, {}, n};
}

inline std::vector<engine::GridShape> allShapes() {
    using engine::Orientation;
    using engine::Stagger;
    return {{Orientation::FlatTop, Stagger::Odd},
            {Orientation::FlatTop, Stagger::Even},
            {Orientation::PointyTop, Stagger::Odd},
            {Orientation::PointyTop, Stagger::Even}};
}

// Text that exercises escaping: markup characters, quotes, tabs, newlines, non-ASCII.
inline std::string randomText(std::mt19937& rng, bool allowEmpty = true) {
    static const std::vector<std::string> kPieces{"a",  "Z",  " ",        "<",   ">", "&",     "\"", "'",
                                                  "\t", "\n", "\xC3\xA9", "Den", "1", "&amp;", "]]>"};
    std::uniform_int_distribution<int> len(allowEmpty ? 0 : 1, 8);
    std::uniform_int_distribution<std::size_t> pick(0, kPieces.size() - 1);
    std::string out;
    for (int i = len(rng); i > 0; --i) out += kPieces[pick(rng)];
    return out;
}

engine::HexMap randomMap(std::mt19937& rng, const engine::HexGrid& grid);
engine::Scenario randomScenario(std::mt19937& rng, const engine::HexGrid& grid);

using TempDir = testpaths::TempDir;

void writeText(const std::filesystem::path& path, const std::string& text);
// The file's bytes ("" when it cannot be read).
std::string readText(const std::filesystem::path& path);

}  // namespace iotest
