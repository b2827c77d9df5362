// Writes the sample puzzles of puzzles/samples/: every size from 4x4 to 25x25, X-Sudoku, windoku, jigsaw and killer
// 9x9, and sets of 16x16 and 25x25 puzzles for benchmarks. Built and run by tools/make_samples.sh.
//
// Every puzzle comes from the project's own solver and is kept only when it has exactly one solution:
//   1. a full grid: the first solution of the empty grid's exact-cover problem, with the options shuffled and the
//      item to branch on chosen at random (exactcover::SolverOptions::shuffle_seed, ChoiceRule::random_fewest);
//   2. jigsaw: first random regions (boxes reshaped by swapping cells between neighbouring regions, each region
//      kept connected), then a full grid of them as in 1 (a layout with no grid is drawn again);
//      killer: random connected cages over the full grid, each cell in one, no digit twice in a cage, sums from the
//      grid, no givens;
//   3. givens: the cells of the full grid in random order, each blanked unless the puzzle would no longer be unique
//      (DlxSolver, counting to 2), up to a share of blanks per size so that big puzzles stay quick to solve;
//   4. kept only when DlxSolver and PropagationSolver both count exactly one solution, the full grid.
// The same seed writes the same files (every budget counts search nodes, not time).
#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "exactcover/solver.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"

using namespace sudoku;

namespace {

using Random = std::mt19937_64;
constexpr std::uint64_t kSeed = 20261122;  // the seed of every file (each file draws from its own stream)

Geometry must(GeometryOrError result) {
  if (auto* error = std::get_if<std::string>(&result)) throw std::runtime_error("geometry: " + *error);
  return std::get<Geometry>(std::move(result));
}

std::optional<Grid> random_full_grid(const Geometry& geometry, Random& random) {
  const std::uint64_t seed = random() | 1;  // shuffle_seed 0 would mean no shuffling
  ExactCoverEncoding encoding(geometry);
  exactcover::SolverOptions options;
  options.shuffle_seed = seed;
  exactcover::Solver solver(encoding.problem(), options);
  exactcover::SearchLimits limits;
  limits.max_solutions = 1;
  limits.choice_rule = exactcover::ChoiceRule::random_fewest;
  limits.seed = seed;
  limits.node_budget = 1'000'000;  // budgets in nodes, not time, so that every machine writes the same files
  Grid grid(geometry.size());
  bool found = false;
  solver.search(
      {},
      [&](std::span<const exactcover::OptionId> chosen) {
        encoding.options_to_grid(chosen, grid);
        found = true;
        return false;
      },
      limits);
  return found ? std::optional<Grid>(grid) : std::nullopt;
}

// Exactly one solution by the DLX solver within its budget (counting to 2).
bool dlx_unique(DlxSolver& solver, const Grid& puzzle) {
  SolveLimits limits;
  limits.max_solutions = 2;
  limits.keep_solutions = 0;
  limits.node_budget = 100'000;
  SolveReport report;
  solver.solve(puzzle, limits, report);
  return report.complete() && report.solutions == 1;
}

// Both solvers count exactly one solution, and it is `solution`.
bool unique_by_both(const Geometry& geometry, const Grid& puzzle, const Grid& solution) {
  DlxSolver dlx(geometry);
  PropagationSolver propagation(geometry);
  for (PuzzleSolver* solver : {static_cast<PuzzleSolver*>(&dlx), static_cast<PuzzleSolver*>(&propagation)}) {
    SolveLimits limits;
    limits.max_solutions = 2;
    limits.keep_solutions = 1;
    limits.node_budget = 10'000'000;
    SolveReport report;
    solver->solve(puzzle, limits, report);
    if (!report.complete() || report.solutions != 1 || report.first != solution) return false;
  }
  return is_solution(geometry, solution) && keeps_givens(puzzle, solution);
}

// Blanks cells of `solution` in random order while the puzzle stays unique, up to max_blank_share of them.
Grid make_givens(const Geometry& geometry, const Grid& solution, double max_blank_share, Random& random) {
  DlxSolver solver(geometry);
  Grid puzzle = solution;
  std::vector<int> cells(static_cast<std::size_t>(geometry.cell_count()));
  for (int cell = 0; cell < geometry.cell_count(); ++cell) cells[static_cast<std::size_t>(cell)] = cell;
  std::shuffle(cells.begin(), cells.end(), random);
  const int max_blanks = static_cast<int>(max_blank_share * geometry.cell_count());
  int blanks = 0;
  for (int cell : cells) {
    if (blanks == max_blanks) break;
    const int digit = puzzle[cell];
    puzzle.set(cell, 0);
    if (dlx_unique(solver, puzzle)) {
      ++blanks;
    } else {
      puzzle.set(cell, digit);
    }
  }
  return puzzle;
}

std::vector<int> neighbours(int cell, int n) {
  std::vector<int> result;
  const int row = cell / n;
  const int column = cell % n;
  if (row > 0) result.push_back(cell - n);
  if (row + 1 < n) result.push_back(cell + n);
  if (column > 0) result.push_back(cell - 1);
  if (column + 1 < n) result.push_back(cell + 1);
  return result;
}

// The cells of `region` form one piece (orthogonal steps).
bool connected(const std::vector<int>& regions, int region, int n) {
  const auto first = std::find(regions.begin(), regions.end(), region);
  std::vector<bool> seen(regions.size(), false);
  std::vector<int> stack = {static_cast<int>(first - regions.begin())};
  seen[static_cast<std::size_t>(stack[0])] = true;
  std::ptrdiff_t reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for (int next : neighbours(cell, n)) {
      if (!seen[static_cast<std::size_t>(next)] && regions[static_cast<std::size_t>(next)] == region) {
        seen[static_cast<std::size_t>(next)] = true;
        stack.push_back(next);
      }
    }
  }
  return reached == std::count(regions.begin(), regions.end(), region);
}

// Boxes reshaped: cell a joins a neighbouring region B while a cell c of B next to a's region joins it back, when
// both regions stay connected.
std::vector<int> random_regions(const Geometry& boxes, int swaps, Random& random) {
  const int n = boxes.size();
  std::vector<int> regions(static_cast<std::size_t>(boxes.cell_count()));
  for (int cell = 0; cell < boxes.cell_count(); ++cell) regions[static_cast<std::size_t>(cell)] = boxes.box_of(cell);
  auto region = [&](int cell) -> int& { return regions[static_cast<std::size_t>(cell)]; };
  std::uniform_int_distribution<int> any_cell(0, boxes.cell_count() - 1);
  for (int done = 0, tries = 0; done < swaps && tries < swaps * 200; ++tries) {
    const int a = any_cell(random);
    std::vector<int> across;
    for (int b : neighbours(a, n)) {
      if (region(b) != region(a)) across.push_back(b);
    }
    if (across.empty()) continue;
    const int from = region(a);
    const int to = region(across[random() % across.size()]);
    std::vector<int> returning;  // cells of `to` next to `from` (other than a)
    for (int c = 0; c < boxes.cell_count(); ++c) {
      if (region(c) != to) continue;
      for (int d : neighbours(c, n)) {
        if (d != a && region(d) == from) {
          returning.push_back(c);
          break;
        }
      }
    }
    if (returning.empty()) continue;
    const int c = returning[random() % returning.size()];
    region(a) = to;
    region(c) = from;
    if (connected(regions, from, n) && connected(regions, to, n)) {
      ++done;
    } else {
      region(a) = from;
      region(c) = to;
    }
  }
  return regions;
}

// Connected cages of 1 to 4 cells (mostly 2 and 3) covering the grid, no digit twice in one.
std::vector<Cage> random_cages(const Grid& grid, Random& random) {
  const int n = grid.size();
  std::vector<int> owner(static_cast<std::size_t>(grid.cell_count()), -1);
  std::vector<int> order(static_cast<std::size_t>(grid.cell_count()));
  for (int cell = 0; cell < grid.cell_count(); ++cell) order[static_cast<std::size_t>(cell)] = cell;
  std::shuffle(order.begin(), order.end(), random);
  std::discrete_distribution<int> size_weights({0, 1, 4, 4, 2});
  std::vector<Cage> cages;
  for (int start : order) {
    if (owner[static_cast<std::size_t>(start)] >= 0) continue;
    const int target = size_weights(random);
    Cage cage;
    std::uint32_t digits = 0;
    auto add = [&](int cell) {
      cage.cells.push_back(cell);
      owner[static_cast<std::size_t>(cell)] = static_cast<int>(cages.size());
      digits |= 1u << grid[cell];
    };
    add(start);
    while (static_cast<int>(cage.cells.size()) < target) {
      std::vector<int> candidates;
      for (int member : cage.cells) {
        for (int next : neighbours(member, n)) {
          if (owner[static_cast<std::size_t>(next)] < 0 && (digits & (1u << grid[next])) == 0)
            candidates.push_back(next);
        }
      }
      if (candidates.empty()) break;
      add(candidates[random() % candidates.size()]);
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    for (int cell : cage.cells) cage.sum += grid[cell];
    cages.push_back(std::move(cage));
  }
  // In reading order of their first cells, as people number cages.
  std::sort(cages.begin(), cages.end(), [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  return cages;
}

struct Sample {
  Puzzle puzzle;
  Grid solution;
};

// A unique puzzle of `geometry` (plain, X or windoku).
Sample make_sample(const Geometry& geometry, double max_blank_share, Random& random) {
  for (;;) {
    const std::optional<Grid> solution = random_full_grid(geometry, random);
    if (!solution) continue;
    const Grid givens = make_givens(geometry, *solution, max_blank_share, random);
    if (!unique_by_both(geometry, givens, *solution)) continue;
    return Sample{Puzzle{std::make_shared<const Geometry>(geometry), givens, {}, {}, {}, {}}, *solution};
  }
}

Sample make_jigsaw_sample(int box_rows, int box_cols, Random& random) {
  const Geometry boxes(box_rows, box_cols);
  for (;;) {
    const Geometry jigsaw = must(Geometry::jigsaw(boxes.size(), random_regions(boxes, 3 * boxes.size(), random)));
    if (auto sample = [&]() -> std::optional<Sample> {
          const std::optional<Grid> solution = random_full_grid(jigsaw, random);
          if (!solution) return std::nullopt;
          const Grid givens = make_givens(jigsaw, *solution, 1.0, random);
          if (!unique_by_both(jigsaw, givens, *solution)) return std::nullopt;
          return Sample{Puzzle{std::make_shared<const Geometry>(jigsaw), givens, {}, {}, {}, {}}, *solution};
        }()) {
      return *sample;
    }
  }
}

Sample make_killer_sample(Random& random) {
  const Geometry& classic = Geometry::classic();
  for (;;) {
    const std::optional<Grid> solution = random_full_grid(classic, random);
    if (!solution) continue;
    const Geometry killer = must(classic.with_cages(random_cages(*solution, random)));
    const Grid empty(killer.size());
    if (!unique_by_both(killer, empty, *solution)) continue;
    return Sample{Puzzle{std::make_shared<const Geometry>(killer), empty, {}, {}, {}, {}}, *solution};
  }
}

class SampleFile {
 public:
  SampleFile(const std::string& directory, const std::string& name, const std::string& about)
      : path_(directory + "/" + name), out_(path_, std::ios::binary) {
    out_ << "# " << about << "\n# Written by tools/make_samples.sh (tools/make_samples.cpp, seed " << kSeed
         << "): each puzzle has exactly one solution, by both solvers.\n";
  }
  void comment(const std::string& text) { out_ << "# " << text << "\n"; }
  void add(const Sample& sample) {
    out_ << format_puzzle(sample.puzzle) << "\n";
    ++count_;
  }
  ~SampleFile() { std::cerr << path_ << ": " << count_ << " puzzles\n"; }

 private:
  std::string path_;
  std::ofstream out_;
  int count_ = 0;
};

// Blanks beyond which big puzzles would take the solvers too long for a test run.
double max_blank_share(int n) { return n <= 9 ? 1.0 : n <= 12 ? 0.65 : n <= 16 ? 0.6 : n <= 20 ? 0.55 : 0.5; }

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: make_samples DIRECTORY\n";
    return 2;
  }
  const std::string directory = argv[1];
  std::uint64_t stream = 0;
  auto random_for_file = [&]() { return Random(kSeed + 1000 * ++stream); };
  {
    Random random = random_for_file();
    SampleFile file(directory, "sizes-4-to-25.txt",
                    "Five puzzles of each size from 4x4 to 25x25, boxes of the default shape.");
    for (auto [rows, cols] : std::vector<std::pair<int, int>>{
             {2, 2}, {2, 3}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {3, 5}, {4, 4}, {4, 5}, {5, 5}}) {
      const Geometry geometry(rows, cols);
      file.comment(geometry.describe() + ", boxes of " + std::to_string(rows) + "x" + std::to_string(cols));
      for (int k = 0; k < 5; ++k) file.add(make_sample(geometry, max_blank_share(geometry.size()), random));
    }
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "x-sudoku-9x9.txt", "X-Sudoku 9x9: both main diagonals hold 1-9 too.");
    const Geometry x = must(Geometry::classic().with_diagonals());
    for (int k = 0; k < 20; ++k) file.add(make_sample(x, 1.0, random));
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "windoku-9x9.txt",
                    "Windoku 9x9: the four windows at rows and columns 2-4 and 6-8 hold 1-9 too.");
    const Geometry windoku = must(Geometry::classic().with_windows());
    for (int k = 0; k < 20; ++k) file.add(make_sample(windoku, 1.0, random));
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "jigsaw-9x9.txt", "Jigsaw 9x9: connected regions of 9 cells instead of boxes.");
    for (int k = 0; k < 20; ++k) file.add(make_jigsaw_sample(3, 3, random));
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "killer-9x9.txt",
                    "Killer 9x9: connected cages of 1-4 cells with their sums, no givens.");
    for (int k = 0; k < 10; ++k) file.add(make_killer_sample(random));
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "16x16-30.txt",
                    "Thirty 16x16 puzzles (4x4 boxes, symbols 1-9 and A-G), for benchmarks.");
    for (int k = 0; k < 30; ++k) file.add(make_sample(Geometry(4, 4), max_blank_share(16), random));
  }
  {
    Random random = random_for_file();
    SampleFile file(directory, "25x25-20.txt",
                    "Twenty 25x25 puzzles (5x5 boxes, symbols 1-9 and A-P), for benchmarks.");
    for (int k = 0; k < 20; ++k) file.add(make_sample(Geometry(5, 5), max_blank_share(25), random));
  }
  return 0;
}
