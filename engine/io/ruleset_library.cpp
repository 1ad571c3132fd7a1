#include "engine/io/ruleset_library.hpp"

#include "engine/io/load_error.hpp"
#include "engine/io/ruleset_file.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

namespace engine {

namespace fs = std::filesystem;

RulesetLibrary RulesetLibrary::standard() {
    RulesetLibrary lib;
    if (const char* env = std::getenv("RIDGELINE_RULESETS")) {
        std::istringstream dirs(env);
        for (std::string dir; std::getline(dirs, dir, ':');)
            if (!dir.empty()) lib.addSearchDir(dir);
    }
    std::error_code ec;
    if (const fs::path self = fs::read_symlink("/proc/self/exe", ec); !ec)
        lib.addSearchDir(self.parent_path().parent_path() / "share" / "ridgeline" / "rulesets");
    lib.addSearchDir(RIDGELINE_BUILTIN_RULESETS);
    return lib;
}

std::vector<RulesetListing> RulesetLibrary::available() {
    std::vector<RulesetListing> out;
    std::set<std::string, std::less<>> seen;
    for (const auto& [id, ruleset] : m_byId) {
        seen.insert(id);
        out.push_back({id, ruleset->id, ruleset->name, {}, {}});
    }
    for (const fs::path& dir : m_dirs) {
        std::error_code ec;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir, ec))
            if (entry.path().extension() == ".xml" && entry.is_regular_file(ec)) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            RulesetListing listing{file.stem().string(), {}, {}, file, {}};
            if (isPathReference(listing.ref) || !seen.insert(listing.ref).second) continue;
            try {
                const auto ruleset = resolve(listing.ref);
                listing.id = ruleset->id;
                listing.name = ruleset->name;
            } catch (const std::exception& e) {
                listing.error = e.what();
            }
            out.push_back(std::move(listing));
        }
    }
    return out;
}

void RulesetLibrary::addSearchDir(fs::path dir) {
    if (std::find(m_dirs.begin(), m_dirs.end(), dir) == m_dirs.end()) m_dirs.push_back(std::move(dir));
}

void RulesetLibrary::add(std::shared_ptr<const Ruleset> ruleset) {
    if (ruleset) m_byId[ruleset->id] = std::move(ruleset);
}

bool RulesetLibrary::isPathReference(std::string_view ref) {
    return ref.find('/') != std::string_view::npos || ref.find('\\') != std::string_view::npos || ref.ends_with(".xml");
}

std::optional<fs::path> RulesetLibrary::locate(std::string_view ref, const fs::path& referringFile) const {
    std::error_code ec;
    if (isPathReference(ref)) {
        fs::path path(ref);
        if (path.is_relative() && referringFile.has_parent_path()) path = referringFile.parent_path() / path;
        if (fs::is_regular_file(path, ec)) return path;
        return std::nullopt;
    }
    for (const fs::path& dir : m_dirs) {
        const fs::path path = dir / (std::string(ref) + ".xml");
        if (fs::is_regular_file(path, ec)) return path;
    }
    return std::nullopt;
}

std::shared_ptr<const Ruleset> RulesetLibrary::resolve(std::string_view ref, const fs::path& referringFile, int line) {
    const std::string where = referringFile.empty() ? std::string("(ruleset reference)") : referringFile.string();
    if (ref.empty()) throw LoadError(where, line, "empty ruleset reference");
    if (!isPathReference(ref)) {
        if (const auto it = m_byId.find(ref); it != m_byId.end()) return it->second;
    }
    const auto path = locate(ref, referringFile);
    if (!path) {
        std::string message = "ruleset \"" + std::string(ref) + "\" not found";
        if (isPathReference(ref)) {
            message += " (no such file relative to " +
                       (referringFile.has_parent_path() ? referringFile.parent_path().string() : std::string(".")) +
                       ")";
        } else if (m_dirs.empty()) {
            message += " (no ruleset search directories are set)";
        } else {
            message += " (searched";
            for (const fs::path& dir : m_dirs) message += " " + dir.string();
            message += ")";
        }
        throw LoadError(where, line, message);
    }
    std::error_code ec;
    fs::path key = fs::weakly_canonical(*path, ec);
    if (ec) key = *path;
    if (const auto it = m_cache.find(key); it != m_cache.end()) return it->second;
    auto ruleset = std::make_shared<const Ruleset>(loadRuleset(*path));
    m_cache.emplace(key, ruleset);
    return ruleset;
}

}  // namespace engine
