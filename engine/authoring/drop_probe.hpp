#pragma once
// What the studio asks while a piece is dragged over the map, for each hex the cursor enters: may
// it be dropped here and, if not, why, with the rule; and, on the drop, where each piece of a
// formation goes. The answers come from the services the validator uses: the ruleset's stacking
// policy (stacking.over_limit), prohibited entry (setup.prohibited_terrain), enemy pieces in the
// hex (setup.both_sides) and the command range trace (setup.out_of_command). A probe is built once
// per drag (it indexes the set-up by hex and keeps compiled movement profiles); the document must
// not change while it lives. A drop on an illegal hex is still allowed: designers do it on purpose
// and waive it, and the validator shows it at once.
#include "engine/mechanics/reason.hpp"
#include "engine/model/document.hpp"

#include <memory>
#include <string>
#include <vector>

namespace engine {

class CheckContext;
class StackingPolicy;

struct DropProblem {
    enum class Kind : std::uint8_t { OffMap, OverStacked, ProhibitedTerrain, EnemyOccupied, OutOfCommand };
    Kind kind = Kind::OffMap;
    std::string rule;     // the validator's rule that will report it ("stacking.over_limit")
    std::string message;  // "union stack in woods hex 1012 would be over the limit: 4 units (limit 3)"
    std::string cite;     // "SSS 25.22"
    bool assumed = false;
    std::vector<std::string> pieces;  // the dragged pieces it concerns
};

struct DropVerdict {
    bool legal = true;
    std::vector<DropProblem> problems;
    std::string note;  // for a formation: "7 pieces: 3 here, 4 on 2 nearby hexes"
    // One line per problem: "message [cite]"; "legal" when there is none.
    [[nodiscard]] std::string describe() const;
};

// Where a drop puts each piece: the drop hex while it can take them, then the nearest hexes that
// can (on the map, not prohibited to the piece's class, no enemy, within the stacking limit); a
// piece no hex within `kSpreadRadius` can take goes on the drop hex (the validator will say why).
struct DropPlan {
    std::vector<Placement> placements;  // in the order of the pieces
    std::vector<std::string> crowded;   // pieces that went on the drop hex though it cannot take them
};

class DropProbe {
public:
    static constexpr int kSpreadRadius = 8;

    explicit DropProbe(const Document& doc);
    ~DropProbe();
    DropProbe(const DropProbe&) = delete;
    DropProbe& operator=(const DropProbe&) = delete;

    // The pieces a drag carries: each unit and leader itself, each formation everything below it
    // (its leaders first, then units, in file order); unknown ids skipped.
    [[nodiscard]] std::vector<std::string> piecesOf(const std::vector<std::string>& dragged) const;
    // Whether dropping the dragged pieces (units, leaders or formations) on `hex` is legal. A single
    // unit or leader is judged on that hex alone (stacking, terrain, enemy, command range); a drag
    // of several is judged by its plan: legal when every piece finds a hex that can take it.
    [[nodiscard]] DropVerdict check(const std::vector<std::string>& dragged, HexCoord hex) const;
    // Where the pieces go when dropped on `hex` (pieces already set up move; their facing and mode
    // stay).
    [[nodiscard]] DropPlan plan(const std::vector<std::string>& dragged, HexCoord hex) const;

private:
    struct Piece;
    [[nodiscard]] std::vector<Piece> resolve(const std::vector<std::string>& ids) const;
    [[nodiscard]] std::vector<DropProblem> problemsAt(const std::vector<Piece>& pieces, HexCoord hex,
                                                      bool judgeCommand) const;
    [[nodiscard]] std::optional<DropProblem> overStacked(const std::vector<Piece>& pieces, HexCoord hex) const;
    [[nodiscard]] std::optional<DropProblem> prohibited(const Piece& piece, HexCoord hex) const;
    [[nodiscard]] std::optional<DropProblem> enemyIn(const Piece& piece, HexCoord hex) const;
    [[nodiscard]] std::optional<DropProblem> outOfCommand(const Piece& piece, HexCoord hex) const;

    const Document& m_doc;
    std::unique_ptr<CheckContext> m_ctx;
    std::unique_ptr<StackingPolicy> m_stacking;
    // piecesOf for the last drag asked about: a drag asks again at every hex the cursor enters,
    // and walking the order of battle costs more than judging the hex.
    mutable std::vector<std::string> m_lastDragged, m_lastPieces;
};

// The drop as one undo step ("Place Formation", "Place Units"); nullptr when nothing moves.
[[nodiscard]] std::unique_ptr<class Command> placeDropped(const Document& doc, const DropPlan& plan);

}  // namespace engine
