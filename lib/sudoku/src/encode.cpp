#include "sudoku/encode.hpp"

#include <stdexcept>
#include <string>

namespace sudoku {

namespace {

// Item names use one symbol per coordinate for N ≤ 9 ("p08", "r19"), as Knuth's generators do, and dotted numbers
// beyond ("p10.12") so that every name stays unique.
std::string item_name(char kind, int a, int b, int size) {
  if (size <= 9) return std::string(1, kind) + std::to_string(a) + std::to_string(b);
  return std::string(1, kind) + std::to_string(a) + "." + std::to_string(b);
}

}  // namespace

ExactCoverEncoding::ExactCoverEncoding(const Geometry& geometry) : geometry_(geometry) {
  const int n = geometry.size();
  for (int cell = 0; cell < n * n; ++cell) {
    problem_.add_primary(item_name('p', geometry.row_of(cell), geometry.column_of(cell), n));
  }
  const char kinds[3] = {'r', 'c', 'b'};
  for (char kind : kinds) {
    for (int unit = 0; unit < n; ++unit) {
      for (int digit = 1; digit <= n; ++digit) problem_.add_primary(item_name(kind, unit, digit, n));
    }
  }
  const int rows_base = n * n;
  const int columns_base = rows_base + n * n;
  const int boxes_base = columns_base + n * n;
  for (int cell = 0; cell < n * n; ++cell) {
    for (int digit = 1; digit <= n; ++digit) {
      const exactcover::ItemId items[4] = {
          cell,
          rows_base + geometry.row_of(cell) * n + digit - 1,
          columns_base + geometry.column_of(cell) * n + digit - 1,
          boxes_base + geometry.box_of(cell) * n + digit - 1,
      };
      if (auto error = problem_.add_option(items)) {
        throw std::logic_error("sudoku::ExactCoverEncoding: " + error->message);  // cannot happen: a bug here
      }
    }
  }
}

void ExactCoverEncoding::givens_to_options(const Grid& puzzle, std::vector<exactcover::OptionId>& out) const {
  out.clear();
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] != 0) out.push_back(option_for(cell, puzzle[cell]));
  }
}

exactcover::Problem ExactCoverEncoding::puzzle_problem(const Grid& puzzle) const {
  exactcover::Problem reduced;
  for (exactcover::ItemId item = 0; item < problem_.item_count(); ++item) {
    reduced.add_primary(std::string(problem_.name(item)));
  }
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    for (int digit = 1; digit <= geometry_.size(); ++digit) {
      bool possible = puzzle[cell] == 0 || puzzle[cell] == digit;
      if (puzzle[cell] == 0) {
        for (int peer : geometry_.peers(cell)) possible = possible && puzzle[peer] != digit;
      }
      if (possible) reduced.add_option(problem_.option(option_for(cell, digit)));
    }
  }
  return reduced;
}

void ExactCoverEncoding::options_to_grid(std::span<const exactcover::OptionId> options, Grid& grid) const {
  if (grid.size() != geometry_.size()) grid.reset(geometry_.size());
  for (exactcover::OptionId option : options) grid.set(cell_of(option), digit_of(option));
}

}  // namespace sudoku
