// Differential testing at volume: 20,000 random puzzles — random full grids with random givens removed (so many have
// several solutions) and some with a given changed (so many have none) — counted up to a cap by both solvers, which
// must agree on the count and give valid solutions. Seeded: the same puzzles on every run and every machine.
#include <doctest/doctest.h>

#include <cstdint>

#include "exactcover/solver.hpp"
#include "sudoku/dlx_solver.hpp"
#include "sudoku/encode.hpp"
#include "sudoku/propagation_solver.hpp"
#include "sudoku/rules.hpp"
#include "support.hpp"

using namespace sudoku;

namespace {

// A random full grid: the first solution of an empty grid, with options shuffled and ties broken at random.
Grid random_full_grid(const ExactCoverEncoding& encoding, std::uint64_t seed) {
  exactcover::Solver solver(encoding.problem(), exactcover::SolverOptions{.shuffle_seed = seed});
  exactcover::SearchLimits limits;
  limits.max_solutions = 1;
  limits.choice_rule = exactcover::ChoiceRule::random_fewest;
  limits.seed = seed;
  Grid grid(encoding.geometry().size());
  solver.search({}, [&](std::span<const exactcover::OptionId> options) {
    encoding.options_to_grid(options, grid);
    return true;
  }, limits);
  return grid;
}

}  // namespace

TEST_CASE("20,000 random puzzles of every kind of answer: both solvers agree, up to 10 solutions each") {
  const Geometry& geometry = Geometry::classic();
  const ExactCoverEncoding encoding(geometry);
  DlxSolver dlx(geometry);
  PropagationSolver propagation(geometry);
  SolveLimits limits;
  limits.max_solutions = 10;
  SolveReport a, b;
  test_support::Random random{20261122};
  std::uint64_t unique = 0, none = 0, several = 0, capped = 0;
  Grid grid;
  for (int round = 0; round < 200; ++round) {
    const Grid full = random_full_grid(encoding, 1 + static_cast<std::uint64_t>(round));
    REQUIRE(is_solution(geometry, full));
    for (int variant = 0; variant < 100; ++variant) {
      grid = full;
      const auto keep = 18 + random.below(30);  // 18..47 givens
      for (int cell = 0; cell < 81; ++cell) {
        if (random.below(81) >= keep) grid.set(cell, 0);
      }
      if (variant % 4 == 3) {  // change one given: often no solution, sometimes clashing givens
        const int cell = static_cast<int>(random.below(81));
        grid.set(cell, 1 + static_cast<int>(random.below(9)));
      }
      dlx.solve(grid, limits, a);
      propagation.solve(grid, limits, b);
      CAPTURE(round);
      CAPTURE(variant);
      REQUIRE(a.solutions == b.solutions);
      REQUIRE(a.end == b.end);
      if (a.solutions >= 1) {
        CHECK(is_solution(geometry, a.first));
        CHECK(keeps_givens(grid, a.first));
        CHECK(is_solution(geometry, b.first));
        CHECK(keeps_givens(grid, b.first));
      }
      if (a.solutions == 1) CHECK(a.first == b.first);
      unique += a.solutions == 1;
      none += a.solutions == 0;
      several += a.solutions > 1 && a.complete();
      capped += !a.complete();
    }
  }
  // The mix the generator promises: every kind of answer, many times.
  CHECK(unique > 1000);
  CHECK(none > 1000);
  CHECK(several > 1000);
  CHECK(capped > 1000);
  CHECK(dlx.engine().links_consistent());
}

TEST_CASE("candidate grids (pencilmarks): both solvers agree on 6x6, 8x8, 9x9 and a jigsaw, up to 10 solutions each") {
  // Random full grids, random givens, and in each blank cell random candidates (the grid's own digit kept more often
  // than the others, so that some grids keep their solution and some lose it). The candidates reach DLX as the options
  // it searches among (exactcover::Solver::search_among) and the reference as its starting masks: two independent
  // paths, which must agree.
  const Geometry jigsaw = test_support::must(Geometry::jigsaw(
      6, {0, 0, 0, 1, 1, 1, 0, 0, 2, 2, 1, 1, 0, 2, 2, 2, 3, 1, 4, 4, 2, 3, 3, 3, 4, 4, 5, 5, 3, 3, 4, 4, 5, 5, 5, 5}));
  for (const Geometry& geometry : {Geometry(2, 3), Geometry(2, 4), Geometry::classic(), jigsaw}) {
    CAPTURE(geometry.describe());
    const int n = geometry.size();
    const ExactCoverEncoding encoding(geometry);
    DlxSolver dlx(geometry);
    PropagationSolver propagation(geometry);
    SolveLimits limits;
    limits.max_solutions = 10;
    SolveReport a, b, plain;
    test_support::Random random{20261124};
    std::uint64_t unique = 0, none = 0, several = 0;
    Grid grid;
    std::vector<std::uint32_t> candidates(static_cast<std::size_t>(n * n));
    for (int round = 0; round < 50; ++round) {
      const Grid full = random_full_grid(encoding, 1 + static_cast<std::uint64_t>(round));
      REQUIRE(is_solution(geometry, full));
      for (int variant = 0; variant < 40; ++variant) {
        grid = full;
        const auto keep = random.below(static_cast<std::uint32_t>(n * n) / 2);
        for (int cell = 0; cell < n * n; ++cell) {
          if (random.below(static_cast<std::uint32_t>(n * n)) >= keep) grid.set(cell, 0);
        }
        for (int cell = 0; cell < n * n; ++cell) {
          std::uint32_t mask = 0;
          for (int digit = 1; digit <= n; ++digit) {
            const bool own = digit == full[cell];
            if (grid[cell] != 0 ? digit == grid[cell] : random.below(100) < (own ? 95U : 60U)) {
              mask |= 1U << (digit - 1);
            }
          }
          candidates[static_cast<std::size_t>(cell)] = mask;
        }
        dlx.solve_candidates(grid, candidates, limits, a);
        propagation.solve_candidates(grid, candidates, limits, b);
        CAPTURE(round);
        CAPTURE(variant);
        REQUIRE(a.solutions == b.solutions);
        REQUIRE(a.end == b.end);
        for (const SolveReport* report : {&a, &b}) {
          if (report->solutions == 0) continue;
          CHECK(is_solution(geometry, report->first));
          CHECK(keeps_givens(grid, report->first));
          for (int cell = 0; cell < n * n; ++cell) {
            CHECK(((candidates[static_cast<std::size_t>(cell)] >> (report->first[cell] - 1)) & 1U) == 1U);
          }
        }
        if (a.solutions == 1) CHECK(a.first == b.first);
        unique += a.solutions == 1;
        none += a.solutions == 0;
        several += a.solutions > 1;
        // Every digit a candidate: the same answers as the givens alone.
        std::fill(candidates.begin(), candidates.end(), (1U << n) - 1);
        dlx.solve_candidates(grid, candidates, limits, a);
        dlx.solve(grid, limits, plain);
        CHECK(a.solutions == plain.solutions);
        propagation.solve_candidates(grid, candidates, limits, b);
        CHECK(b.solutions == plain.solutions);
      }
    }
    CHECK(unique > 50);
    CHECK(none > 50);
    CHECK(several > 50);
    CHECK(dlx.engine().links_consistent());
  }
}
