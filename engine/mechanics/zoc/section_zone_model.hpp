#pragma once
// The base of the per-ruleset zone models: each reads its ruleset's <policy name="zoc"> section and
// answers the three ZoneModel questions; the id is the section's policy name.
#include "engine/mechanics/zoc/zone_model.hpp"

namespace engine {

class SectionZoneModel : public ZoneModel {
public:
    explicit SectionZoneModel(const PolicySection& section)
        : m_section(section) {}
    [[nodiscard]] std::string id() const final { return m_section.policy; }

protected:
    const PolicySection& m_section;  // the ruleset's zoc section; the ruleset outlives the model
};

}  // namespace engine
