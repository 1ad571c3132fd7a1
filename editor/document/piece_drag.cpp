#include "editor/document/piece_drag.hpp"

#include <sstream>

namespace editor {

namespace {

constexpr std::string_view kPrefix = "ridgeline-pieces:";

std::vector<std::string>& current() {
    static std::vector<std::string> ids;
    return ids;
}

}  // namespace

std::string piecesDragText(const std::vector<std::string>& ids) {
    std::string text(kPrefix);
    for (std::size_t i = 0; i < ids.size(); ++i) text += (i ? " " : "") + ids[i];
    return text;
}

std::vector<std::string> piecesOfDragText(std::string_view text) {
    std::vector<std::string> ids;
    if (!text.starts_with(kPrefix)) return ids;
    std::istringstream in{std::string(text.substr(kPrefix.size()))};
    for (std::string id; in >> id;) ids.push_back(id);
    return ids;
}

void setDraggedPieces(std::vector<std::string> ids) { current() = std::move(ids); }

const std::vector<std::string>& draggedPieces() { return current(); }

}  // namespace editor
