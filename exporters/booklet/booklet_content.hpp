#pragma once
// What a scenario booklet says, independent of how it is typeset (Markdown, HTML, PDF): title,
// dates and turns, the set-up as a deployment list by hex, the order of arrival by turn with its
// entry hexes, victory hexes and conditions, special rules and the ruleset options chosen.
// Pieces follow the deployment-list conventions of LFM 29: commanders bold, regiments plain,
// artillery marked and italic, markers in brackets, the formation in parentheses, and movement
// left on the turn of arrival as "(MP n)".
#include "engine/model/document.hpp"

#include <optional>
#include <string>
#include <vector>

namespace exporters {

enum class PieceStyle : std::uint8_t { Commander, Regiment, Artillery };

struct BookletPiece {
    std::string name;
    PieceStyle style = PieceStyle::Regiment;
    std::string formation;              // printed in parentheses; "" = none
    std::vector<std::string> markers;   // printed in brackets: a unit mode ("limbered")
    std::optional<int> movementPoints;  // arrivals only: MP left on the turn of arrival
};

// One block of the deployment list or the order of arrival: where, then who.
struct PieceBlock {
    std::string where;               // "Hex 0703 (North Woods)", "Hagerstown Pike: entry hex 0601"
    std::vector<std::string> notes;  // "arrives on 1d6>=4", a condition
    std::vector<BookletPiece> pieces;
};

struct SideBlocks {
    std::string side;  // the side's name
    std::vector<PieceBlock> blocks;
};

struct BookletTurn {
    int turn = 0;
    std::string date;  // "1862-09-17"
    std::string time;  // "06:00" ("" when the scenario gives no clock)
    bool night = false;
};

struct ArrivalTurn {
    BookletTurn when;
    std::vector<SideBlocks> sides;
};

struct BookletVictoryHex {
    std::string hex;    // printed label
    std::string place;  // the hex's place name, "" when unnamed
    std::string side;   // who scores it, "" = either side
    int vp = 0;
    std::string turns;  // "turns 3-6", "" = the whole game
};

struct BookletOption {
    std::string id;
    std::string description;
    std::string value;
    bool chosen = false;  // the scenario sets it (otherwise the ruleset's default)
    std::string cite;
};

struct Booklet {
    std::string title;
    std::string ruleset;  // "Last Full Measure (LFM R29...)" as the ruleset names itself
    std::string map;      // the map's title
    int turnMinutes = 0;
    std::vector<BookletTurn> turns;
    std::vector<SideBlocks> setup;
    std::vector<ArrivalTurn> arrivals;
    std::vector<BookletVictoryHex> victoryHexes;
    std::vector<std::pair<std::string, std::string>> conditions;  // side name ("" = both), text
    std::string specialRules;
    std::vector<BookletOption> options;
};

// Requires doc.scenario.
[[nodiscard]] Booklet buildBooklet(const engine::Document& doc);

// A piece as plain text, the conventions kept where plain text can: "• Poague (Jackson's Command) [limbered]".
[[nodiscard]] std::string plainPiece(const BookletPiece& piece);
// "Turn 2, 1862-09-17 07:00 (night)".
[[nodiscard]] std::string turnHeading(const BookletTurn& turn);

}  // namespace exporters
