#include "engine/util/replace_ranges.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <string>

using namespace engine;

namespace {

// Strings longer than the small-string buffer, so a moved-from element is visibly empty.
std::string item(const char* tag, std::size_t i) {
    return std::string(tag) + " number " + std::to_string(i) + " of a long enough text";
}

std::vector<std::string> naive(std::vector<std::string> v, const std::vector<IndexRange>& ranges,
                               const std::vector<std::vector<std::string>>& contents) {
    for (std::size_t k = ranges.size(); k-- > 0;) {
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(ranges[k].first),
                v.begin() + static_cast<std::ptrdiff_t>(ranges[k].last));
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(ranges[k].first), contents[k].begin(), contents[k].end());
    }
    return v;
}

}  // namespace

TEST_CASE("replaceRanges grows, shrinks and mixes both", "[util]") {
    std::vector<std::string> v{"a", "b", "c", "d", "e", "f"};
    std::vector<std::vector<std::string>> contents{{"X", "Y", "Z"}, {}};
    replaceRanges(v, {{1, 2}, {3, 5}}, contents);  // b -> X Y Z (+2), d e -> nothing (-2)
    CHECK(v == std::vector<std::string>{"a", "X", "Y", "Z", "c", "f"});

    std::vector<std::vector<std::string>> insertOnly{{"first"}, {"last"}};
    replaceRanges(v, {{0, 0}, {6, 6}}, insertOnly);
    CHECK(v == std::vector<std::string>{"first", "a", "X", "Y", "Z", "c", "f", "last"});

    std::vector<std::vector<std::string>> none;
    replaceRanges(v, {}, none);
    CHECK(v.size() == 8);
}

TEST_CASE("replaceRanges rejects ranges out of order or off the vector", "[util]") {
    std::vector<std::string> v{"a", "b", "c"};
    std::vector<std::vector<std::string>> two{{}, {}};
    CHECK_THROWS_AS(replaceRanges(v, {{1, 2}, {0, 1}}, two), std::invalid_argument);
    std::vector<std::vector<std::string>> one{{}};
    CHECK_THROWS_AS(replaceRanges(v, {{2, 4}}, one), std::invalid_argument);
    CHECK_THROWS_AS(replaceRanges(v, {{0, 1}, {1, 2}}, one), std::invalid_argument);
    CHECK(v == std::vector<std::string>{"a", "b", "c"});
}

TEST_CASE("replaceRanges equals erasing and inserting range by range, on random cases", "[util]") {
    std::mt19937 rng(20261122);
    for (int round = 0; round < 2000; ++round) {
        const std::size_t n = rng() % 40;
        std::vector<std::string> v;
        for (std::size_t i = 0; i < n; ++i) v.push_back(item("old", i));
        std::vector<IndexRange> ranges;
        std::vector<std::vector<std::string>> contents;
        for (std::size_t at = 0; at <= n;) {
            const std::size_t first = at + rng() % 6;
            if (first > n) break;
            const std::size_t last = std::min(n, first + rng() % 5);
            ranges.push_back({first, last});
            std::vector<std::string>& c = contents.emplace_back();
            for (std::size_t k = rng() % 7; k > 0; --k)
                c.push_back(item("new", static_cast<std::size_t>(round) * 100 + c.size()));
            at = last + 1 + rng() % 3;                  // some ranges touch the next one's start, some are far
            if (last == first && rng() % 2) at = last;  // an empty range right before the next
        }
        const std::vector<std::string> expected = naive(v, ranges, contents);
        replaceRanges(v, ranges, contents);
        REQUIRE(v == expected);
    }
}
