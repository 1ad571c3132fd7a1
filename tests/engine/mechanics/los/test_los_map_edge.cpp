// A hex off the map is not ground: a line along any edge of the map gets the verdict it would get
// were the map to go on with the edge's own ground. Each edge line is traced on a small board and,
// shifted two hexes in, on a larger board of the same uniform ground (same column parity).
#include "los_board.hpp"

#include <catch2/catch.hpp>

namespace {

constexpr int kCols = 12, kRows = 12, kMargin = 2, kGround = 2;

struct Edge {
    const char* name;
    bool alongRow;  // the top and bottom edges run along a row, the left and right along a column
    int fixed;      // that row or column
};

lostest::LosBoard uniformBoard(const std::string& rulesetId, int cols, int rows) {
    lostest::LosBoard b(rulesetId, cols, rows);
    for (std::size_t i = 0; i < b.map().grid().size(); ++i) b.level(b.map().grid().at(i), kGround);
    return b;
}

}  // namespace

TEST_CASE("LOS along every map edge: the off-map side is no phantom low ground", "[los][edge]") {
    const Edge edges[] = {
        {"top", true, 0}, {"bottom", true, kRows - 1}, {"left", false, 0}, {"right", false, kCols - 1}};
    // End levels against the ground between: equal, one end higher, one end lower, both higher.
    const std::pair<int, int> ends[] = {{2, 2}, {2, 3}, {3, 2}, {2, 1}, {1, 2}, {3, 3}, {3, 4}};
    for (const std::string id : {"sss", "cwb", "hs", "lfm"}) {
        lostest::LosBoard edgeBoard = uniformBoard(id, kCols, kRows);
        lostest::LosBoard inner = uniformBoard(id, kCols + 2 * kMargin, kRows + 2 * kMargin);
        const auto& g = edgeBoard.map().grid();
        const auto& gi = inner.map().grid();
        int lines = 0, spines = 0;
        for (const Edge& e : edges)
            for (int a = 0; a < kCols; ++a)
                for (int b = a + 2; b < kCols; ++b) {
                    const engine::OffsetCoord oa =
                        e.alongRow ? engine::OffsetCoord{a, e.fixed} : engine::OffsetCoord{e.fixed, a};
                    const engine::OffsetCoord ob =
                        e.alongRow ? engine::OffsetCoord{b, e.fixed} : engine::OffsetCoord{e.fixed, b};
                    const engine::HexCoord from = g.fromOffset(oa), to = g.fromOffset(ob);
                    const engine::HexCoord innerFrom = gi.fromOffset({oa.col + kMargin, oa.row + kMargin}),
                                           innerTo = gi.fromOffset({ob.col + kMargin, ob.row + kMargin});
                    if (engine::hexLine(from, to).hasSpine()) ++spines;
                    for (const auto& [lf, lt] : ends) {
                        edgeBoard.level(from, lf).level(to, lt);
                        inner.level(innerFrom, lf).level(innerTo, lt);
                        const auto atEdge = edgeBoard.trace(from, to), within = inner.trace(innerFrom, innerTo);
                        INFO(id << " " << e.name << " edge " << g.label(from) << " (level " << lf << ") -> "
                                << g.label(to) << " (level " << lt << ")\n at the edge: " << lostest::explain(atEdge)
                                << "\n within: " << lostest::explain(within));
                        CHECK(atEdge.verdict == within.verdict);
                        for (const auto& step : atEdge.line.steps) {
                            CHECK(edgeBoard.map().contains(step.hex));
                            if (step.kind == engine::LineStep::Kind::Spine) CHECK(edgeBoard.map().contains(step.other));
                        }
                        edgeBoard.level(from, kGround).level(to, kGround);
                        inner.level(innerFrom, kGround).level(innerTo, kGround);
                        ++lines;
                    }
                }
        CHECK(lines > 1000);
        CHECK(spines > 0);  // the lines along the zigzag edges run along hexsides with a side off the map
    }
}
