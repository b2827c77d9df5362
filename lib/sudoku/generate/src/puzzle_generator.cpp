#include <algorithm>
#include <array>
#include <set>

#include "given_removal.hpp"
#include "grid_filler.hpp"
#include "jigsaw_regions.hpp"
#include "killer_cages.hpp"
#include "seeded_random.hpp"
#include "symmetry.hpp"
#include "sudoku/generate.hpp"

namespace sudoku {

namespace {

constexpr std::array<SymmetryInfo, 10> kSymmetries{{
    {Symmetry::none, "none", "no symmetry"},
    {Symmetry::rot180, "rot180", "a half turn maps the givens onto themselves"},
    {Symmetry::rot90, "rot90", "a quarter turn does"},
    {Symmetry::mirror, "mirror", "reflection left to right"},
    {Symmetry::flip, "flip", "reflection top to bottom"},
    {Symmetry::diagonal, "diagonal", "reflection about the main diagonal"},
    {Symmetry::antidiagonal, "antidiagonal", "reflection about the anti-diagonal"},
    {Symmetry::biaxial, "biaxial", "mirror and flip"},
    {Symmetry::bidiagonal, "bidiagonal", "both diagonals"},
    {Symmetry::dihedral, "dihedral", "all eight symmetries of the square"},
}};
static_assert([] {  // in the enum's order: check_request indexes it by the enum
  for (std::size_t k = 0; k < kSymmetries.size(); ++k) {
    if (static_cast<std::size_t>(kSymmetries[k].symmetry) != k) return false;
  }
  return true;
}());

// Guesses a fill may take before the grid is drawn again: a 9x9 fill takes a few, a 25x25 some hundreds.
std::uint64_t fill_budget(int size) { return size <= 9 ? 2'000 : 20'000; }

// A jigsaw's regions: rounds of the walk (jigsaw_regions.hpp), each on a new grid of the regions so far, and the trades
// each round tries per cell. Measured 2026-11-27 on 200 9x9 jigsaws (`dlx generate --seed S --count 50 --size 9
// --variant jigsaw -j 1`, S = 1..4; "outside" counts the cells outside the box that holds most of their region): 4
// rounds of 25 leave 28.5 % outside and one region in nine a box, in 1.19 s; 1 round of 100, 23.6 % in 0.80 s; 16
// rounds of 5, 35.9 % in 2.60 s. The walk over all partitions this replaced: 37.4 % in 2.38 s, most of it in fills
// of regions that admit no grid. On 16x16 (`--seed 1 --count 10 --size 16`) these rounds leave 15.4 % outside in
// 0.19 s a puzzle, where that walk left 42 % in 3.7 s a puzzle; from 18x18 up it made none.
constexpr int kRegionRounds = 4;
constexpr int kTradeTriesPerCell = 25;

// The fewest givens a unique puzzle of this request can have, as far as known: 17 for the classic 9×9 (McGuire,
// Tugemann and Civario, "There is no 16-clue Sudoku", 2012); otherwise N-1, since two digits that are both missing
// from the givens can be swapped in any solution.
int fewest_givens(const GenerateRequest& request) {
  const bool classic9 = request.size == 9 && !request.jigsaw && !request.diagonals && !request.windows;
  return classic9 ? 17 : request.size - 1;
}

}  // namespace

std::span<const SymmetryInfo> symmetries() { return kSymmetries; }

SolverKind default_check_solver(const GenerateRequest& request) {
  const bool boxes9 = request.size == 9 && !request.jigsaw && !request.killer;
  return boxes9 ? SolverKind::propagation : SolverKind::dlx;
}

std::uint64_t default_check_budget(const GenerateRequest& request) { return request.size > 12 ? 1000 : 10000; }

GeometryOrError request_geometry(const GenerateRequest& request) {
  if (request.size < 4 || request.size > Geometry::kMaxSize) {
    return "puzzles are made from 4x4 to 25x25, not " + std::to_string(request.size) + "x" + std::to_string(request.size);
  }
  GeometryOrError geometry = std::string();
  if (request.jigsaw) {
    std::vector<int> rows(static_cast<std::size_t>(request.size * request.size));
    for (std::size_t cell = 0; cell < rows.size(); ++cell) rows[cell] = static_cast<int>(cell) / request.size;
    geometry = Geometry::jigsaw(request.size, rows);
  } else {
    if (request.box_rows * request.box_cols != request.size || request.box_rows < 2 || request.box_cols < 2) {
      return "boxes of " + std::to_string(request.box_rows) + "x" + std::to_string(request.box_cols) + " do not make a " +
             std::to_string(request.size) + "x" + std::to_string(request.size) + " grid (a size without boxes: jigsaw)";
    }
    geometry = Geometry(request.box_rows, request.box_cols);
  }
  if (request.diagonals) geometry = std::get<Geometry>(geometry).with_diagonals();
  if (request.windows && std::holds_alternative<Geometry>(geometry)) geometry = std::get<Geometry>(geometry).with_windows();
  return geometry;
}

std::optional<std::string> check_request(const GenerateRequest& request) {
  if (auto geometry = request_geometry(request); std::holds_alternative<std::string>(geometry)) {
    return std::get<std::string>(geometry);
  }
  if (request.killer && (request.givens || request.symmetry != Symmetry::none)) {
    return "killer puzzles have no givens: --givens and --symmetry do not apply";
  }
  if (request.givens) {
    const int cells = request.size * request.size;
    if (*request.givens > cells) {
      return "a " + std::to_string(request.size) + "x" + std::to_string(request.size) + " grid has " +
             std::to_string(cells) + " cells, fewer than " + std::to_string(*request.givens) + " givens";
    }
    if (*request.givens < fewest_givens(request)) {
      return "no " + std::to_string(request.size) + "x" + std::to_string(request.size) + " puzzle with " +
             std::to_string(*request.givens) + " givens has one solution (at least " +
             std::to_string(fewest_givens(request)) +
             (fewest_givens(request) == 17 ? ": McGuire et al., 2012)" : ": two absent digits could be swapped)");
    }
    if (request.symmetry != Symmetry::none) {
      // Symmetric givens are whole orbits: K must be a sum of orbit sizes (rot90 on 9x9: 4s and the centre's 1).
      const std::vector<std::vector<int>> orbits = generation::symmetry_orbits(request.size, request.symmetry);
      std::vector<char> reachable(static_cast<std::size_t>(request.size * request.size) + 1, 0);
      reachable[0] = 1;
      std::set<int> sizes;
      for (const std::vector<int>& orbit : orbits) {
        const int size = static_cast<int>(orbit.size());
        sizes.insert(size);
        for (int total = static_cast<int>(reachable.size()) - 1; total >= size; --total) {
          reachable[static_cast<std::size_t>(total)] |= reachable[static_cast<std::size_t>(total - size)];
        }
      }
      if (!reachable[static_cast<std::size_t>(*request.givens)]) {
        std::string listed;
        for (const int size : sizes) listed += (listed.empty() ? "" : ", ") + std::to_string(size);
        const std::string_view name = kSymmetries[static_cast<std::size_t>(request.symmetry)].name;  // enum order
        return std::to_string(*request.givens) + " givens cannot be whole orbits of --symmetry " + std::string(name) +
               " on " +
               std::to_string(request.size) + "x" + std::to_string(request.size) + " (orbits of " + listed + " cells)";
      }
    }
  }
  if (request.attempts < 1) return "attempts must be at least 1";
  return std::nullopt;
}

struct PuzzleGenerator::State {
  const GenerateRequest& request;
  SolverFactory make_solver;  // a copy: the caller's may be a temporary
  PuzzleFilter filter;
  PuzzleDistance distance;
  std::shared_ptr<const Geometry> geometry;  // boxes (and X, windows): every puzzle's; jigsaw: a stand-in
  std::shared_ptr<const Geometry> jigsaw_start;  // jigsaw with boxes: the regions its first grid is filled in
  std::unique_ptr<PuzzleSolver> solver;      // for `geometry`
  std::unique_ptr<generation::GridFiller> filler;  // of `geometry`, or `jigsaw_start`; none for a jigsaw from rows
  std::vector<std::vector<int>> orbits;
  std::vector<std::vector<int>> order;       // the orbits in this attempt's random order
  generation::GivenRemoval removal;
  Grid solution;

  State(const GenerateRequest& request, const SolverFactory& make)
      : request(request), make_solver(make),
        geometry(std::make_shared<const Geometry>(std::get<Geometry>(request_geometry(request)))),
        orbits(generation::symmetry_orbits(request.size, request.symmetry)) {
    if (!request.jigsaw) {
      filler = std::make_unique<generation::GridFiller>(*geometry);
      if (!request.killer) solver = make_solver(request.solver, *geometry);
    } else if (Geometry::default_box(request.size)) {
      // A jigsaw's first grid is filled in the boxes its walk starts from (jigsaw_regions.hpp), with its diagonals;
      // a jigsaw of a size without boxes fills each layout drawn (draw_grid).
      GeometryOrError start = Geometry::jigsaw(request.size, generation::start_regions(request.size));
      if (request.diagonals) start = std::get<Geometry>(start).with_diagonals();
      jigsaw_start = std::make_shared<const Geometry>(std::get<Geometry>(std::move(start)));
      filler = std::make_unique<generation::GridFiller>(*jigsaw_start);
    }
  }

  // This attempt's geometry (a jigsaw's new regions) and a solution grid of it; false when the fill gave up.
  bool draw_grid(generation::SeededRandom& random, std::shared_ptr<const Geometry>& drawn) {
    if (!request.jigsaw) {
      drawn = geometry;
      return filler->fill(random, fill_budget(request.size), solution);
    }
    auto draw = [&](const std::vector<int>& region_of) {
      GeometryOrError regions = Geometry::jigsaw(request.size, region_of);
      if (request.diagonals) regions = std::get<Geometry>(regions).with_diagonals();
      drawn = std::make_shared<const Geometry>(std::get<Geometry>(std::move(regions)));
    };
    if (!Geometry::default_box(request.size)) {  // from rows: the regions first, then a grid of them
      draw(generation::random_regions(request.size, random));
      return generation::GridFiller(*drawn).fill(random, fill_budget(request.size), solution);
    }
    if (!filler->fill(random, fill_budget(request.size), solution)) return false;
    std::vector<int> region_of = generation::start_regions(request.size);
    for (int round = 0;; ++round) {
      generation::walk_regions(solution, kTradeTriesPerCell, random, region_of);
      draw(region_of);
      if (round + 1 == kRegionRounds) return true;  // `solution` is a solution of the regions drawn: the walk keeps it one
      // Another grid of these regions lets the next round trade other cells; when none is found soon, this one stays.
      Grid other;
      generation::GridFiller filler_of_regions(*drawn);
      if (filler_of_regions.fill(random, fill_budget(request.size), other)) solution = other;
    }
  }

  // Killer: cages over the solution, split until they alone have one solution.
  GenerateEnd make_killer(generation::SeededRandom& random, const std::shared_ptr<const Geometry>& base,
                          const std::atomic<bool>* cancel, GeneratedPuzzle& out) {
    std::vector<Cage> cages = generation::random_cages(request.size, solution, random);
    SolveLimits limits;
    limits.max_solutions = 2;
    limits.keep_solutions = 2;
    limits.node_budget = request.check_budget;
    limits.cancel = cancel;
    SolveReport report;
    const Grid empty(request.size);
    for (;;) {
      auto caged = std::make_shared<const Geometry>(std::get<Geometry>(base->with_cages(cages)));
      std::unique_ptr<PuzzleSolver> checker = make_solver(request.solver, *caged);
      checker->solve(empty, limits, report);
      ++out.checks;
      out.nodes += report.nodes;
      if (report.end == SolveEnd::cancelled) return GenerateEnd::cancelled;
      if (report.solutions == 1 && report.complete()) {
        out.puzzle.geometry = caged;
        out.puzzle.givens = empty;
        out.minimal = true;  // no givens: none can go
        return GenerateEnd::made;
      }
      // Cut a cage where a second solution differs; with no second solution (the budget ran out), the largest.
      std::vector<int> differing;
      if (report.solutions >= 2) {
        const Grid& other = report.first == solution ? report.second : report.first;
        for (int cell = 0; cell < other.cell_count(); ++cell) {
          if (other[cell] != solution[cell]) differing.push_back(cell);
        }
      } else {
        std::size_t largest = 0;
        for (const Cage& cage : cages) largest = std::max(largest, cage.cells.size());
        for (const Cage& cage : cages) {
          if (cage.cells.size() == largest) differing.insert(differing.end(), cage.cells.begin(), cage.cells.end());
        }
      }
      random.shuffle(std::span<int>(differing));
      bool split = false;
      for (int cell : differing) {
        if (generation::split_cage(cages, request.size, cell, solution, random)) {
          split = true;
          break;
        }
      }
      if (!split) return GenerateEnd::unreached;  // every differing cell alone in its cage: cannot happen
    }
  }
};

PuzzleGenerator::PuzzleGenerator(const GenerateRequest& request, const SolverFactory& make_solver, PuzzleFilter filter,
                                 PuzzleDistance distance)
    : state_(std::make_unique<State>(request, make_solver)) {
  state_->filter = std::move(filter);
  state_->distance = std::move(distance);
}

PuzzleGenerator::~PuzzleGenerator() = default;

void PuzzleGenerator::generate(std::uint64_t index, const std::atomic<bool>* cancel, GeneratedPuzzle& out) {
  State& state = *state_;
  const GenerateRequest& request = state.request;
  generation::SeededRandom random(request.seed, index);
  out.end = GenerateEnd::made;
  out.puzzle.geometry.reset();
  out.minimal = false;
  out.checks = 0;
  out.nodes = 0;
  out.why.clear();
  int closest = -1;  // the fewest givens a failed attempt reached (--givens)
  int not_minimal = 0;  // --minimal: made, but a given could go
  int unproven = 0;     // --minimal: made, but a given's check ran out of --check-budget
  int refused = 0;   // made, and refused by the filter
  // 0 when the puzzle is kept: the filter accepts it and the distance is 0.
  auto judge = [&](const Puzzle& puzzle, const Grid& solution) {
    if (state.filter && !state.filter(puzzle, solution)) return 1;
    return state.distance ? state.distance(puzzle, solution) : 0;
  };
  for (out.attempts = 1; out.attempts <= request.attempts; ++out.attempts) {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
      out.end = GenerateEnd::cancelled;
      return;
    }
    std::shared_ptr<const Geometry> geometry;
    if (!state.draw_grid(random, geometry)) continue;
    if (request.killer) {
      out.end = state.make_killer(random, geometry, cancel, out);
      if (out.end == GenerateEnd::unreached) continue;
      out.solution = state.solution;
      if (out.end == GenerateEnd::made && judge(out.puzzle, out.solution) != 0) {
        ++refused;
        continue;
      }
      return;
    }
    std::unique_ptr<PuzzleSolver> own_solver;
    PuzzleSolver* solver = state.solver.get();
    if (request.jigsaw) {
      own_solver = state.make_solver(request.solver, *geometry);
      solver = own_solver.get();
    }
    state.order = state.orbits;
    random.shuffle(std::span<std::vector<int>>(state.order));
    state.removal.start(*geometry, *solver, state.solution, request.check_budget, cancel);
    const generation::CheckResult pass = state.removal.remove(state.order, request.givens.value_or(0));
    auto account = [&] {
      out.checks += state.removal.checks();
      out.nodes += state.removal.nodes();
    };
    if (pass == generation::CheckResult::cancelled) {
      account();
      out.end = GenerateEnd::cancelled;
      return;
    }
    const int givens = state.removal.givens();
    if (request.givens && givens != *request.givens) {
      account();
      if (closest < 0 || givens < closest) closest = givens;
      continue;
    }
    bool minimal = state.removal.all_kept_proven() && request.symmetry == Symmetry::none;
    if (request.minimal && !minimal) {
      using Minimality = generation::GivenRemoval::Minimality;
      const Minimality verified = state.removal.verify_minimal();
      account();
      if (verified == Minimality::cancelled) {
        out.end = GenerateEnd::cancelled;
        return;
      }
      if (verified != Minimality::minimal) {
        ++(verified == Minimality::removable ? not_minimal : unproven);
        continue;
      }
      minimal = true;
    } else {
      account();
    }
    out.puzzle.geometry = geometry;
    out.puzzle.givens = state.removal.puzzle();
    out.solution = state.solution;
    int distance = judge(out.puzzle, out.solution);
    // Moves to neighbours of the same solution, towards the target (tdoku's generator moves through its pool this
    // way): drop 3 givens, add givens until unique, take givens away until minimal.
    const bool can_move = request.moves > 0 && state.distance && request.symmetry == Symmetry::none && !request.givens;
    const std::uint64_t checks_before = state.removal.checks();
    const std::uint64_t nodes_before = state.removal.nodes();
    for (int move = 0; distance > 0 && can_move && move < request.moves; ++move) {
      Grid neighbour = out.puzzle.givens;
      std::vector<int> givens_now;
      for (int cell = 0; cell < neighbour.cell_count(); ++cell) {
        if (neighbour[cell] != 0) givens_now.push_back(cell);
      }
      random.shuffle(std::span<int>(givens_now));
      for (std::size_t k = 0; k < 3 && k < givens_now.size(); ++k) neighbour.set(givens_now[k], 0);
      state.removal.restart_from(neighbour);
      if (state.removal.complete_to_unique(random) != generation::CheckResult::unique) break;
      state.order.clear();
      for (int cell = 0; cell < neighbour.cell_count(); ++cell) {
        if (state.removal.puzzle()[cell] != 0) state.order.push_back({cell});
      }
      random.shuffle(std::span<std::vector<int>>(state.order));
      if (state.removal.remove(state.order, 0) == generation::CheckResult::cancelled) break;
      Puzzle moved{geometry, state.removal.puzzle(), {}, {}, {}, {}};
      const int moved_distance = judge(moved, out.solution);
      if (moved_distance <= distance) {
        distance = moved_distance;
        out.puzzle.givens = moved.givens;
        minimal = state.removal.all_kept_proven();
      }
    }
    out.checks += state.removal.checks() - checks_before;
    out.nodes += state.removal.nodes() - nodes_before;
    if (distance > 0) {
      ++refused;
      continue;
    }
    out.end = GenerateEnd::made;
    out.minimal = minimal;
    return;
  }
  out.attempts = request.attempts;
  out.end = GenerateEnd::unreached;
  const std::string tries = " in " + std::to_string(request.attempts) + " attempt" + (request.attempts == 1 ? "" : "s");
  if (request.givens) {
    out.why = "no puzzle with " + std::to_string(*request.givens) + " givens" + (request.minimal ? " that is minimal" : "") +
              tries + (closest >= 0 ? " (the fewest reached: " + std::to_string(closest) + ")" : "");
  } else if (refused > 0) {
    out.why = "no puzzle meeting the target" + tries + " (" + std::to_string(refused) + " made and refused)";
  } else if (not_minimal > 0 || unproven > 0) {
    std::string made;
    if (not_minimal > 0) {
      made = std::to_string(not_minimal) + (request.symmetry != Symmetry::none ? " symmetric ones" : "") +
             " had a removable given";
    }
    if (unproven > 0) {
      made += (made.empty() ? "" : ", ") + std::to_string(unproven) + " had a given whose check ran out of " +
              "--check-budget";
    }
    out.why = "no minimal puzzle" + tries + " (" + made + ")";
  } else {
    out.why = "no grid could be filled" + tries;
  }
}

}  // namespace sudoku
