#pragma once
// Runs the registered rules over a document and keeps their results keyed by (rule, scope key),
// so that after a command only the keys its ChangeSet touches are checked again. The published
// report applies the scenario's severity overrides and waivers (a waived diagnostic stays in the
// report, marked waived) and is sorted by reportOrder.
#include "engine/commands/change_set.hpp"
#include "engine/validation/rule_registry.hpp"

#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace engine {

class Validator {
public:
    explicit Validator(const RuleRegistry& registry = builtinRules());

    // Full validation: every applicable rule over its whole scope.
    const std::vector<Diagnostic>& validate(const Document& doc);
    // Re-checks only what `change` can have affected; falls back to validate() when nothing has
    // been validated yet or the document's ruleset changed.
    const std::vector<Diagnostic>& update(const Document& doc, const ChangeSet& change);

    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return m_report; }
    [[nodiscard]] std::vector<const Rule*> activeRules() const;  // the rules that ran, registry order
    [[nodiscard]] std::size_t checksLastRun() const { return m_checks; }  // scope items checked

private:
    struct RuleState {
        const Rule* rule = nullptr;
        std::map<HexCoord, std::vector<Diagnostic>> byHex;
        std::map<HexsideId, std::vector<Diagnostic>> byHexside;
        std::map<std::string, std::vector<Diagnostic>, std::less<>> byId;  // records and "" for global
    };

    void runAll(RuleState& state, const RuleContext& ctx);
    void runHex(RuleState& state, const RuleContext& ctx, HexCoord hex);
    void runHexside(RuleState& state, const RuleContext& ctx, HexsideId side);
    void runId(RuleState& state, const RuleContext& ctx, std::string_view id);
    void runStale(RuleState& state, const RuleContext& ctx, const ChangeSet& change);
    [[nodiscard]] std::vector<Diagnostic> runItem(const Rule& rule, const RuleContext& ctx, const ScopeItem& item);
    [[nodiscard]] std::vector<HexCoord> touchedHexes(const RuleContext& ctx, const ChangeSet& change, int radius) const;
    void rememberPlacements(const RuleContext& ctx, const std::vector<std::string>* pieces);
    void publish(const RuleContext& ctx);

    const RuleRegistry& m_registry;
    const Ruleset* m_ruleset = nullptr;  // what the stored results were computed with
    std::vector<RuleState> m_states;
    std::unordered_map<std::string, std::vector<HexCoord>> m_placedAt;  // piece -> hexes, as last checked
    std::vector<Diagnostic> m_report;
    std::size_t m_checks = 0;
};

}  // namespace engine
