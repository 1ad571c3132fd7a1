#pragma once
// Where record lists lie and how long they are. An index that points into a document's lists
// keeps their places from when it was made; compared with the places now, they show the lists
// having moved (a record added, removed, or the whole list replaced) under it.
#include <array>
#include <cstddef>
#include <utility>
#include <vector>

namespace engine {

using ListPlace = std::pair<const void*, std::size_t>;

template <typename... T>
[[nodiscard]] std::array<ListPlace, sizeof...(T)> listPlaces(const std::vector<T>&... lists) {
    return {ListPlace{lists.data(), lists.size()}...};
}

}  // namespace engine
