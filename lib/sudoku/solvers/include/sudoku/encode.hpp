/// \file
/// Sudoku as exact cover (the classic encoding; Knuth, "Dancing Links", 2000, and TAOCP 7.2.2.1), for every
/// geometry: any size, jigsaw regions, the extra units of X-Sudoku and windoku, and killer cages.
///
/// Items, all primary, in this order:
/// \verbatim
///   p<r><c>  cell (r,c) is filled                 (N² items)
///   r<i><d>, c<i><d>, b<i><d>                     row, column, box or region i has digit d  (3·N² items)
///   x<i><d>, w<i><d>                              diagonal or window i has digit d (variants)
///   k<i>     cage i is filled                     (killer)
///   k<i>.<d> digit d is used up in cage i         (killer, a cage encoded by digit sets)
/// \endverbatim
/// 9×9: 324 items. Options: a cell in no cage has one option per digit, covering its cell item and the digit item of
/// each of its units — 729 options for 9×9, option id = cell·N + digit − 1. A cage is encoded one of two ways:
///   - by fillings (small cages: at most 5040 fillings, so every cage of up to 7 cells): one option per way to fill it
///     (distinct digits adding up to its sum, in cell order), covering the cage item and, for each of its cells, what
///     that cell's own option would cover: so each solution chooses exactly one filling per cage;
///   - by digit sets (larger cages, whose fillings would run to millions): its cells keep one option per digit, which
///     also covers `k<i>.<d>`, and the cage has one option per SET of distinct digits adding up to its sum, covering
///     `k<i>` and `k<i>.<d>` for every digit d NOT in the set. Each `k<i>.<d>` is covered once: by the set option when d is not
///     in the chosen set, else by exactly one of the cage's cells; as the cells are as many as the set's digits, they
///     hold exactly the set, each once — so the sum holds. A 9-cell cage on a 9×9 has 1 set where it had 362,880
///     fillings.
/// Either way this is exact cover for killer Sudoku with no extra machinery.
///
/// A puzzle's givens become forced options (the givens of cells with options of their own; see forced_options). The
/// names follow Knuth's Sudoku generators (0-based rows, columns and boxes, 1-based digits; dotted numbers beyond 9), so the DLX
/// text this encoding writes reads like theirs.
///
/// Thread safety: an ExactCoverEncoding is immutable once built: share it read-only.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "exactcover/problem.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct Assignment {
  int cell;
  int digit;
};

class ExactCoverEncoding {
 public:
  explicit ExactCoverEncoding(const Geometry& geometry);

  const exactcover::Problem& problem() const { return problem_; }
  const Geometry& geometry() const { return geometry_; }

  /// The option putting `digit` in `cell`, for a cell with options of its own (in no cage, or a cage by digit sets).
  exactcover::OptionId option_for(int cell, int digit) const {
    return cell_option_base_[static_cast<std::size_t>(cell)] + digit - 1;
  }
  /// The cells and digits an option fills.
  std::span<const Assignment> assignments(exactcover::OptionId option) const {
    const auto begin = static_cast<std::size_t>(assignment_start_[static_cast<std::size_t>(option)]);
    const auto end = static_cast<std::size_t>(assignment_start_[static_cast<std::size_t>(option) + 1]);
    return std::span<const Assignment>(assignments_).subspan(begin, end - begin);
  }

  /// The forced options of a puzzle, one per given, in cell order; `out` is cleared first. False when a given sits in
  /// a cage encoded by fillings: their options fill it whole, so such a puzzle needs puzzle_problem() instead.
  bool forced_options(const Grid& puzzle, std::vector<exactcover::OptionId>& out) const;
  /// A puzzle's options for a search among options (exactcover::Solver::search_among), for a geometry without cages
  /// (every option is a cell's): `forced` gets the givens' options in cell order, `allowed` (ascending) the option of
  /// every digit of a blank cell that no given of its units holds; with `candidates` (a candidate grid, bit d-1 for
  /// digit d), only the candidates of each cell, a given included (a given that is not a candidate is not forced,
  /// and its cell gets no option: no solution). With the candidates of no grid, these are exactly the options that
  /// forcing the givens leaves. False, both cleared, when the geometry has cages.
  bool puzzle_options(const Grid& puzzle, std::span<const std::uint32_t> candidates,
                      std::vector<exactcover::OptionId>& forced, std::vector<exactcover::OptionId>& allowed) const;
  /// Writes the digits filled by `options` into `grid` (sized to the geometry first, blanks elsewhere kept).
  void options_to_grid(std::span<const exactcover::OptionId> options, Grid& grid) const;

  /// The puzzle as a problem of its own, for Knuth's DLX format (which has no forced options) and for killer givens:
  /// the same items, and only the options a solution could use — those whose every assignment agrees with the givens
  /// (a given cell keeps its digit; a blank cell takes no digit a given peer holds). It has exactly the puzzle's
  /// solutions (none when givens clash). `kept` (when given) receives, per option of the result, its option here.
  /// With `candidates` (a candidate grid), an option also needs each digit it fills to be a candidate of its cell.
  exactcover::Problem puzzle_problem(const Grid& puzzle, std::vector<exactcover::OptionId>* kept = nullptr,
                                     std::span<const std::uint32_t> candidates = {}) const;

 private:
  /// Adds the option filling `fills`, covering `extra_item` too unless it is -1 (a cage's item, or a digit set's).
  void add_option(std::span<const Assignment> fills, exactcover::ItemId extra_item);

  Geometry geometry_;
  exactcover::Problem problem_;
  std::vector<exactcover::ItemId> unit_items_;       // per unit: the item of digit 1 (digit d is + d - 1)
  std::vector<exactcover::ItemId> cage_items_;       // per cage: its item
  std::vector<exactcover::ItemId> cage_digit_items_;  // per cage: the item `k<i>.1` (digit d is + d - 1); -1 by fillings
  std::vector<exactcover::OptionId> cell_option_base_;  // per cell in no cage: the option of digit 1; -1 in a cage
  std::vector<Assignment> assignments_;              // per option, the cells it fills (CSR with assignment_start_)
  std::vector<std::int32_t> assignment_start_ = {0};
  std::vector<exactcover::ItemId> scratch_;
};

}  // namespace sudoku
