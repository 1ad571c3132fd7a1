#pragma once
// A check enforces one validation rule, one scope item at a time (KiCad DRC style): it declares
// the rule's id, default severity, scope, which parts of a ChangeSet can change its answer (triggers), and
// which rulesets it applies to. Parameters and citations come from the ruleset template.
#include "engine/model/number_text.hpp"
#include "engine/validation/check_context.hpp"
#include "engine/validation/diagnostic.hpp"
#include "engine/validation/scope.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// One item of a rule's scope: a hex, a hexside, or the id of a record (unused fields are empty);
// `record` is the kind of that record (for a Records scope, one of the rule's recordKinds()).
struct ScopeItem {
    HexCoord hex{};
    HexsideId hexside{};
    std::string_view id;
    ScopeKind record = ScopeKind::Global;
};

// What one check's answer depended on, for a rule with footprintTriggers(): a map edit within one
// hex of a footprint hex, a placement change of a footprint piece or in such a hex, an edit of a
// footprint formation or of a formation whose parent is one, or an edit of a footprint unit or
// leader or of one now in a footprint formation, can change it. Pieces are ids of the
// piece namespace (formations, leaders, units).
struct Footprint {
    std::vector<HexCoord> hexes;
    std::vector<HexCoord> terrainHexes;  // hexes only map edits can matter at, not pieces set up there
    std::vector<std::string> pieces;
};

// Collects what one rule finds for one scope item, stamping rule id, severity and citation.
class Emitter {
public:
    // `rule` (the rule id) must outlive the emitter: one emitter per check costs no copy of it.
    Emitter(std::string_view rule, Severity severity, std::vector<Diagnostic>& out, Footprint* footprint = nullptr)
        : m_rule(rule),
          m_severity(severity),
          m_out(out),
          m_footprint(footprint) {}
    // `source` is the ruleset value (param, record, type...) the check relied on: its citation
    // goes with the diagnostic and, when it is assumed, the message says so.
    void emit(const Provenanced& source, std::string message, std::vector<Location> where);
    // The answer depends on this hex and its neighbours / on where this piece is set up.
    void dependsOn(HexCoord hex) {
        if (m_footprint) m_footprint->hexes.push_back(hex);
    }
    // The answer depends on the map at this hex and its neighbours, not on who is set up there.
    void dependsOnTerrain(HexCoord hex) {
        if (m_footprint) m_footprint->terrainHexes.push_back(hex);
    }
    void dependsOnPiece(std::string_view piece) {
        if (m_footprint) m_footprint->pieces.emplace_back(piece);
    }

private:
    std::string_view m_rule;
    Severity m_severity;
    std::vector<Diagnostic>& m_out;
    Footprint* m_footprint;
};

class Check {
public:
    virtual ~Check();
    [[nodiscard]] virtual std::string id() const = 0;       // "stacking.over_limit"
    [[nodiscard]] virtual std::string summary() const = 0;  // one line, for docs and --list
    [[nodiscard]] virtual Severity defaultSeverity() const = 0;
    [[nodiscard]] virtual CheckScope scope() const = 0;
    [[nodiscard]] virtual std::uint32_t triggers() const = 0;  // Trigger bits
    // Rulesets the rule is written for (empty = any); appliesTo() also checks the template
    // carries the parameters the rule needs.
    [[nodiscard]] virtual std::vector<std::string> rulesets() const { return {}; }
    [[nodiscard]] virtual bool appliesTo(const CheckContext& ctx) const;
    // Records scope: the record kinds whose ids are the items (Piece, Side, Unit, Leader,
    // Formation, ScheduleRow, VictoryHex, EntryArea). An item's answer may depend only on the
    // records with its id and on what the triggers name that no kind maps to (those re-run all).
    [[nodiscard]] virtual std::vector<ScopeKind> recordKinds() const { return {}; }
    // Triggers (of kOnHexes, kOnHexsides, kOnPlacements, kOnFormations, kOnUnits, kOnLeaders) whose effect the checks describe by the
    // footprint they record (Emitter::dependsOn): the validator then re-runs only the items whose
    // footprint the change reaches, instead of the whole scope. For record scopes of one kind.
    [[nodiscard]] virtual std::uint32_t footprintTriggers() const { return 0; }
    // Hex scope: a check that finds nothing where no piece is set up, so a whole-scope run visits
    // only the hexes pieces are set up in.
    [[nodiscard]] virtual bool onlyWherePiecesAre() const { return false; }
    virtual void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const = 0;

protected:
    Check() = default;
    Check(const Check&) = default;
    Check& operator=(const Check&) = default;
};

// A rule whose declarations are fixed at construction; subclasses write check() (and appliesTo()).
class BasicCheck : public Check {
public:
    struct Info {
        std::string id;
        std::string summary;
        Severity severity = Severity::Error;
        CheckScope scope;
        std::uint32_t triggers = 0;
        std::vector<std::string> rulesets;
    };
    explicit BasicCheck(Info info)
        : m_info(std::move(info)) {}
    [[nodiscard]] std::string id() const override { return m_info.id; }
    [[nodiscard]] std::string summary() const override { return m_info.summary; }
    [[nodiscard]] Severity defaultSeverity() const override { return m_info.severity; }
    [[nodiscard]] CheckScope scope() const override { return m_info.scope; }
    [[nodiscard]] std::uint32_t triggers() const override { return m_info.triggers; }
    [[nodiscard]] std::vector<std::string> rulesets() const override { return m_info.rulesets; }

private:
    Info m_info;
};

// Helpers the rules share.
// The param `name` of section `section` as a Provenanced (citation, assumed), or `fallback`.
[[nodiscard]] Provenanced citeOf(const Ruleset& rs, std::string_view section, std::string_view param,
                                 Provenanced fallback = {});
// The citation written on a structural element of the template (terrain, movement...).
[[nodiscard]] Provenanced elementCite(const Ruleset& rs, std::string_view element);
// The citation a ruleset gives a rule: the validation policy's param named after the rule id
// (<param name="schedule.entry_not_on_edge" value="error" cite="CWB 1.1e"/>), else `fallback`.
[[nodiscard]] Provenanced ruleCite(const Ruleset& rs, std::string_view ruleId, Provenanced fallback);
[[nodiscard]] bool hasRuleParam(const Ruleset& rs, std::string_view ruleId);
// A hex with at least one neighbour off the map.
[[nodiscard]] bool isOnMapEdge(const HexMap& map, HexCoord hex);

}  // namespace engine
