#pragma once
// Adds or removes features (roads, creeks, walls, slopes...) on many hexsides at once: a road
// drawn along a path, a slope pass over an area. Stores the before/after mask per hexside.
#include "engine/commands/command.hpp"

#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace engine {

class SetHexsideFeaturesCommand final : public Command {
public:
    struct Edit {
        HexsideId side;
        FeatureMask before = 0;
        FeatureMask after = 0;
    };

    SetHexsideFeaturesCommand(std::string label, std::vector<Edit> edits);

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override;
    void revert(Document& doc) override;
    [[nodiscard]] ChangeSet changes() const override;
    [[nodiscard]] const std::vector<Edit>& edits() const { return m_edits; }

private:
    std::string m_label;
    std::vector<Edit> m_edits;
};

// Turns `featureId` on or off on each hexside (those not on the map and those it would not change
// are skipped); nullptr when nothing changes. Interns the id when turning it on; throws
// std::length_error when the hexside palette is full.
std::unique_ptr<SetHexsideFeaturesCommand> setHexsideFeature(Document& doc, std::span<const HexsideId> sides,
                                                             std::string_view featureId, bool on);
// Per-hexside target masks, e.g. from a slope derivation or a vector import.
std::unique_ptr<SetHexsideFeaturesCommand> setHexsideMasks(const Document& doc,
                                                           std::span<const std::pair<HexsideId, FeatureMask>> masks,
                                                           std::string label);

}  // namespace engine
