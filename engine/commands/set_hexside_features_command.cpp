#include "engine/commands/set_hexside_features_command.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {

SetHexsideFeaturesCommand::SetHexsideFeaturesCommand(std::string label, std::vector<Edit> edits)
    : m_label(std::move(label)),
      m_edits(std::move(edits)) {}

void SetHexsideFeaturesCommand::apply(Document& doc) {
    for (const Edit& e : m_edits) doc.map.setHexsideMask(e.side, e.after);
}

// In reverse, so a hexside listed twice ends at its first `before`.
void SetHexsideFeaturesCommand::revert(Document& doc) {
    for (auto it = m_edits.rbegin(); it != m_edits.rend(); ++it) doc.map.setHexsideMask(it->side, it->before);
}

ChangeSet SetHexsideFeaturesCommand::changes() const {
    ChangeSet c;
    c.hexsides.reserve(m_edits.size());
    for (const Edit& e : m_edits) c.hexsides.push_back(e.side);
    return c.normalize();
}

std::unique_ptr<SetHexsideFeaturesCommand> setHexsideFeature(Document& doc, std::span<const HexsideId> sides,
                                                             std::string_view featureId, bool on) {
    const FeatureMask bit = on ? doc.map.internHexsideFeature(featureId) : doc.map.hexsideBit(featureId);
    if (bit == 0) {
        if (on) throw std::length_error("hexside feature palette is full");
        return nullptr;  // an unknown feature is on no hexside
    }
    std::vector<HexsideId> unique(sides.begin(), sides.end());
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());

    std::vector<SetHexsideFeaturesCommand::Edit> edits;
    for (const HexsideId& side : unique) {
        if (!doc.map.hasHexside(side)) continue;
        const FeatureMask before = doc.map.hexsideMask(side);
        const FeatureMask after = on ? (before | bit) : (before & ~bit);
        if (after != before) edits.push_back({side, before, after});
    }
    if (edits.empty()) return nullptr;
    return std::make_unique<SetHexsideFeaturesCommand>(on ? "Add Hexside Feature" : "Remove Hexside Feature",
                                                       std::move(edits));
}

std::unique_ptr<SetHexsideFeaturesCommand> setHexsideMasks(const Document& doc,
                                                           std::span<const std::pair<HexsideId, FeatureMask>> masks,
                                                           std::string label) {
    std::vector<SetHexsideFeaturesCommand::Edit> edits;
    for (const auto& [side, after] : masks) {
        if (!doc.map.hasHexside(side)) continue;
        const FeatureMask before = doc.map.hexsideMask(side);
        if (after != before) edits.push_back({side, before, after});
    }
    if (edits.empty()) return nullptr;
    return std::make_unique<SetHexsideFeaturesCommand>(std::move(label), std::move(edits));
}

}  // namespace engine
