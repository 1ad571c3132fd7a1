#pragma once
// PNG files from pixels in memory, with libpng. Pictures of maps are flat colour: written without
// PNG's row filters and at zlib's fastest level they are nearly as small as with libpng's defaults
// (each row tried with every filter, zlib level 6), in a fraction of the time.
#include <cstddef>
#include <cstdint>
#include <string>

namespace exporters {

enum class PixelOrder : std::uint8_t {
    Rgba,       // 4 bytes a pixel: R, G, B, A (written with its alpha)
    CairoRgb24  // cairo's ARGB32 / RGB24: a native-endian word 0xXXRRGGBB a pixel (opaque, written as RGB)
};

// The PNG file's bytes; rows are `stride` bytes apart. Throws std::runtime_error when libpng fails.
[[nodiscard]] std::string encodePng(const std::uint8_t* pixels, int width, int height, std::ptrdiff_t stride,
                                    PixelOrder order);

}  // namespace exporters
