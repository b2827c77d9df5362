// dlx generate and sudoku::PuzzleGenerator: every puzzle made has exactly one solution by both solvers, minimal ones
// are minimal (each given checked by DLX), symmetric ones are symmetric, --givens is exact, and a seed makes the same
// puzzles whatever the thread count. Suite `slow` makes the hundreds of 9x9 killers and the 16x16 and 25x25 ones.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <sstream>

#include "cli_support.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"
#include "support.hpp"

using namespace sudoku;
using test_support::run_dlx;

namespace {

// Solutions of `givens` counted by `kind`, capped at 2 (the count must finish: no budget).
std::uint64_t solutions(SolverKind kind, const Geometry& geometry, const Grid& givens) {
  auto solver = make_solver(kind, geometry);
  SolveLimits limits;
  limits.max_solutions = 2;
  limits.keep_solutions = 0;
  SolveReport report;
  solver->solve(givens, limits, report);
  REQUIRE((report.complete() || report.end == SolveEnd::solution_limit));
  return report.solutions;
}

// Removing any one given leaves a second solution (DLX decides: the generator's checks used propagation on 9x9).
bool is_minimal(const Geometry& geometry, const Grid& givens) {
  Grid trial = givens;
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (givens[cell] == 0) continue;
    trial.set(cell, 0);
    const bool needed = solutions(SolverKind::dlx, geometry, trial) == 2;
    trial.set(cell, givens[cell]);
    if (!needed) return false;
  }
  return true;
}

GenerateRequest request_for(int size, std::uint64_t seed) {
  GenerateRequest request;
  request.size = size;
  const auto box = Geometry::default_box(size);
  if (box) {
    request.box_rows = box->first;
    request.box_cols = box->second;
  } else {
    request.jigsaw = true;
  }
  request.seed = seed;
  request.solver = default_check_solver(request);
  request.check_budget = default_check_budget(request);
  return request;
}

struct Tally {
  int made = 0;
  int minimal = 0;
};

// Makes `count` puzzles of `request` and checks each: one solution by both solvers, the one it came with; proven
// minimal ones minimal (every `verify_every`-th checked given by given).
Tally make_and_check(GenerateRequest request, int count, int verify_every = 1) {
  REQUIRE_FALSE(check_request(request).has_value());
  PuzzleGenerator generator(request);
  GeneratedPuzzle made;
  Tally tally;
  for (int index = 1; index <= count; ++index) {
    generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    const Geometry& geometry = *made.puzzle.geometry;
    INFO("puzzle " << index << " of seed " << request.seed << ": " << geometry.describe());
    CHECK(is_solution(geometry, made.solution));
    CHECK(keeps_givens(made.puzzle.givens, made.solution));
    CHECK(solutions(SolverKind::dlx, geometry, made.puzzle.givens) == 1);
    CHECK(solutions(SolverKind::propagation, geometry, made.puzzle.givens) == 1);
    if (request.givens) CHECK(made.puzzle.givens.given_count() == *request.givens);
    if (request.killer) {
      CHECK(made.puzzle.givens.given_count() == 0);
      CHECK(geometry.has_cages());
    }
    if (request.jigsaw) CHECK(geometry.is_jigsaw());
    if (made.minimal && index % verify_every == 0) CHECK(is_minimal(geometry, made.puzzle.givens));
    ++tally.made;
    tally.minimal += made.minimal;
  }
  return tally;
}

}  // namespace

TEST_CASE("every size from 4x4 to 9x9: each puzzle has one solution by both solvers and is proven minimal") {
  for (int size : {4, 6, 8, 9}) {
    CAPTURE(size);
    const Tally tally = make_and_check(request_for(size, 11), 300);
    CHECK(tally.minimal == 300);  // no check of these sizes runs out of its budget
  }
  GenerateRequest tall = request_for(6, 12);  // 3x2 boxes as well as the default 2x3
  tall.box_rows = 3;
  tall.box_cols = 2;
  CHECK(make_and_check(tall, 200).minimal == 200);
  GenerateRequest twelve = request_for(12, 13);
  make_and_check(twelve, 10);
}

TEST_CASE("variants: X, windoku, both, jigsaw (of sizes without boxes too) and killer") {
  GenerateRequest x = request_for(9, 21);
  x.diagonals = true;
  x.solver = SolverKind::dlx;
  make_and_check(x, 200);
  GenerateRequest windoku = request_for(9, 22);
  windoku.windows = true;
  windoku.solver = SolverKind::dlx;
  make_and_check(windoku, 200);
  GenerateRequest both = windoku;
  both.diagonals = true;
  make_and_check(both, 200);
  for (int size : {5, 6, 7, 9}) {
    GenerateRequest jigsaw = request_for(size, 23);
    jigsaw.jigsaw = true;
    CAPTURE(size);
    make_and_check(jigsaw, size == 9 ? 100 : 200);
  }
  for (int size : {4, 6}) {
    GenerateRequest killer = request_for(size, 24);
    killer.killer = true;
    CAPTURE(size);
    make_and_check(killer, 200);
  }
  GenerateRequest killer9 = request_for(9, 25);
  killer9.killer = true;
  killer9.solver = SolverKind::dlx;
  make_and_check(killer9, 30);
}

// Per cell, its region.
std::vector<int> regions_of(const Geometry& geometry) {
  std::vector<int> regions;
  for (int cell = 0; cell < geometry.cell_count(); ++cell) regions.push_back(geometry.box_of(cell));
  return regions;
}

// Every region one piece of N cells: a flood fill from its first cell reaches N of them.
bool regions_are_pieces(const Geometry& geometry) {
  const int size = geometry.size();
  const std::vector<int> regions = regions_of(geometry);
  for (int region = 0; region < size; ++region) {
    std::vector<int> reached;
    for (int cell = 0; cell < size * size && reached.empty(); ++cell) {
      if (regions[static_cast<std::size_t>(cell)] == region) reached.push_back(cell);
    }
    for (std::size_t k = 0; k < reached.size(); ++k) {
      const int cell = reached[k];
      for (int next : {cell - size, cell + size, cell % size > 0 ? cell - 1 : -1, cell % size < size - 1 ? cell + 1 : -1}) {
        if (next >= 0 && next < size * size && regions[static_cast<std::size_t>(next)] == region &&
            std::find(reached.begin(), reached.end(), next) == reached.end()) {
          reached.push_back(next);
        }
      }
    }
    if (reached.size() != static_cast<std::size_t>(size)) return false;
  }
  return true;
}

TEST_CASE("jigsaw regions are drawn anew: connected, N cells each, not the boxes, different from puzzle to puzzle") {
  GenerateRequest jigsaw = request_for(9, 31);
  jigsaw.jigsaw = true;
  PuzzleGenerator generator(jigsaw);
  GeneratedPuzzle made;
  std::set<std::vector<int>> layouts;
  const std::vector<int> boxes = regions_of(Geometry(3, 3));
  for (int index = 1; index <= 20; ++index) {
    generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
    const std::vector<int> regions = regions_of(*made.puzzle.geometry);
    layouts.insert(regions);
    CHECK_FALSE(regions == boxes);
    CHECK(regions_are_pieces(*made.puzzle.geometry));
  }
  CHECK(layouts.size() == 20);
}

// For a size with boxes the regions are drawn around a grid (jigsaw_regions.hpp), so no attempt is lost to regions
// that admit none: before, from 18x18 up (boxes of 3x6, 4x5, 3x7, 2x11, 4x6, 5x5) every layout drawn in 1000 attempts
// was one the filler gave up on.
TEST_CASE("jigsaw of every size from 4x4 to 25x25: the first attempt makes it (with boxes), one solution by both solvers") {
  for (int size = 4; size <= 25; ++size) {
    CAPTURE(size);
    GenerateRequest jigsaw = request_for(size, 37);
    jigsaw.jigsaw = true;
    jigsaw.solver = default_check_solver(jigsaw);
    jigsaw.check_budget = default_check_budget(jigsaw);
    PuzzleGenerator generator(jigsaw);
    GeneratedPuzzle made;
    generator.generate(1, nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    const auto box = Geometry::default_box(size);  // where the walk starts: the boxes, or the rows
    // From rows the regions are drawn first and may admit no grid (jigsaw_regions.hpp): here 11x11 took 4 attempts.
    CHECK(made.attempts <= (box ? 1 : 10));
    const Geometry& geometry = *made.puzzle.geometry;
    CHECK(geometry.is_jigsaw());
    CHECK(regions_are_pieces(geometry));
    std::vector<int> start(static_cast<std::size_t>(size * size));
    for (int cell = 0; cell < size * size; ++cell) start[static_cast<std::size_t>(cell)] = cell / size;
    if (box) start = regions_of(Geometry(box->first, box->second));
    CHECK_FALSE(regions_of(geometry) == start);
    CHECK(is_solution(geometry, made.solution));
    CHECK(keeps_givens(made.puzzle.givens, made.solution));
    CHECK(solutions(SolverKind::dlx, geometry, made.puzzle.givens) == 1);
    CHECK(solutions(SolverKind::propagation, geometry, made.puzzle.givens) == 1);
  }
}

TEST_CASE("symmetries: the givens map onto themselves; --minimal makes symmetric puzzles minimal given by given") {
  auto image = [](Symmetry symmetry, int cell, int size) -> std::vector<int> {
    const int r = cell / size;
    const int c = cell % size;
    const int l = size - 1;
    const int half = (l - r) * size + (l - c);
    switch (symmetry) {
      case Symmetry::none: return {};
      case Symmetry::rot180: return {half};
      case Symmetry::rot90: return {c * size + (l - r), half};
      case Symmetry::mirror: return {r * size + (l - c)};
      case Symmetry::flip: return {(l - r) * size + c};
      case Symmetry::diagonal: return {c * size + r};
      case Symmetry::antidiagonal: return {(l - c) * size + (l - r)};
      case Symmetry::biaxial: return {r * size + (l - c), (l - r) * size + c};
      case Symmetry::bidiagonal: return {c * size + r, (l - c) * size + (l - r)};
      case Symmetry::dihedral: return {c * size + (l - r), r * size + (l - c), c * size + r};
    }
    return {};
  };
  for (const SymmetryInfo& info : symmetries()) {
    GenerateRequest request = request_for(9, 41);
    request.symmetry = info.symmetry;
    CAPTURE(info.name);
    PuzzleGenerator generator(request);
    GeneratedPuzzle made;
    for (int index = 1; index <= 50; ++index) {
      generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
      REQUIRE(made.end == GenerateEnd::made);
      CHECK(solutions(SolverKind::dlx, *made.puzzle.geometry, made.puzzle.givens) == 1);
      for (int cell = 0; cell < 81; ++cell) {
        for (int other : image(info.symmetry, cell, 9)) {
          CHECK((made.puzzle.givens[cell] != 0) == (made.puzzle.givens[other] != 0));
        }
      }
    }
  }
  GenerateRequest minimal = request_for(9, 42);
  minimal.symmetry = Symmetry::rot180;
  minimal.minimal = true;
  const Tally tally = make_and_check(minimal, 20);
  CHECK(tally.minimal == 20);
}

TEST_CASE("--givens: exactly K givens; unreachable counts refused up front or reported after the attempts") {
  GenerateRequest thirty = request_for(9, 51);
  thirty.givens = 30;
  make_and_check(thirty, 100);
  GenerateRequest minimal = request_for(9, 52);
  minimal.givens = 24;
  minimal.minimal = true;
  CHECK(make_and_check(minimal, 10).minimal == 10);

  GenerateRequest sixteen = request_for(9, 53);
  sixteen.givens = 16;
  REQUIRE(check_request(sixteen).has_value());
  CHECK(check_request(sixteen)->find("17") != std::string::npos);
  GenerateRequest too_many = request_for(4, 53);
  too_many.givens = 17;
  CHECK(check_request(too_many).has_value());

  GenerateRequest rare = request_for(9, 54);
  rare.givens = 18;  // reachable in principle, but not in 3 grids
  rare.attempts = 3;
  PuzzleGenerator generator(rare);
  GeneratedPuzzle made;
  generator.generate(1, nullptr, made);
  CHECK(made.end == GenerateEnd::unreached);
  CHECK(made.attempts == 3);
  CHECK(made.why.find("no puzzle with 18 givens in 3 attempts") != std::string::npos);
}

TEST_CASE("a seed makes the same puzzles: by index, whatever came before, in whatever order") {
  GenerateRequest request = request_for(9, 61);
  PuzzleGenerator forward(request);
  PuzzleGenerator backward(request);
  std::vector<Grid> ahead;
  GeneratedPuzzle made;
  for (int index = 1; index <= 20; ++index) {
    forward.generate(static_cast<std::uint64_t>(index), nullptr, made);
    ahead.push_back(made.puzzle.givens);
  }
  for (int index = 20; index >= 1; --index) {
    backward.generate(static_cast<std::uint64_t>(index), nullptr, made);
    CHECK(made.puzzle.givens == ahead[static_cast<std::size_t>(index - 1)]);
  }
  // The same on every machine: this puzzle was made on x86-64 Linux with GCC 12 (2026-11-25); the random numbers
  // come from std::mt19937_64 and our own mappings to ranges only, so any platform must make it.
  const test_support::Run run = run_dlx({"generate", "--seed", "1"});
  CHECK(run.status == 0);
  CHECK(run.out == ".....2.......76..9.6.345..2.5....2....6..3.489.....6..1......3...5.3..9..481.....\n");
  CHECK(run.err.empty());  // a seed given is not said again
}

TEST_CASE("without --seed the seed drawn is said on stderr, and --seed with it makes the same puzzles") {
  const test_support::Run drawn = run_dlx({"generate", "--count", "3", "--size", "6"});
  REQUIRE(drawn.status == 0);
  const std::string prefix = "dlx generate: seed ";
  REQUIRE(drawn.err.rfind(prefix, 0) == 0);
  const std::string seed = drawn.err.substr(prefix.size(), drawn.err.find(' ', prefix.size()) - prefix.size());
  CHECK(drawn.err == prefix + seed + " (--seed " + seed + " makes these puzzles again)\n");
  const test_support::Run again = run_dlx({"generate", "--count", "3", "--size", "6", "--seed", seed});
  CHECK(again.status == 0);
  CHECK(again.out == drawn.out);
}

TEST_CASE("a filter keeps only the puzzles it accepts; one that accepts none leaves the puzzle unreached") {
  GenerateRequest request = request_for(9, 73);
  int asked = 0;
  PuzzleGenerator odd(request, make_solver, [&](const Puzzle& puzzle, const Grid& solution) {
    ++asked;
    CHECK(keeps_givens(puzzle.givens, solution));
    return puzzle.givens.given_count() % 2 == 1;
  });
  GeneratedPuzzle made;
  for (int index = 1; index <= 30; ++index) {
    odd.generate(static_cast<std::uint64_t>(index), nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    CHECK(made.puzzle.givens.given_count() % 2 == 1);
  }
  CHECK(asked > 30);  // some even ones were refused
  request.attempts = 5;
  PuzzleGenerator none(request, make_solver, [](const Puzzle&, const Grid&) { return false; });
  none.generate(1, nullptr, made);
  CHECK(made.end == GenerateEnd::unreached);
  CHECK(made.why == "no puzzle meeting the target in 5 attempts (5 made and refused)");
}

TEST_CASE("rating targets: every puzzle kept has its ER in the range, or the technique asked for as its hardest") {
  CHECK(parse_rating_range("3.0..4.5")->lowest == 30);
  CHECK(parse_rating_range("3.0..4.5")->highest == 45);
  CHECK(parse_rating_range("7.5..")->highest == std::nullopt);
  CHECK(parse_rating_range("..2")->highest == 20);
  CHECK(parse_rating_range("6.2")->lowest == 62);
  for (const char* bad : {"", "..", "4.5..3.0", "a..b", "4.55", "-1..2"}) CHECK_FALSE(parse_rating_range(bad).has_value());

  GenerateRequest request = request_for(9, 74);
  request.attempts = 100000;
  const RatingTarget band = *parse_rating_range("3.0..4.5");
  Rating kept;
  PuzzleGenerator banded(request, make_solver, rating_filter(band, &kept));
  GeneratedPuzzle made;
  for (int index = 1; index <= 10; ++index) {
    banded.generate(static_cast<std::uint64_t>(index), nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    const Rating again = rate(made.puzzle);  // rated afresh, with no limit
    CHECK(again.complete());
    CHECK(again.er >= 30);
    CHECK(again.er <= 45);
    CHECK(again.er == kept.er);
    CHECK(solutions(SolverKind::dlx, *made.puzzle.geometry, made.puzzle.givens) == 1);
  }
  RatingTarget wing;
  wing.technique = Technique::x_wing;
  PuzzleGenerator winged(request, make_solver, rating_filter(wing, &kept));
  for (int index = 1; index <= 5; ++index) {
    winged.generate(static_cast<std::uint64_t>(index), nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    CHECK(rate(made.puzzle).hardest == Technique::x_wing);
  }
  // Moves to neighbours: the puzzles reached that way are on the target, unique and minimal too.
  GenerateRequest moving = request;
  moving.moves = 10;
  const RatingTarget chains = *parse_rating_range("8.0..");
  PuzzleGenerator guided(moving, make_solver, {}, rating_distance(chains, &kept));
  for (int index = 1; index <= 6; ++index) {
    guided.generate(static_cast<std::uint64_t>(index), nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    CHECK(rate(made.puzzle).er >= 80);
    CHECK(kept.er >= 80);
    CHECK(solutions(SolverKind::dlx, *made.puzzle.geometry, made.puzzle.givens) == 1);
    CHECK(solutions(SolverKind::propagation, *made.puzzle.geometry, made.puzzle.givens) == 1);
    CHECK(keeps_givens(made.puzzle.givens, made.solution));
    if (made.minimal) CHECK(is_minimal(*made.puzzle.geometry, made.puzzle.givens));
  }
  const auto cli = run_dlx({"generate", "--seed", "2", "--count", "4", "--rating", "..2.0", "--format", "csv", "-j", "2"});
  CHECK(cli.status == 0);
  std::istringstream rows(cli.out);
  std::string row;
  std::getline(rows, row);  // the header
  int rated = 0;
  while (std::getline(rows, row)) {  // er is the 18th column, technique the 21st
    std::vector<std::string> fields;
    std::istringstream cells(row);
    for (std::string field; std::getline(cells, field, ',');) fields.push_back(field);
    REQUIRE(fields.size() >= 21);
    CHECK(fields[4] == "generated");
    CHECK(std::stod(fields[17]) <= 2.0);
    CHECK_FALSE(fields[20].empty());
    ++rated;
  }
  CHECK(rated == 4);
  const auto text = run_dlx({"generate", "--seed", "2", "--technique", "x-wing"});
  CHECK(text.out.find(" ER 3.2/") != std::string::npos);  // the puzzle, then its rating as a comment
  CHECK(run_dlx({"solve", "--unique"}, text.out).status == 0);  // which the readers skip
  CHECK(run_dlx({"generate", "--rating", "4.5..3"}).status == 2);
  CHECK(run_dlx({"generate", "--technique", "telepathy"}).status == 2);
}

TEST_CASE("a cancelled generation ends at once, marked cancelled") {
  GenerateRequest request = request_for(9, 71);
  PuzzleGenerator generator(request);
  std::atomic<bool> cancel{true};
  GeneratedPuzzle made;
  generator.generate(1, &cancel, made);
  CHECK(made.end == GenerateEnd::cancelled);
}

TEST_CASE("dlx generate: -j 1 and -j 2 write the same; formats; usage errors") {
  const auto one = run_dlx({"generate", "--seed", "5", "--count", "200", "-j", "1", "--format", "ndjson"});
  const auto two = run_dlx({"generate", "--seed", "5", "--count", "200", "-j", "2", "--format", "ndjson"});
  REQUIRE(one.status == 0);
  CHECK(test_support::without_seconds(one.out) == test_support::without_seconds(two.out));
  for (const char* variant : {"jigsaw", "killer", "x"}) {
    const auto a = run_dlx({"generate", "--seed", "6", "--count", "12", "--size", "6", "--variant", variant, "-j", "1"});
    const auto b = run_dlx({"generate", "--seed", "6", "--count", "12", "--size", "6", "--variant", variant, "-j", "2"});
    CHECK(a.status == 0);
    CHECK(a.out == b.out);
  }
  // Read back: every line is a puzzle of the right kind with one solution.
  const auto killers = run_dlx({"generate", "--seed", "8", "--count", "5", "--size", "6", "--variant", "killer"});
  const auto solved = run_dlx({"solve", "--unique"}, killers.out);
  CHECK(solved.status == 0);
  const auto grids = run_dlx({"generate", "--seed", "8", "--count", "3", "--size", "16", "--format", "grid"});
  CHECK(grids.status == 0);
  CHECK(run_dlx({"count", "--unique"}, grids.out).status == 0);
  const auto problem = run_dlx({"generate", "--seed", "8", "--format", "dlx"});
  CHECK(problem.out.starts_with("| sudoku 9x9 made from seed 8, puzzle 1\n"));
  CHECK(run_dlx({"cover", "-"}, problem.out).out == "1\n");

  CHECK(run_dlx({"generate", "--size", "3"}).status == 2);
  CHECK(run_dlx({"generate", "--size", "7"}).err.find("add --variant jigsaw") != std::string::npos);
  CHECK(run_dlx({"generate", "--givens", "16"}).err.find("McGuire") != std::string::npos);
  // Symmetric givens come in whole orbits: rot90 on 9x9 has 20 of 4 cells and the centre, so 42 is no sum of them
  // (the generator drew 1000 grids and said "the fewest reached: 44" before).
  const test_support::Run orbits = run_dlx({"generate", "--seed", "1", "--givens", "42", "--symmetry", "rot90"});
  CHECK(orbits.status == 2);
  CHECK(orbits.err.find("42 givens cannot be whole orbits of --symmetry rot90 on 9x9 (orbits of 1, 4 cells)") !=
        std::string::npos);
  CHECK(run_dlx({"generate", "--seed", "1", "--givens", "41", "--symmetry", "rot90"}).status == 0);
  CHECK(run_dlx({"generate", "--seed", "1", "--size", "6", "--givens", "19", "--symmetry", "rot180"}).status == 2);
  CHECK(run_dlx({"generate", "--box", "2x4"}).status == 2);
  CHECK(run_dlx({"generate", "--variant", "sandwich"}).status == 2);
  CHECK(run_dlx({"generate", "--variant", "killer", "--format", "grid"}).status == 2);
  CHECK(run_dlx({"generate", "--variant", "killer", "--symmetry", "rot180"}).status == 2);
  CHECK(run_dlx({"generate", "--count", "2", "--format", "dlx"}).status == 2);
  CHECK(run_dlx({"generate", "some-file"}).status == 2);
  const auto unreached = run_dlx({"generate", "--seed", "1", "--givens", "18", "--attempts", "2"});
  CHECK(unreached.status == 4);
  CHECK(unreached.out.starts_with("undecided: no puzzle with 18 givens in 2 attempts"));
  // --minimal unreached: a given that could go (symmetric puzzles keep whole orbits) is told apart from a given whose
  // check ran out of --check-budget (16x16, whose checks take more than the default budget), and symmetry is named
  // only when asked for.
  const auto removable = run_dlx({"generate", "--seed", "1", "--symmetry", "rot180", "--minimal", "--attempts", "1"});
  CHECK(removable.status == 4);
  CHECK(removable.out == "undecided: no minimal puzzle in 1 attempt (1 symmetric ones had a removable given)\n");
  const auto unproven = run_dlx({"generate", "--seed", "1", "--size", "16", "--minimal", "--attempts", "3"});
  CHECK(unproven.status == 4);
  CHECK(unproven.out ==
        "undecided: no minimal puzzle in 3 attempts (3 had a given whose check ran out of --check-budget)\n");
}

TEST_CASE("sizes with long boxes: 10x10 (2x5), 14x14 (2x7), 15x15 (3x5), one solution by both solvers") {
  for (int size : {10, 14, 15}) {
    CAPTURE(size);
    const GenerateRequest request = request_for(size, 91);
    REQUIRE(request.box_rows * request.box_cols == size);  // boxes, not a jigsaw stand-in
    CHECK(make_and_check(request, 5).made == 5);
  }
}

TEST_CASE("variants combined with X: jigsaw,x and killer,x keep both diagonals, one solution by both solvers") {
  GenerateRequest jigsaw_x = request_for(9, 92);
  jigsaw_x.jigsaw = true;
  jigsaw_x.diagonals = true;
  jigsaw_x.solver = default_check_solver(jigsaw_x);
  GenerateRequest killer_x = request_for(9, 93);
  killer_x.killer = true;
  killer_x.diagonals = true;
  killer_x.solver = default_check_solver(killer_x);
  for (const GenerateRequest& request : {jigsaw_x, killer_x}) {
    CAPTURE(request.killer);
    const int count = request.killer ? 20 : 100;  // a 9x9 killer-X takes 0.2 s to make, a jigsaw-X 25 ms
    CHECK(make_and_check(request, count).made == count);
    PuzzleGenerator generator(request);
    GeneratedPuzzle made;
    generator.generate(1, nullptr, made);
    REQUIRE(made.end == GenerateEnd::made);
    CHECK(made.puzzle.geometry->has_diagonals());
  }
}

TEST_CASE("rot180 on 6x6 and on a jigsaw: the givens map onto themselves under a half turn, one solution") {
  GenerateRequest six = request_for(6, 94);
  six.symmetry = Symmetry::rot180;
  GenerateRequest jigsaw = request_for(9, 95);
  jigsaw.jigsaw = true;
  jigsaw.symmetry = Symmetry::rot180;
  jigsaw.solver = default_check_solver(jigsaw);
  for (const GenerateRequest& request : {six, jigsaw}) {
    CAPTURE(request.size);
    REQUIRE_FALSE(check_request(request).has_value());
    make_and_check(request, 5);
    PuzzleGenerator generator(request);
    GeneratedPuzzle made;
    for (int index = 1; index <= 5; ++index) {
      generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
      REQUIRE(made.end == GenerateEnd::made);
      const Grid& givens = made.puzzle.givens;
      const int last = givens.cell_count() - 1;
      for (int cell = 0; cell <= last; ++cell) CHECK((givens[cell] != 0) == (givens[last - cell] != 0));
    }
  }
}

TEST_CASE("X and windoku with the default uniqueness check (--solver auto: propagation on 9x9 boxes) are unique") {
  GenerateRequest x = request_for(9, 96);
  x.diagonals = true;
  x.solver = default_check_solver(x);
  GenerateRequest windoku = request_for(9, 97);
  windoku.windows = true;
  windoku.solver = default_check_solver(windoku);
  for (const GenerateRequest& request : {x, windoku}) {
    CAPTURE(request.diagonals);
    CHECK(request.solver == SolverKind::propagation);
    CHECK(make_and_check(request, 50).made == 50);
  }
  // Uniqueness is a fact, not the checker's opinion: the command line's default (auto) makes the very puzzles DLX's
  // checks make.
  for (const char* variant : {"x", "windoku"}) {
    CAPTURE(variant);
    const auto automatic = run_dlx({"generate", "--seed", "96", "--count", "10", "--variant", variant});
    const auto dlx = run_dlx({"generate", "--seed", "96", "--count", "10", "--variant", variant, "--solver", "dlx"});
    CHECK(automatic.status == 0);
    CHECK(std::count(automatic.out.begin(), automatic.out.end(), '\n') == 10);
    CHECK(automatic.out == dlx.out);
  }
}

TEST_CASE("16x16 and 25x25: one solution by both solvers" * doctest::test_suite("slow")) {
  make_and_check(request_for(16, 81), 20, 10);
  make_and_check(request_for(25, 82), 3, 100);
  GenerateRequest killer9 = request_for(9, 83);
  killer9.killer = true;
  killer9.solver = SolverKind::dlx;
  make_and_check(killer9, 200);
  GenerateRequest jigsaw16 = request_for(16, 84);
  jigsaw16.jigsaw = true;
  make_and_check(jigsaw16, 5, 100);
}
