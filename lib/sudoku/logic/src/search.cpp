// The last resort and the explainer's own knowledge of the solution: a depth-first search over the board's
// candidates with naked and hidden singles propagated at each node, branching on a cell with the fewest candidates.
// The logic room depends on the model only, so it has its own small search instead of the solvers' DLX; the CLI checks
// uniqueness with DLX before it explains.
#include <chrono>
#include <vector>

#include "killer.hpp"
#include "techniques.hpp"

namespace sudoku::logic {

bool SearchBudget::spend_checked(std::uint64_t nodes) {
  if (exhausted) return false;
  if (nodes > nodes_left) {
    nodes_left = 0;
    exhausted = true;
    return false;
  }
  nodes_left -= nodes;
  if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
    exhausted = true;
    return false;
  }
  if (deadline_ns != 0 &&
      std::chrono::steady_clock::now().time_since_epoch().count() > deadline_ns) {
    exhausted = true;
    return false;
  }
  return true;
}

namespace {

struct Search {
  const BoardShape& shape;
  SearchBudget& budget;
  std::optional<Grid> solution;

  // Places singles until none is left; false on a contradiction.
  static bool propagate(const BoardShape& shape, std::vector<std::uint8_t>& values, std::vector<Mask>& candidates) {
    const Geometry& geometry = shape.geometry;
    auto place = [&](int cell, int digit) {
      values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
      candidates[static_cast<std::size_t>(cell)] = 0;
      for (int peer : geometry.peers(cell)) candidates[static_cast<std::size_t>(peer)] &= ~bit(digit - 1);
    };
    bool changed = true;
    while (changed) {
      changed = false;
      for (int cell = 0; cell < shape.cells; ++cell) {
        if (values[static_cast<std::size_t>(cell)] != 0) continue;
        const Mask left = candidates[static_cast<std::size_t>(cell)];
        if (left == 0) return false;
        if (popcount(left) == 1) {
          place(cell, lowest(left) + 1);
          changed = true;
        }
      }
      for (int unit = 0; unit < geometry.unit_count(); ++unit) {
        Mask once = 0;
        Mask twice = 0;
        Mask placed = 0;
        for (int cell : geometry.unit_cells(unit)) {
          const Mask c = candidates[static_cast<std::size_t>(cell)];
          twice |= once & c;
          once |= c;
          if (values[static_cast<std::size_t>(cell)] != 0) placed |= bit(values[static_cast<std::size_t>(cell)] - 1);
        }
        if ((once | placed) != shape.all_digits) return false;
        for (Mask single = once & ~twice & ~placed; single != 0; single &= single - 1) {
          const Mask digit_bit = single & (~single + 1);
          for (int cell : geometry.unit_cells(unit)) {
            if (candidates[static_cast<std::size_t>(cell)] & digit_bit) {
              place(cell, lowest(digit_bit) + 1);
              changed = true;
              break;
            }
          }
        }
      }
    }
    // Cages: the digits their sums allow (a cage's cells are peers, so its digits are already distinct).
    bool narrowed = false;
    for (const Cage& cage : geometry.cages()) {
      int left = cage.sum;
      Mask placed = 0;
      std::vector<int> empty;
      std::vector<Mask> masks;
      for (int cell : cage.cells) {
        const int value = values[static_cast<std::size_t>(cell)];
        if (value != 0) {
          left -= value;
          placed |= bit(value - 1);
        } else {
          empty.push_back(cell);
          masks.push_back(candidates[static_cast<std::size_t>(cell)]);
        }
      }
      if (empty.empty()) {
        if (left != 0) return false;
        continue;
      }
      const std::vector<Mask> allowed = allowed_digits(masks, left, true, placed, shape.size);
      for (std::size_t k = 0; k < empty.size(); ++k) {
        if (allowed[k] == 0) return false;
        if (allowed[k] != masks[k]) {
          candidates[static_cast<std::size_t>(empty[k])] = allowed[k];
          narrowed = true;
        }
      }
    }
    return narrowed ? propagate(shape, values, candidates) : true;
  }

  bool run(std::vector<std::uint8_t> values, std::vector<Mask> candidates) {
    if (!budget.spend(1)) return false;
    if (!propagate(shape, values, candidates)) return false;
    int best = -1;
    int fewest = 99;
    for (int cell = 0; cell < shape.cells; ++cell) {
      if (values[static_cast<std::size_t>(cell)] != 0) continue;
      const int count = popcount(candidates[static_cast<std::size_t>(cell)]);
      if (count < fewest) {
        fewest = count;
        best = cell;
      }
    }
    if (best < 0) {
      Grid grid(shape.size);
      for (int cell = 0; cell < shape.cells; ++cell) grid.set(cell, values[static_cast<std::size_t>(cell)]);
      solution = grid;
      return true;
    }
    for (Mask rest = candidates[static_cast<std::size_t>(best)]; rest != 0; rest &= rest - 1) {
      std::vector<std::uint8_t> next_values = values;
      std::vector<Mask> next_candidates = candidates;
      next_candidates[static_cast<std::size_t>(best)] = rest & (~rest + 1);
      if (run(std::move(next_values), std::move(next_candidates))) return true;
      if (budget.exhausted) return false;
    }
    return false;
  }
};

}  // namespace

std::optional<Grid> search_solution(const Board& board, SearchBudget& budget) {
  std::vector<std::uint8_t> values(static_cast<std::size_t>(board.cell_count()));
  std::vector<Mask> candidates(static_cast<std::size_t>(board.cell_count()));
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(board.value(cell));
    candidates[static_cast<std::size_t>(cell)] = board.candidates(cell);
  }
  Search search{board.shape(), budget, std::nullopt};
  search.run(std::move(values), std::move(candidates));
  return search.solution;
}

std::optional<Step> find_by_search(const Board& board, SearchBudget& budget) {
  const std::optional<Grid> solution = search_solution(board, budget);
  if (!solution) return std::nullopt;
  // The empty cell with the fewest candidates: the cell a person would try first.
  int best = -1;
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (board.value(cell) != 0) continue;
    if (best < 0 || popcount(board.candidates(cell)) < popcount(board.candidates(best))) best = cell;
  }
  if (best < 0) return std::nullopt;
  const int digit = (*solution)[best];
  Step step = make_step(Technique::by_search, 100, "By Search");
  step.placements.push_back({best, digit});
  step.reason = placement_text(board, best, digit) +
                " (every other candidate of the cell leads to a contradiction by trial and error)";
  return step;
}

}  // namespace sudoku::logic
