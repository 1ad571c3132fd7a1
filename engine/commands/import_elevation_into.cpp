#include "engine/commands/import_elevation_into.hpp"

#include "engine/commands/replace_map_command.hpp"
#include "engine/model/document.hpp"

#include <stdexcept>

namespace engine {

namespace {

bool isSlope(const Ruleset& ruleset, const std::string& id) {
    const HexsideType* t = ruleset.findHexside(id);
    return t && t->kind == "slope";
}

}  // namespace

HexMap mergeElevation(const HexMap& into, const HexMap& imported, const Ruleset& ruleset,
                      const std::vector<std::string>& derivedFeatures) {
    if (!(into.grid() == imported.grid()))
        throw std::invalid_argument("the imported elevation lies on another grid than the map");
    HexMap merged = into;
    const HexGrid& grid = into.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        merged.setElevation(h, imported.elevation(h));
        merged.setLevel(h, imported.hasLevel(h) ? imported.level(h) : kNoLevel);
        for (const std::string& f : derivedFeatures) merged.setFeature(h, f, imported.hasFeature(h, f));
    }
    // Slope hexsides are the import's; the designer's creeks, roads and walls stay.
    for (const HexsideId side : into.featuredHexsides())
        for (const std::string& id : into.hexsideFeatures(side))
            if (isSlope(ruleset, id)) merged.setHexsideFeature(side, id, false);
    for (const HexsideId side : imported.featuredHexsides())
        for (const std::string& id : imported.hexsideFeatures(side))
            if (isSlope(ruleset, id)) merged.setHexsideFeature(side, id, true);
    return merged;
}

std::unique_ptr<Command> importElevationInto(const Document& doc, const HexMap& imported,
                                             const std::vector<std::string>& derivedFeatures, std::string label) {
    if (!doc.ruleset) throw std::invalid_argument("the document has no ruleset");
    return replaceMap(doc, mergeElevation(doc.map, imported, *doc.ruleset, derivedFeatures), std::move(label));
}

}  // namespace engine
