#include "editor/document/studio_document.hpp"

#include "engine/authoring/new_scenario.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <fstream>
#include <optional>
#include <stdexcept>

namespace fs = std::filesystem;

namespace editor {

namespace {

constexpr const char* kRecoveryOrigin = "origin.txt";
constexpr const char* kRecoveryMap = "recovery.rlmap";
constexpr const char* kRecoveryScenario = "recovery.rlscn";

}  // namespace

std::unique_ptr<StudioDocument> StudioDocument::open(const fs::path& path, engine::RulesetLibrary& rulesets) {
    std::unique_ptr<StudioDocument> d(new StudioDocument);
    d->m_doc = engine::loadDocument(path, rulesets);
    d->m_path = path;
    d->m_mapPath = d->m_doc.scenario ? path.parent_path() / d->m_doc.scenario->mapPath : path;
    d->m_validator.validate(d->m_doc);
    d->m_validatedGrid = d->m_doc.map.grid();
    return d;
}

std::unique_ptr<StudioDocument> StudioDocument::create(std::shared_ptr<const engine::Ruleset> ruleset, int columns,
                                                       int rows) {
    std::unique_ptr<StudioDocument> d(new StudioDocument);
    engine::BlankMapSpec spec;
    spec.columns = columns;
    spec.rows = rows;
    d->m_doc.map = engine::blankMap(*ruleset, spec);
    d->m_doc.map.setRulesetId(ruleset->id);
    d->m_doc.ruleset = std::move(ruleset);
    d->m_forcedDirty = true;
    d->m_validator.validate(d->m_doc);
    d->m_validatedGrid = d->m_doc.map.grid();
    return d;
}

engine::ChangeSet StudioDocument::apply(std::unique_ptr<engine::Command> cmd) {
    engine::ChangeSet change = m_stack.push(std::move(cmd), m_doc);
    revalidate(change);
    tell(change, true);
    return change;
}

engine::ChangeSet StudioDocument::apply(const CommandBuilder& build) { return apply(build(m_doc)); }

engine::ChangeSet StudioDocument::undo() {
    engine::ChangeSet change = m_stack.undo(m_doc);
    revalidate(change);
    tell(change, true);
    return change;
}

engine::ChangeSet StudioDocument::redo() {
    engine::ChangeSet change = m_stack.redo(m_doc);
    revalidate(change);
    tell(change, true);
    return change;
}

std::size_t StudioDocument::subscribe(ChangeListener listener) {
    m_listeners.emplace_back(m_nextListener, std::move(listener));
    return m_nextListener++;
}

void StudioDocument::unsubscribe(std::size_t id) {
    std::erase_if(m_listeners, [id](const auto& l) { return l.first == id; });
}

void StudioDocument::tell(const engine::ChangeSet& change, bool committed) {
    if (change.empty()) return;
    // A copy: a listener may subscribe or unsubscribe while it is told.
    const auto listeners = m_listeners;
    for (const auto& [id, listener] : listeners) listener(change, committed);
}

void StudioDocument::revalidate(const engine::ChangeSet& change) {
    if (change.empty()) return;
    // A replaced map (an elevation import or its undo) may bring a new grid: the incremental
    // validator's results are keyed by hexes of the old one.
    if (m_doc.map.grid() == m_validatedGrid) {
        m_validator.update(m_doc, change);
        return;
    }
    m_validator.validate(m_doc);
    m_validatedGrid = m_doc.map.grid();
}

fs::path StudioDocument::mapPath() const { return m_mapPath; }

std::string StudioDocument::displayName() const {
    return m_path.empty() ? std::string("Untitled") : m_path.filename().string();
}

void StudioDocument::save() {
    if (m_path.empty()) throw std::runtime_error("the document has no file yet: use Save As");
    saveAs(m_path);
}

void StudioDocument::saveAs(const fs::path& path) {
    // A scenario saved elsewhere keeps its map where it is and points to it (and to a ruleset file)
    // from the new place.
    const fs::path mapFile =
        m_doc.scenario ? (m_mapPath.empty() ? fs::path(path).replace_extension(engine::kMapExtension) : m_mapPath)
                       : path;
    std::optional<engine::Scenario> scenario = m_doc.scenario;
    if (scenario) {
        scenario->mapPath = fs::relative(mapFile, path.parent_path()).generic_string();
        scenario->rulesetRef = engine::movedRulesetReference(scenario->rulesetRef, m_path, path);
    }
    engine::saveMap(m_doc.map, mapFile);
    if (scenario) {
        engine::saveScenario(*scenario, m_doc.map.grid(), path);
        m_doc.scenario->mapPath = scenario->mapPath;
        m_doc.scenario->rulesetRef = scenario->rulesetRef;
    }
    m_path = path;
    m_mapPath = mapFile;
    m_forcedDirty = false;
    m_stack.setClean();
}

void StudioDocument::writeRecovery(const fs::path& dir) const {
    fs::create_directories(dir);
    const engine::HexMap& map = m_doc.map;
    engine::saveMap(map, dir / kRecoveryMap);
    if (m_doc.scenario) {
        engine::Scenario scenario = *m_doc.scenario;
        scenario.mapPath = kRecoveryMap;
        scenario.rulesetRef = engine::movedRulesetReference(scenario.rulesetRef, m_path, {});
        engine::saveScenario(scenario, map.grid(), dir / kRecoveryScenario);
    } else {
        fs::remove(dir / kRecoveryScenario);
    }
    // Written last: a recovery copy counts only once it is complete.
    engine::writeFileAtomically(dir / kRecoveryOrigin, m_path.string() + "\n" + m_mapPath.string() + "\n");
}

std::optional<fs::path> StudioDocument::recoveryOrigin(const fs::path& dir) {
    std::ifstream in(dir / kRecoveryOrigin);
    if (!in) return std::nullopt;
    std::string line;
    std::getline(in, line);
    return fs::path(line);
}

std::unique_ptr<StudioDocument> StudioDocument::openRecovery(const fs::path& dir, engine::RulesetLibrary& rulesets) {
    std::ifstream in(dir / kRecoveryOrigin);
    std::string origin, mapOrigin;
    std::getline(in, origin);
    std::getline(in, mapOrigin);
    const fs::path copy = fs::exists(dir / kRecoveryScenario) ? dir / kRecoveryScenario : dir / kRecoveryMap;
    std::unique_ptr<StudioDocument> d = open(copy, rulesets);
    d->m_path = origin;
    d->m_mapPath = mapOrigin;
    if (d->m_doc.scenario && !origin.empty())
        d->m_doc.scenario->mapPath = fs::relative(mapOrigin, fs::path(origin).parent_path()).generic_string();
    d->m_forcedDirty = true;
    return d;
}

void StudioDocument::discardRecovery(const fs::path& dir) {
    std::error_code ec;
    for (const char* name : {kRecoveryOrigin, kRecoveryMap, kRecoveryScenario}) fs::remove(dir / name, ec);
}

}  // namespace editor
