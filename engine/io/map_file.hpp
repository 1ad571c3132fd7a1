#pragma once
// The native map file (".rlmap", XML root <ridgeline-map>), see docs/file-formats.md.
#include "engine/model/hex_map.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace engine {

inline constexpr std::string_view kMapExtension = ".rlmap";

// Throws LoadError (file, line, what is wrong).
[[nodiscard]] HexMap parseMap(std::string_view xml, const std::string& fileName);
// Deterministic: the same map always gives the same bytes. Throws std::invalid_argument for ids
// that cannot be written (empty or containing whitespace). With `mapFile`, the files the map names
// (underlay images, a ruleset given by path) are written relative to its folder
// (engine/io/file_reference.hpp).
[[nodiscard]] std::string writeMap(const HexMap& map, const std::filesystem::path& mapFile = {});
// Throws LoadError, including when the file cannot be read. The files the map names are absolute.
[[nodiscard]] HexMap loadMap(const std::filesystem::path& path);
// The files a map read from `mapFile` names (as written there), made absolute.
void resolveMapReferences(HexMap& map, const std::filesystem::path& mapFile);
// Atomic; throws std::runtime_error when the file cannot be written.
void saveMap(const HexMap& map, const std::filesystem::path& path);

}  // namespace engine
