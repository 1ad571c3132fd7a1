#include "editor/document/studio_document.hpp"

#include "engine/authoring/new_scenario.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <stdexcept>

namespace fs = std::filesystem;

namespace editor {

namespace {

constexpr const char* kRecoveryOrigin = "origin.txt";
constexpr const char* kRecoveryMap = "recovery.rlmap";
constexpr const char* kRecoveryScenario = "recovery.rlscn";

// Compared, not stored: two maps with the same digest are saved as the same text.
std::size_t mapDigest(const engine::HexMap& map) { return std::hash<std::string>{}(engine::writeMap(map)); }

// Edits that can reach the map report hexes, hexsides or map settings (the digest still tells an
// edit undone by hand apart when saving).
bool mayReachMap(const engine::ChangeSet& change) {
    return !change.hexes.empty() || !change.hexsides.empty() || change.mapSettings;
}

}  // namespace

std::unique_ptr<StudioDocument> StudioDocument::open(const fs::path& path, engine::RulesetLibrary& rulesets) {
    std::unique_ptr<StudioDocument> d(new StudioDocument);
    d->m_doc = engine::loadDocument(path, rulesets);
    d->m_path = path;
    d->m_mapPath = d->m_doc.scenario ? path.parent_path() / d->m_doc.scenario->mapPath : path;
    d->m_savedMapDigest = mapDigest(d->m_doc.map);
    d->m_validator.validate(d->m_doc);
    d->m_validatedGrid = d->m_doc.map.grid();
    return d;
}

std::unique_ptr<StudioDocument> StudioDocument::create(std::shared_ptr<const engine::Ruleset> ruleset, int columns,
                                                       int rows, std::string_view baseTerrain) {
    std::unique_ptr<StudioDocument> d(new StudioDocument);
    engine::BlankMapSpec spec;
    spec.columns = columns;
    spec.rows = rows;
    spec.baseTerrain = baseTerrain;
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
    m_mapChanged = m_mapChanged || mayReachMap(change);
    // A replaced map (an elevation import or its undo) may bring a new grid: the incremental
    // validator's results are keyed by hexes of the old one.
    if (m_doc.map.grid() == m_validatedGrid) {
        m_validator.update(m_doc, change);
    } else {
        m_validator.validate(m_doc);
        m_validatedGrid = m_doc.map.grid();
    }
}

fs::path StudioDocument::mapPath() const { return m_mapPath; }

std::string StudioDocument::displayName() const {
    return m_path.empty() ? std::string("Untitled") : m_path.filename().string();
}

bool StudioDocument::mapChanged() const {
    return m_mapPath.empty() || (m_mapChanged && mapDigest(m_doc.map) != m_savedMapDigest);
}

void StudioDocument::save() {
    if (m_path.empty()) throw std::runtime_error("the document has no file yet: use Save As");
    saveAs(m_path, MapOnSaveAs::Shared);
}

fs::path StudioDocument::mapBeside(const fs::path& scenarioFile) const {
    const fs::path folder = scenarioFile.parent_path();
    const bool sameFolder = !m_mapPath.empty() && fs::absolute(m_mapPath).lexically_normal().parent_path() ==
                                                      fs::absolute(scenarioFile).lexically_normal().parent_path();
    const std::string stem = m_mapPath.empty() || sameFolder ? scenarioFile.stem().string() : m_mapPath.stem().string();
    fs::path candidate = folder / (stem + std::string(engine::kMapExtension));
    for (int n = 2; fs::exists(candidate) || candidate == m_mapPath; ++n)
        candidate = folder / (stem + "-" + std::to_string(n) + std::string(engine::kMapExtension));
    return candidate;
}

void StudioDocument::saveAs(const fs::path& path, MapOnSaveAs placement) {
    // Saving the file that is open is Save: the map stays where it is.
    if (!m_path.empty() && fs::absolute(path).lexically_normal() == fs::absolute(m_path).lexically_normal())
        placement = MapOnSaveAs::Shared;
    const bool scenarioFile = m_doc.scenario.has_value();
    fs::path mapFile = path;
    if (scenarioFile) mapFile = placement == MapOnSaveAs::Shared && !m_mapPath.empty() ? m_mapPath : mapBeside(path);
    const bool writeMapFile = !scenarioFile || mapFile != m_mapPath || mapChanged() || !fs::exists(mapFile);
    std::optional<engine::Scenario> scenario = m_doc.scenario;
    if (scenario) {
        scenario->mapPath = fs::relative(mapFile, path.parent_path()).generic_string();
        scenario->rulesetRef = engine::movedRulesetReference(scenario->rulesetRef, m_path, path);
    }
    if (writeMapFile) engine::saveMap(m_doc.map, mapFile);
    if (scenario) {
        engine::saveScenario(*scenario, m_doc.map.grid(), path);
        m_doc.scenario->mapPath = scenario->mapPath;
        m_doc.scenario->rulesetRef = scenario->rulesetRef;
    }
    m_path = path;
    m_mapPath = mapFile;
    m_forcedDirty = false;
    m_mapChanged = false;
    m_savedMapDigest = mapDigest(m_doc.map);
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
    // Written last: a recovery copy counts only once it is complete. The digest of the map as its
    // file holds it lets a recovered scenario leave a map it did not change alone.
    engine::writeFileAtomically(dir / kRecoveryOrigin, m_path.string() + "\n" + m_mapPath.string() + "\n" +
                                                           std::to_string(m_savedMapDigest) + "\n");
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
    std::string origin, mapOrigin, digest;
    std::getline(in, origin);
    std::getline(in, mapOrigin);
    std::getline(in, digest);
    const fs::path copy = fs::exists(dir / kRecoveryScenario) ? dir / kRecoveryScenario : dir / kRecoveryMap;
    std::unique_ptr<StudioDocument> d = open(copy, rulesets);
    d->m_path = origin;
    d->m_mapPath = mapOrigin;
    if (d->m_doc.scenario && !origin.empty())
        d->m_doc.scenario->mapPath = fs::relative(mapOrigin, fs::path(origin).parent_path()).generic_string();
    d->m_forcedDirty = true;
    d->m_mapChanged = true;
    d->m_savedMapDigest = std::strtoull(digest.c_str(), nullptr, 10);  // 0: unknown, the map is written
    return d;
}

void StudioDocument::discardRecovery(const fs::path& dir) {
    std::error_code ec;
    for (const char* name : {kRecoveryOrigin, kRecoveryMap, kRecoveryScenario}) fs::remove(dir / name, ec);
}

}  // namespace editor
