#pragma once
// What a drag of order-of-battle pieces carries, as text (so it also crosses between two studios):
// "ridgeline-pieces:" then the ids, space-separated. The system hands a drag's data over only on
// the drop, so the pieces a drag started in this studio are also kept here while it lasts, for
// the feedback on each hex the cursor enters.
#include <string>
#include <string_view>
#include <vector>

namespace editor {

[[nodiscard]] std::string piecesDragText(const std::vector<std::string>& ids);
// The ids of a drag's text; empty when the text is not a drag of pieces.
[[nodiscard]] std::vector<std::string> piecesOfDragText(std::string_view text);

// The pieces of the drag in progress in this studio (empty: none).
void setDraggedPieces(std::vector<std::string> ids);
[[nodiscard]] const std::vector<std::string>& draggedPieces();

}  // namespace editor
