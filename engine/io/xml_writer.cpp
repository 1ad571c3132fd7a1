#include "engine/io/xml_writer.hpp"

#include "engine/model/number_text.hpp"

#include <string>

namespace engine {

XmlWriter::XmlWriter() { m_out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"; }

void XmlWriter::indent() { m_out.append(static_cast<std::size_t>(m_depth) * 2, ' '); }

void XmlWriter::open(std::string_view name) {
    indent();
    m_out += '<';
    m_out += name;
}

void XmlWriter::attr(std::string_view key, std::string_view value) {
    m_out += ' ';
    m_out += key;
    m_out += "=\"";
    m_out += escape(value, true);
    m_out += '"';
}

void XmlWriter::attrNumber(std::string_view key, double value) { attr(key, formatNumber(value)); }

void XmlWriter::attrInt(std::string_view key, long long value) { attr(key, formatNumber(value)); }

void XmlWriter::endEmpty() { m_out += "/>\n"; }

void XmlWriter::endOpen() {
    m_out += ">\n";
    ++m_depth;
}

void XmlWriter::close(std::string_view name) {
    --m_depth;
    indent();
    m_out += "</";
    m_out += name;
    m_out += ">\n";
}

void XmlWriter::endText(std::string_view name, std::string_view text) {
    m_out += '>';
    if (!text.empty() && text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        // Parsers drop whitespace-only text; character references keep it.
        for (const char c : text) m_out += "&#" + std::to_string(static_cast<int>(c)) + ";";
    } else {
        m_out += escape(text, false);
    }
    m_out += "</";
    m_out += name;
    m_out += ">\n";
}

void XmlWriter::comment(std::string_view text) {
    indent();
    m_out += "<!-- ";
    m_out += text;
    m_out += " -->\n";
}

std::string XmlWriter::escape(std::string_view text, bool attribute) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += attribute ? "&quot;" : "\""; break;
        // Character references keep whitespace exact through any parser's normalisation.
        case '\r': out += "&#13;"; break;
        case '\n': out += attribute ? "&#10;" : "\n"; break;
        case '\t': out += attribute ? "&#9;" : "\t"; break;
        default: out += c;
        }
    }
    return out;
}

}  // namespace engine
