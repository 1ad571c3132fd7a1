#pragma once
// The open file of a studio session, free of wx so tests drive it directly: the document, its
// undo stack, where it lives on disk, the live validator, and the recovery copy. Every edit goes
// through apply() / undo() / redo(), which keep the validator current and report the ChangeSet.
#include "engine/commands/command_stack.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/validation/validator.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace editor {

class StudioDocument {
public:
    // Throws engine::LoadError with the loader's file, line and problem.
    static std::unique_ptr<StudioDocument> open(const std::filesystem::path& path, engine::RulesetLibrary& rulesets);
    // An empty map for a ruleset: columns x rows, its usual sheets when they divide the map.
    static std::unique_ptr<StudioDocument> create(std::shared_ptr<const engine::Ruleset> ruleset, int columns,
                                                  int rows);

    [[nodiscard]] const engine::Document& doc() const { return m_doc; }
    engine::Document& doc() { return m_doc; }
    engine::CommandStack& stack() { return m_stack; }
    [[nodiscard]] const engine::CommandStack& stack() const { return m_stack; }

    engine::ChangeSet apply(std::unique_ptr<engine::Command> cmd);
    engine::ChangeSet undo();
    engine::ChangeSet redo();
    // After a Transaction committed straight onto stack(): re-validates what it changed.
    void changed(const engine::ChangeSet& change);

    // The file the user opened: the scenario when there is one, else the map. Empty when new.
    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }
    [[nodiscard]] std::filesystem::path mapPath() const;
    [[nodiscard]] bool isDirty() const { return m_forcedDirty || !m_stack.isClean(); }
    [[nodiscard]] std::string displayName() const;  // file name, or "Untitled"
    // Atomic saves of map and scenario; throws std::runtime_error naming the file on failure.
    void save();
    void saveAs(const std::filesystem::path& path);

    [[nodiscard]] const engine::DiagnosticList& diagnostics() const { return m_validator.diagnostics(); }

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
    StudioDocument() = default;

    engine::Document m_doc;
    engine::CommandStack m_stack;
    engine::Validator m_validator;
    engine::HexGrid m_validatedGrid;  // the grid m_validator's results are keyed by
    std::filesystem::path m_path;
    std::filesystem::path m_mapPath;  // where the map lives (== m_path for a bare map)
    bool m_forcedDirty = false;       // never saved, or recovered
};

}  // namespace editor
