#include "command_fixture.hpp"

#include "engine/commands/compound_command.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/commands/transaction.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace engine;
using namespace cmdtest;

TEST_CASE("Transaction: a brush stroke is one undo step", "[commands]") {
    Document doc = makeDocument();
    CommandStack stack;
    const std::string start = fileText(doc);
    std::vector<HexCoord> stroke;
    std::size_t repainted = 0;  // hexes that were not woods yet
    {
        Transaction tx(doc, stack);
        for (int col = 0; col < 6; ++col) {
            const std::vector<HexCoord> dab{hexAt(doc, col, 7), hexAt(doc, col, 8)};
            stroke.insert(stroke.end(), dab.begin(), dab.end());
            for (HexCoord h : dab) repainted += doc.map.terrain(h) == "woods" ? 0 : 1;
            tx.add(setTerrain(doc, dab, "woods"));
            CHECK(doc.map.terrain(dab.front()) == "woods");  // visible while the stroke goes on
        }
        tx.add(setTerrain(doc, stroke, "woods"));  // no-op repaint: staged as nothing
        const ChangeSet all = tx.commit("Paint Terrain");
        CHECK(all.hexes.size() == repainted);
        CHECK(tx.finished());
    }
    const std::string painted = fileText(doc);
    CHECK(painted != start);
    CHECK(stack.size() == 1);
    CHECK(stack.undoLabel() == "Paint Terrain");
    CHECK(stack.undo(doc).hexes.size() == repainted);
    CHECK(fileText(doc) == start);
    stack.redo(doc);
    CHECK(fileText(doc) == painted);
}

TEST_CASE("Transaction: rollback, empty commit, destruction", "[commands]") {
    Document doc = makeDocument();
    CommandStack stack;
    const std::string start = fileText(doc);

    SECTION("rollback reverts everything staged and pushes nothing") {
        Transaction tx(doc, stack);
        tx.add(movePiece(doc, "iron", hexAt(doc, 6, 6)));
        tx.add(movePiece(doc, "iron", hexAt(doc, 7, 6)));
        tx.add(setFeature(doc, std::vector<HexCoord>{hexAt(doc, 7, 6)}, "town", true));
        CHECK(tx.changes().placements == std::vector<std::string>{"iron"});
        const ChangeSet undone = tx.rollback();
        CHECK(undone.placements == std::vector<std::string>{"iron"});
        CHECK(fileText(doc) == start);
        CHECK(stack.size() == 0);
        CHECK(tx.rollback().empty());
        CHECK_THROWS_AS(tx.add(movePiece(doc, "iron", hexAt(doc, 6, 6))), std::logic_error);
    }
    SECTION("an empty transaction pushes nothing and leaves the document clean") {
        Transaction tx(doc, stack);
        tx.add(nullptr);
        CHECK(tx.empty());
        CHECK(tx.commit("Move Unit").empty());
        CHECK(stack.size() == 0);
        CHECK(stack.isClean());
        CHECK_THROWS_AS(tx.commit("again"), std::logic_error);
    }
    SECTION("a transaction destroyed without commit rolls back") {
        {
            Transaction tx(doc, stack);
            tx.add(movePiece(doc, "iron", hexAt(doc, 6, 6)));
            CHECK(fileText(doc) != start);
        }
        CHECK(fileText(doc) == start);
        CHECK(stack.size() == 0);
    }
    SECTION("commit drops the redo history and makes the document dirty") {
        stack.push(movePiece(doc, "cutler", hexAt(doc, 1, 1)), doc);
        stack.undo(doc);
        Transaction tx(doc, stack);
        tx.add(movePiece(doc, "iron", hexAt(doc, 6, 6)));
        tx.commit("Move Unit");
        CHECK_FALSE(stack.canRedo());
        CHECK_FALSE(stack.isClean());
        stack.undo(doc);
        CHECK(fileText(doc) == start);
        CHECK(stack.isClean());
    }
}

TEST_CASE("CompoundCommand: applies in order, reverts in reverse", "[commands]") {
    Document doc = makeDocument();
    const std::string start = fileText(doc);
    std::vector<std::unique_ptr<Command>> parts;
    // The second part depends on the first: the piece must be placed before it can move.
    parts.push_back(placePiece(doc, {"stone", hexAt(doc, 2, 2), -1, ""}));
    CompoundCommand placeOnly("Place", std::move(parts));
    placeOnly.apply(doc);
    auto move = movePiece(doc, "stone", hexAt(doc, 3, 2));
    placeOnly.revert(doc);
    CHECK(fileText(doc) == start);

    std::vector<std::unique_ptr<Command>> both;
    both.push_back(placePiece(doc, {"stone", hexAt(doc, 2, 2), -1, ""}));
    both.push_back(std::move(move));
    CompoundCommand compound("Place and Move", std::move(both));
    CHECK(compound.partCount() == 2);
    CHECK(compound.changes().placements == std::vector<std::string>{"stone"});  // both parts', merged
    checkRoundTrip(doc, compound);
}
