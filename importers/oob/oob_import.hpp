#pragma once
// An order of battle from a spreadsheet (oob_sheet.hpp): one row per formation, leader or unit,
// columns matched by header to the record fields (side, kind, id, name, parent, depth, class,
// commander, rank) and to the ruleset's attribute schema (unit attributes and leader ratings by
// id or name, and the oob policy's column aliases, e.g. CWB fire-grade). The tree is given by a
// parent column (a formation's id, or its name when no other formation has it) or by a depth
// column (army 0 ... regiment 4: the parent is the nearest row above with a smaller depth).
// Unknown columns are reported and ignored; ids absent from the sheet are made from the names.
// See docs/file-formats.md.
#include "engine/commands/command.hpp"
#include "importers/oob/oob_sheet.hpp"

#include <memory>
#include <string>
#include <vector>

namespace importers {

struct OobImportOptions {
    // Replace: the sheet is the whole order of battle. Merge: rows whose id the scenario has
    // update that record in place; the others are added.
    enum class Mode : std::uint8_t { Merge, Replace };
    Mode mode = Mode::Merge;
};

struct OobImport {
    std::vector<engine::Formation> formations;  // in row order
    std::vector<engine::Leader> leaders;
    std::vector<engine::Unit> units;
    std::vector<std::string> unknownColumns;  // "column 9 (notes)": reported, ignored
    int generatedIds = 0;
    bool depthForm = false;
};

// Every row is checked before anything is built: an unknown kind, side, class, parent or
// commander; a parent cycle; a value outside the schema (type, range, enum); a duplicate id; a
// depth that is not a number or whose parent row is not a formation. The first bad cell throws
// engine::LoadError naming the file, the line and the column ("column 5 (parent): no formation
// `3-div`"), and nothing is imported. Sides are the scenario's, by id or name.
[[nodiscard]] OobImport readOob(const OobSheet& sheet, const engine::Document& doc, const OobImportOptions& options);

// The import as one undo step ("Import Order of Battle"). Replace: the formations, leaders and
// units become the sheet's, in its order; set-up places, schedule entries, commanders and waivers
// of pieces no longer there go with them. Merge: records replaced in place or added at the end.
// nullptr when nothing changes.
[[nodiscard]] std::unique_ptr<engine::Command> oobImportCommand(const engine::Document& doc, const OobImport& import,
                                                                const OobImportOptions& options);

// The scenario's order of battle in the same columns (parent form): side, kind, id, name, parent,
// class, commander, rank, then the ruleset's unit attributes and leader ratings that some record
// holds, in schema order. Rows in file order: formations, then leaders, then units, so that
// export then import --replace gives back the scenario file byte for byte. `delimiter` ',' or '\t'.
[[nodiscard]] std::string writeOob(const engine::Document& doc, char delimiter = ',');

}  // namespace importers
