#include "sudoku/encode.hpp"

#include <stdexcept>
#include <string>

namespace sudoku {

namespace {

// Item names use one symbol per coordinate for N <= 9 ("p08", "r19"), as Knuth's generators do, and dotted numbers
// beyond ("p10.12") so that every name stays unique.
std::string item_name(char kind, int a, int b, int size) {
  if (size <= 9) return std::string(1, kind) + std::to_string(a) + std::to_string(b);
  return std::string(1, kind) + std::to_string(a) + "." + std::to_string(b);
}

char unit_letter(UnitKind kind) {
  switch (kind) {
    case UnitKind::row: return 'r';
    case UnitKind::column: return 'c';
    case UnitKind::box:
    case UnitKind::region: return 'b';
    case UnitKind::diagonal: return 'x';
    case UnitKind::window: return 'w';
  }
  return '?';
}

// Calls visit(fills) for every way to give the cells of `cage` distinct digits 1..n adding up to its sum.
template <typename Visit>
void for_each_filling(const Cage& cage, int n, Visit&& visit) {
  std::vector<Assignment> fills(cage.cells.size());
  std::uint32_t used = 0;
  auto place = [&](auto&& self, std::size_t k, int remaining) -> void {
    if (k == fills.size()) {
      if (remaining == 0) visit(std::span<const Assignment>(fills));
      return;
    }
    for (int digit = 1; digit <= n && digit <= remaining; ++digit) {
      if (used >> digit & 1U) continue;
      used |= 1U << digit;
      fills[k] = Assignment{cage.cells[k], digit};
      self(self, k + 1, remaining - digit);
      used &= ~(1U << digit);
    }
  };
  place(place, 0, cage.sum);
}

}  // namespace

ExactCoverEncoding::ExactCoverEncoding(const Geometry& geometry) : geometry_(geometry) {
  const int n = geometry.size();
  for (int cell = 0; cell < n * n; ++cell) {
    problem_.add_primary(item_name('p', geometry.row_of(cell), geometry.column_of(cell), n));
  }
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    const char letter = unit_letter(geometry.unit_kind(unit));
    unit_items_.push_back(problem_.item_count());
    for (int digit = 1; digit <= n; ++digit) {
      problem_.add_primary(item_name(letter, geometry.unit_index(unit), digit, n));
    }
  }
  for (std::size_t cage = 0; cage < geometry.cages().size(); ++cage) {
    cage_items_.push_back(problem_.add_primary("k" + std::to_string(cage)));
  }

  cell_option_base_.assign(static_cast<std::size_t>(n * n), -1);
  for (int cell = 0; cell < n * n; ++cell) {
    if (geometry.cage_of(cell) >= 0) continue;
    cell_option_base_[static_cast<std::size_t>(cell)] = problem_.option_count();
    for (int digit = 1; digit <= n; ++digit) {
      const Assignment fill{cell, digit};
      add_option(std::span<const Assignment>(&fill, 1), -1);
    }
  }
  for (std::size_t cage = 0; cage < geometry.cages().size(); ++cage) {
    for_each_filling(geometry.cages()[cage], n,
                     [&](std::span<const Assignment> fills) { add_option(fills, static_cast<int>(cage)); });
  }
}

void ExactCoverEncoding::add_option(std::span<const Assignment> fills, int cage) {
  scratch_.clear();
  if (cage >= 0) scratch_.push_back(cage_items_[static_cast<std::size_t>(cage)]);
  for (const Assignment& fill : fills) {
    scratch_.push_back(fill.cell);
    for (int unit : geometry_.units_of(fill.cell)) {
      scratch_.push_back(unit_items_[static_cast<std::size_t>(unit)] + fill.digit - 1);
    }
  }
  if (auto error = problem_.add_option(scratch_)) {
    // Two cells of one cage in one unit get different digits, so items never repeat; only size can fail.
    throw std::length_error("sudoku::ExactCoverEncoding: " + error->message);
  }
  assignments_.insert(assignments_.end(), fills.begin(), fills.end());
  assignment_start_.push_back(static_cast<std::int32_t>(assignments_.size()));
}

bool ExactCoverEncoding::forced_options(const Grid& puzzle, std::vector<exactcover::OptionId>& out) const {
  out.clear();
  for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
    if (puzzle[cell] == 0) continue;
    if (cell_option_base_[static_cast<std::size_t>(cell)] < 0) return false;
    out.push_back(option_for(cell, puzzle[cell]));
  }
  return true;
}

void ExactCoverEncoding::options_to_grid(std::span<const exactcover::OptionId> options, Grid& grid) const {
  if (grid.size() != geometry_.size()) grid.reset(geometry_.size());
  for (exactcover::OptionId option : options) {
    for (const Assignment& fill : assignments(option)) grid.set(fill.cell, fill.digit);
  }
}

exactcover::Problem ExactCoverEncoding::puzzle_problem(const Grid& puzzle, std::vector<exactcover::OptionId>* kept) const {
  exactcover::Problem reduced;
  for (exactcover::ItemId item = 0; item < problem_.item_count(); ++item) {
    reduced.add_primary(std::string(problem_.name(item)));
  }
  if (kept != nullptr) kept->clear();
  auto agrees = [&](const Assignment& fill) {
    if (puzzle[fill.cell] != 0) return puzzle[fill.cell] == fill.digit;
    for (int peer : geometry_.peers(fill.cell)) {
      if (puzzle[peer] == fill.digit) return false;
    }
    return true;
  };
  for (exactcover::OptionId option = 0; option < problem_.option_count(); ++option) {
    bool possible = true;
    for (const Assignment& fill : assignments(option)) possible = possible && agrees(fill);
    if (!possible) continue;
    reduced.add_option(problem_.option(option));
    if (kept != nullptr) kept->push_back(option);
  }
  return reduced;
}

}  // namespace sudoku
