#include "importers/oob/oob_sheet.hpp"

#include "engine/io/load_error.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/table/csv.hpp"

#include <algorithm>

namespace importers {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

// Every cell becomes a name, an id or an attribute of the scenario: text its file can hold.
void checkText(const std::string& cell, const std::string& fileName, int line, std::size_t column,
               const std::string& columnName) {
    if (const std::string problem = engine::textProblem(cell); !problem.empty())
        throw engine::LoadError(fileName, line,
                                "column " + std::to_string(column + 1) +
                                    (columnName.empty() ? "" : " (" + columnName + ")") + ": the text " + problem);
}

}  // namespace

OobSheet parseOobSheet(std::string_view text, const std::string& fileName) {
    if (text.substr(0, kBom.size()) == kBom) text.remove_prefix(kBom.size());
    OobSheet sheet;
    sheet.file = fileName;
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    sheet.delimiter = firstLine.find('\t') != std::string_view::npos ? '\t' : ',';
    engine::CsvParseResult parsed = engine::parseCsv(text, sheet.delimiter);
    if (!parsed.error.empty()) {
        // "line N: what" from the CSV reader.
        int line = 0;
        std::string message = parsed.error;
        if (message.rfind("line ", 0) == 0) {
            const auto colon = message.find(':');
            line = std::atoi(message.substr(5, colon - 5).c_str());
            message = message.substr(colon + 2);
        }
        throw engine::LoadError(fileName, line, message);
    }
    if (parsed.records.empty()) throw engine::LoadError(fileName, 0, "the table is empty: no header row");
    const engine::CsvRecord& header = parsed.records.front();
    for (std::size_t c = 0; c < header.fields.size(); ++c) {
        checkText(header.fields[c], fileName, header.line, c, "");
        const std::string name = trimmed(header.fields[c]);
        if (name.empty())
            throw engine::LoadError(fileName, header.line, "column " + std::to_string(c + 1) + " has no name");
        if (std::find(sheet.header.begin(), sheet.header.end(), name) != sheet.header.end())
            throw engine::LoadError(fileName, header.line,
                                    "column " + std::to_string(c + 1) + " (" + name + ") appears twice");
        sheet.header.push_back(name);
    }
    for (std::size_t r = 1; r < parsed.records.size(); ++r) {
        engine::CsvRecord& record = parsed.records[r];
        if (std::all_of(record.fields.begin(), record.fields.end(),
                        [](const std::string& f) { return trimmed(f).empty(); }))
            continue;
        if (record.fields.size() > sheet.header.size())
            throw engine::LoadError(fileName, record.line,
                                    std::to_string(record.fields.size()) + " cells, but the header has " +
                                        std::to_string(sheet.header.size()) + " columns");
        for (std::size_t c = 0; c < record.fields.size(); ++c)
            checkText(record.fields[c], fileName, record.line, c, sheet.header[c]);
        record.fields.resize(sheet.header.size());
        sheet.rows.push_back({record.line, std::move(record.fields)});
    }
    return sheet;
}

}  // namespace importers
