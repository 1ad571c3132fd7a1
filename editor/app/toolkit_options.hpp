#pragma once
// What the studio asks of the GUI toolkit before any window exists. Called by the studio's main,
// and by the studio tests and benchmarks so that they measure the same windows.

namespace editor {

// GTK's overlay scrollbars fade in and out, redrawing the window at 60 frames a second for about a
// second, whenever a list's length or position changes: on a large order of battle every edit set
// off a second of redraws, and they ran through the frames of the edits that followed. Classic
// scrollbars are drawn once and show at a glance how long a list is. A user's own
// GTK_OVERLAY_SCROLLING is kept.
void chooseToolkitOptions();

}  // namespace editor
