#pragma once
// What a folder holds, file by file (relative path -> bytes and modification time), so a test can
// tell that a save wrote only the files it was asked to: a file rewritten with the same bytes
// still shows as changed.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>

namespace testpaths {

struct FileState {
    std::string bytes;
    std::filesystem::file_time_type written;
    bool operator==(const FileState&) const = default;
};
using FileTree = std::map<std::string, FileState>;

inline FileTree snapshotTree(const std::filesystem::path& dir) {
    FileTree tree;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file()) continue;
        std::ifstream in(e.path(), std::ios::binary);
        tree[e.path().lexically_relative(dir).generic_string()] = {
            {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()}, e.last_write_time()};
    }
    return tree;
}

// The files that appeared, went or changed (bytes or time) between two snapshots.
inline std::set<std::string> changedFiles(const FileTree& before, const FileTree& after) {
    std::set<std::string> changed;
    for (const auto& [name, state] : before)
        if (auto it = after.find(name); it == after.end() || !(it->second == state)) changed.insert(name);
    for (const auto& [name, state] : after)
        if (!before.contains(name)) changed.insert(name);
    return changed;
}

}  // namespace testpaths
