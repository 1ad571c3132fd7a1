#pragma once
// Whole-file text I/O. Saving is atomic: the text goes to a temporary file in the target's
// directory, is flushed and fsync'ed, then renamed over the target, so a crash or a full disk
// leaves either the old file or the new one, never half of one.
#include <filesystem>
#include <string>
#include <string_view>

namespace engine {

// Throws std::runtime_error naming the path and the reason; the old file stays intact.
void writeFileAtomically(const std::filesystem::path& path, std::string_view content);
// Throws std::runtime_error naming the path and the reason (missing, a directory, unreadable).
[[nodiscard]] std::string readTextFile(const std::filesystem::path& path);

}  // namespace engine
