#pragma once
// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Records remember the
// line they start on so errors can point at it. A UTF-8 byte-order mark is skipped and CRLF line
// ends read as LF (outside quotes), as spreadsheets write them.
#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct CsvRecord {
    int line = 0;  // 1-based line where the record starts
    std::vector<std::string> fields;
};

struct CsvParseResult {
    std::vector<CsvRecord> records;
    std::string error;  // empty when the text parsed; otherwise "line N: ..."
};

// `delimiter` ',' for CSV, '\t' for TSV (the same quoting).
[[nodiscard]] CsvParseResult parseCsv(std::string_view text, char delimiter = ',');
// Quotes a field only when it needs it.
[[nodiscard]] std::string csvField(std::string_view text, char delimiter = ',');
[[nodiscard]] std::string csvLine(const std::vector<std::string>& fields, char delimiter = ',');

}  // namespace engine
