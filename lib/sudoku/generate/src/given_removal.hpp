// Taking givens away from a full grid while the puzzle keeps exactly one solution.
//
// The question each step asks is "has the puzzle without these givens a second solution?", answered by the solver
// library's count capped at 2. Three things make a pass cheap:
//   - Removals go in batches that grow while they succeed (16, 32, 64 orbits at once) and halve when one fails, so
//     the forty-odd easy removals of a 9×9 cost a handful of checks; once one orbit alone is refused, one at a time. Removing a batch at once is the same as removing
//     its orbits one after the other: if the puzzle without the whole batch is unique, so is every puzzle in
//     between (each has more givens). So the result is the one the one-by-one pass would give, in fewer checks.
//   - A check that finds a second solution T leaves a witness: the cells where T differs from the solution S. A
//     puzzle without a given in that set has T as a second solution too — so a batch that would empty a known
//     witness set fails without asking the solver. Some witness sets are known before any check: the pieces in which
//     two digits can be swapped (add_digit_pair_witnesses).
//   - One given away is checked digit by digit: the puzzle with another digit there, searched for one solution
//     (given_removal.cpp says why and what it saves).
// A given kept because a check failed (or a witness set showed it) is proven necessary for good: every later puzzle
// has fewer givens and so still has that second solution. A check that runs out of its node budget keeps the given
// without proof.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "seeded_random.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solver.hpp"

namespace sudoku::generation {

enum class CheckResult : std::uint8_t { unique, second_solution, undecided, cancelled };

class GivenRemoval {
 public:
  GivenRemoval() = default;

  // Starts a pass over `solution` with `solver` (of the solution's geometry): every cell a given.
  void start(const Geometry& geometry, PuzzleSolver& solver, const Grid& solution, std::uint64_t check_budget, const std::atomic<bool>* cancel);

  // Continues with `puzzle` (givens of the same solution) as the puzzle: the witness sets found so far stay (they are
  // the solution's, whatever the puzzle).
  void restart_from(const Grid& puzzle);
  // Adds givens of the solution, each in a witness set the puzzle has no given in (one a second solution shows), until
  // the puzzle is unique.
  CheckResult complete_to_unique(SeededRandom& random);

  // Takes away the orbits in the order given, each only when the puzzle stays unique, never going below `floor`
  // givens (an orbit that would is kept, unproven). Stops early, with fewer orbits tried, on cancellation.
  CheckResult remove(std::span<const std::vector<int>> orbits, int floor);

  // Whether every given is proven necessary, checking those not proven yet one by one: minimal, or stopped at the
  // first that can go (removable) or whose check ran out of the budget (unproven), or cancelled.
  enum class Minimality : std::uint8_t { minimal, removable, unproven, cancelled };
  Minimality verify_minimal();

  const Grid& puzzle() const { return puzzle_; }
  int givens() const { return givens_; }
  // Every kept orbit proven necessary as a whole (each single cell: the puzzle is minimal).
  bool all_kept_proven() const { return unproven_ == 0; }
  std::uint64_t checks() const { return checks_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  using Bits = std::vector<std::uint64_t>;

  // Is the puzzle without the cells of `removed` unique? A second solution adds a witness set.
  CheckResult check_without(const Bits& removed);
  // The same for one cell, by trying each other digit there.
  CheckResult check_other_digits(int cell);
  void add_witness(const Grid& other);
  void add_digit_pair_witnesses();
  // A known witness set that would lose its last given with `removed` gone.
  bool known_second_solution(const Bits& removed) const;
  void set_bit(Bits& bits, int cell) const { bits[static_cast<std::size_t>(cell) / 64] |= 1ULL << (cell % 64); }

  PuzzleSolver* solver_ = nullptr;
  const Geometry* geometry_ = nullptr;
  const Grid* solution_ = nullptr;
  SolveLimits limits_;      // counting to 2
  SolveLimits one_limits_;  // finding one
  SolveReport report_;
  Grid puzzle_;
  Grid trial_;
  std::size_t words_ = 0;
  int givens_ = 0;
  Bits given_bits_;
  std::vector<std::uint64_t> witnesses_;  // witness sets, words_ words each
  std::vector<int> where_;    // add_digit_pair_witnesses: per unit and digit, its cell
  std::vector<int> holding_;  // per digit, its cells
  std::vector<int> parent_;   // union-find over the cells
  int unproven_ = 0;
  std::uint64_t checks_ = 0;
  std::uint64_t nodes_ = 0;
};

}  // namespace sudoku::generation
