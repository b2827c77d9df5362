/// \file
/// The canonical form of a puzzle or grid: one representative of all the puzzles that are the same puzzle written
/// another way, so that two puzzles are "essentially the same" exactly when their forms are equal.
///
/// The transformations that keep a Sudoku a Sudoku (the validity-preserving ones) are: permuting the bands (groups of
/// box-height rows), the rows within each band, the stacks (groups of box-width columns), the columns within each
/// stack, transposing (when the boxes are square), and relabelling the digits. For 9×9 that is 2 × 6⁸ = 3,359,232
/// geometric transformations times 9! relabellings.
///
/// The form is the minlex form, as the Sudoku Players' Forum (forum.enjoysudoku.com) defines it for puzzle
/// collections and as its tools compute it: write the puzzle row by row as one string of N² characters, a blank as
/// 0 and each digit as itself; the form is the lexicographically smallest such string over every transformation.
/// Blanks (0) sort before every digit, so the form pushes the givens to the end: the form of a 17-clue 9×9 puzzle
/// begins with a row holding one given in its last cell ("000000001..."). For a full grid this is the minlex grid,
/// whose first row is always 123456789. For each geometric transformation the best relabelling is fixed: digits are
/// numbered 1, 2, 3, ... in the order they first appear, so the search is over the geometric transformations only.
///
/// How (src/minlex.cpp): row by row, keeping every partial transformation (top rows chosen, columns ordered,
/// digits labelled so far) that gives the smallest prefix; a row's candidates are the unused rows of the band being
/// filled, or any row of an unused band when a band starts. The first row fixes the column order up to what the row
/// cannot tell apart, and every later row prunes the transformations that lose. What is left after the last row are
/// exactly the transformations that map the puzzle to its form: their number is the automorphism count.
///
/// Sizes: 4×4, 6×6 (no transposition: its 2×3 boxes would become 3×2), 8×8 and 9×9, any box shape up to 9×9. Larger
/// grids are refused: the column orders one row cannot tell apart grow as (C!)^R·R! (16×16: 7.9 million), and no
/// cheaper canonical form is offered for them. Jigsaw, X, windoku and killer puzzles are refused too: they have
/// other symmetry groups.
///
/// Thread safety: a Canonicalizer keeps its buffers between calls: one thread at a time; one per thread.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"

namespace sudoku {

struct CanonicalForm {
  Grid form;  // the minlex form, blanks 0, digits relabelled
  /// The geometric transformations (of the 2 × 6⁸ for 9×9) that map the puzzle onto itself once its digits are
  /// relabelled: 1 for most puzzles, up to 648 for the most symmetric 9×9 grid.
  std::uint64_t automorphisms = 0;
};

using CanonicalOrError = std::variant<CanonicalForm, std::string>;

/// Why puzzles of this geometry get no canonical form, or nothing when they do.
std::optional<std::string> canonical_form_refusal(const Geometry& geometry);

class Canonicalizer {
 public:
  Canonicalizer();
  ~Canonicalizer();
  Canonicalizer(const Canonicalizer&) = delete;
  Canonicalizer& operator=(const Canonicalizer&) = delete;

  /// The form of `puzzle` (of `geometry`; any givens, clashing or not, full or not), or why there is none.
  CanonicalOrError canonical(const Geometry& geometry, const Grid& puzzle);

 private:
  struct Search;
  std::unique_ptr<Search> search_;
};

}  // namespace sudoku
