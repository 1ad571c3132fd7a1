#pragma once
// Writes XML text directly (the native files, and exporters' XML such as TMX), so the output is
// fully determined by the calls (attribute order as called, two-space indent, one element per
// line, "\n" line ends). It can only write what the readers accept: text that is not valid XML
// characters (engine/model/value_rules), numbers that are not finite and integers outside their
// range throw std::invalid_argument naming the element and attribute, so a save fails before it
// replaces anything.
#include "engine/model/value_rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine {

class XmlWriter {
public:
    XmlWriter();  // starts with the XML declaration

    void open(std::string_view name);  // "<name" on a new line
    void attr(std::string_view key, std::string_view value);
    void attrIf(std::string_view key, std::string_view value) {  // skipped when empty
        if (!value.empty()) attr(key, value);
    }
    void attrNumber(std::string_view key, double value);
    void attrFloat(std::string_view key, float value);
    void attrInt(std::string_view key, long long value);
    void attrInt(std::string_view key, long long value, IntRange range);
    void attrBool(std::string_view key, bool value) { attr(key, value ? "true" : "false"); }
    void attrLength(std::string_view key, double metres);  // printLength, within lengthProblem's range
    // Ids joined by spaces, each checked by idProblem so the list reads back as the same ids;
    // nothing is written for an empty list.
    void attrIds(std::string_view key, const std::vector<std::string>& ids);
    void endEmpty();                                             // "/>"
    void endOpen();                                              // ">", children follow
    void close(std::string_view name);                           // "</name>"
    void endText(std::string_view name, std::string_view text);  // ">text</name>"

    [[nodiscard]] std::string take() { return std::move(m_out); }

    [[nodiscard]] static std::string escape(std::string_view text, bool attribute);
    // An element or attribute name the readers accept: ASCII letter or '_', then letters,
    // digits, '_', '-', '.'.
    [[nodiscard]] static bool isName(std::string_view name);

private:
    void indent();
    [[noreturn]] void refuse(std::string_view key, const std::string& problem) const;

    std::string m_element;  // the element being written, for errors
    std::string m_out;
    int m_depth = 0;
};

}  // namespace engine
