#pragma once
// Records in the model are looked up by their string id: findById for one lookup, IdIndex for
// many over records that do not change meanwhile (a draw list finds every counter's piece).
#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

template <typename T>
[[nodiscard]] const T* findById(const std::vector<T>& items, std::string_view id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

// The records of `items` by id, the first of each id as findById would find it. Points into
// `items`, which must outlive it unchanged.
template <typename T>
class IdIndex {
public:
    explicit IdIndex(const std::vector<T>& items) {
        m_byId.reserve(items.size());
        for (const T& item : items) m_byId.emplace(item.id, &item);
    }
    // Only the records whose id is in `wanted` (find gives nullptr for any other): when a few of
    // many records are wanted, hashing each record's id costs less than indexing them all.
    IdIndex(const std::vector<T>& items, const std::vector<std::string_view>& wanted) {
        if (wanted.empty()) return;
        m_byId.reserve(wanted.size());
        for (std::string_view id : wanted) m_byId.emplace(id, nullptr);
        for (const T& item : items)
            if (const auto it = m_byId.find(item.id); it != m_byId.end() && !it->second) it->second = &item;
    }
    [[nodiscard]] const T* find(std::string_view id) const {
        const auto it = m_byId.find(id);
        return it == m_byId.end() ? nullptr : it->second;
    }

private:
    std::unordered_map<std::string_view, const T*> m_byId;
};

}  // namespace engine
