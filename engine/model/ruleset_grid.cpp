#include "engine/model/ruleset_grid.hpp"

#include <algorithm>

namespace engine {
namespace {

int digitCount(int n) { return static_cast<int>(std::to_string(std::max(1, n)).size()); }

}  // namespace

std::pair<int, int> sheetCounts(const Ruleset& ruleset, const RulesetGridOptions& options) {
    if (options.sheetsAcross > 0 && options.sheetsDown > 0) return {options.sheetsAcross, options.sheetsDown};
    return {std::max(1, ruleset.sections.across), std::max(1, ruleset.sections.down)};
}

std::vector<std::string> sheetNames(const Ruleset& ruleset, int across, int down) {
    const SectionLayout& own = ruleset.sections;
    if (own.across == across && own.down == down && static_cast<int>(own.names.size()) == across * down)
        return own.names;
    std::vector<std::string> names(static_cast<std::size_t>(std::max(0, across * down)));
    for (int column = 0; column < across; ++column)
        for (int row = 0; row < down; ++row) {
            const int n = column * down + row;
            names[static_cast<std::size_t>(row * across + column)] =
                n < 26 ? std::string(1, static_cast<char>('A' + n)) : "S" + std::to_string(n + 1);
        }
    return names;
}

HexGrid rulesetGrid(const Ruleset& ruleset, int columns, int rows, const RulesetGridOptions& options) {
    const auto [across, down] = sheetCounts(ruleset, options);
    NumberingScheme numbering = ruleset.numbering;
    if (across * down > 1) numbering.sectionPrefix = true;
    const int sheetColumns = columns / across, sheetRows = rows / down;
    if (numbering.columnDigits > 0)
        numbering.columnDigits = std::max(numbering.columnDigits, digitCount(sheetColumns + numbering.firstColumn - 1));
    if (numbering.rowDigits > 0)
        numbering.rowDigits = std::max(numbering.rowDigits, digitCount(sheetRows + numbering.firstRow - 1));
    return HexGrid(options.shape.value_or(ruleset.gridShape), columns, rows,
                   SectionLayout{across, down, sheetNames(ruleset, across, down)}, numbering);
}

}  // namespace engine
