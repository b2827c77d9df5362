// The techniques that assume the puzzle has one solution: unique rectangles and loops (types 1-4, SE 4.5-5.0 plus the
// size of a type-3 set) and the bivalue universal grave (BUG types 1-3, SE 5.6-6.0). They are used only on plain and
// jigsaw grids (no diagonal, window or cage), where swapping the two digits of a loop keeps every rule; the explainer
// offers them only for puzzles known to be unique.
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

namespace {

// The box, row and column of a cell, in SE's region order.
std::array<int, 3> regions_of(const BoardShape& shape, int cell) {
  return {shape.box_of_cell[static_cast<std::size_t>(cell)], shape.row_of_cell[static_cast<std::size_t>(cell)],
          shape.column_of_cell[static_cast<std::size_t>(cell)]};
}

// SE's depth-first walk for the loops of one pair of digits from one cell; `found` is called with each loop it closes,
// in SE's order.
template <class Found>
struct LoopSearch {
  const Board& board;
  const BoardShape& shape;
  Mask pair;  // the loop's two digits
  int first;  // its digits
  int second;
  std::vector<int>& loop;
  CellSet in_loop{};
  Found& found;

  // Whether each region of `cell` holds both digits in another cell too: a valid loop has two cells in each region it
  // visits, so a cell without is on no loop that counts.
  bool partnered(int cell) const {
    for (int region : regions_of(shape, cell)) {
      if (single(board.positions(region, first) & board.positions(region, second))) return false;
    }
    return true;
  }

  // From `cell` along a region of another kind than the last, to cells holding both digits; at most two cells with
  // extra digits, or any number when they all add the same single digit (type 2).
  void walk(int cell, int allowed_extra, Mask extra, int last_kind) {
    loop.push_back(cell);
    in_loop.add(cell);
    const auto regions = regions_of(shape, cell);
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == last_kind) continue;
      const int region = regions[static_cast<std::size_t>(kind)];
      const auto region_cells = shape.geometry.unit_cells(region);
      // Only the cells holding both digits, in the region's order (as SE's scan of all its cells finds them).
      for (Mask both = board.positions(region, first) & board.positions(region, second); both != 0; both &= both - 1) {
        const int next = region_cells[static_cast<std::size_t>(lowest(both))];
        if (next == loop.front() && loop.size() >= 4) {
          found(loop);
        } else if (!in_loop.has(next)) {
          const Mask candidates = board.candidates(next);
          // A loop through a cell of exactly these two digits before the start is found from that cell.
          if (candidates == pair && next < loop.front()) continue;
          const Mask next_extra = (extra | candidates) & ~pair;
          const int count = popcount(candidates);
          if ((count == 2 || popcount(next_extra) == 1 || allowed_extra > 0)) {
            walk(next, count > 2 ? allowed_extra - 1 : allowed_extra, next_extra, kind);
          }
        }
      }
    }
    in_loop.remove(cell);
    loop.pop_back();
  }
};

// Every region the loop visits is visited by exactly two of its cells, one at an even and one at an odd place.
bool valid_loop(const BoardShape& shape, const std::vector<int>& loop) {
  // Unit numbers as bits (plain and jigsaw grids, the only ones with loops, have at most 3 * 25 units).
  std::array<std::uint64_t, 2> even{};
  std::array<std::uint64_t, 2> odd{};
  for (std::size_t k = 0; k < loop.size(); ++k) {
    auto& seen = k % 2 == 0 ? even : odd;
    for (int region : regions_of(shape, loop[k])) {
      std::uint64_t& word = seen[static_cast<std::size_t>(region >> 6)];
      const std::uint64_t mask = std::uint64_t{1} << (region & 63);
      if (word & mask) return false;
      word |= mask;
    }
  }
  return even == odd;
}

int loop_difficulty(std::size_t size) {
  int result = 45;
  if (size >= 10) result += 3;
  if (size >= 8) result += 2;
  else if (size >= 6) result += 1;
  return result;
}

struct Candidate {
  Step step;
  int type;
};

std::string loop_text(const Board& board, const std::vector<int>& loop, Mask pair) {
  std::string text = digits_text(pair) + " in ";
  for (std::size_t k = 0; k < loop.size(); ++k) text += (k > 0 ? "-" : "") + board.cell_name(loop[k]);
  return text;
}

// Offers the loop's steps (types 1-4); `best` keeps the first of the easiest (by difficulty, then type), as SE's stable
// sort of all of them puts first. A step that would not be kept is not written.
void add_loop_steps(const Board& board, const std::vector<int>& loop, Mask pair, std::optional<Candidate>& best) {
  const BoardShape& shape = board.shape();
  std::vector<int> extra_cells;
  for (int cell : loop) {
    if (popcount(board.candidates(cell)) > 2) extra_cells.push_back(cell);
  }
  const int base = loop_difficulty(loop.size());
  const std::string name = loop.size() == 4 ? "Unique Rectangle" : "Unique Loop";
  auto make = [&](int type, int difficulty, std::vector<Elimination> eliminations, auto&& why) {
    if (eliminations.empty()) return;
    if (best && !(difficulty < best->step.difficulty || (difficulty == best->step.difficulty && type < best->type))) {
      return;
    }
    Step step = make_step(Technique::unique_rectangle, difficulty, name + " type " + std::to_string(type));
    step.reason = loop_text(board, loop, pair) + why() + " => " + eliminations_text(board, eliminations);
    step.eliminations = std::move(eliminations);
    best = Candidate{std::move(step), type};
  };
  auto type2 = [&]() {
    Mask extra = 0;
    for (int cell : extra_cells) extra |= board.candidates(cell) & ~pair;
    if (popcount(extra) != 1) return;
    const int digit = lowest(extra) + 1;
    std::vector<Elimination> eliminations;
    for (int cell = 0; cell < shape.cells; ++cell) {
      if (!board.has(cell, digit) || std::find(extra_cells.begin(), extra_cells.end(), cell) != extra_cells.end()) {
        continue;
      }
      bool sees_all = true;
      for (int extra_cell : extra_cells) sees_all = sees_all && shape.sees(cell, extra_cell);
      if (sees_all) eliminations.push_back({cell, digit});
    }
    make(2, base, std::move(eliminations),
         [&] { return " (" + std::to_string(digit) + " is in one of " + cells_text(board, extra_cells) + ")"; });
  };
  if (extra_cells.size() == 1) {
    std::vector<Elimination> eliminations;
    for (Mask rest = pair; rest != 0; rest &= rest - 1) eliminations.push_back({extra_cells[0], lowest(rest) + 1});
    make(1, base, std::move(eliminations), [] { return std::string(); });
  } else if (extra_cells.size() > 2) {
    type2();
  } else if (extra_cells.size() == 2) {
    const int c1 = extra_cells[0];
    const int c2 = extra_cells[1];
    const Mask extra = (board.candidates(c1) | board.candidates(c2)) & ~pair;
    if (popcount(extra) == 1) {
      type2();
    } else if (popcount(extra) >= 2) {
      // Type 3: the two cells' extra digits act as one cell of a naked set in a unit they share.
      for (int degree = 2; degree <= 7; ++degree) {
        const auto c2_regions = regions_of(shape, c2);
        for (int region : regions_of(shape, c1)) {
          if (std::find(c2_regions.begin(), c2_regions.end(), region) == c2_regions.end()) continue;
          if (degree * 2 > board.empty_in(region) || degree < popcount(extra)) continue;
          std::vector<int> others;
          for (int cell : shape.geometry.unit_cells(region)) {
            const int count = popcount(board.candidates(cell));
            if (cell != c1 && cell != c2 && count >= 2 && count <= degree) others.push_back(cell);
          }
          // choose degree-1 other cells
          const int n = static_cast<int>(others.size());
          if (n < degree - 1) continue;
          std::vector<int> index(static_cast<std::size_t>(degree - 1));
          for (int k = 0; k < degree - 1; ++k) index[static_cast<std::size_t>(k)] = k;
          while (true) {
            Mask digits = extra & board.candidates(c1) & board.candidates(c2);
            Mask all = extra;
            for (int k : index) {
              digits |= board.candidates(others[static_cast<std::size_t>(k)]);
              all |= board.candidates(others[static_cast<std::size_t>(k)]);
            }
            if (popcount(digits) == degree && popcount(all) == degree) {
              std::vector<Elimination> eliminations;
              std::vector<int> set_cells;
              for (int k : index) set_cells.push_back(others[static_cast<std::size_t>(k)]);
              for (int cell : shape.geometry.unit_cells(region)) {
                if (cell == c1 || cell == c2 || std::find(set_cells.begin(), set_cells.end(), cell) != set_cells.end()) {
                  continue;
                }
                for (Mask rest = board.candidates(cell) & all; rest != 0; rest &= rest - 1) {
                  eliminations.push_back({cell, lowest(rest) + 1});
                }
              }
              make(3, base + degree - 1, std::move(eliminations), [&] {
                return " (extra " + digits_text(extra) + " with " + cells_text(board, set_cells) + " form a naked set " +
                       digits_text(all) + " in " + shape.geometry.unit_name(region) + ")";
              });
            }
            int k = degree - 2;
            while (k >= 0 && index[static_cast<std::size_t>(k)] == n - (degree - 1) + k) --k;
            if (k < 0) break;
            ++index[static_cast<std::size_t>(k)];
            for (int j = k + 1; j < degree - 1; ++j) index[static_cast<std::size_t>(j)] = index[static_cast<std::size_t>(j - 1)] + 1;
          }
        }
      }
    }
    // Type 4: one of the pair's digits is locked in c1 and c2 within a unit they share: the other digit goes.
    for (int region : regions_of(shape, c1)) {
      const auto other_regions = regions_of(shape, c2);
      if (std::find(other_regions.begin(), other_regions.end(), region) == other_regions.end()) continue;
      for (Mask rest = pair; rest != 0; rest &= rest - 1) {
        const int locked = lowest(rest) + 1;
        bool elsewhere = false;
        for (int cell : shape.geometry.unit_cells(region)) {
          if (cell != c1 && cell != c2 && board.has(cell, locked)) elsewhere = true;
        }
        if (elsewhere) continue;
        const int other = lowest(pair & ~bit(locked - 1)) + 1;
        make(4, base, {{c1, other}, {c2, other}}, [&] {
          return " (" + std::to_string(locked) + " is locked in " + board.cell_name(c1) + " and " + board.cell_name(c2) +
                 " of " + shape.geometry.unit_name(region) + ")";
        });
        return;
      }
    }
  }
}

}  // namespace

std::optional<Step> find_unique_loop(const Board& board) {
  const BoardShape& shape = board.shape();
  if (!shape.uniqueness_allowed) return std::nullopt;
  std::optional<Candidate> best;
  std::vector<int> loop;
  for (int cell = 0; cell < shape.cells; ++cell) {
    const Mask candidates = board.candidates(cell);
    if (popcount(candidates) != 2) continue;
    // A loop has four cells or more holding both digits, two in each of its units: a start with fewer than two in
    // each of its units is on none.
    auto found = [&](const std::vector<int>& closed) {
      if (valid_loop(shape, closed)) add_loop_steps(board, closed, candidates, best);
    };
    LoopSearch<decltype(found)> search{board, shape, candidates, lowest(candidates) + 1,
                                       lowest(candidates & (candidates - 1)) + 1, loop, {}, found};
    if (search.partnered(cell)) search.walk(cell, 2, 0, -1);
  }
  if (!best) return std::nullopt;
  return std::move(best->step);
}

std::optional<Step> find_bug(const Board& board) {
  const BoardShape& shape = board.shape();
  if (!shape.uniqueness_allowed) return std::nullopt;
  std::vector<Mask> reduced(static_cast<std::size_t>(shape.cells));
  for (int cell = 0; cell < shape.cells; ++cell) reduced[static_cast<std::size_t>(cell)] = board.candidates(cell);
  std::vector<int> bug_cells;
  std::vector<Mask> bug_values(static_cast<std::size_t>(shape.cells), 0);
  Mask all_bug_values = 0;
  CellSet common;
  bool have_common = false;
  std::vector<int> all_extra_cells;
  bool have_extra_cells = false;
  int only_value = 0;
  bool one_value = true;
  auto add_bug = [&](int cell, int value) -> bool {  // false: no BUG of type 1, 2 or 3
    if (std::find(bug_cells.begin(), bug_cells.end(), cell) == bug_cells.end()) bug_cells.push_back(cell);
    bug_values[static_cast<std::size_t>(cell)] |= bit(value - 1);
    all_bug_values |= bit(value - 1);
    reduced[static_cast<std::size_t>(cell)] &= ~bit(value - 1);
    if (!have_common) {
      common = shape.peer_set[static_cast<std::size_t>(cell)];
      have_common = true;
    } else {
      common &= shape.peer_set[static_cast<std::size_t>(cell)];
    }
    for (int bug : bug_cells) common.remove(bug);
    return !(bug_cells.size() > 1 && popcount(all_bug_values) > 1 && common.empty());
  };
  std::vector<int> extra_cells;  // per unit and digit, its room kept
  for (int unit : shape.se_units) {
    const auto cells = shape.geometry.unit_cells(unit);
    for (int digit = 1; digit <= shape.size; ++digit) {
      const Mask where = board.positions(unit, digit);
      const int count = popcount(where);
      if (count == 0 || count == 2) continue;
      extra_cells.clear();
      for (Mask rest = where; rest != 0; rest &= rest - 1) {
        const int cell = cells[static_cast<std::size_t>(lowest(rest))];
        if (popcount(board.candidates(cell)) >= 3) extra_cells.push_back(cell);
      }
      if (!have_extra_cells) {
        all_extra_cells = extra_cells;
        have_extra_cells = true;
        only_value = digit;
      } else if (one_value) {
        if (only_value == digit) {
          for (int cell : extra_cells) {
            if (std::find(all_extra_cells.begin(), all_extra_cells.end(), cell) == all_extra_cells.end()) {
              all_extra_cells.push_back(cell);
            }
          }
        } else {
          one_value = false;
        }
      }
      if (extra_cells.size() == 1 && !add_bug(extra_cells[0], digit)) return std::nullopt;
      if (extra_cells.empty()) return std::nullopt;
    }
  }
  if (one_value && have_extra_cells && all_extra_cells.size() > bug_cells.size()) {
    for (int cell : all_extra_cells) {
      if (std::find(bug_cells.begin(), bug_cells.end(), cell) != bug_cells.end()) continue;
      if (!add_bug(cell, only_value)) return std::nullopt;
    }
  }
  if (bug_cells.empty()) return std::nullopt;
  // Without the bug values, every empty cell has two candidates and every unit has each digit twice or not at all.
  for (int cell = 0; cell < shape.cells; ++cell) {
    if (board.value(cell) == 0 && popcount(reduced[static_cast<std::size_t>(cell)]) != 2) return std::nullopt;
  }
  for (int unit = 0; unit < shape.geometry.unit_count(); ++unit) {
    for (int digit = 1; digit <= shape.size; ++digit) {
      int count = 0;
      for (int cell : shape.geometry.unit_cells(unit)) count += (reduced[static_cast<std::size_t>(cell)] >> (digit - 1)) & 1U;
      if (count != 0 && count != 2) return std::nullopt;
    }
  }
  const std::string bug_text = cells_text(board, bug_cells) + " " + digits_text(all_bug_values);
  if (bug_cells.size() == 1) {
    const int cell = bug_cells[0];
    Step step = make_step(Technique::bivalue_universal_grave, 56, "BUG type 1");
    for (Mask rest = board.candidates(cell) & ~all_bug_values; rest != 0; rest &= rest - 1) {
      step.eliminations.push_back({cell, lowest(rest) + 1});
    }
    step.reason = "all but " + board.cell_name(cell) + " bivalue => " + eliminations_text(board, step.eliminations) +
                  " (" + board.cell_name(cell) + "=" + std::to_string(lowest(all_bug_values) + 1) + ")";
    return step;
  }
  if (popcount(all_bug_values) == 1) {
    const int digit = lowest(all_bug_values) + 1;
    Step step = make_step(Technique::bivalue_universal_grave, 57, "BUG type 2");
    if (have_common) {
      common.for_each([&](int cell) {
        if (board.has(cell, digit)) step.eliminations.push_back({cell, digit});
      });
    }
    if (step.eliminations.empty()) return std::nullopt;
    step.reason = bug_text + " => " + eliminations_text(board, step.eliminations);
    return step;
  }
  if (!have_common || common.empty()) return std::nullopt;
  // Type 3: the bug cells' extra digits act as one cell of a naked set in a unit all bug cells share.
  for (int degree = 2; degree <= 6; ++degree) {
    for (int kind = 0; kind < 3; ++kind) {
      int region = -1;
      for (int cell : bug_cells) {
        const int cell_region = regions_of(shape, cell)[static_cast<std::size_t>(kind)];
        if (region == -1) region = cell_region;
        else if (region != cell_region) region = -2;
      }
      if (region < 0) continue;
      std::vector<int> region_cells;
      common.for_each([&](int cell) {
        if (regions_of(shape, cell)[static_cast<std::size_t>(kind)] == region) region_cells.push_back(cell);
      });
      const int n = static_cast<int>(region_cells.size());
      if (n < degree) continue;
      std::vector<int> index(static_cast<std::size_t>(degree - 1));
      for (int k = 0; k < degree - 1; ++k) index[static_cast<std::size_t>(k)] = k;
      while (true) {
        Mask others = 0;
        bool each_two = popcount(all_bug_values) > 1;
        for (int k : index) {
          const Mask candidates = board.candidates(region_cells[static_cast<std::size_t>(k)]);
          others |= candidates;
          each_two = each_two && popcount(candidates) > 1;
        }
        const Mask naked = others | all_bug_values;
        if (popcount(others) == degree && each_two && popcount(naked) == degree) {
          std::vector<int> set_cells;
          for (int k : index) set_cells.push_back(region_cells[static_cast<std::size_t>(k)]);
          std::vector<Elimination> eliminations;
          for (int cell : region_cells) {
            if (std::find(set_cells.begin(), set_cells.end(), cell) != set_cells.end()) continue;
            for (Mask rest = board.candidates(cell) & naked; rest != 0; rest &= rest - 1) {
              eliminations.push_back({cell, lowest(rest) + 1});
            }
          }
          if (!eliminations.empty()) {
            Step step = make_step(Technique::bivalue_universal_grave, 57 + popcount(naked) - 1, "BUG type 3");
            step.reason = bug_text + " with " + cells_text(board, set_cells) + " form a naked set " +
                          digits_text(naked) + " => " + eliminations_text(board, eliminations);
            step.eliminations = std::move(eliminations);
            return step;
          }
        }
        int k = degree - 2;
        while (k >= 0 && index[static_cast<std::size_t>(k)] == n - (degree - 1) + k) --k;
        if (k < 0) break;
        ++index[static_cast<std::size_t>(k)];
        for (int j = k + 1; j < degree - 1; ++j) index[static_cast<std::size_t>(j)] = index[static_cast<std::size_t>(j - 1)] + 1;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
