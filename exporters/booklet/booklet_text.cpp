#include "exporters/booklet/booklet_text.hpp"

#include <sstream>

namespace exporters {

namespace {

// Markdown: characters that would start emphasis, links, tables or HTML are escaped.
std::string md(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (std::string_view("\\`*_[]<>|#").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

std::string html(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

// One typesetting of the booklet's structure; Markdown and HTML differ only in these marks.
struct Marks {
    std::string (*escape)(const std::string&);
    std::string bold[2], italic[2], heading[4][2], paragraph[2], listOpen, listClose, item[2];
    std::string tableOpen, tableClose, row[2], headCell[2], cell[2], headEnd;
    std::string bracketOpen, bracketClose;
};

const Marks kMarkdown{
    md,           {"**", "**"}, {"*", "*"},  {{"# ", "\n\n"}, {"## ", "\n\n"}, {"### ", "\n\n"}, {"#### ", "\n\n"}},
    {"", "\n\n"}, "",           "\n",        {"- ", "\n"},
    "",           "\n",         {"|", "\n"}, {" ", " |"},
    {" ", " |"},  "",           "\\[",       "\\]"};

const Marks kHtml{html,
                  {"<b>", "</b>"},
                  {"<i>", "</i>"},
                  {{"<h1>", "</h1>\n"}, {"<h2>", "</h2>\n"}, {"<h3>", "</h3>\n"}, {"<h4>", "</h4>\n"}},
                  {"<p>", "</p>\n"},
                  "<ul>\n",
                  "</ul>\n",
                  {"<li>", "</li>\n"},
                  "<table>\n",
                  "</table>\n",
                  {"<tr>", "</tr>\n"},
                  {"<th>", "</th>"},
                  {"<td>", "</td>"},
                  "",
                  "[",
                  "]"};

class Writer {
public:
    Writer(const Marks& marks, bool markdown)
        : m(marks),
          m_markdown(markdown) {}

    void heading(int level, const std::string& text) {
        out << m.heading[level - 1][0] << m.escape(text) << m.heading[level - 1][1];
    }
    void paragraph(const std::string& escapedText) { out << m.paragraph[0] << escapedText << m.paragraph[1]; }
    [[nodiscard]] std::string bold(const std::string& t) const { return m.bold[0] + m.escape(t) + m.bold[1]; }
    [[nodiscard]] std::string italic(const std::string& t) const { return m.italic[0] + m.escape(t) + m.italic[1]; }

    [[nodiscard]] std::string piece(const BookletPiece& p) const {
        std::string text;
        switch (p.style) {
        case PieceStyle::Commander: text = bold(p.name); break;
        case PieceStyle::Regiment: text = m.escape(p.name); break;
        case PieceStyle::Artillery: text = "• " + italic(p.name); break;
        }
        if (!p.formation.empty()) text += " (" + m.escape(p.formation) + ")";
        for (const std::string& marker : p.markers) text += " " + m.bracketOpen + m.escape(marker) + m.bracketClose;
        if (p.movementPoints) text += " (MP " + std::to_string(*p.movementPoints) + ")";
        return text;
    }

    void blocks(const std::vector<PieceBlock>& blocks) {
        for (const PieceBlock& b : blocks) {
            std::string where = bold(b.where);
            for (const std::string& n : b.notes) where += ": " + m.escape(n);
            paragraph(where);
            out << m.listOpen;
            for (const BookletPiece& p : b.pieces) out << m.item[0] << piece(p) << m.item[1];
            out << m.listClose << (m_markdown ? "\n" : "");
        }
    }

    void table(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows) {
        out << m.tableOpen << m.row[0];
        for (const std::string& h : head) out << m.headCell[0] << m.escape(h) << m.headCell[1];
        out << m.row[1];
        if (m_markdown) {
            out << "|";
            for (std::size_t i = 0; i < head.size(); ++i) out << "---|";
            out << "\n";
        }
        for (const auto& r : rows) {
            out << m.row[0];
            for (const std::string& c : r) out << m.cell[0] << c << m.cell[1];
            out << m.row[1];
        }
        out << m.tableClose << "\n";
    }

    const Marks& m;
    bool m_markdown;
    std::ostringstream out;
};

void write(Writer& w, const Booklet& b) {
    w.heading(1, b.title);
    std::string facts;
    if (!b.ruleset.empty()) facts += "Ruleset: " + w.m.escape(b.ruleset);
    if (!b.map.empty()) facts += std::string(facts.empty() ? "" : ". ") + "Map: " + w.m.escape(b.map);
    if (!facts.empty()) w.paragraph(facts + ".");

    w.heading(2, "Turns");
    if (!b.turns.empty()) {
        std::string line =
            "Turns " + std::to_string(b.turns.front().turn) + " to " + std::to_string(b.turns.back().turn);
        if (b.turnMinutes > 0) line += ", " + std::to_string(b.turnMinutes) + " minutes each";
        if (!b.turns.front().date.empty() || !b.turns.front().time.empty())
            line += ", from " + w.m.escape(b.turns.front().date + " " + b.turns.front().time);
        w.paragraph(line + ".");
        std::vector<std::vector<std::string>> rows;
        for (const BookletTurn& t : b.turns)
            rows.push_back({std::to_string(t.turn), w.m.escape(t.date), w.m.escape(t.time), t.night ? "night" : ""});
        w.table({"Turn", "Date", "Time", "Night"}, rows);
    }

    w.heading(2, "Set-up");
    if (b.setup.empty()) w.paragraph("No units start on the map.");
    for (const SideBlocks& side : b.setup) {
        w.heading(3, side.side);
        w.blocks(side.blocks);
    }

    w.heading(2, "Order of arrival");
    if (b.arrivals.empty()) w.paragraph("No reinforcements.");
    for (const ArrivalTurn& at : b.arrivals) {
        w.heading(3, turnHeading(at.when));
        for (const SideBlocks& side : at.sides) {
            w.heading(4, side.side);
            w.blocks(side.blocks);
        }
    }

    w.heading(2, "Victory");
    if (!b.victoryHexes.empty()) {
        std::vector<std::vector<std::string>> rows;
        for (const BookletVictoryHex& v : b.victoryHexes)
            rows.push_back({w.m.escape(v.hex), w.m.escape(v.place), v.side.empty() ? "either side" : w.m.escape(v.side),
                            std::to_string(v.vp), v.turns.empty() ? "whole game" : w.m.escape(v.turns)});
        w.table({"Hex", "Place", "Scored by", "VP", "When"}, rows);
    }
    for (const auto& [side, text] : b.conditions)
        w.paragraph((side.empty() ? "" : w.bold(side) + ": ") + w.m.escape(text));
    if (b.victoryHexes.empty() && b.conditions.empty()) w.paragraph("No victory hexes or conditions are given.");

    w.heading(2, "Special rules");
    w.paragraph(b.specialRules.empty() ? "None." : w.m.escape(b.specialRules));

    w.heading(2, "Ruleset options");
    if (b.options.empty()) {
        w.paragraph("The ruleset has no options.");
    } else {
        std::vector<std::vector<std::string>> rows;
        for (const BookletOption& o : b.options)
            rows.push_back({w.m.escape(o.id), (o.chosen ? w.bold(o.value) : w.m.escape(o.value) + " (default)"),
                            w.m.escape(o.description), w.m.escape(o.cite)});
        w.table({"Option", "Value", "What it decides", "Rule"}, rows);
    }
}

}  // namespace

std::string bookletMarkdown(const Booklet& booklet) {
    Writer w(kMarkdown, true);
    write(w, booklet);
    std::string text = w.out.str();
    while (text.size() > 1 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n') text.pop_back();
    return text;
}

std::string bookletHtml(const Booklet& booklet) {
    Writer w(kHtml, false);
    write(w, booklet);
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html(booklet.title) +
           "</title>\n<style>\nbody{font-family:Georgia,serif;max-width:48em;margin:2em auto;line-height:1.4}\n"
           "table{border-collapse:collapse}td,th{border:1px solid #999;padding:.2em .5em;text-align:left}\n"
           "ul{list-style:none;padding-left:1.2em}\n</style>\n</head>\n<body>\n" +
           w.out.str() + "</body>\n</html>\n";
}

}  // namespace exporters
