#pragma once
// The open file of a studio session, free of wx so tests drive it directly: the document, its
// undo stack, where it lives on disk, the live validator, and the recovery copy. The document and
// its stack are read-only from outside: every change goes through apply() / undo() / redo() or a
// DocumentEdit (document_edit.hpp), each of which brings the validator up to date and then tells
// every listener the ChangeSet, once. Nothing can change the document without telling.
#include "engine/commands/command_stack.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/validation/validator.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace editor {

// Builds an engine command from the document. Some of the engine's builders intern a terrain or
// feature id in the map's palettes (bookkeeping, not an edit), so they take the document mutable:
// StudioDocument hands it to them only inside apply() or DocumentEdit::stage().
using CommandBuilder = std::function<std::unique_ptr<engine::Command>(engine::Document&)>;

// Told after each change, with the validator already current. `committed` is false for the live
// steps of an open DocumentEdit (a stroke being drawn), true for apply, undo, redo and an edit's
// commit or rollback.
using ChangeListener = std::function<void(const engine::ChangeSet& change, bool committed)>;

class StudioDocument {
public:
    // Throws engine::LoadError with the loader's file, line and problem.
    static std::unique_ptr<StudioDocument> open(const std::filesystem::path& path, engine::RulesetLibrary& rulesets);
    // An empty map for a ruleset: columns x rows laid out the way `ridgeline new` lays them
    // (engine::blankMap: the ruleset's sheets, which must divide the map), every hex of terrain
    // `baseTerrain` when one is given (std::invalid_argument if the ruleset lacks it).
    static std::unique_ptr<StudioDocument> create(std::shared_ptr<const engine::Ruleset> ruleset, int columns, int rows,
                                                  std::string_view baseTerrain = {});

    [[nodiscard]] const engine::Document& doc() const { return m_doc; }
    [[nodiscard]] const engine::CommandStack& stack() const { return m_stack; }

    // One undo step each (a null command is a no-op); listeners are told what changed.
    engine::ChangeSet apply(std::unique_ptr<engine::Command> cmd);
    engine::ChangeSet apply(const CommandBuilder& build);
    engine::ChangeSet undo();
    engine::ChangeSet redo();
    // Runs a command builder (see CommandBuilder) and returns what it returns, unapplied: for a
    // pane that vets an edit before it hands the command to apply().
    template <class Build>
    auto build(Build&& build) {
        return std::forward<Build>(build)(m_doc);
    }
    // Whether a DocumentEdit is open on this document (a gesture in progress).
    [[nodiscard]] bool editing() const { return m_editing; }

    // Listeners are told every change that changed something, exactly once, in the order they
    // subscribed. The id is for unsubscribe().
    std::size_t subscribe(ChangeListener listener);
    void unsubscribe(std::size_t id);

    // The file the user opened: the scenario when there is one, else the map. Empty when new.
    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }
    [[nodiscard]] std::filesystem::path mapPath() const;
    [[nodiscard]] bool isDirty() const { return m_forcedDirty || !m_stack.isClean(); }
    [[nodiscard]] std::string displayName() const;  // file name, or "Untitled"
    // Where Save As puts a scenario's map: beside the new scenario (a copy the new scenario owns),
    // or the map it already names (shared with the scenarios that name it too).
    enum class MapOnSaveAs : std::uint8_t { Beside, Shared };
    // Atomic saves; throws std::runtime_error naming the file on failure. Only the named file and
    // the scenario's map are written, and the map only when it changed since it was opened or
    // saved (a map shared by several scenarios is not rewritten by saving one of them's units)
    // or when it goes to a new place.
    void save();
    void saveAs(const std::filesystem::path& path, MapOnSaveAs map = MapOnSaveAs::Beside);
    // The map file a scenario saved as `scenarioFile` gets beside it: the current map's name in
    // another folder, else the scenario's name; numbered ("-2") rather than replace any existing
    // file.
    [[nodiscard]] std::filesystem::path mapBeside(const std::filesystem::path& scenarioFile) const;
    // True when the map holds edits its file does not (or it has no file yet).
    [[nodiscard]] bool mapChanged() const;

    [[nodiscard]] const engine::DiagnosticList& diagnostics() const { return m_validator.diagnostics(); }
    // Changes whenever diagnostics() does (views skip work when it has not).
    [[nodiscard]] std::uint64_t diagnosticsGeneration() const { return m_validator.reportGeneration(); }
    // What the last change of diagnostics() was: the findings that left and came.
    [[nodiscard]] const engine::ReportChange& findingsDelta() const { return m_validator.lastReportChange(); }

    // Recovery: a copy of the document in `dir` that names the file it belongs to.
    void writeRecovery(const std::filesystem::path& dir) const;
    // The original path recorded in a recovery copy ("" for a document never saved); nullopt when
    // `dir` holds none.
    static std::optional<std::filesystem::path> recoveryOrigin(const std::filesystem::path& dir);
    // Loads the recovery copy as the document of its original path, dirty.
    static std::unique_ptr<StudioDocument> openRecovery(const std::filesystem::path& dir,
                                                        engine::RulesetLibrary& rulesets);
    static void discardRecovery(const std::filesystem::path& dir);

private:
    friend class DocumentEdit;
    StudioDocument() = default;
    // Brings the validator up to date with `change` (already in the document).
    void revalidate(const engine::ChangeSet& change);
    void tell(const engine::ChangeSet& change, bool committed);

    engine::Document m_doc;
    engine::CommandStack m_stack;
    engine::Validator m_validator;
    engine::HexGrid m_validatedGrid;  // the grid m_validator's results are keyed by
    std::filesystem::path m_path;
    std::filesystem::path m_mapPath;  // where the map lives (== m_path for a bare map)
    bool m_forcedDirty = false;       // never saved, or recovered
    bool m_editing = false;
    std::vector<std::pair<std::size_t, ChangeListener>> m_listeners;
    std::size_t m_nextListener = 0;
    bool m_mapChanged = false;         // an edit that may reach the map came since it was opened or saved
    std::size_t m_savedMapDigest = 0;  // of the map's text as its file holds it
};

}  // namespace editor
