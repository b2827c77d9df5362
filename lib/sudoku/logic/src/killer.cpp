// Killer Sudoku: what cage sums allow. SE has no cages; these techniques and their difficulties are ours:
//   - Cage Sum (2.1): a cage, or the innies or outies of a unit, with one empty cell left: its digit is the sum left.
//   - Cage Combination (2.5): a digit no combination of the cage's remaining sum allows in a cell (distinct digits
//     that add up to the sum and fit the cells' candidates).
//   - Innies and Outies (2.9): the 45 rule (N(N+1)/2 for other sizes). The cells of a unit outside the cages that
//     lie wholly inside it (innies), and the cells outside the unit of the cages that reach into it (outies), add up
//     to a known sum; their candidates are restricted as a cage's are (distinct digits when the cells share a unit).
#include <algorithm>
#include <vector>

#include "killer.hpp"
#include "techniques.hpp"

namespace sudoku::logic {

namespace {

// Digits each cell can hold in some assignment of `cells` whose digits add up to `sum` (distinct digits when
// `distinct`), none of them in `excluded`. Empty masks: no assignment at all. Cells beyond `kMaxCells` are not worked
// out (all their candidates are kept).
constexpr int kMaxCells = 12;

}  // namespace

std::vector<Mask> allowed_digits(const std::vector<Mask>& candidates, int sum, bool distinct, Mask excluded, int size) {
  const int k = static_cast<int>(candidates.size());
  std::vector<Mask> allowed(static_cast<std::size_t>(k), 0);
  if (k == 0 || k > kMaxCells) return candidates;
  if (!distinct) {
    // Sums reachable by the first i cells (forward) and by the cells from i on (backward), as bitsets of sums.
    const int most = k * size;
    if (sum < 0 || sum > most) return allowed;
    std::vector<std::vector<bool>> forward(static_cast<std::size_t>(k + 1), std::vector<bool>(static_cast<std::size_t>(most + 1)));
    std::vector<std::vector<bool>> backward(static_cast<std::size_t>(k + 1), std::vector<bool>(static_cast<std::size_t>(most + 1)));
    forward[0][0] = true;
    for (int i = 0; i < k; ++i) {
      for (int s = 0; s <= most; ++s) {
        if (!forward[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)]) continue;
        for (Mask rest = candidates[static_cast<std::size_t>(i)] & ~excluded; rest != 0; rest &= rest - 1) {
          const int t = s + lowest(rest) + 1;
          if (t <= most) forward[static_cast<std::size_t>(i + 1)][static_cast<std::size_t>(t)] = true;
        }
      }
    }
    backward[static_cast<std::size_t>(k)][0] = true;
    for (int i = k - 1; i >= 0; --i) {
      for (int s = 0; s <= most; ++s) {
        if (!backward[static_cast<std::size_t>(i + 1)][static_cast<std::size_t>(s)]) continue;
        for (Mask rest = candidates[static_cast<std::size_t>(i)] & ~excluded; rest != 0; rest &= rest - 1) {
          const int t = s + lowest(rest) + 1;
          if (t <= most) backward[static_cast<std::size_t>(i)][static_cast<std::size_t>(t)] = true;
        }
      }
    }
    for (int i = 0; i < k; ++i) {
      for (Mask rest = candidates[static_cast<std::size_t>(i)] & ~excluded; rest != 0; rest &= rest - 1) {
        const int d = lowest(rest) + 1;
        for (int s = 0; s + d <= sum; ++s) {
          if (forward[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)] &&
              backward[static_cast<std::size_t>(i + 1)][static_cast<std::size_t>(sum - s - d)]) {
            allowed[static_cast<std::size_t>(i)] |= bit(d - 1);
            break;
          }
        }
      }
    }
    return allowed;
  }
  // Distinct digits: every set of k digits adding up to `sum`, then which cell can take which digit of it in a
  // complete assignment (states: the digits used by the first i cells).
  Mask available = 0;
  for (Mask c : candidates) available |= c;
  available &= ~excluded;
  std::vector<int> digits;
  for (Mask rest = available; rest != 0; rest &= rest - 1) digits.push_back(lowest(rest) + 1);
  const int n = static_cast<int>(digits.size());
  if (n < k) return allowed;
  std::vector<int> pick(static_cast<std::size_t>(k));
  for (int j = 0; j < k; ++j) pick[static_cast<std::size_t>(j)] = j;
  while (true) {
    Mask set = 0;
    int total = 0;
    for (int j : pick) {
      set |= bit(digits[static_cast<std::size_t>(j)] - 1);
      total += digits[static_cast<std::size_t>(j)];
    }
    if (total == sum) {
      // Forward: the used-digit sets reachable after i cells; a cell's digit d is allowed when a reachable set
      // without d, plus d, can still be completed by the cells after it (backward reachability).
      std::vector<std::vector<Mask>> reach(static_cast<std::size_t>(k + 1));
      reach[0].push_back(0);
      for (int i = 0; i < k; ++i) {
        std::vector<Mask>& next = reach[static_cast<std::size_t>(i + 1)];
        for (Mask used : reach[static_cast<std::size_t>(i)]) {
          for (Mask rest = candidates[static_cast<std::size_t>(i)] & set & ~used; rest != 0; rest &= rest - 1) {
            next.push_back(used | (rest & (~rest + 1)));
          }
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
      }
      // Backward from the full set: states at i that can complete.
      std::vector<Mask> good{set};
      for (int i = k - 1; i >= 0; --i) {
        std::vector<Mask> before;
        for (Mask used : reach[static_cast<std::size_t>(i)]) {
          for (Mask rest = candidates[static_cast<std::size_t>(i)] & set & ~used; rest != 0; rest &= rest - 1) {
            const Mask d = rest & (~rest + 1);
            if (std::binary_search(good.begin(), good.end(), used | d)) {
              allowed[static_cast<std::size_t>(i)] |= d;
              before.push_back(used);
            }
          }
        }
        std::sort(before.begin(), before.end());
        before.erase(std::unique(before.begin(), before.end()), before.end());
        good = std::move(before);
      }
    }
    int j = k - 1;
    while (j >= 0 && pick[static_cast<std::size_t>(j)] == n - k + j) --j;
    if (j < 0) break;
    ++pick[static_cast<std::size_t>(j)];
    for (int m = j + 1; m < k; ++m) pick[static_cast<std::size_t>(m)] = pick[static_cast<std::size_t>(m - 1)] + 1;
  }
  return allowed;
}

namespace {

// A group of cells with a known sum: a cage, or a unit's innies or outies.
struct SumGroup {
  std::vector<int> cells;  // its empty cells
  int sum = 0;             // what they add up to (the placed digits of the group already subtracted)
  Mask placed = 0;         // digits placed in the group (excluded when the group's digits are distinct)
  bool distinct = true;
  std::string name;        // "cage 3 (15)", "innies of row 4 (12)"
};

bool share_a_unit(const Board& board, const std::vector<int>& cells) {
  if (cells.empty()) return false;
  for (int unit : board.geometry().units_of(cells[0])) {
    bool all = true;
    for (int cell : cells) all = all && board.shape().unit_set[static_cast<std::size_t>(unit)].has(cell);
    if (all) return true;
  }
  return false;
}

SumGroup cage_group(const Board& board, int cage) {
  const Cage& c = board.geometry().cages()[static_cast<std::size_t>(cage)];
  SumGroup group;
  group.sum = c.sum;
  for (int cell : c.cells) {
    if (board.value(cell) != 0) {
      group.sum -= board.value(cell);
      group.placed |= bit(board.value(cell) - 1);
    } else {
      group.cells.push_back(cell);
    }
  }
  group.name = board.geometry().cage_name(cage) + " (sum " + std::to_string(c.sum) + ")";
  return group;
}

// The innies and outies of every row, column and box (SE's region order: boxes first).
std::vector<SumGroup> unit_groups(const Board& board) {
  const Geometry& geometry = board.geometry();
  const BoardShape& shape = board.shape();
  const int n = board.size();
  const int unit_sum = n * (n + 1) / 2;
  std::vector<SumGroup> groups;
  std::vector<int> units = shape.boxes;
  units.insert(units.end(), shape.rows.begin(), shape.rows.end());
  units.insert(units.end(), shape.columns.begin(), shape.columns.end());
  for (int unit : units) {
    const CellSet& inside = shape.unit_set[static_cast<std::size_t>(unit)];
    SumGroup innies;
    innies.sum = unit_sum;
    SumGroup outies;
    outies.sum = -unit_sum;
    bool complete = true;  // every cell of the unit is in some cage
    std::vector<int> touching;
    for (int cell : geometry.unit_cells(unit)) {
      const int cage = geometry.cage_of(cell);
      if (cage < 0) {
        complete = false;
        continue;
      }
      if (std::find(touching.begin(), touching.end(), cage) == touching.end()) touching.push_back(cage);
    }
    std::vector<int> innie_cells;
    for (int cage : touching) {
      const Cage& c = geometry.cages()[static_cast<std::size_t>(cage)];
      bool wholly = true;
      for (int cell : c.cells) wholly = wholly && inside.has(cell);
      outies.sum += c.sum;
      if (wholly) innies.sum -= c.sum;
      for (int cell : c.cells) {
        if (!inside.has(cell)) outies.cells.push_back(cell);
        else if (!wholly) innie_cells.push_back(cell);
      }
    }
    for (int cell : geometry.unit_cells(unit)) {
      if (geometry.cage_of(cell) < 0) innie_cells.push_back(cell);
    }
    // Innies: the unit's cells outside its whole cages; distinct (one unit).
    innies.cells.clear();
    for (int cell : innie_cells) {
      if (board.value(cell) != 0) {
        innies.sum -= board.value(cell);
        innies.placed |= bit(board.value(cell) - 1);
      } else {
        innies.cells.push_back(cell);
      }
    }
    innies.name = "innies of " + geometry.unit_name(unit) + " (sum " + std::to_string(innies.sum) + ")";
    if (!innie_cells.empty() && innie_cells.size() < static_cast<std::size_t>(n)) groups.push_back(innies);
    // Outies: only when every cell of the unit is caged (else the uncaged cells' digits are unknown).
    if (complete && !outies.cells.empty()) {
      std::vector<int> empty;
      for (int cell : outies.cells) {
        if (board.value(cell) != 0) outies.sum -= board.value(cell);
        else empty.push_back(cell);
      }
      outies.distinct = share_a_unit(board, outies.cells);
      if (outies.distinct) {
        for (int cell : outies.cells) {
          if (board.value(cell) != 0) outies.placed |= bit(board.value(cell) - 1);
        }
      }
      outies.cells = std::move(empty);
      outies.name = "outies of " + geometry.unit_name(unit) + " (sum " + std::to_string(outies.sum) + ")";
      groups.push_back(outies);
    }
  }
  return groups;
}

std::optional<Step> single_cell(const Board& board, const SumGroup& group) {
  if (group.cells.size() != 1) return std::nullopt;
  const int cell = group.cells[0];
  const int digit = group.sum;
  if (digit < 1 || digit > board.size() || !board.has(cell, digit)) return std::nullopt;
  Step step = make_step(Technique::cage_sum, 21, "Cage Sum");
  step.placements.push_back({cell, digit});
  step.reason = placement_text(board, cell, digit) + " (the last cell of " + group.name + ")";
  return step;
}

std::optional<Step> restrict_group(const Board& board, const SumGroup& group, Technique technique, int difficulty,
                                   const std::string& name) {
  if (group.cells.empty()) return std::nullopt;
  std::vector<Mask> candidates;
  for (int cell : group.cells) candidates.push_back(board.candidates(cell));
  const std::vector<Mask> allowed =
      allowed_digits(candidates, group.sum, group.distinct, group.distinct ? group.placed : 0, board.size());
  std::vector<Elimination> eliminations;
  for (std::size_t k = 0; k < group.cells.size(); ++k) {
    for (Mask gone = candidates[k] & ~allowed[k]; gone != 0; gone &= gone - 1) {
      eliminations.push_back({group.cells[k], lowest(gone) + 1});
    }
  }
  if (eliminations.empty()) return std::nullopt;
  Step step = make_step(technique, difficulty, name);
  step.reason = cells_text(board, group.cells) + " of " + group.name + " => " + eliminations_text(board, eliminations);
  step.eliminations = std::move(eliminations);
  return step;
}

}  // namespace

std::optional<Step> find_cage_sum(const Board& board) {
  const Geometry& geometry = board.geometry();
  if (!geometry.has_cages()) return std::nullopt;
  for (int cage = 0; cage < static_cast<int>(geometry.cages().size()); ++cage) {
    if (auto step = single_cell(board, cage_group(board, cage))) return step;
  }
  for (const SumGroup& group : unit_groups(board)) {
    if (auto step = single_cell(board, group)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_cage_combination(const Board& board) {
  const Geometry& geometry = board.geometry();
  if (!geometry.has_cages()) return std::nullopt;
  for (int cage = 0; cage < static_cast<int>(geometry.cages().size()); ++cage) {
    if (auto step = restrict_group(board, cage_group(board, cage), Technique::cage_combination, 25, "Cage Combination")) {
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_innies_outies(const Board& board) {
  if (!board.geometry().has_cages()) return std::nullopt;
  for (const SumGroup& group : unit_groups(board)) {
    if (auto step = restrict_group(board, group, Technique::innies_outies, 29, "Innies and Outies")) return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
