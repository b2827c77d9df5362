#include "sudoku/dlx_solver.hpp"

#include <algorithm>

#include "exactcover/parallel.hpp"

namespace sudoku {

namespace {

SolveEnd to_solve_end(exactcover::SearchEnd end) {
  switch (end) {
    case exactcover::SearchEnd::exhausted:
    case exactcover::SearchEnd::forced_conflict:
      return SolveEnd::exhausted;
    case exactcover::SearchEnd::solution_limit:
    case exactcover::SearchEnd::stopped_by_visitor:
      return SolveEnd::solution_limit;
    case exactcover::SearchEnd::node_budget:
      return SolveEnd::node_budget;
    case exactcover::SearchEnd::time_budget:
      return SolveEnd::time_budget;
    case exactcover::SearchEnd::cancelled:
      return SolveEnd::cancelled;
  }
  return SolveEnd::exhausted;
}

}  // namespace

// A puzzle goes into the structure built once here in one of two ways (see solve_candidates). Forced, its givens
// are committed into the whole structure, and the structure is copied back afterwards (32 KB of links for 9×9),
// which is cheaper than undoing them: 57,500 -> 67,700 puzzles/s on 3,000 17-clue puzzles (two runs each, one after
// the other; callgrind counts more instructions, the copy's `rep movsb` counting per byte). Or the engine builds the
// lists anew from the options the givens leave (exactcover::Solver::search_among).
DlxSolver::DlxSolver(const Geometry& geometry)
    : encoding_(geometry), engine_(encoding_.problem(), exactcover::SolverOptions{.restore_by_copy = true}) {}

// A big count on several threads; most puzzles finish in a few hundred nodes, long before splitting would pay, so a
// serial trial comes first and only a count that outlives it is split (the trial's work is lost: at most kSerialTrial
// nodes, a few milliseconds). The split forces the givens into the whole structure (parallel_count): the same tree
// as the search among the options they leave, but not among a candidate grid's fewer ones, so a candidate grid is
// counted on one thread.
exactcover::SearchResult DlxSolver::count(const exactcover::SearchLimits& limits, int threads, Entry entry) {
  constexpr std::uint64_t kSerialTrial = 200'000;
  auto serial_count = [&](const exactcover::SearchLimits& serial_limits) {
    return entry == Entry::forced ? engine_.count(forced_, serial_limits)
                                  : engine_.count_among(forced_, allowed_, serial_limits);
  };
  if (threads <= 1 || entry == Entry::candidate_grid || limits.node_budget != exactcover::SearchLimits::unlimited) {
    return serial_count(limits);
  }
  exactcover::SearchLimits trial = limits;
  trial.node_budget = kSerialTrial;
  const exactcover::SearchResult serial = serial_count(trial);
  if (serial.end != exactcover::SearchEnd::node_budget) return serial;
  return exactcover::parallel_count(engine_, forced_, limits, exactcover::ParallelOptions{threads, 64});
}

void DlxSolver::solve_candidates(const Grid& puzzle, std::span<const std::uint32_t> candidates,
                                 const SolveLimits& limits, SolveReport& report) {
  // How the puzzle goes in (see the constructor). Forcing the givens unlinks every option they rule out; building
  // the lists anew writes every option they leave, at about the same cost per option (Links::build_among), so the
  // way that handles fewer options wins, and which one does depends on how many cells are given. On the 9×9 sets,
  // building against forcing (bench/README.md, "How a puzzle goes in"): 17 givens 0.89×, 22-24 givens 0.97-0.99×,
  // serg's 34-35 givens 1.22×: built from a third of the cells given. A candidate grid is always built (forcing its
  // givens would not take out the candidates it rules out); a killer grid with givens in cages is a problem of its
  // own (the reduced problem below).
  bool fits = encoding_.forced_options(puzzle, forced_) && candidates.empty();
  const bool build = !encoding_.geometry().has_cages() &&
                     (!candidates.empty() || 3 * forced_.size() >= static_cast<std::size_t>(puzzle.cell_count()));
  if (build) fits = encoding_.puzzle_options(puzzle, candidates, forced_, allowed_);
  const Entry entry = !build ? Entry::forced : candidates.empty() ? Entry::built : Entry::candidate_grid;
  exactcover::SearchLimits search_limits;
  search_limits.node_budget = limits.node_budget;
  search_limits.time_budget = limits.time_budget;
  search_limits.cancel = limits.cancel;
  if (limits.progress) {
    search_limits.progress = [&limits](const exactcover::SearchProgress& progress) {
      limits.progress(progress.nodes, progress.solutions, progress.fraction_done);
    };
  }
  // Which item to branch on, and which tree. In DLX1's tree an item left with no option is chosen like any other, a
  // dead end found one node later; first_fewest stops its scan at the first item with at most one option, so it may
  // take one with one option when one with none comes later, and the dead end shows only after more forced moves
  // (30 % more nodes on the hard collections than Knuth's leftmost_fewest, which reads every length at every node).
  // The pruned tree (SearchTree::pruned) abandons a commit as soon as an item reaches no option, so no item with none
  // is ever there to choose: first_fewest then makes leftmost_fewest's choices with its cheap scan. tdoku's harness
  // (run_benchmark -t 2 -w 1 -n 20000, thread CPU time, two alternating rounds, 2026-11-25, load 11-17), puzzles/s as a
  // multiple of fast_solv_9r2's in the same run, nodes per puzzle in brackets:
  //                     17-clue          top1465          forum-1905         forum-1106         serg
  //   first, DLX1 tree  1.68-1.72 (130)  1.46-1.48 (818)  1.32-1.35 (3,748)  1.34-1.35 (7,552)  2.08-2.11 (63)
  //   leftmost, DLX1    1.61-1.75 (113)  1.52-1.55 (632)  1.53-1.55 (2,647)  1.54-1.56 (5,301)  1.79-1.87 (62)
  //   leftmost, pruned  1.60-1.66 (109)  1.58 (589)       1.50-1.57 (2,476)  1.56-1.59 (4,928)  1.87-1.97 (62)
  //   first, pruned     1.83-1.84 (109)  1.83-1.86 (589)  1.76 (2,476)       1.79-1.80 (4,896)  2.10-2.11 (62)
  // (The two rules walk the same pruned tree; node counts differ only where the harness timed a sample of the set.)
  // On 16×16 and 25×25 too, the pruned tree with first_fewest takes 16 % and 17 % fewer instructions than first_fewest
  // in DLX1's tree (16,531 instead of 23,728 nodes per puzzle on puzzles/samples/16x16-30.txt, 38,895 instead of
  // 55,522 on 25x25-20.txt; callgrind inside DlxSolver::solve_candidates, sudoku_bench --solver dlx), where
  // leftmost_fewest in DLX1's tree cost 12 % and 30 % more: one rule and one tree serve every size.
  // Since then first_fewest takes, on the uniform layout of the encodings without cages, the item the last commit left
  // with one option without scanning ("Items left with one option" in lib/exactcover/src/links.hpp): 5-11 % more
  // puzzles/s on the 9×9 sets (2026-11-25, tdoku's run_benchmark -t 1 -w 1, 3 rounds, ours_dlx ÷ fast_solv_9r2 of
  // each run before and after, load 5.5) and 6 % fewer nodes on forum-hardest-1905 (sudoku_bench --solver dlx
  // --min-seconds 0 --max-puzzles 2000: 2,052.8 against 2,186.0 a puzzle).
  search_limits.choice_rule = exactcover::ChoiceRule::first_fewest;
  search_limits.tree = exactcover::SearchTree::pruned;

  report.solutions = 0;
  report.nodes = 0;
  report.guesses = 0;
  // One search: the visitor decodes the solutions that are kept, and the engine counts the others without visiting
  // them (decoding every solution of a big count would cost more than the search).
  const auto keep = static_cast<std::uint64_t>(std::clamp(limits.keep_solutions, 0, 2));
  search_limits.max_solutions = limits.max_solutions;
  search_limits.visit_limit = keep;
  std::uint64_t kept = 0;
  exactcover::SearchResult result;
  auto keep_grid = [&](std::span<const exactcover::OptionId> options) {
    encoding_.options_to_grid(options, kept == 0 ? report.first : report.second);
    ++kept;
    return true;
  };
  if (!fits) {
    // Givens inside cages, or a candidate grid with cages: solve the reduced problem, mapping its options back to
    // the template's for decoding.
    exactcover::Solver reduced(encoding_.puzzle_problem(puzzle, &kept_, candidates));
    result = reduced.search({}, [&](std::span<const exactcover::OptionId> options) {
      mapped_.clear();
      for (auto option : options) mapped_.push_back(kept_[static_cast<std::size_t>(option)]);
      return keep_grid(mapped_);
    }, search_limits);
  } else if (keep == 0) {
    result = count(search_limits, limits.threads, entry);
  } else if (entry == Entry::forced) {
    result = engine_.search(forced_, keep_grid, search_limits);
  } else {
    result = engine_.search_among(forced_, allowed_, keep_grid, search_limits);
  }
  report.end = to_solve_end(result.end);
  report.solutions = result.stats.solutions;
  report.nodes = result.stats.nodes;
}

}  // namespace sudoku
