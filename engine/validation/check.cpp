#include "engine/validation/check.hpp"

#include <algorithm>

namespace engine {

const char* toString(ScopeKind kind) {
    switch (kind) {
    case ScopeKind::Hex: return "hex";
    case ScopeKind::Hexside: return "hexside";
    case ScopeKind::Unit: return "unit";
    case ScopeKind::Leader: return "leader";
    case ScopeKind::Formation: return "formation";
    case ScopeKind::Placement: return "placement";
    case ScopeKind::ScheduleRow: return "row";
    case ScopeKind::VictoryHex: return "victory-hex";
    case ScopeKind::EntryArea: return "entry-area";
    case ScopeKind::Global: return "global";
    case ScopeKind::Piece: return "piece";
    case ScopeKind::Side: return "side";
    case ScopeKind::Records: return "records";
    }
    return "global";
}

void Emitter::emit(const Provenanced& source, std::string message, std::vector<Location> where) {
    if (source.assumed) message += " (relies on an assumed value)";
    m_out.push_back(Diagnostic{
        m_severity, std::string(m_rule), source.cite, std::move(message), std::move(where), false, {}, source.assumed});
}

Check::~Check() = default;

bool Check::appliesTo(const CheckContext& ctx) const {
    const auto ids = rulesets();
    return ids.empty() || std::find(ids.begin(), ids.end(), ctx.ruleset().id) != ids.end();
}

Provenanced citeOf(const Ruleset& rs, std::string_view section, std::string_view param, Provenanced fallback) {
    const PolicySection* s = rs.section(section);
    if (!s) return fallback;
    if (const Param* p = s->param(param)) return Provenanced{p->cite, p->assumed};
    return fallback;
}

Provenanced elementCite(const Ruleset& rs, std::string_view element) {
    const auto it = rs.elementProvenance.find(element);
    return it == rs.elementProvenance.end() ? Provenanced{} : it->second;
}

Provenanced ruleCite(const Ruleset& rs, std::string_view ruleId, Provenanced fallback) {
    return citeOf(rs, "validation", ruleId, std::move(fallback));
}

bool hasRuleParam(const Ruleset& rs, std::string_view ruleId) {
    const PolicySection* v = rs.section("validation");
    return v && v->param(ruleId);
}

bool isOnMapEdge(const HexMap& map, HexCoord hex) {
    for (HexCoord n : neighbors(hex))
        if (!map.contains(n)) return true;
    return false;
}

}  // namespace engine
