#pragma once
// Records of one vector grouped by one of their fields (id, formation, hex...), kept up to date
// across edits: when the vector still holds the same storage and size, only the positions whose
// field changed are moved between groups, so an edit costs one scan of the keys instead of
// rebuilding the groups. Any other change (insert, erase, reallocation) rebuilds. The stored
// pointers point into the vector; the keys are copies, so they stay valid when a record changes.
#include "engine/hex/hex_coord.hpp"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace engine {

struct StringKeyHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

template <typename T, typename Key>
class RecordIndex {
public:
    using List = std::vector<const T*>;
    using Lookup = std::conditional_t<std::is_same_v<Key, std::string>, std::string_view, Key>;

    explicit RecordIndex(Key T::*field)
        : m_field(field) {}

    [[nodiscard]] bool built() const { return m_built; }

    // Builds the groups on first use.
    void ensure(const std::vector<T>& records) {
        if (!m_built) rebuild(records);
    }

    // Brings a built index up to date; `touched`: the edit named this kind of record. Returns
    // whether any record changed group.
    bool sync(const std::vector<T>& records, bool touched) {
        if (!m_built) return false;
        if (records.data() != m_data || records.size() != m_keys.size()) {
            rebuild(records);
            return true;
        }
        if (!touched) return false;
        bool moved = false;
        for (std::size_t i = 0; i < records.size(); ++i) moved = resync(records, i) || moved;
        return moved;
    }

    // Positions of the records indexed under `keys`, for syncAt(); nullopt when the vector no
    // longer holds the storage and size indexed (syncAt() rebuilds then anyway).
    [[nodiscard]] std::optional<std::vector<std::size_t>> positionsOf(const std::vector<T>& records,
                                                                      const std::vector<Key>& keys) const {
        if (!m_built || records.data() != m_data || records.size() != m_keys.size()) return std::nullopt;
        std::vector<std::size_t> out;
        for (const Key& key : keys)
            for (const T* r : at(key)) out.push_back(static_cast<std::size_t>(r - m_data));
        return out;
    }

    // As sync(), when only the records at `positions` can have changed: an edit that names the
    // records it touched then costs those, not a scan of every key.
    bool syncAt(const std::vector<T>& records, const std::optional<std::vector<std::size_t>>& positions) {
        if (!m_built) return false;
        if (!positions || records.data() != m_data || records.size() != m_keys.size()) return sync(records, true);
        bool moved = false;
        for (const std::size_t i : *positions) moved = resync(records, i) || moved;
        return moved;
    }

    // Records whose field equals `key`, in vector order.
    [[nodiscard]] const List& at(Lookup key) const {
        static const List kEmpty;
        const auto it = m_groups.find(key);
        return it == m_groups.end() ? kEmpty : it->second;
    }
    [[nodiscard]] const T* first(Lookup key) const {
        const List& list = at(key);
        return list.empty() ? nullptr : list.front();
    }

private:
    using Groups = std::conditional_t<std::is_same_v<Key, std::string>,
                                      std::unordered_map<std::string, List, StringKeyHash, std::equal_to<>>,
                                      std::unordered_map<Key, List, HexCoordHash>>;

    void rebuild(const std::vector<T>& records) {
        m_built = true;
        m_data = records.data();
        m_groups.clear();
        m_keys.clear();
        m_keys.reserve(records.size());
        m_groups.reserve(records.size());
        for (const T& r : records) {
            m_keys.push_back(r.*m_field);
            m_groups[r.*m_field].push_back(&r);
        }
    }

    bool resync(const std::vector<T>& records, std::size_t i) {
        const Key& now = records[i].*m_field;
        if (now == m_keys[i]) return false;
        remove(m_keys[i], &records[i]);
        add(now, &records[i]);
        m_keys[i] = now;
        return true;
    }

    void add(const Key& key, const T* record) {
        List& list = m_groups[key];
        list.insert(std::lower_bound(list.begin(), list.end(), record, std::less<const T*>()), record);
    }

    void remove(const Key& key, const T* record) {
        const auto it = m_groups.find(key);
        if (it == m_groups.end()) return;
        List& list = it->second;
        list.erase(std::remove(list.begin(), list.end(), record), list.end());
        if (list.empty()) m_groups.erase(it);
    }

    Key T::*m_field;
    bool m_built = false;
    const T* m_data = nullptr;
    std::vector<Key> m_keys;
    Groups m_groups;
};

}  // namespace engine
