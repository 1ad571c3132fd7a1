#include "engine/validation/checks/support/prohibited_entry.hpp"

#include "engine/mechanics/movement/movement_profile.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {
namespace {

bool matches(const std::string& rowValue, const std::string& value) { return rowValue == "*" || rowValue == value; }

// Cheap test before compiling a profile: does any prohibited cost row of the class name the hex's
// terrain, one of its features or one of the hexside types around it? (Modes are not compared:
// the mode judged may change when the placed one is immobile.)
bool mayBeProhibited(const Ruleset& rs, const HexMap& map, const std::string& unitClass, HexCoord hex) {
    const std::string terrain(map.terrain(hex));
    const std::vector<std::string> features = map.features(hex);
    FeatureMask sides = 0;
    for (const HexsideId& side : hexsidesOf(hex)) sides |= map.hexsideMask(side);
    const PolicySection* movement = rs.section("movement");
    const Param* levelChange = movement ? movement->param("elevation-change-hexside") : nullptr;
    for (const MoveCost& row : rs.movement) {
        if (!row.prohibited || !matches(row.unitClass, unitClass)) continue;
        switch (row.target) {
        case MoveCost::Target::Terrain:
            if (row.id == terrain) return true;
            break;
        case MoveCost::Target::Feature:
            if (std::find(features.begin(), features.end(), row.id) != features.end()) return true;
            break;
        case MoveCost::Target::Hexside:
            if ((sides & map.hexsideBit(row.id)) != 0 || (levelChange && levelChange->value == row.id)) return true;
            break;
        case MoveCost::Target::Road: break;  // a barred road rate prohibits nothing by itself
        }
    }
    return false;
}

// The class's modes to judge, the placed one first; {""} for a class without modes.
std::vector<std::string> modesToTry(const UnitClass& cls, const std::string& mode) {
    std::vector<std::string> out;
    if (!mode.empty()) out.push_back(mode);
    for (const UnitMode& m : cls.modes)
        if (m.id != mode) out.push_back(m.id);
    if (out.empty()) out.emplace_back();
    return out;
}

bool isProhibition(const Reason& r) {
    const std::string_view tail = ": prohibited";
    return r.message.size() >= tail.size() && r.message.compare(r.message.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

bool ProhibitedEntry::assumed() const {
    return std::any_of(reasons.begin(), reasons.end(), [](const Reason& r) { return r.assumed; });
}

std::string ProhibitedEntry::describe() const {
    // The first reason's cite is the diagnostic's citation; others are named where they differ.
    std::string out;
    for (const Reason& r : reasons) {
        const bool ownCite = !r.cite.empty() && r.cite != reasons.front().cite;
        out += (out.empty() ? "" : "; ") + r.message + (ownCite ? " [" + r.cite + "]" : "");
    }
    return out;
}

std::optional<ProhibitedEntry> prohibitedEntry(const Ruleset& ruleset, const HexMap& map, const std::string& unitClass,
                                               const std::string& mode, HexCoord hex) {
    const UnitClass* cls = ruleset.findClass(unitClass);
    if (!cls || !map.contains(hex) || !mayBeProhibited(ruleset, map, unitClass, hex)) return std::nullopt;
    for (const std::string& tried : modesToTry(*cls, mode)) {
        std::optional<MovementProfile> profile;
        try {
            profile.emplace(ruleset, map, unitClass, tried);
        } catch (const std::invalid_argument&) {
            continue;  // an unknown mode is setup.unknown_mode's business
        }
        if (profile->immobile()) continue;
        ProhibitedEntry out{unitClass, profile->mode(), {}};
        bool anyNeighbour = false;
        for (HexCoord from : neighbors(hex)) {
            if (!map.contains(from)) continue;
            anyNeighbour = true;
            StepCost step = profile->explain(from, hex);
            if (!step.prohibited) return std::nullopt;
            for (Reason& r : step.reasons) {
                const bool seen = std::any_of(out.reasons.begin(), out.reasons.end(),
                                              [&](const Reason& o) { return o.message == r.message; });
                if (isProhibition(r) && !seen) out.reasons.push_back(std::move(r));
            }
        }
        if (!anyNeighbour) return std::nullopt;
        return out;
    }
    return std::nullopt;
}

}  // namespace engine
