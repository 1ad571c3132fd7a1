#pragma once
// An undoable edit of a Document. A command stores the before and after values of what it
// touches (never a whole-document snapshot) and reports them as a ChangeSet. apply() and revert()
// are each other's inverse: after apply(); revert() the document must save byte-identically.
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"

#include <string>

namespace engine {

class Command {
public:
    virtual ~Command();
    [[nodiscard]] virtual std::string label() const = 0;  // "Paint Terrain", for Edit > Undo
    virtual void apply(Document& doc) = 0;
    virtual void revert(Document& doc) = 0;
    [[nodiscard]] virtual ChangeSet changes() const = 0;  // normalized
    // Called on the command at the top of the stack with `next`, which has just been applied.
    // Returning true means this command now also covers `next` (one undo step), which is dropped.
    virtual bool mergeWith(const Command& next) {
        (void)next;
        return false;
    }

protected:
    Command() = default;
    Command(const Command&) = default;
    Command& operator=(const Command&) = default;
};

// The document's scenario; throws std::logic_error when the document is a bare map.
Scenario& scenarioOf(Document& doc);
const Scenario& scenarioOf(const Document& doc);
// Throws std::logic_error when a command finds the document not in the state it left it in:
// someone edited the document outside the command stack.
void requireInSync(bool ok, const char* what);

}  // namespace engine
