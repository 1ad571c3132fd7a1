#include "engine/io/file_reference.hpp"

#include "engine/io/ruleset_library.hpp"

namespace engine {

namespace fs = std::filesystem;

namespace {

fs::path folderOf(const fs::path& file) { return fs::absolute(file).lexically_normal().parent_path(); }

}  // namespace

std::string absoluteReference(const std::string& path) {
    return fs::absolute(fs::path(path)).lexically_normal().generic_string();
}

std::string resolveReference(const std::string& ref, const fs::path& namingFile) {
    const fs::path path(ref);
    if (path.is_absolute()) return path.lexically_normal().generic_string();
    return (folderOf(namingFile) / path).lexically_normal().generic_string();
}

std::string relativeReference(const std::string& ref, const fs::path& namingFile) {
    const std::string absolute = absoluteReference(ref);
    const fs::path relative = fs::path(absolute).lexically_relative(folderOf(namingFile));
    return relative.empty() ? absolute : relative.generic_string();
}

std::string movedReference(const std::string& ref, const fs::path& fromFile, const fs::path& toFile) {
    return relativeReference(resolveReference(ref, fromFile), toFile);
}

std::string movedRulesetReference(const std::string& ref, const fs::path& fromFile, const fs::path& toFile) {
    if (!RulesetLibrary::isPathReference(ref) || fromFile.empty()) return ref;
    return toFile.empty() ? resolveReference(ref, fromFile) : movedReference(ref, fromFile, toFile);
}

}  // namespace engine
