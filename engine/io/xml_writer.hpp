#pragma once
// Writes XML text directly (the native files, and exporters' XML such as TMX), so the output is
// fully determined by the calls (attribute order as called, two-space indent, one element per
// line, "\n" line ends).
#include <string>
#include <string_view>

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
    void attrInt(std::string_view key, long long value);
    void attrBool(std::string_view key, bool value) { attr(key, value ? "true" : "false"); }
    void endEmpty();                                             // "/>"
    void endOpen();                                              // ">", children follow
    void close(std::string_view name);                           // "</name>"
    void endText(std::string_view name, std::string_view text);  // ">text</name>"
    void comment(std::string_view text);

    [[nodiscard]] std::string take() { return std::move(m_out); }

    [[nodiscard]] static std::string escape(std::string_view text, bool attribute);

private:
    void indent();

    std::string m_out;
    int m_depth = 0;
};

}  // namespace engine
