// Singles and the "direct" techniques of SE: a technique whose only use taken is the hidden single it leaves behind
// (direct pointing 1.7, direct claiming 1.9, direct hidden pair 2.0, direct hidden triple 2.5). A direct step places
// that single; its eliminations are only its reason, as in SE (which applies the placement alone).
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

Step make_step(Technique technique, int difficulty, std::string name) {
  Step step;
  step.technique = technique;
  step.difficulty = difficulty;
  step.name = std::move(name);
  return step;
}

namespace {

Step single_step(const Board& board, int unit, int cell, int digit, bool alone) {
  const Geometry& geometry = board.geometry();
  const bool in_box = geometry.unit_kind(unit) == UnitKind::box || geometry.unit_kind(unit) == UnitKind::region;
  Step step = alone ? make_step(Technique::full_house, 10, "Full House")
                    : make_step(Technique::hidden_single, in_box ? 12 : 15, "Hidden Single");
  step.placements.push_back({cell, digit});
  if (board.describing()) step.reason = placement_text(board, cell, digit) + (alone ? " (last cell of " : " in ") +
                geometry.unit_name(unit) + (alone ? ")" : "");
  return step;
}

}  // namespace

// A hidden single (or full house) is a digit with one position in a unit: it appears only where its digit lost one.
std::optional<Step> find_hidden_single(const Board& board, const Changes* changes) {
  const Mask digits = changes != nullptr ? changes->digits : board.shape().all_digits;
  const BoardShape& shape = board.shape();
  const std::vector<int>& order = shape.scan_order;  // SE: boxes, columns, rows (then extra units)
  for (const bool alone_only : {true, false}) {
    for (int unit : order) {
      const bool alone = board.empty_in(unit) == 1;
      if (alone != alone_only) continue;
      for (Mask rest = digits; rest != 0; rest &= rest - 1) {
        const int digit = lowest(rest) + 1;
        const Mask where = board.positions(unit, digit);
        if (popcount(where) != 1) continue;
        const int cell = shape.geometry.unit_cells(unit)[static_cast<std::size_t>(lowest(where))];
        return single_step(board, unit, cell, digit, alone);
      }
    }
  }
  return std::nullopt;
}

// A naked single appears in a cell that lost a candidate.
std::optional<Step> find_naked_single(const Board& board, const Changes* changes) {
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (changes != nullptr && !changes->cells.has(cell)) continue;
    const Mask candidates = board.candidates(cell);
    if (board.value(cell) != 0 || popcount(candidates) != 1) continue;
    const int digit = lowest(candidates) + 1;
    Step step = make_step(Technique::naked_single, 23, "Naked Single");
    step.placements.push_back({cell, digit});
    if (board.describing()) step.reason = placement_text(board, cell, digit) + " (the only candidate left in the cell)";
    return step;
  }
  return std::nullopt;
}

namespace {

bool is_box(const Geometry& geometry, int unit) {
  return geometry.unit_kind(unit) == UnitKind::box || geometry.unit_kind(unit) == UnitKind::region;
}

std::vector<Elimination> locking_eliminations(const Board& board, int unit, int other, int digit) {
  std::vector<Elimination> eliminations;
  const CellSet& inside = board.shape().unit_set[static_cast<std::size_t>(unit)];
  for (int cell : board.geometry().unit_cells(other)) {
    if (!inside.has(cell) && board.has(cell, digit)) eliminations.push_back({cell, digit});
  }
  return eliminations;
}

}  // namespace

// Locked candidates of a digit read only that digit's positions: they appear only for a digit that lost one.
std::optional<Step> find_direct_locking(const Board& board, const Changes* changes) {
  const Mask digits = changes != nullptr ? changes->digits : board.shape().all_digits;
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  const int units = geometry.unit_count();
  for (std::size_t pair = 0; pair < shape.locking_kinds.size(); ++pair) {
    const std::vector<int>& kind1 = *shape.locking_kinds[pair].first;
    const auto* const second_crossing = &shape.second_crossing[pair * static_cast<std::size_t>(units)];
    const auto* const first_crossing = &shape.first_crossing[pair * static_cast<std::size_t>(units)];
    for (Mask rest = digits; rest != 0; rest &= rest - 1) {
      const int digit = lowest(rest) + 1;
      for (int unit1 : kind1) {
        if (popcount(board.positions(unit1, digit)) < 2) continue;
        for (int unit2 : second_crossing[unit1]) {
          // Every position of the digit in unit1 is in unit2.
          const Mask in2 = shape.within(unit1, unit2);
          if ((board.positions(unit1, digit) & ~in2) != 0) continue;
          // Another unit of unit1's kind crossing unit2, whose positions outside unit2 come down to one.
          for (int unit3 : first_crossing[unit2]) {
            if (unit3 == unit1) continue;
            const Mask where = board.positions(unit3, digit);
            if (popcount(where) < 2) continue;
            // Removed: the positions in unit2 outside unit1 (units of one kind are disjoint, but the two diagonals
            // of X-Sudoku share their centre).
            const Mask left = where & ~(shape.within(unit3, unit2) & ~shape.within(unit3, unit1));
            if (!single(left)) continue;
            const int single_cell = geometry.unit_cells(unit3)[static_cast<std::size_t>(lowest(left))];
            const bool pointing = is_box(geometry, unit1);
            Step step = pointing ? make_step(Technique::direct_pointing, 17, "Direct Pointing")
                                 : make_step(Technique::direct_claiming, 19, "Direct Claiming");
            step.placements.push_back({single_cell, digit});
            if (board.describing()) step.reason = std::to_string(digit) + " in " + unit_short_name(geometry, unit1) + " is locked in " +
                          unit_short_name(geometry, unit2) + " (" +
                          eliminations_text(board, locking_eliminations(board, unit1, unit2, digit)) + "), so " +
                          placement_text(board, single_cell, digit) + " in " + geometry.unit_name(unit3);
            return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

// As find_direct_locking: only for a digit that lost a position.
std::optional<Step> find_locking(const Board& board, const Changes* changes) {
  const Mask digits = changes != nullptr ? changes->digits : board.shape().all_digits;
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  const int units = geometry.unit_count();
  for (std::size_t pair = 0; pair < shape.locking_kinds.size(); ++pair) {
    const std::vector<int>& kind1 = *shape.locking_kinds[pair].first;
    const auto* const second_crossing = &shape.second_crossing[pair * static_cast<std::size_t>(units)];
    for (Mask rest = digits; rest != 0; rest &= rest - 1) {
      const int digit = lowest(rest) + 1;
      for (int unit1 : kind1) {
        if (popcount(board.positions(unit1, digit)) < 2) continue;
        for (int unit2 : second_crossing[unit1]) {
          // Every position of the digit in unit1 is in unit2.
          const Mask in2 = shape.within(unit1, unit2);
          if ((board.positions(unit1, digit) & ~in2) != 0) continue;
          if ((board.positions(unit2, digit) & ~shape.within(unit2, unit1)) == 0) continue;  // nothing to remove
          std::vector<Elimination> eliminations = locking_eliminations(board, unit1, unit2, digit);
          if (eliminations.empty()) continue;
          const bool pointing = is_box(geometry, unit1) && !is_box(geometry, unit2);
          Step step = pointing ? make_step(Technique::pointing, 26, "Pointing")
                               : make_step(Technique::claiming, 28, "Claiming");
          if (board.describing()) step.reason = std::to_string(digit) + " in " + unit_short_name(geometry, unit1) + " => " +
                        eliminations_text(board, eliminations);
          step.eliminations = std::move(eliminations);
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
