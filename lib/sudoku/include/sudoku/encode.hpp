// Sudoku as exact cover (the classic encoding; Knuth, "Dancing Links", 2000, and TAOCP 7.2.2.1).
//
// Items, all primary, 4·N² of them (324 for 9×9), in this order:
//   p<r><c>  cell (r,c) is filled         r<r><d>  row r has digit d
//   c<c><d>  column c has digit d         b<b><d>  box b has digit d
// Options, N³ of them (729 for 9×9): one per (cell, digit), covering that cell's four items. Option id =
// cell·N + digit − 1. A puzzle's givens are forced options; a solution's options decode back to a full grid.
// The names follow Knuth's Sudoku generators (0-based rows, columns and boxes, 1-based digits), so the DLX text this
// encoding writes reads like theirs.
#pragma once

#include <span>
#include <vector>

#include "exactcover/problem.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

class ExactCoverEncoding {
 public:
  explicit ExactCoverEncoding(const Geometry& geometry);

  const exactcover::Problem& problem() const { return problem_; }
  const Geometry& geometry() const { return geometry_; }

  exactcover::OptionId option_for(int cell, int digit) const { return cell * geometry_.size() + digit - 1; }
  int cell_of(exactcover::OptionId option) const { return option / geometry_.size(); }
  int digit_of(exactcover::OptionId option) const { return option % geometry_.size() + 1; }

  // The forced options of a puzzle: one per given, in cell order. `out` is cleared first.
  void givens_to_options(const Grid& puzzle, std::vector<exactcover::OptionId>& out) const;
  // Writes the digits chosen by `options` into `grid` (sized to the geometry first).
  void options_to_grid(std::span<const exactcover::OptionId> options, Grid& grid) const;

  // The puzzle as a problem of its own, for Knuth's DLX format (which has no forced options): the same items, and
  // only the options a solution could use — a given cell keeps just its given, a blank cell the digits no given
  // peer holds. It has exactly the puzzle's solutions (none when givens clash).
  exactcover::Problem puzzle_problem(const Grid& puzzle) const;

 private:
  Geometry geometry_;
  exactcover::Problem problem_;
};

}  // namespace sudoku
