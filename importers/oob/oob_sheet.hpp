#pragma once
// An order-of-battle spreadsheet as text: CSV or TSV (a tab in the header line makes it TSV),
// RFC 4180 quoting (delimiters, quotes and line breaks inside quoted fields), a UTF-8 byte-order
// mark and CRLF line ends accepted. The first record is the header. Only the text is read here;
// what the columns mean is oob_import's business. See docs/file-formats.md.
#include <string>
#include <string_view>
#include <vector>

namespace importers {

struct OobSheet {
    std::string file;                 // for messages
    char delimiter = ',';             // ',' or '\t'
    std::vector<std::string> header;  // as written
    struct Row {
        int line = 0;                    // where the record starts
        std::vector<std::string> cells;  // one per header column ("" where the row is short)
    };
    std::vector<Row> rows;
};

// Throws engine::LoadError (file, line, what is wrong): an unclosed quote, a quote inside an
// unquoted field, no header, an empty or repeated column name, a row with more cells than the
// header has columns. Blank lines are skipped.
[[nodiscard]] OobSheet parseOobSheet(std::string_view text, const std::string& fileName);

}  // namespace importers
