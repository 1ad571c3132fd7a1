#include "engine/authoring/piece_ids.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <vector>

namespace engine {
namespace {

constexpr std::size_t kMaxIdLength = 40;

// Multi-word names first, so that "west virginia" wins over "virginia".
const std::vector<std::pair<std::vector<std::string_view>, std::string_view>>& phrases() {
    static const std::vector<std::pair<std::vector<std::string_view>, std::string_view>> table = [] {
        const std::vector<std::pair<std::string_view, std::string_view>> states{{"alabama", "al"},
                                                                                {"arkansas", "ar"},
                                                                                {"california", "ca"},
                                                                                {"connecticut", "ct"},
                                                                                {"delaware", "de"},
                                                                                {"florida", "fl"},
                                                                                {"georgia", "ga"},
                                                                                {"illinois", "il"},
                                                                                {"indiana", "in"},
                                                                                {"iowa", "ia"},
                                                                                {"kansas", "ks"},
                                                                                {"kentucky", "ky"},
                                                                                {"louisiana", "la"},
                                                                                {"maine", "me"},
                                                                                {"maryland", "md"},
                                                                                {"massachusetts", "ma"},
                                                                                {"michigan", "mi"},
                                                                                {"minnesota", "mn"},
                                                                                {"mississippi", "ms"},
                                                                                {"missouri", "mo"},
                                                                                {"new hampshire", "nh"},
                                                                                {"new jersey", "nj"},
                                                                                {"new york", "ny"},
                                                                                {"north carolina", "nc"},
                                                                                {"ohio", "oh"},
                                                                                {"pennsylvania", "pa"},
                                                                                {"rhode island", "ri"},
                                                                                {"south carolina", "sc"},
                                                                                {"tennessee", "tn"},
                                                                                {"texas", "tx"},
                                                                                {"vermont", "vt"},
                                                                                {"virginia", "va"},
                                                                                {"west virginia", "wv"},
                                                                                {"wisconsin", "wi"},
                                                                                {"united states", "us"},
                                                                                {"u s", "us"},
                                                                                {"district of columbia", "dc"}};
        std::vector<std::pair<std::vector<std::string_view>, std::string_view>> out;
        for (const auto& [name, code] : states) {
            std::vector<std::string_view> words;
            for (std::size_t at = 0; at < name.size();) {
                const std::size_t space = std::min(name.find(' ', at), name.size());
                words.push_back(name.substr(at, space - at));
                at = space + 1;
            }
            out.emplace_back(std::move(words), code);
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
        return out;
    }();
    return table;
}

const std::map<std::string, std::string, std::less<>>& abbreviations() {
    static const std::map<std::string, std::string, std::less<>> table{{"artillery", "art"},
                                                                       {"battalion", "bn"},
                                                                       {"battery", "bty"},
                                                                       {"brigade", "bde"},
                                                                       {"cavalry", "cav"},
                                                                       {"division", "div"},
                                                                       {"heavy", "hv"},
                                                                       {"light", "lt"},
                                                                       {"reserve", "res"},
                                                                       {"reserves", "res"},
                                                                       {"sharpshooters", "ss"},
                                                                       {"headquarters", "hq"},
                                                                       {"infantry", ""},
                                                                       {"volunteer", ""},
                                                                       {"volunteers", ""},
                                                                       {"regiment", ""},
                                                                       {"the", ""},
                                                                       {"of", ""},
                                                                       {"and", ""}};
    return table;
}

// Words of the name: runs of letters and digits, lower case; an apostrophe joins ("archer's").
std::vector<std::string> wordsOf(std::string_view name) {
    std::vector<std::string> words;
    std::string word;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto c = static_cast<unsigned char>(name[i]);
        if (std::isalnum(c) && c < 128) {
            word += static_cast<char>(std::tolower(c));
        } else if (c == '\'' && !word.empty() && i + 1 < name.size() &&
                   std::isalpha(static_cast<unsigned char>(name[i + 1]))) {
            continue;
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    return words;
}

// "26th" -> "26"; other words unchanged.
std::string withoutOrdinal(const std::string& word) {
    const auto digits = static_cast<std::size_t>(
        std::find_if(word.begin(), word.end(), [](char c) { return !std::isdigit(static_cast<unsigned char>(c)); }) -
        word.begin());
    if (digits == 0 || digits == word.size()) return word;
    const std::string tail = word.substr(digits);
    return tail == "st" || tail == "nd" || tail == "rd" || tail == "th" ? word.substr(0, digits) : word;
}

}  // namespace

std::string idFromName(std::string_view name) {
    const std::vector<std::string> words = wordsOf(name);
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < words.size();) {
        bool matched = false;
        for (const auto& [phrase, code] : phrases()) {
            if (i + phrase.size() > words.size()) continue;
            if (!std::equal(phrase.begin(), phrase.end(), words.begin() + static_cast<std::ptrdiff_t>(i))) continue;
            parts.emplace_back(code);
            i += phrase.size();
            matched = true;
            break;
        }
        if (matched) continue;
        const std::string word = withoutOrdinal(words[i++]);
        const auto abbreviation = abbreviations().find(word);
        if (abbreviation == abbreviations().end()) parts.push_back(word);
        else if (!abbreviation->second.empty()) parts.push_back(abbreviation->second);
    }
    if (parts.empty() && !words.empty()) parts.push_back(withoutOrdinal(words.front()));  // "The Infantry"
    std::string id;
    for (const std::string& part : parts) {
        if (!id.empty() && id.size() + 1 + part.size() > kMaxIdLength) break;
        id += (id.empty() ? "" : "-") + part.substr(0, kMaxIdLength);
    }
    return id;
}

bool validId(std::string_view id) {
    if (id.empty()) return false;
    return std::none_of(id.begin(), id.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return std::isspace(u) || u < 0x20 || u == 0x7f;
    });
}

IdAllocator::IdAllocator(const Scenario& s, IdSpace space) {
    const auto take = [&](const auto& records) {
        for (const auto& r : records) m_taken.insert(r.id);
    };
    switch (space) {
    case IdSpace::Pieces:
        take(s.formations);
        take(s.leaders);
        take(s.units);
        break;
    case IdSpace::Sides: take(s.sides); break;
    case IdSpace::ScheduleRows: take(s.schedule); break;
    case IdSpace::EntryAreas: take(s.entryAreas); break;
    case IdSpace::VictoryHexes: take(s.victoryHexes); break;
    case IdSpace::VictoryConditions: take(s.victoryConditions); break;
    }
}

std::string IdAllocator::fresh(std::string_view base) {
    const std::string stem = base.empty() ? std::string("x") : std::string(base);
    std::string id = stem;
    for (int n = 2; m_taken.contains(id); ++n) id = stem + "-" + std::to_string(n);
    m_taken.insert(id);
    return id;
}

}  // namespace engine
