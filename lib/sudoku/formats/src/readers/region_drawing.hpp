// Jigsaw regions drawn with borders, as block grids show them: `|` between two cells of different regions in a row,
// rule lines of `-` and `+` between rows. Two styles are read (the same rules):
//
//   framed, cells one apart (the style of jlaire/dlx-cpp)   open, cells three apart (dlx's own block writer)
//   +-+-+-+-+-+-+                                       1   2   3 | 4   5   6
//   |. . 3|. . .|                                             +---+---+
//   +   +-+-+   +                                       4   6 | 2   5 | 1   3
//   |. .|2 .|. .|                                         +---+       +---+
//   + +-+   +-+ +                                       5 | 3   1   6 | 4 | 2
//   |.|. . 6|.|.|                                       --+---+   +---+   +--
//   +-+-+ +-+ +-+                                       6   1 | 4 | 3   2   5
//   |6 .|4|. . 5|                                             +---+---+
//   +   +-+-+   +                                       3   4 | 5   2 | 6   1
//   |. .|. .|. .|                                             |       +------
//   +   +   +-+-+                                       2   5 | 6   1   3   4
//   |2 .|. . 3 .|
//   +-+-+-+-+-+-+
//
// A region is what a cell can reach without crossing a border character (`|`, `-`, `+`, `=`), moving up, down, left
// or right through cells and spaces; past the end of a shorter line is open space, outside the drawing is a wall.
// Box borders are drawn the same way, so the regions of an ordinary grid come out as its boxes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace sudoku::detail {

// Where a cell is in the drawing: its line (index into the drawing's lines) and its 0-based byte column.
struct DrawnCell {
  std::int32_t line = 0;
  std::int32_t column = 0;
};

// The region (0..N-1, numbered in reading order of their first cell) of each of the N² `cells`, when the borders
// drawn in `lines` divide them into N regions of N cells; nullopt otherwise (no borders, or borders that do not make
// regions: only `|` between boxes, a drawing with a gap).
std::optional<std::vector<int>> regions_from_drawing(std::span<const std::string> lines,
                                                     std::span<const DrawnCell> cells, int n);

}  // namespace sudoku::detail
