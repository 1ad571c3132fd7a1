#include "engine/table/csv.hpp"

namespace engine {

CsvParseResult parseCsv(std::string_view text, char delimiter) {
    CsvParseResult result;
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // the byte-order mark spreadsheets write
    CsvRecord record;
    std::string field;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    int quoteLine = 0;
    std::size_t quoteColumn = 0;

    auto endField = [&] {
        record.fields.push_back(std::move(field));
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.fields.size() == 1 && record.fields[0].empty();
        if (!blank) result.records.push_back(std::move(record));
        record = CsvRecord{};
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n') ++line;
                field += c;
            }
            continue;
        }
        if (c == delimiter) {
            endField();
            continue;
        }
        switch (c) {
        case '"':
            if (fieldStarted) {
                result.error = "line " + std::to_string(line) + ": column " + std::to_string(record.fields.size() + 1) +
                               ": a quote inside an unquoted field (quote the whole field and double the quote: "
                               "\"say \"\"hi\"\"\")";
                return result;
            }
            inQuotes = true;
            fieldStarted = true;
            quoteLine = line;
            quoteColumn = record.fields.size() + 1;
            break;
        case '\r': break;
        case '\n':
            endRecord();
            ++line;
            record.line = line;
            break;
        default: field += c; fieldStarted = true;
        }
    }
    if (inQuotes) {
        result.error = "line " + std::to_string(quoteLine) + ": column " + std::to_string(quoteColumn) +
                       ": a quoted field is never closed";
        return result;
    }
    endRecord();
    return result;
}

std::string csvField(std::string_view text, char delimiter) {
    const char special[] = {delimiter, '"', '\n', '\r', '\0'};
    if (text.find_first_of(special) == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csvLine(const std::vector<std::string>& fields, char delimiter) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) out += delimiter;
        out += csvField(fields[i], delimiter);
    }
    out += '\n';
    return out;
}

}  // namespace engine
