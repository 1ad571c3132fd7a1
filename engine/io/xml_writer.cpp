#include "engine/io/xml_writer.hpp"

#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace engine {

XmlWriter::XmlWriter() { m_out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"; }

void XmlWriter::indent() { m_out.append(static_cast<std::size_t>(m_depth) * 2, ' '); }

void XmlWriter::refuse(std::string_view key, const std::string& problem) const {
    throw std::invalid_argument("cannot write <" + m_element + "> " + std::string(key) + "=: the value " + problem);
}

bool XmlWriter::isName(std::string_view name) {
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
    if (name.empty() || !letter(name[0])) return false;
    return std::all_of(name.begin(), name.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; });
}

void XmlWriter::open(std::string_view name) {
    if (!isName(name)) throw std::invalid_argument("cannot write an element named \"" + std::string(name) + "\"");
    m_element = name;
    indent();
    m_out += '<';
    m_out += name;
}

void XmlWriter::attr(std::string_view key, std::string_view value) {
    if (!isName(key))
        throw std::invalid_argument("cannot write <" + m_element + "> with an attribute named \"" + std::string(key) +
                                    "\"");
    std::size_t at = 0;
    if (const std::string problem = textProblem(value, &at); !problem.empty())
        refuse(key, problem + " (at byte " + std::to_string(at + 1) + ")");
    m_out += ' ';
    m_out += key;
    m_out += "=\"";
    m_out += escape(value, true);
    m_out += '"';
}

void XmlWriter::attrNumber(std::string_view key, double value) {
    if (const std::string problem = numberProblem(value); !problem.empty()) refuse(key, problem);
    attr(key, formatNumber(value));
}

void XmlWriter::attrFloat(std::string_view key, float value) {
    if (!std::isfinite(value)) refuse(key, formatNumber(value) + " is not a finite number");
    attr(key, formatNumber(value));
}

void XmlWriter::attrInt(std::string_view key, long long value) { attr(key, formatNumber(value)); }

void XmlWriter::attrInt(std::string_view key, long long value, IntRange range) {
    if (const std::string problem = rangeProblem(value, range); !problem.empty()) refuse(key, problem);
    attrInt(key, value);
}

void XmlWriter::attrLength(std::string_view key, double metres) {
    if (const std::string problem = lengthProblem(metres); !problem.empty()) refuse(key, problem);
    attr(key, printLength(metres));
}

void XmlWriter::attrIds(std::string_view key, const std::vector<std::string>& ids) {
    if (ids.empty()) return;
    std::string joined;
    for (const std::string& id : ids) {
        if (const std::string problem = idProblem(id); !problem.empty()) refuse(key, "lists an id that " + problem);
        if (!joined.empty()) joined += ' ';
        joined += id;
    }
    attr(key, joined);
}

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
    std::size_t at = 0;
    if (const std::string problem = textProblem(text, &at); !problem.empty())
        throw std::invalid_argument("cannot write the text of <" + std::string(name) + ">: it " + problem +
                                    " (at byte " + std::to_string(at + 1) + ")");
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
