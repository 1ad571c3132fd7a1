#include "cli/turn_argument.hpp"

#include <stdexcept>

namespace cli {

std::optional<engine::TurnConditions> applyTurnArgument(const Arguments& args, engine::BoardState& ctx) {
    if (!args.has("--turn")) return std::nullopt;
    const std::string text = args.get("--turn");
    std::size_t used = 0;
    int turn = 0;
    try {
        turn = std::stoi(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size()) throw UsageError("--turn wants a turn number, not '" + text + "'");
    try {
        engine::TurnConditions t = engine::turnConditions(ctx, turn);
        ctx.turn = turn;
        return t;
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--turn: ") + e.what());
    }
}

}  // namespace cli
