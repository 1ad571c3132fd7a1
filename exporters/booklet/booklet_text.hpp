#pragma once
// The booklet typeset as text for the web: Markdown (CommonMark with pipe tables) and a
// self-contained HTML page.
#include "exporters/booklet/booklet_content.hpp"

#include <string>

namespace exporters {

[[nodiscard]] std::string bookletMarkdown(const Booklet& booklet);
[[nodiscard]] std::string bookletHtml(const Booklet& booklet);

}  // namespace exporters
