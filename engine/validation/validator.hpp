#pragma once
// Runs the registered rules over a document and keeps their results keyed by (rule, scope key),
// so that after a command only the keys its ChangeSet touches are checked again, and only the
// slices of the report those keys own are replaced. The indexes the rules read live in a
// CheckContext kept across updates and refreshed from each ChangeSet. The published report applies
// the scenario's severity overrides and waivers (a waived diagnostic stays in the report, marked
// waived) and is sorted by reportOrder; an update only takes out and puts in the diagnostics of
// the slices that changed.
#include "engine/commands/change_set.hpp"
#include "engine/validation/check_registry.hpp"
#include "engine/validation/diagnostic_list.hpp"
#include "engine/validation/report_change.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace engine {

class Validator {
public:
    explicit Validator(const CheckRegistry& registry = builtinChecks());

    // Threads a full validation runs its rules on (each rule whole on one thread, the slowest of
    // the last full validation first); default: the machine's cores, at most 8. 1 runs them in turn.
    void setThreads(unsigned threads) { m_threads = threads == 0 ? 1 : threads; }
    [[nodiscard]] unsigned threads() const { return m_threads; }

    // Full validation: every applicable rule over its whole scope.
    const DiagnosticList& validate(const Document& doc);
    // Re-checks only what `change` (already applied to `doc`) can have affected; falls back to
    // validate() when nothing has been validated yet, or for another document or ruleset.
    const DiagnosticList& update(const Document& doc, const ChangeSet& change);

    [[nodiscard]] const DiagnosticList& diagnostics() const { return m_report; }
    // Grows each time the report changes: a view that saw this number has seen the report.
    [[nodiscard]] std::uint64_t reportGeneration() const { return m_reportGeneration; }
    // What the last publication changed (to the current generation). A full validation, or an
    // update that changed overrides or waivers, makes every finding anew: all left, all came.
    [[nodiscard]] const ReportChange& lastReportChange() const { return m_lastChange; }
    [[nodiscard]] std::vector<const Check*> activeChecks() const;         // the rules that ran, registry order
    [[nodiscard]] std::size_t checksLastRun() const { return m_checks; }  // scope items checked
    // Rules that re-ran over their whole scope in the last update (for benchmarks and tests).
    [[nodiscard]] const std::vector<const Check*>& fullRunsLastUpdate() const { return m_fullRuns; }
    // Where the last full validation spent its time: building the context's indexes ("indexes"),
    // each rule by id (registry order; rules side by side overlap), finding where pieces are
    // ("placements"), sorting the report ("report"); for benchmarks.
    struct Timing {
        std::string what;
        double seconds = 0;
    };
    [[nodiscard]] const std::vector<Timing>& timingsLastValidation() const { return m_timings; }
    // The rules the last update ran, each with its time, and "(indexes)" (bringing the context up
    // to date) and "(report)" (patching the report).
    [[nodiscard]] const std::vector<Timing>& timingsLastUpdate() const { return m_updateTimings; }

private:
    using Slices = std::map<std::string, std::vector<Diagnostic>, std::less<>>;
    // The footprints of a rule's items (Check::footprintTriggers): each item id gets a slot, and
    // each hex (by dense index) and piece the slots (with their generation) that depend on it; an
    // entry of an older generation than its slot's is stale (the item was checked again since).
    using Dependents = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
    struct Footprints {
        std::unordered_map<std::string, std::uint32_t, StringKeyHash, std::equal_to<>> slotOf;
        std::vector<std::string> items;
        std::vector<std::uint32_t> generation;
        std::vector<Dependents> byHex;         // by dense hex index
        std::vector<Dependents> byTerrainHex;  // by dense hex index: map edits only
        std::unordered_map<std::string, Dependents, StringKeyHash, std::equal_to<>> byPiece;
    };
    struct CheckState {
        const Check* rule = nullptr;
        std::string id;  // rule->id(), asked once
        Severity severity = Severity::Error;
        std::map<HexCoord, std::vector<Diagnostic>> byHex;
        std::map<HexsideId, std::vector<Diagnostic>> byHexside;
        Slices byId;  // record ids ("kind:id" in a Records scope), "" for global
        Footprints footprints;
        std::size_t checks = 0;  // scope items checked in the current run
    };
    // What an update re-checks: the change, plus the pieces whose reinforcement rows changed
    // (nullopt when unknown).
    struct Touched {
        const ChangeSet& change;
        std::uint32_t relevant;
        const std::optional<std::vector<std::string>>& scheduled;
    };

    void runAll(CheckState& state);
    void runHex(CheckState& state, HexCoord hex, bool fresh = false);
    void runHexside(CheckState& state, HexsideId side, bool fresh = false);
    void runId(CheckState& state, ScopeKind kind, std::string_view id, bool fresh = false);
    [[nodiscard]] const std::vector<std::string_view>& idsOf(ScopeKind kind);
    [[nodiscard]] const std::vector<HexCoord>& occupiedHexes();
    void runStale(CheckState& state, const Touched& touched);
    void runFootprints(CheckState& state, const ChangeSet& change, std::uint32_t relevant);
    void remember(Footprints& footprints, std::string_view id, const Footprint& footprint) const;
    [[nodiscard]] std::vector<Diagnostic> runItem(CheckState& state, const ScopeItem& item,
                                                  Footprint* footprint = nullptr);
    [[nodiscard]] std::vector<std::vector<Diagnostic>> runAllSideBySide();  // each rule's part of the report
    [[nodiscard]] std::vector<Diagnostic> reportOf(const CheckState& state) const;
    void countChecks();
    template <typename KeyedSlices, typename Key>
    void store(KeyedSlices& slices, const Key& key, std::vector<Diagnostic> found);
    template <typename KeyedSlices>
    void diff(const KeyedSlices& before, const KeyedSlices& after);
    void replaced(const std::vector<Diagnostic>* before, const std::vector<Diagnostic>* after);
    [[nodiscard]] std::vector<HexCoord> touchedHexes(const ChangeSet& change, std::uint32_t relevant, int radius) const;
    [[nodiscard]] std::uint32_t mappableBits(const Check& rule, bool scheduleKnown) const;
    void rememberPlacements(const std::vector<std::string>* pieces);
    void publish();
    void publish(std::vector<std::vector<Diagnostic>> byRule);
    void publishChanges();

    const CheckRegistry& m_registry;
    const Ruleset* m_ruleset = nullptr;  // what the stored results were computed with
    std::unique_ptr<CheckContext> m_ctx;
    std::vector<CheckState> m_states;
    std::unordered_map<std::string, std::vector<HexCoord>> m_placedAt;  // piece -> hexes, as last checked
    DiagnosticList m_report;
    std::vector<const Check*> m_fullRuns;
    std::vector<Timing> m_timings;
    std::vector<Timing> m_updateTimings;
    std::map<ScopeKind, std::vector<std::string_view>> m_ids;  // idsOf(), during a full validation
    std::vector<HexCoord> m_occupied;                          // occupiedHexes()
    bool m_occupiedKnown = false;                              // m_occupied holds this full validation's
    unsigned m_threads;
    std::map<std::string, double, std::less<>> m_lastSeconds;  // by rule id, from the last full validation
    std::size_t m_checks = 0;
    std::uint64_t m_reportGeneration = 0;
    ReportChange m_lastChange;
    // Diagnostics that left and entered slices since the report was published.
    std::vector<Diagnostic> m_removed, m_added;
    bool m_patching = true;  // record m_removed / m_added (not during a full validation)
};

}  // namespace engine
