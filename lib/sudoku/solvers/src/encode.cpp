#include "sudoku/encode.hpp"

#include <array>
#include <bit>
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

// Calls visit(digits) for every set of cage.cells.size() distinct digits 1..n adding up to the cage's sum, as a bit
// mask (bit d for digit d), smallest digits first; stops early when visit returns false. The search prunes by the
// least and most the remaining places can add, so it takes time in proportion to the sets it finds.
template <typename Visit>
void for_each_digit_set(const Cage& cage, int n, Visit&& visit) {
  const int size = static_cast<int>(cage.cells.size());
  bool going = true;
  auto choose = [&](auto&& self, int from, int left, int remaining, std::uint32_t digits) -> void {
    if (!going) return;
    if (left == 0) {
      if (remaining == 0) going = visit(digits);
      return;
    }
    for (int digit = from; digit <= n - left + 1; ++digit) {
      const int least = left * digit + left * (left - 1) / 2;    // digit, digit+1, ... for the places left
      const int most = left * n - left * (left - 1) / 2;         // n, n-1, ...
      if (least > remaining) break;
      if (most < remaining) return;
      self(self, digit + 1, left - 1, remaining - digit, digits | 1U << digit);
      if (!going) return;
    }
  };
  choose(choose, 1, size, cage.sum, 0);
}

// Whether `cage` is encoded by its fillings (one option per way to fill its cells) rather than by its digit sets
// (see the header): the fillings when there are at most this many. A filling fixes digits and places together, so
// the search meets the sum where it places a digit — but a cage of s cells has up to s! fillings per digit set, and a
// 9-cell cage on a 9×9 has 362,880 (13 million nodes: 7-9 s and 0.5-1.5 GB before the search began, 2026-11-23,
// `dlx count --timeout 5` on one 9-cell cage, issue 14). 7! = 5040 keeps every cage of up to 7 cells as fillings.
constexpr std::uint64_t kMaxFillingsPerCage = 5040;

bool encoded_by_fillings(const Cage& cage, int n) {
  std::uint64_t per_set = 1;
  for (std::size_t k = 2; k <= cage.cells.size(); ++k) per_set *= k;
  std::uint64_t fillings = 0;
  for_each_digit_set(cage, n, [&](std::uint32_t) {
    fillings += per_set;
    return fillings <= kMaxFillingsPerCage;
  });
  return fillings <= kMaxFillingsPerCage;
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
  const std::vector<Cage>& cages = geometry.cages();
  for (std::size_t cage = 0; cage < cages.size(); ++cage) {
    cage_items_.push_back(problem_.add_primary("k" + std::to_string(cage)));
  }
  cage_digit_items_.assign(cages.size(), -1);
  for (std::size_t cage = 0; cage < cages.size(); ++cage) {
    if (encoded_by_fillings(cages[cage], n)) continue;
    cage_digit_items_[cage] = problem_.item_count();
    for (int digit = 1; digit <= n; ++digit) {
      problem_.add_primary("k" + std::to_string(cage) + "." + std::to_string(digit));
    }
  }

  // A cell has one option per digit unless its cage is encoded by fillings.
  cell_option_base_.assign(static_cast<std::size_t>(n * n), -1);
  for (int cell = 0; cell < n * n; ++cell) {
    const int cage = geometry.cage_of(cell);
    const exactcover::ItemId digit_items = cage >= 0 ? cage_digit_items_[static_cast<std::size_t>(cage)] : -1;
    if (cage >= 0 && digit_items < 0) continue;
    cell_option_base_[static_cast<std::size_t>(cell)] = problem_.option_count();
    for (int digit = 1; digit <= n; ++digit) {
      const Assignment fill{cell, digit};
      add_option(std::span<const Assignment>(&fill, 1), digit_items < 0 ? -1 : digit_items + digit - 1);
    }
  }
  for (std::size_t cage = 0; cage < cages.size(); ++cage) {
    const exactcover::ItemId cage_item = cage_items_[cage];
    const exactcover::ItemId digit_items = cage_digit_items_[cage];
    if (digit_items < 0) {
      for_each_filling(cages[cage], n, [&](std::span<const Assignment> fills) { add_option(fills, cage_item); });
      continue;
    }
    for_each_digit_set(cages[cage], n, [&](std::uint32_t digits) {
      scratch_.assign(1, cage_item);
      for (int digit = 1; digit <= n; ++digit) {
        if ((digits >> digit & 1U) == 0) scratch_.push_back(digit_items + digit - 1);
      }
      if (auto error = problem_.add_option(scratch_)) {
        throw std::length_error("sudoku::ExactCoverEncoding: " + error->message);
      }
      assignment_start_.push_back(static_cast<std::int32_t>(assignments_.size()));  // fills no cell itself
      return true;
    });
  }
}

void ExactCoverEncoding::add_option(std::span<const Assignment> fills, exactcover::ItemId extra_item) {
  scratch_.clear();
  if (extra_item >= 0) scratch_.push_back(extra_item);
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

bool ExactCoverEncoding::puzzle_options(const Grid& puzzle, std::span<const std::uint32_t> candidates,
                                        std::vector<exactcover::OptionId>& forced,
                                        std::vector<exactcover::OptionId>& allowed) const {
  forced.clear();
  allowed.clear();
  if (geometry_.has_cages()) return false;
  // Per unit, the digits its givens hold (bit d-1); on the stack up to 128 units (a 25×25 with every variant has fewer).
  constexpr std::size_t kUnitsOnStack = 128;
  std::array<std::uint32_t, kUnitsOnStack> on_stack{};
  std::vector<std::uint32_t> on_heap;
  const auto units = static_cast<std::size_t>(geometry_.unit_count());
  if (units > kUnitsOnStack) on_heap.assign(units, 0);
  const std::span<std::uint32_t> held =
      units > kUnitsOnStack ? std::span<std::uint32_t>(on_heap) : std::span<std::uint32_t>(on_stack).first(units);
  const int cells = puzzle.cell_count();
  for (int cell = 0; cell < cells; ++cell) {
    if (puzzle[cell] == 0) continue;
    for (int unit : geometry_.units_of(cell)) held[static_cast<std::size_t>(unit)] |= 1U << (puzzle[cell] - 1);
  }
  const int n = geometry_.size();
  const std::uint32_t every_digit = n >= 32 ? ~0U : (1U << n) - 1;
  allowed.resize(static_cast<std::size_t>(cells) * static_cast<std::size_t>(n));
  exactcover::OptionId* out = allowed.data();
  for (int cell = 0; cell < cells; ++cell) {
    const std::uint32_t candidate = candidates.empty() ? every_digit : candidates[static_cast<std::size_t>(cell)];
    if (const int digit = puzzle[cell]; digit != 0) {
      if ((candidate >> (digit - 1) & 1U) != 0) forced.push_back(option_for(cell, digit));
      continue;
    }
    std::uint32_t open = candidate & every_digit;
    for (int unit : geometry_.units_of(cell)) open &= ~held[static_cast<std::size_t>(unit)];
    // Every digit's option written, the next write advancing past it only if it is open: no branch per digit (a
    // loop over the open digits ended at an unpredictable count in every cell).
    const exactcover::OptionId base = option_for(cell, 1);
    for (int d = 0; d < n; ++d) {
      *out = base + d;
      out += open >> d & 1U;
    }
  }
  allowed.resize(static_cast<std::size_t>(out - allowed.data()));
  return true;
}

void ExactCoverEncoding::options_to_grid(std::span<const exactcover::OptionId> options, Grid& grid) const {
  if (grid.size() != geometry_.size()) grid.reset(geometry_.size());
  for (exactcover::OptionId option : options) {
    for (const Assignment& fill : assignments(option)) grid.set(fill.cell, fill.digit);
  }
}

exactcover::Problem ExactCoverEncoding::puzzle_problem(const Grid& puzzle, std::vector<exactcover::OptionId>* kept,
                                                       std::span<const std::uint32_t> candidates) const {
  exactcover::Problem reduced;
  for (exactcover::ItemId item = 0; item < problem_.item_count(); ++item) {
    reduced.add_primary(std::string(problem_.name(item)));
  }
  if (kept != nullptr) kept->clear();
  auto agrees = [&](const Assignment& fill) {
    if (!candidates.empty() && !((candidates[static_cast<std::size_t>(fill.cell)] >> (fill.digit - 1)) & 1U)) {
      return false;
    }
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
