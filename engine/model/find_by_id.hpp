#pragma once
// Records in the model are looked up by their string id.
#include <algorithm>
#include <string_view>
#include <vector>

namespace engine {

template <typename T>
[[nodiscard]] const T* findById(const std::vector<T>& items, std::string_view id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

}  // namespace engine
