#pragma once
// Grids shared by the hex tests: one per numbering style, in any orientation and stagger.
#include "engine/hex/hex_grid.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace hextest {

inline engine::NumberingScheme preset(const char* name) {
    engine::NumberingScheme n;
    REQUIRE(engine::numberingPreset(name, n));
    return n;
}

// SSS: 2 x 2 sheets (A C / B D) of 52 columns x 56 rows.
inline engine::HexGrid sssGrid(engine::GridShape shape = {}, const char* scheme = "sss") {
    return {shape, 104, 112, {2, 2, {"A", "C", "B", "D"}}, preset(scheme)};
}
// CWB: one sheet "A" of 32 columns x 25 rows, rows counted up from the lower-left corner.
inline engine::HexGrid cwbGrid(engine::GridShape shape = {}) { return {shape, 32, 25, {1, 1, {"A"}}, preset("cwb")}; }
// HS / LFM: one unnamed sheet, CCRR.
inline engine::HexGrid ccrrGrid(engine::GridShape shape = {}) { return {shape, 40, 50, {}, preset("ccrr")}; }

inline std::vector<engine::GridShape> allShapes() {
    using engine::Orientation;
    using engine::Stagger;
    return {{Orientation::FlatTop, Stagger::Odd},
            {Orientation::FlatTop, Stagger::Even},
            {Orientation::PointyTop, Stagger::Odd},
            {Orientation::PointyTop, Stagger::Even}};
}

inline std::string describe(engine::GridShape s) {
    return std::string(engine::toString(s.orientation)) + "/" + engine::toString(s.stagger);
}

}  // namespace hextest
