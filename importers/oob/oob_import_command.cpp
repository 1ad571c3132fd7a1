// The import as one undo step (oob_import.hpp).
#include "engine/commands/reference_cleanup.hpp"
#include "importers/oob/oob_import.hpp"

namespace importers {
namespace {

using namespace engine;

template <class Traits>
void mergeRecords(ScenarioEdit& e, const std::vector<typename Traits::Record>& records) {
    for (const auto& r : records) {
        const std::ptrdiff_t i = findRecord<Traits>(e.scenario(), r.id);
        if (i >= 0) e.template replace<Traits>(static_cast<std::size_t>(i), r);
        else e.template append<Traits>(r);
    }
}

template <class Traits>
void replaceRecords(ScenarioEdit& e, const std::vector<typename Traits::Record>& records, IdSet& gone) {
    const auto& old = Traits::records(e.scenario());
    for (std::size_t i = 0; i < old.size(); ++i) {
        e.template remove<Traits>(i);
        gone.insert(old[i].id);
    }
    for (const auto& r : records) {
        e.template append<Traits>(r);
        gone.erase(r.id);
    }
}

}  // namespace

std::unique_ptr<Command> oobImportCommand(const Document& doc, const OobImport& import,
                                          const OobImportOptions& options) {
    const Scenario& s = scenarioOf(doc);
    ScenarioEdit e(doc);
    if (options.mode == OobImportOptions::Mode::Merge) {
        mergeRecords<FormationTraits>(e, import.formations);
        mergeRecords<LeaderTraits>(e, import.leaders);
        mergeRecords<UnitTraits>(e, import.units);
        return e.build("Import Order of Battle");
    }
    if (s.formations == import.formations && s.leaders == import.leaders && s.units == import.units) return nullptr;
    IdSet formations, pieces;
    replaceRecords<FormationTraits>(e, import.formations, formations);
    replaceRecords<LeaderTraits>(e, import.leaders, pieces);
    replaceRecords<UnitTraits>(e, import.units, pieces);
    // A formation id the sheet gives to a leader or unit is still gone as a formation, and so on.
    for (const Formation& f : import.formations) pieces.erase(f.id);
    pieces.insert(formations.begin(), formations.end());
    for (const Leader& l : import.leaders) pieces.erase(l.id);
    for (const Unit& u : import.units) pieces.erase(u.id);
    DeletionCount count;
    dropReferences(e, pieces, formations, {}, count);
    return e.build("Import Order of Battle");
}

}  // namespace importers
