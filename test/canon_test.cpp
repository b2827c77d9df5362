// The canonical (minlex) form: known forms from the puzzle forums, agreement with brute force over the whole symmetry
// group on 4x4, 6x6 and one 9x9 puzzle, invariance under random transformations, the 17-clue collection (puzzles known
// to be essentially different) all distinct, and dlx canon's records and --dedupe.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "cli_support.hpp"
#include "sudoku/canonical.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/generate.hpp"
#include "support.hpp"

using namespace sudoku;
using test_support::run_dlx;

namespace {

Grid grid_of(const std::string& line) {
  const int size = line.size() == 81 ? 9 : line.size() == 36 ? 6 : 4;
  Grid grid(size);
  for (int cell = 0; cell < grid.cell_count(); ++cell) {
    const char c = line[static_cast<std::size_t>(cell)];
    grid.set(cell, c >= '1' && c <= '9' ? c - '0' : 0);
  }
  return grid;
}

std::string line_of(const Grid& grid) {
  std::string line;
  for (int cell = 0; cell < grid.cell_count(); ++cell) line += grid[cell] == 0 ? '.' : static_cast<char>('0' + grid[cell]);
  return line;
}

CanonicalForm canonical_of(const Geometry& geometry, const Grid& grid) {
  Canonicalizer canonicalizer;
  return test_support::must(canonicalizer.canonical(geometry, grid));
}

// A permutation of the rows (or columns) that keeps bands (stacks) together: bands in some order, rows within each in
// some order.
std::vector<int> band_permutation(int size, int band, test_support::Random& random) {
  std::vector<int> bands(static_cast<std::size_t>(size / band));
  std::iota(bands.begin(), bands.end(), 0);
  for (std::size_t k = bands.size(); k > 1; --k) std::swap(bands[k - 1], bands[random.below(static_cast<std::uint32_t>(k))]);
  std::vector<int> order;
  for (int b : bands) {
    std::vector<int> rows(static_cast<std::size_t>(band));
    std::iota(rows.begin(), rows.end(), b * band);
    for (std::size_t k = rows.size(); k > 1; --k) std::swap(rows[k - 1], rows[random.below(static_cast<std::uint32_t>(k))]);
    order.insert(order.end(), rows.begin(), rows.end());
  }
  return order;
}

// `grid` under a random transformation of its group: rows, columns, transposition (square boxes), digits.
Grid transformed(const Geometry& geometry, const Grid& grid, test_support::Random& random) {
  const int size = geometry.size();
  const std::vector<int> rows = band_permutation(size, geometry.box_rows(), random);
  const std::vector<int> columns = band_permutation(size, geometry.box_cols(), random);
  const bool transpose = geometry.box_rows() == geometry.box_cols() && random.below(2) == 1;
  std::vector<int> digits(static_cast<std::size_t>(size + 1));
  std::iota(digits.begin(), digits.end(), 0);
  for (std::size_t k = digits.size(); k > 2; --k) std::swap(digits[k - 1], digits[1 + random.below(static_cast<std::uint32_t>(k - 1))]);
  Grid out(size);
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c) {
      const int from_row = rows[static_cast<std::size_t>(r)];
      const int from_column = columns[static_cast<std::size_t>(c)];
      const int digit = transpose ? grid[from_column * size + from_row] : grid[from_row * size + from_column];
      out.set(r * size + c, digits[static_cast<std::size_t>(digit)]);
    }
  }
  return out;
}

// The minlex form by brute force: every geometric transformation, each relabelled by first appearance; and how many
// transformations reach it.
std::pair<std::vector<int>, std::uint64_t> brute_force(const Geometry& geometry, const Grid& grid) {
  const int size = geometry.size();
  auto all_orders = [&](int band) {
    std::vector<std::vector<int>> orders;
    std::vector<int> bands(static_cast<std::size_t>(size / band));
    std::iota(bands.begin(), bands.end(), 0);
    do {
      // every choice of row order within each band, as a mixed-radix counter over the permutations of one band
      std::vector<int> inner(static_cast<std::size_t>(band));
      std::iota(inner.begin(), inner.end(), 0);
      std::vector<std::vector<int>> perms;
      do perms.push_back(inner);
      while (std::next_permutation(inner.begin(), inner.end()));
      std::vector<std::size_t> choice(bands.size(), 0);
      for (;;) {
        std::vector<int> order;
        for (std::size_t k = 0; k < bands.size(); ++k) {
          for (int i : perms[choice[k]]) order.push_back(bands[k] * band + i);
        }
        orders.push_back(order);
        std::size_t k = 0;
        while (k < choice.size() && ++choice[k] == perms.size()) choice[k++] = 0;
        if (k == choice.size()) break;
      }
    } while (std::next_permutation(bands.begin(), bands.end()));
    return orders;
  };
  const auto row_orders = all_orders(geometry.box_rows());
  const auto column_orders = all_orders(geometry.box_cols());
  std::vector<int> best;
  std::uint64_t reaching = 0;
  std::vector<int> candidate(static_cast<std::size_t>(size * size));
  for (int transpose = 0; transpose < (geometry.box_rows() == geometry.box_cols() ? 2 : 1); ++transpose) {
    for (const auto& rows : row_orders) {
      for (const auto& columns : column_orders) {
        std::vector<int> label(static_cast<std::size_t>(size + 1), 0);
        int next = 1;
        for (int r = 0; r < size; ++r) {
          for (int c = 0; c < size; ++c) {
            const int from_row = rows[static_cast<std::size_t>(r)];
            const int from_column = columns[static_cast<std::size_t>(c)];
            const int digit = transpose ? grid[from_column * size + from_row] : grid[from_row * size + from_column];
            if (digit != 0 && label[static_cast<std::size_t>(digit)] == 0) label[static_cast<std::size_t>(digit)] = next++;
            candidate[static_cast<std::size_t>(r * size + c)] = digit == 0 ? 0 : label[static_cast<std::size_t>(digit)];
          }
        }
        if (best.empty() || candidate < best) {
          best = candidate;
          reaching = 1;
        } else if (candidate == best) {
          ++reaching;
        }
      }
    }
  }
  return {best, reaching};
}

std::vector<int> cells_of(const Grid& grid) { return {grid.cells().begin(), grid.cells().end()}; }

// Puzzles and grids of `size` made by the generator (so of every kind of pattern), `count` of each.
std::vector<Grid> samples(int size, int count, std::uint64_t seed) {
  GenerateRequest request;
  request.size = size;
  request.box_rows = Geometry::default_box(size)->first;
  request.box_cols = Geometry::default_box(size)->second;
  request.seed = seed;
  request.solver = SolverKind::dlx;
  PuzzleGenerator generator(request);
  GeneratedPuzzle made;
  std::vector<Grid> out;
  for (int index = 1; index <= count; ++index) {
    generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
    out.push_back(made.puzzle.givens);
    out.push_back(made.solution);
  }
  return out;
}

}  // namespace

TEST_CASE("known minlex forms: a grid from sudokuwiki.org, Red Ed's largest minlex grid (72 automorphisms), the most "
          "symmetric grid (648)") {
  const Geometry& classic = Geometry::classic();
  // sudokuwiki.org, "Sudoku Min-Lex": its "tough" example's solution and that grid's minlex form.
  CHECK(line_of(canonical_of(classic, grid_of("369218475215749863487635912754861239631924758928357641173482596542196387896573124")).form) ==
        "123456789457189236698273541261947853745831692839625417384792165512368974976514328");
  // forum.enjoysudoku.com, "Minimum Min-Lex Grid" (Red Ed, 2007): the largest minlex grid is its own form and is
  // 72-way automorphic.
  const CanonicalForm largest =
      canonical_of(classic, grid_of("123456789457893612986217354274538196531964827698721435342685971715349268869172543"));
  CHECK(line_of(largest.form) == "123456789457893612986217354274538196531964827698721435342685971715349268869172543");
  CHECK(largest.automorphisms == 72);
  // The grid with the most automorphisms, 648 (Russell and Jarvis, "Mathematics of Sudoku II", 2006).
  CHECK(canonical_of(classic, grid_of("123456789456789123789123456231564897564897231897231564312645978645978312978312645"))
            .automorphisms == 648);
  CHECK(canonical_of(classic, Grid(9)).automorphisms == 3359232);  // the empty grid: every transformation
}

TEST_CASE("4x4, 6x6 and 8x8: the form and the automorphism count are brute force's over the whole group") {
  for (int size : {4, 6, 8}) {
    const Geometry geometry(Geometry::default_box(size)->first, Geometry::default_box(size)->second);
    for (const Grid& grid : samples(size, size == 4 ? 60 : size == 6 ? 15 : 2, 91)) {
      CAPTURE(line_of(grid));
      const CanonicalForm form = canonical_of(geometry, grid);
      const auto [best, reaching] = brute_force(geometry, grid);
      CHECK(cells_of(form.form) == best);
      CHECK(form.automorphisms == reaching);
    }
  }
}

TEST_CASE("9x9: one puzzle against brute force over all 3,359,232 transformations") {
  const Grid puzzle = grid_of("..3.24....17..3...........3......5..3..94.7.2..8....1..9671....1..8.2....8...6...");
  const auto [best, reaching] = brute_force(Geometry::classic(), puzzle);
  const CanonicalForm form = canonical_of(Geometry::classic(), puzzle);
  CHECK(cells_of(form.form) == best);
  CHECK(form.automorphisms == reaching);
}

TEST_CASE("the form is the same for every transformation of a puzzle, and its own form") {
  test_support::Random random{2026};
  Canonicalizer canonicalizer;
  const auto lines = test_support::puzzle_lines("puzzles/17-clue-49151.txt");
  std::vector<std::pair<Geometry, Grid>> cases;
  for (std::size_t k = 0; k < 100; ++k) cases.emplace_back(Geometry::classic(), grid_of(lines[k * 491]));
  for (int size : {4, 6, 9}) {
    const Geometry geometry(Geometry::default_box(size)->first, Geometry::default_box(size)->second);
    for (const Grid& grid : samples(size, 20, 92)) cases.emplace_back(geometry, grid);
  }
  const Geometry tall(3, 2);  // 6x6 with boxes 3 high
  GenerateRequest request;
  request.size = 6;
  request.box_rows = 3;
  request.box_cols = 2;
  request.solver = SolverKind::dlx;
  PuzzleGenerator generator(request);
  GeneratedPuzzle made;
  for (int index = 1; index <= 20; ++index) {
    generator.generate(static_cast<std::uint64_t>(index), nullptr, made);
    cases.emplace_back(tall, made.puzzle.givens);
  }
  for (const auto& [geometry, grid] : cases) {
    const CanonicalForm form = std::get<CanonicalForm>(canonicalizer.canonical(geometry, grid));
    CAPTURE(line_of(grid));
    for (int trial = 0; trial < 10; ++trial) {
      const CanonicalForm again = std::get<CanonicalForm>(canonicalizer.canonical(geometry, transformed(geometry, grid, random)));
      CHECK(again.form == form.form);
      CHECK(again.automorphisms == form.automorphisms);
    }
    CHECK(std::get<CanonicalForm>(canonicalizer.canonical(geometry, form.form)).form == form.form);
  }
}

TEST_CASE("the 49,151 17-clue puzzles, known to be essentially different, have 49,151 forms") {
  Canonicalizer canonicalizer;
  std::set<std::vector<int>> forms;
  const auto lines = test_support::puzzle_lines("puzzles/17-clue-49151.txt");
  for (const std::string& line : lines) {
    forms.insert(cells_of(std::get<CanonicalForm>(canonicalizer.canonical(Geometry::classic(), grid_of(line))).form));
  }
  CHECK(lines.size() == 49151);
  CHECK(forms.size() == lines.size());
}

TEST_CASE("refused: sizes beyond 9x9, jigsaw, X, killer") {
  Canonicalizer canonicalizer;
  CHECK(std::holds_alternative<std::string>(canonicalizer.canonical(Geometry(4, 4), Grid(16))));
  CHECK(std::holds_alternative<std::string>(
      canonicalizer.canonical(test_support::must(Geometry::classic().with_diagonals()), Grid(9))));
}

TEST_CASE("dlx canon: a form per record in input order, --dedupe keeps the first of each class whatever -j") {
  test_support::Random random{7};
  const auto lines = test_support::puzzle_lines("puzzles/17-clue-49151.txt");
  // 300 puzzles: 100 of the collection, each followed later by two transformed copies.
  std::vector<Grid> originals;
  for (std::size_t k = 0; k < 100; ++k) originals.push_back(grid_of(lines[k * 7]));
  std::string input;
  for (const Grid& grid : originals) input += line_of(grid) + "\n";
  for (int copy = 0; copy < 2; ++copy) {
    for (const Grid& grid : originals) input += line_of(transformed(Geometry::classic(), grid, random)) + "\n";
  }
  const auto all = run_dlx({"canon", "-j", "1"}, input);
  REQUIRE(all.status == 0);
  std::vector<std::string> forms;
  std::istringstream out(all.out);
  for (std::string line; std::getline(out, line);) forms.push_back(line);
  REQUIRE(forms.size() == 300);
  for (std::size_t k = 0; k < 100; ++k) {
    CHECK(forms[k] == forms[k + 100]);
    CHECK(forms[k] == forms[k + 200]);
  }
  const auto one = run_dlx({"canon", "--dedupe", "-j", "1"}, input);
  const auto two = run_dlx({"canon", "--dedupe", "-j", "2"}, input);
  CHECK(one.out == all.out.substr(0, all.out.size() / 3));
  CHECK(one.out == two.out);
  const auto original = run_dlx({"canon", "--dedupe", "--original"}, input);
  CHECK(original.out == input.substr(0, input.size() / 3));
  const auto records = run_dlx({"canon", "--dedupe", "--format", "ndjson", "-j", "2"}, input);
  std::istringstream lines_out(records.out);
  int duplicates = 0;
  int count = 0;
  for (std::string line; std::getline(lines_out, line); ++count) {
    if (line.find("\"status\":\"duplicate\"") != std::string::npos) {
      ++duplicates;
      CHECK(line.find("\"detail\":\"the same puzzle as <stdin>:") != std::string::npos);
    }
  }
  CHECK(count == 300);
  CHECK(duplicates == 200);

  const auto refused = run_dlx({"canon"}, std::string(256, '.') + "\n" + line_of(originals[0]) + "\n");
  CHECK(refused.status == 1);
  CHECK(refused.out.find("no canonical form beyond 9x9") != std::string::npos);
  CHECK(refused.out.substr(refused.out.find('\n') + 1) == forms[0] + "\n");
}

TEST_CASE("dlx canon refuses jigsaw, killer, windoku and X puzzles by name, and the records after them still get forms") {
  const std::string plain = test_support::puzzle_lines("puzzles/17-clue-49151.txt")[0];
  const auto expected = run_dlx({"canon"}, plain + "\n");
  REQUIRE(expected.status == 0);
  for (const auto& [sample, described] : std::vector<std::pair<std::string, std::string>>{
           {"jigsaw-9x9.txt", "9x9 jigsaw"},
           {"killer-9x9.txt", "9x9 killer"},
           {"windoku-9x9.txt", "9x9 windoku"},
           {"x-sudoku-9x9.txt", "9x9 X"}}) {
    CAPTURE(sample);
    const std::string variant = test_support::puzzle_lines("puzzles/samples/" + sample)[0];
    const auto refused = run_dlx({"canon"}, variant + "\n" + plain + "\n");
    CHECK(refused.status == 1);
    const std::string first = refused.out.substr(0, refused.out.find('\n'));
    CHECK(first.find("a canonical form is defined here for plain Sudoku only") != std::string::npos);
    CHECK(first.find(described) != std::string::npos);
    // The refusal is one record's error: the plain puzzle after it gets the form it gets alone.
    CHECK(refused.out.substr(refused.out.find('\n') + 1) == expected.out);
  }
}
