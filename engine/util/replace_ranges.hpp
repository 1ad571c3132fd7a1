#pragma once
// Replaces several disjoint ranges of a vector at once, moving every element outside them at most
// once. Erasing and inserting range by range shifts the tail once per range and twice when a
// range changes length; for a sorted report of heavy elements that shift is most of an edit.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <stdexcept>
#include <utility>
#include <vector>

namespace engine {

struct IndexRange {
    std::size_t first = 0, last = 0;  // [first, last)
};

// `ranges` sorted and disjoint, within `v`; `contents[k]` replaces `ranges[k]` (moved from).
template <typename T>
void replaceRanges(std::vector<T>& v, const std::vector<IndexRange>& ranges, std::vector<std::vector<T>>& contents) {
    if (ranges.size() != contents.size()) throw std::invalid_argument("replaceRanges: one content per range");
    const std::size_t oldSize = v.size();
    // shift[k]: how far the elements after range k-1 and before range k move (signed).
    std::vector<std::ptrdiff_t> shift(ranges.size() + 1, 0);
    for (std::size_t k = 0; k < ranges.size(); ++k) {
        const IndexRange& r = ranges[k];
        if (r.first > r.last || r.last > oldSize || (k > 0 && r.first < ranges[k - 1].last))
            throw std::invalid_argument("replaceRanges: ranges must be sorted, disjoint and inside the vector");
        shift[k + 1] =
            shift[k] + static_cast<std::ptrdiff_t>(contents[k].size()) - static_cast<std::ptrdiff_t>(r.last - r.first);
    }
    const std::size_t newSize = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(oldSize) + shift.back());
    if (newSize > oldSize) v.resize(newSize);
    const auto at = [&](std::ptrdiff_t i) { return v.begin() + i; };
    const auto gapBefore = [&](std::size_t k) {  // the kept elements between range k-1 and range k
        const std::size_t from = k == 0 ? 0 : ranges[k - 1].last, to = k == ranges.size() ? oldSize : ranges[k].first;
        return std::pair{static_cast<std::ptrdiff_t>(from), static_cast<std::ptrdiff_t>(to)};
    };
    // Leftward gaps front to back, rightward ones back to front: a gap's destination then only
    // covers replaced ranges, places past the old end, or gaps that already moved.
    for (std::size_t k = 0; k < shift.size(); ++k)
        if (shift[k] < 0) {
            const auto [from, to] = gapBefore(k);
            std::move(at(from), at(to), at(from + shift[k]));
        }
    for (std::size_t k = shift.size(); k-- > 0;)
        if (shift[k] > 0) {
            const auto [from, to] = gapBefore(k);
            std::move_backward(at(from), at(to), at(to + shift[k]));
        }
    for (std::size_t k = 0; k < ranges.size(); ++k)
        std::move(contents[k].begin(), contents[k].end(), at(static_cast<std::ptrdiff_t>(ranges[k].first) + shift[k]));
    if (newSize < oldSize) v.erase(v.begin() + static_cast<std::ptrdiff_t>(newSize), v.end());
}

}  // namespace engine
