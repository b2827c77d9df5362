// The propagation solver's strategies set against each other on the classic 9×9, each reached as the command line
// reaches it (make_solver with its SolverKind): locked (the default, `propagate`), singles (bitboards) and generic
// (per-cell masks, what every other geometry takes). Singles on bitboards run the generic strategy's algorithm — the same singles to the same
// fixpoint, the first open cell with the fewest candidates, digits in increasing order — so on every puzzle the two
// must walk the same search tree: same counts, same solutions in the same order, same guesses. The locked strategy
// prunes more and so walks another tree: only what does not depend on the tree must agree, the counts, and the
// solutions when there are at most two. (The DLX solver checks the default from outside in solvers_test.cpp and
// differential_test.cpp.)
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../lib/sudoku/solvers/src/propagation/bitboard.hpp"  // private: the two ways to find peers, side by side
#include "reader_support.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"

using namespace sudoku;

namespace {

// The puzzles of a file in the source tree as the command line reads them (one-line puzzles, `puzzle:count:solution`
// corpus lines), every one of them a classic 9×9.
std::vector<Puzzle> read_puzzles(const std::string& relative) {
  std::vector<Puzzle> puzzles = test_support::read_puzzles(relative);
  for (const Puzzle& puzzle : puzzles) REQUIRE(*puzzle.geometry == Geometry::classic());
  return puzzles;
}

void check_kept(const Grid& puzzle, const SolveReport& report, const SolveLimits& limits) {
  if (report.solutions >= 1 && limits.keep_solutions >= 1) {
    CHECK(is_solution(Geometry::classic(), report.first));
    CHECK(keeps_givens(puzzle, report.first));
  }
  if (report.solutions >= 2 && limits.keep_solutions >= 2) {
    CHECK(is_solution(Geometry::classic(), report.second));
    CHECK(keeps_givens(puzzle, report.second));
    CHECK_FALSE(report.first == report.second);
  }
}

struct EveryStrategy {
  std::unique_ptr<PuzzleSolver> singles = make_solver(SolverKind::propagation_singles, Geometry::classic());
  std::unique_ptr<PuzzleSolver> locked = make_solver(SolverKind::propagation, Geometry::classic());
  std::unique_ptr<PuzzleSolver> generic = make_solver(SolverKind::propagation_generic, Geometry::classic());
  SolveReport singles_report;
  SolveReport locked_report;
  SolveReport generic_report;

  std::array<const SolveReport*, 3> reports() const { return {&singles_report, &locked_report, &generic_report}; }

  void solve(const Grid& puzzle, const SolveLimits& limits) {
    singles->solve(puzzle, limits, singles_report);
    locked->solve(puzzle, limits, locked_report);
    generic->solve(puzzle, limits, generic_report);
  }

  // The singles on bitboards walked the generic strategy's tree; the locked strategy found the same solutions; every
  // solution kept is valid and keeps the givens.
  void check(const Grid& puzzle, const SolveLimits& limits) const {
    CHECK(singles_report.solutions == generic_report.solutions);
    CHECK(singles_report.end == generic_report.end);
    CHECK(singles_report.guesses == generic_report.guesses);
    CHECK(singles_report.nodes == generic_report.nodes);
    if (limits.keep_solutions >= 1 && generic_report.solutions >= 1) {
      CHECK(singles_report.first == generic_report.first);
    }
    if (limits.keep_solutions >= 2 && generic_report.solutions >= 2) {
      CHECK(singles_report.second == generic_report.second);
    }
    check_kept(puzzle, singles_report, limits);

    CHECK(locked_report.solutions == generic_report.solutions);
    CHECK(locked_report.end == generic_report.end);
    CHECK(locked_report.nodes == locked_report.guesses + 1);
    if (generic_report.complete() && limits.keep_solutions >= 1 && generic_report.solutions == 1) {
      CHECK(locked_report.first == generic_report.first);
    }
    if (generic_report.complete() && limits.keep_solutions >= 2 && generic_report.solutions == 2) {
      const bool same_order =
          locked_report.first == generic_report.first && locked_report.second == generic_report.second;
      const bool swapped = locked_report.first == generic_report.second && locked_report.second == generic_report.first;
      CHECK((same_order || swapped));
    }
    check_kept(puzzle, locked_report, limits);
  }
};

// Every `step`-th puzzle of `file`, up to two solutions (the uniqueness check); returns how many were checked.
std::size_t check_file(const std::string& file, std::size_t step) {
  EveryStrategy strategies;
  const SolveLimits limits;
  const auto puzzles = read_puzzles(file);
  std::size_t checked = 0;
  for (std::size_t k = 0; k < puzzles.size(); k += step) {
    CAPTURE(k);
    strategies.solve(puzzles[k].givens, limits);
    strategies.check(puzzles[k].givens, limits);
    ++checked;
  }
  return checked;
}

}  // namespace

TEST_CASE("every bundled collection: bitboard singles walk the generic tree, the locked strategy finds the same ones") {
  SUBCASE("17-clue") { CHECK(check_file("puzzles/17-clue-49151.txt", 1) == 49151); }
  SUBCASE("forum-hardest-1905-11plus, every 8th") {
    CHECK(check_file("puzzles/forum-hardest-1905-11plus.txt", 8) == 6096);
  }
  SUBCASE("magictour-top1465") { CHECK(check_file("puzzles/magictour-top1465.txt", 1) == 1465); }
  SUBCASE("forum-hardest-1106") { CHECK(check_file("puzzles/forum-hardest-1106.txt", 1) == 375); }
  SUBCASE("serg-multi-solution-10000") { CHECK(check_file("puzzles/serg-multi-solution-10000.txt", 1) == 10000); }
  SUBCASE("qqwing-generated-10000") { CHECK(check_file("puzzles/qqwing-generated-10000.txt", 1) == 10000); }
  SUBCASE("top95, hardest11, plb-hard20, invalid-7-with-notes") {
    CHECK(check_file("puzzles/top95.txt", 1) == 95);
    CHECK(check_file("puzzles/hardest11.txt", 1) == 11);
    CHECK(check_file("puzzles/plb-hard20.txt", 1) == 20);
    CHECK(check_file("puzzles/invalid-7-with-notes.txt", 1) == 7);
  }
}

TEST_CASE("the puzzle:count:solution corpus: every strategy counts every puzzle exactly") {
  EveryStrategy strategies;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  const auto puzzles = read_puzzles("test/data/puzzle-count-solution-43.txt");
  REQUIRE(puzzles.size() == 43);
  for (const Puzzle& puzzle : puzzles) {
    CAPTURE(format_puzzle(puzzle));
    REQUIRE(puzzle.count.has_value());
    strategies.solve(puzzle.givens, limits);
    for (const SolveReport* report : strategies.reports()) {
      CHECK(report->complete());
      CHECK(report->solutions == *puzzle.count);
      if (puzzle.solution && *puzzle.count == 1) CHECK(report->first == *puzzle.solution);
    }
    strategies.check(puzzle.givens, limits);
  }
}

TEST_CASE("serg puzzles counted in full: the same counts from every strategy") {
  EveryStrategy strategies;
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  const auto puzzles = read_puzzles("puzzles/serg-multi-solution-10000.txt");
  for (std::size_t k = 0; k < puzzles.size(); k += 10) {
    CAPTURE(k);
    strategies.solve(puzzles[k].givens, limits);
    CHECK(strategies.locked_report.complete());
    CHECK(strategies.locked_report.solutions >= 2);
    strategies.check(puzzles[k].givens, limits);
  }
}

// Solutions of corpus puzzles with random givens removed (down to 14: often hundreds of solutions), and some with a
// given changed (often none, sometimes clashing givens), counted up to a cap of 1,000.
TEST_CASE("5,000 random puzzles counted up to 1,000 solutions: every strategy agrees") {
  EveryStrategy strategies;
  SolveLimits limits;
  limits.max_solutions = 1000;
  test_support::Random random{6};
  std::uint64_t none = 0, unique = 0, several = 0, capped = 0, clashing = 0;
  std::vector<Grid> full;
  for (const Puzzle& puzzle : read_puzzles("test/data/puzzle-count-solution-43.txt")) {
    if (puzzle.solution) full.push_back(*puzzle.solution);
  }
  REQUIRE(full.size() >= 10);
  Grid puzzle;
  for (int round = 0; round < 5000; ++round) {
    puzzle = full[random.below(static_cast<std::uint32_t>(full.size()))];
    const auto keep = 14 + random.below(30);
    for (int cell = 0; cell < 81; ++cell) {
      if (random.below(81) >= keep) puzzle.set(cell, 0);
    }
    if (round % 4 == 3) puzzle.set(static_cast<int>(random.below(81)), 1 + static_cast<int>(random.below(9)));
    CAPTURE(round);
    limits.keep_solutions = round % 3;
    strategies.solve(puzzle, limits);
    strategies.check(puzzle, limits);
    none += strategies.locked_report.solutions == 0;
    clashing += find_clash(Geometry::classic(), puzzle).has_value();
    unique += strategies.locked_report.solutions == 1;
    several += strategies.locked_report.solutions > 1 && strategies.locked_report.complete();
    capped += !strategies.locked_report.complete();
  }
  CHECK(none > 300);
  CHECK(clashing > 100);
  CHECK(unique > 300);
  CHECK(several > 300);
  CHECK(capped > 100);
}

TEST_CASE("clashing givens, a full grid, an empty grid: every strategy's edge cases") {
  EveryStrategy strategies;
  for (const char* file : {"test/data/invalid-givens/row-clash.txt", "test/data/invalid-givens/column-clash.txt",
                           "test/data/invalid-givens/box-clash.txt"}) {
    CAPTURE(file);
    const Grid puzzle = read_puzzles(file).at(0).givens;
    strategies.solve(puzzle, SolveLimits{});
    for (const SolveReport* report : strategies.reports()) {
      CHECK(report->solutions == 0);
      CHECK(report->complete());
    }
    strategies.check(puzzle, SolveLimits{});
  }

  // Two givens of one digit in one unit, placed as the very first and very last cells.
  Grid puzzle(9);
  puzzle.set(0, 5);
  puzzle.set(80, 5);
  puzzle.set(8, 5);
  strategies.solve(puzzle, SolveLimits{});
  for (const SolveReport* report : strategies.reports()) CHECK(report->solutions == 0);

  puzzle = test_support::grid_of("468931527751624839392578461134756298289413675675289314846192753513867942927345186");
  strategies.solve(puzzle, SolveLimits{});
  for (const SolveReport* report : strategies.reports()) {
    CHECK(report->solutions == 1);
    CHECK(report->first == puzzle);
    CHECK(report->guesses == 0);
  }

  SolveLimits none;
  none.max_solutions = 0;
  strategies.solve(Grid(9), none);
  for (const SolveReport* report : strategies.reports()) {
    CHECK(report->solutions == 0);
    CHECK(report->end == SolveEnd::solution_limit);
  }
  strategies.check(Grid(9), none);
}

// A budget cuts the search tree, so what was found by then depends on the tree: the bitboard singles must have found
// exactly what the generic strategy found; the locked strategy, valid solutions, as many as it says.
TEST_CASE("budgets on an empty grid: bitboard singles stop after the same guesses with the same solutions") {
  EveryStrategy strategies;
  for (std::uint64_t budget : {1, 2, 3, 50, 1000, 5000}) {
    CAPTURE(budget);
    SolveLimits limits;
    limits.max_solutions = SolveLimits::unlimited;
    limits.node_budget = budget;
    strategies.solve(Grid(9), limits);
    for (const SolveReport* report : strategies.reports()) {
      CHECK(report->end == SolveEnd::node_budget);
      CHECK(report->guesses == budget);
      check_kept(Grid(9), *report, limits);
    }
    CHECK(strategies.singles_report.solutions == strategies.generic_report.solutions);
    CHECK(strategies.singles_report.first == strategies.generic_report.first);
    CHECK(strategies.singles_report.second == strategies.generic_report.second);
  }

  for (PuzzleSolver* solver : {strategies.singles.get(), strategies.locked.get(), strategies.generic.get()}) {
    CAPTURE(solver->name());
    SolveReport report;
    SolveLimits timed;
    timed.max_solutions = SolveLimits::unlimited;
    timed.keep_solutions = 0;
    timed.time_budget = std::chrono::milliseconds(20);
    solver->solve(Grid(9), timed, report);
    CHECK(report.end == SolveEnd::time_budget);

    const std::atomic<bool> cancel{true};
    SolveLimits cancelled;
    cancelled.max_solutions = SolveLimits::unlimited;
    cancelled.cancel = &cancel;
    solver->solve(Grid(9), cancelled, report);
    CHECK(report.end == SolveEnd::cancelled);
    CHECK(report.guesses == 1023);
  }
}

TEST_CASE("every strategy is reached by its SolverKind and named as the command line names it") {
  const std::pair<SolverKind, PropagationStrategy> kinds[] = {
      {SolverKind::propagation, PropagationStrategy::locked},
      {SolverKind::propagation_singles, PropagationStrategy::singles},
      {SolverKind::propagation_generic, PropagationStrategy::generic},
  };
  for (const auto& [kind, strategy] : kinds) {
    const std::string_view name = solver_kinds()[static_cast<std::size_t>(kind)].name;
    CAPTURE(name);
    CHECK(solver_kind_named(name) == kind);
    CHECK(make_solver(kind, Geometry::classic())->name() == name);
    CHECK(PropagationSolver(Geometry::classic(), strategy).name() == name);
  }
  CHECK(PropagationSolver(Geometry::classic()).name() == "propagate");
  CHECK(solver_kind_named("propagate-singles") == SolverKind::propagation_singles);
  CHECK_FALSE(solver_kind_named("propagate-locked").has_value());  // the default now: one name per strategy

  // The locked strategy is not the singles one under another name: on the hardest collection it guesses far less.
  EveryStrategy strategies;
  std::uint64_t singles_guesses = 0, locked_guesses = 0;
  for (const Puzzle& puzzle : read_puzzles("puzzles/hardest11.txt")) {
    strategies.solve(puzzle.givens, SolveLimits{});
    singles_guesses += strategies.singles_report.guesses;
    locked_guesses += strategies.locked_report.guesses;
  }
  CHECK(locked_guesses * 3 / 2 < singles_guesses);
}

TEST_CASE("the locked strategy solves a puzzle of 28 givens or more by the singles rules, one of 27 by its own") {
  // qqwing's collection has 1,022 puzzles of 27 givens and 317 of 28 to 30 (bitboard_locked.cpp: LockedStrategy).
  EveryStrategy strategies;
  const SolveLimits limits;
  std::size_t many = 0, same_tree = 0, other_tree_at_27 = 0;
  for (const Puzzle& puzzle : read_puzzles("puzzles/qqwing-generated-10000.txt")) {
    const int givens = puzzle.givens.given_count();
    if (givens < 27) continue;
    CAPTURE(format_puzzle(puzzle));
    strategies.solve(puzzle.givens, limits);
    const bool same = strategies.locked_report.guesses == strategies.singles_report.guesses &&
                      strategies.locked_report.first == strategies.singles_report.first;
    if (givens >= 28) {
      ++many;
      same_tree += same;
    } else {
      other_tree_at_27 += strategies.locked_report.guesses != strategies.singles_report.guesses;
    }
  }
  CHECK(many == 317);
  CHECK(same_tree == many);
  CHECK(other_tree_at_27 > 100);
}

TEST_CASE("other geometries take the generic strategy whatever strategy is asked for") {
  const Geometry four(2, 2);
  SolveLimits limits;
  limits.max_solutions = SolveLimits::unlimited;
  limits.keep_solutions = 0;
  SolveReport generic_report;
  PropagationSolver(four, PropagationStrategy::generic).solve(Grid(4), limits, generic_report);
  CHECK(generic_report.solutions == 288);  // 4×4 Sudoku grids (OEIS A107739)
  for (PropagationStrategy strategy : {PropagationStrategy::locked, PropagationStrategy::singles}) {
    SolveReport report;
    PropagationSolver(four, strategy).solve(Grid(4), limits, report);
    CHECK(report.solutions == 288);
    CHECK(report.guesses == generic_report.guesses);
  }
}

namespace {

// A PropagationSolver made while the environment variable DLX_MAX_ISA says `baseline`.
std::unique_ptr<PropagationSolver> make_baseline(PropagationStrategy strategy) {
  const char* before = std::getenv("DLX_MAX_ISA");
  const std::string saved = before != nullptr ? before : "";
  ::setenv("DLX_MAX_ISA", "baseline", 1);
  auto solver = std::make_unique<PropagationSolver>(Geometry::classic(), strategy);
  if (before != nullptr) {
    ::setenv("DLX_MAX_ISA", saved.c_str(), 1);
  } else {
    ::unsetenv("DLX_MAX_ISA");
  }
  return solver;
}

}  // namespace

// The bitboards are built twice, for the baseline x86-64 and for x86-64-v3 (AVX2, BMI2, POPCNT), and the solver runs
// the second where the processor has it: both builds must walk the same trees, guess for guess, with the same
// solutions. Where the processor lacks it (or the compiler is not GCC on x86-64) both solvers run the baseline build
// and this test checks nothing more than the choice.
TEST_CASE("the x86-64-v3 build of the bitboards walks the baseline build's trees, guess for guess") {
  for (const PropagationStrategy strategy : {PropagationStrategy::locked, PropagationStrategy::singles}) {
    CAPTURE(static_cast<int>(strategy));
    const auto baseline = make_baseline(strategy);
    PropagationSolver chosen(Geometry::classic(), strategy);
    CHECK(baseline->instruction_set() == "baseline");
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
    __builtin_cpu_init();
    CHECK(chosen.instruction_set() == (__builtin_cpu_supports("x86-64-v3") ? "x86-64-v3" : "baseline"));
#endif
    SolveLimits limits;
    limits.keep_solutions = 2;
    SolveReport baseline_report;
    SolveReport chosen_report;
    std::size_t solved = 0;
    const auto same_tree = [&](const Grid& puzzle) {
      baseline->solve(puzzle, limits, baseline_report);
      chosen.solve(puzzle, limits, chosen_report);
      CHECK(chosen_report.solutions == baseline_report.solutions);
      CHECK(chosen_report.end == baseline_report.end);
      CHECK(chosen_report.guesses == baseline_report.guesses);
      CHECK(chosen_report.nodes == baseline_report.nodes);
      if (baseline_report.solutions >= 1) CHECK(chosen_report.first == baseline_report.first);
      if (baseline_report.solutions >= 2) CHECK(chosen_report.second == baseline_report.second);
      ++solved;
    };
    for (const char* file : {"puzzles/magictour-top1465.txt", "puzzles/serg-multi-solution-10000.txt",
                             "puzzles/hardest11.txt", "puzzles/invalid-7-with-notes.txt"}) {
      CAPTURE(file);
      for (const Puzzle& puzzle : read_puzzles(file)) same_tree(puzzle.givens);
    }
    const auto hardest = read_puzzles("puzzles/forum-hardest-1905-11plus.txt");
    for (std::size_t k = 0; k < hardest.size(); k += 16) same_tree(hardest[k].givens);
    // Counted up to 1,000: the search well past the second solution.
    limits.max_solutions = 1000;
    Grid sparse = read_puzzles("puzzles/17-clue-49151.txt")[0].givens;
    for (int cell = 0; cell < 81; cell += 7) sparse.set(cell, 0);
    same_tree(sparse);
    same_tree(Grid(9));
    CHECK(solved == 1465 + 10000 + 11 + 7 + (hardest.size() + 15) / 16 + 2);
  }
  CHECK(PropagationSolver(Geometry::classic(), PropagationStrategy::generic).instruction_set() == "generic");
  CHECK(PropagationSolver(Geometry(2, 2)).instruction_set() == "generic");
}

// place_all() finds the peers of the cells it places in one of two ways (bitboard.hpp, Placement): the table's, cell by
// cell, and folded through rows, boxes and columns. They must agree on every set of cells: on whether two of them see
// each other, and, when none does, on what is kept. The solver's counts alone would not show a difference: a peer left
// with the digit surfaces later as a unit with none, so both ways count right and only the trees differ.
TEST_CASE("the folded peers of a set of cells equal the table's, cell by cell") {
  namespace bb = sudoku::propagation::baseline::bitboard;
  const auto same = [](bb::Lanes a, bb::Lanes b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3];
  };
  const auto check = [&](const std::vector<int>& cells) {
    bb::Lanes set{0, 0, 0, 0};
    for (const int cell : cells) set |= bb::kTables.cell[cell];
    bool clash_by_cell = false;
    bool clash_folded = false;
    const bb::Lanes by_cell = bb::peers_removed_cell_by_cell(set, clash_by_cell);
    const bb::Lanes folded = bb::peers_removed_folded(set, clash_folded);
    CAPTURE(cells.size());
    CHECK(clash_folded == clash_by_cell);
    if (!clash_by_cell) CHECK(same(folded, by_cell));
    return clash_by_cell;
  };
  // Every cell alone, every pair, and random sets of 3 to 12 cells.
  std::size_t clashes = 0;
  for (int a = 0; a < 81; ++a) {
    check({a});
    for (int b = a + 1; b < 81; ++b) clashes += check({a, b}) ? 1 : 0;
  }
  CHECK(clashes == 81 * 20 / 2);  // each cell has 20 peers
  std::uint64_t state = 0x9E3779B97F4A7C15ULL;
  const auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  std::size_t apart = 0;  // random sets with no two cells in a unit: their `kept` compared too
  for (int round = 0; round < 20000; ++round) {
    std::vector<int> cells;
    const int size = 3 + static_cast<int>(next() % 10);
    while (static_cast<int>(cells.size()) < size) {
      const int cell = static_cast<int>(next() % 81);
      if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
    }
    apart += check(cells) ? 0 : 1;
  }
  CHECK(apart > 0);
  // Sets with no two cells in a unit, built so, for the `kept` comparison at every size up to 9.
  std::size_t nine = 0;  // of them, those that reached nine cells (a digit placed in every row)
  for (int round = 0; round < 5000; ++round) {
    std::vector<int> cells;
    const int size = 1 + static_cast<int>(next() % 9);
    for (int tries = 0; tries < 200 && static_cast<int>(cells.size()) < size; ++tries) {
      const int cell = static_cast<int>(next() % 81);
      const bool sees = std::any_of(cells.begin(), cells.end(), [cell](int other) {
        return other == cell || other / 9 == cell / 9 || other % 9 == cell % 9 ||
               (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);
      });
      if (!sees) cells.push_back(cell);
    }
    CHECK_FALSE(check(cells));
    nine += cells.size() == 9 ? 1 : 0;
  }
  CHECK(nine > 0);
}
