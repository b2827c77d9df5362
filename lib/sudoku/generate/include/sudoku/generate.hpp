/// \file
/// Making puzzles: every puzzle has exactly one solution, for every size from 4×4 to 25×25 (boxes of any shape), for
/// X-Sudoku and windoku, for jigsaw (regions drawn anew for each puzzle) and killer (cages drawn anew for each puzzle).
///
/// How a puzzle is made (src/puzzle_generator.cpp):
///   1. A random solution grid (src/grid_filler.hpp); for a jigsaw, first random regions (src/jigsaw_regions.hpp).
///   2. Killer: cages drawn over that grid, split where a second solution shows they are ambiguous, until the cages
///      alone have one solution (src/killer_cages.hpp). A killer puzzle has no givens.
///   3. Otherwise every cell is a given, and givens are taken away in random order — one symmetry orbit at a time
///      (src/symmetry.hpp) — keeping each removal only while the puzzle keeps exactly one solution: the solver
///      library's count, capped at 2, decides (src/given_removal.hpp). A removal the count refuses leaves a second
///      solution, which is kept as a witness: that given can never be taken away later either (fewer givens keep the
///      second solution), so when every orbit is a single cell the result is minimal by construction, each given
///      with a second solution that proves it necessary.
/// A target the generator cannot aim at (a difficulty rating, src/rating_filter.cpp) is met by drawing again until a
/// puzzle meets it: PuzzleFilter.
/// Every puzzle's random choices come from (seed, index) alone (src/seeded_random.hpp): the same seed and options
/// give the same puzzles on every machine, whatever the thread count and in whatever order they are made.
///
/// Thread safety: a PuzzleGenerator serves one thread at a time (it owns its solvers); make one per thread. The
/// request is shared read-only.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/puzzle.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/solver_cache.hpp"

namespace sudoku {

/// The symmetry of the givens' pattern: a given's images under the symmetry are givens too.
enum class Symmetry : std::uint8_t {
  none,
  rot180,        // a half turn
  rot90,         // quarter turns
  mirror,        // left-right reflection (about the middle column)
  flip,          // top-bottom reflection (about the middle row)
  diagonal,      // reflection about the main diagonal
  antidiagonal,  // reflection about the other diagonal
  biaxial,       // mirror and flip (and so the half turn)
  bidiagonal,    // both diagonals (and so the half turn)
  dihedral,      // all eight symmetries of the square
};

struct SymmetryInfo {
  Symmetry symmetry;
  std::string_view name;     // as the command line writes it
  std::string_view summary;  // for the help text
};
/// Every symmetry, in the order of the enum.
std::span<const SymmetryInfo> symmetries();

/// What to make.
struct GenerateRequest {
  int size = 9;
  int box_rows = 3;      // box shape, box_rows * box_cols == size; ignored for jigsaw
  int box_cols = 3;
  bool jigsaw = false;   // random regions (any size, also those without boxes: 5×5, 7×7, ...)
  bool diagonals = false;  // X-Sudoku
  bool windows = false;    // windoku (square boxes)
  bool killer = false;     // cages and no givens
  Symmetry symmetry = Symmetry::none;
  bool minimal = false;          // every given necessary, checked one by one (with a symmetry, the orbits are not)
  std::optional<int> givens;     // exactly this many givens
  int attempts = 1000;           // grids tried per puzzle before a --givens or --minimal target counts as unreached
  std::uint64_t seed = 0;
  SolverKind solver = SolverKind::propagation;  // the uniqueness checks
  /// Search nodes (DLX) or guesses (propagation) one uniqueness check may take; a check that runs out keeps the given
  /// (the puzzle stays unique, but that given is not proven necessary). Node counts do not depend on timing, so the
  /// output stays the same on every machine.
  std::uint64_t check_budget = SolveLimits::unlimited;
  /// With a PuzzleDistance: after each grid's puzzle, up to this many moves to a neighbour (3 givens dropped, givens of
  /// the same solution added until it is unique again, then minimal again), kept when no further from the target.
  /// 0: every attempt starts from a new grid. Not with --symmetry, --givens or killer (the moves keep neither).
  int moves = 0;
};

/// The solver the uniqueness checks use unless told: the propagation solver on 9×9 with boxes (classic, X, windoku:
/// 11,700, 1,090 and 1,090 puzzles per CPU second against DLX's 926 and 935 on X and windoku), DLX elsewhere (6×6
/// 25,400 against 20,900, 8×8 6,100 against 5,000, jigsaw 156 against 150, killer; generate_bench, 2026-11-25).
SolverKind default_check_solver(const GenerateRequest& request);
/// The check budget unless told: 10,000 nodes up to 12×12, 1,000 beyond. A few checks of a jigsaw or a large grid
/// take millions of nodes where the rest take hundreds (9×9 jigsaw, generate_bench, 2026-11-25: 1 s a puzzle without
/// a budget, 18 ms with 10,000, every one of 30 still proven minimal).
std::uint64_t default_check_budget(const GenerateRequest& request);

/// The geometry a request's puzzles share (for jigsaw, boxes or rows stand in until each puzzle draws its regions), or
/// why the request makes none ("windows need square boxes").
GeometryOrError request_geometry(const GenerateRequest& request);

/// Why a request cannot be met at all, before any attempt (a --givens count no puzzle of that size can have, a
/// symmetry the grid does not have), or nothing.
std::optional<std::string> check_request(const GenerateRequest& request);

enum class GenerateEnd : std::uint8_t {
  made,         // the puzzle meets the request
  unreached,    // `attempts` grids gave no puzzle meeting --givens / --minimal (`why` says what came closest)
  cancelled,    // the cancel flag was set
};

struct GeneratedPuzzle {
  GenerateEnd end = GenerateEnd::made;
  Puzzle puzzle;          // its geometry (a jigsaw's or killer's own) and its givens
  Grid solution;
  bool minimal = false;   // every given proven necessary (by a second solution without it)
  int attempts = 0;       // grids drawn for it
  std::uint64_t checks = 0;  // uniqueness checks run
  std::uint64_t nodes = 0;   // the solver's nodes over all of them
  std::string why;        // unreached: what came closest
};

/// Whether a puzzle made is kept: for targets the generator cannot aim at itself (a difficulty rating, a technique the
/// solution must need). A puzzle refused costs an attempt; the next grid is drawn. Called on the generating thread.
using PuzzleFilter = std::function<bool(const Puzzle& puzzle, const Grid& solution)>;

/// A difficulty target on Sudoku Explainer's scale (sudoku/rating.hpp): ER from `lowest` to `highest` (tenths, both
/// included), and/or the technique of the hardest step.
struct RatingTarget {
  std::optional<int> lowest;
  std::optional<int> highest;
  std::optional<Technique> technique;
  /// Nodes one rating may take (the explainer's chain searches and last resort): a rating that runs out refuses the
  /// puzzle. A node budget, not a time limit, so that the same seed makes the same puzzles on every machine.
  std::uint64_t node_budget = 2'000'000;
};

/// "3.0..4.5", "7.5.." (at least), "..2.0" (at most), "6.2" (exactly): the ER range, or nothing when the text is none
/// of these.
std::optional<RatingTarget> parse_rating_range(std::string_view text);

/// A filter that keeps the puzzles whose rating meets `target`, rating each with sudoku::rate (stopping early above
/// the range, and past the technique asked for). The rating of the last puzzle it kept goes to `*kept`. A rating
/// stopped by `cancel` refuses its puzzle (the generator then ends cancelled).
PuzzleFilter rating_filter(const RatingTarget& target, Rating* kept, const std::atomic<bool>* cancel = nullptr);

/// How far a puzzle is from a target: 0 on it (the puzzle is kept), more the further (a distance guides
/// GenerateRequest::moves towards the target). Called on the generating thread.
using PuzzleDistance = std::function<int(const Puzzle& puzzle, const Grid& solution)>;

/// The distance of a rating from `target`: tenths below or above the range (a rating that did not finish counts as
/// far), plus 1 when the hardest technique is not the one asked for. The rating of the last puzzle on the target
/// goes to `*kept`.
PuzzleDistance rating_distance(const RatingTarget& target, Rating* kept, const std::atomic<bool>* cancel = nullptr);

class PuzzleGenerator {
 public:
  /// `request` must have passed check_request and request_geometry; it is kept by reference. A puzzle is kept when
  /// `filter` (if any) accepts it and `distance` (if any) is 0.
  PuzzleGenerator(const GenerateRequest& request, const SolverFactory& factory = sudoku::make_solver,
                  PuzzleFilter filter = {}, PuzzleDistance distance = {});
  ~PuzzleGenerator();
  PuzzleGenerator(const PuzzleGenerator&) = delete;
  PuzzleGenerator& operator=(const PuzzleGenerator&) = delete;

  /// Puzzle number `index` of the request's seed: the same for the same request and index, always.
  void generate(std::uint64_t index, const std::atomic<bool>* cancel, GeneratedPuzzle& out);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace sudoku
