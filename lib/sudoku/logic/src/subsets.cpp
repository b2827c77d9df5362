// Naked and hidden sets (pairs, triples, quads) and SE's direct hidden pair and triple, with SE's conditions on when a
// unit is worth scanning: a naked set of n needs at least 2n empty cells in the unit, a hidden set more than 2n (a
// smaller one is the complement of a smaller set of the other kind), a direct hidden set more than n.
#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

namespace {

constexpr const char* kSetNames[] = {"", "Single", "Pair", "Triple", "Quad"};

constexpr int kMaxDegree = 4;  // quads
constexpr int kMaxSize = 32;   // digits or positions of a unit: a Mask's bits

// A few ints on the stack: the finders run at every step, where vectors would allocate.
struct IntList {
  std::array<int, kMaxSize> items{};
  int count = 0;
  void push_back(int item) { items[static_cast<std::size_t>(count++)] = item; }
  std::span<const int> view() const { return std::span<const int>(items.data(), static_cast<std::size_t>(count)); }
};

// Calls visit(chosen) for every `degree`-subset of items in lexicographic order until visit returns true.
template <class F>
bool for_each_subset(std::span<const int> items, int degree, F&& visit) {
  const int n = static_cast<int>(items.size());
  if (n < degree) return false;
  std::array<int, kMaxDegree> index{};
  for (int k = 0; k < degree; ++k) index[static_cast<std::size_t>(k)] = k;
  std::array<int, kMaxDegree> chosen_items{};
  const std::span<const int> chosen(chosen_items.data(), static_cast<std::size_t>(degree));
  while (true) {
    for (int k = 0; k < degree; ++k) chosen_items[static_cast<std::size_t>(k)] = items[static_cast<std::size_t>(index[static_cast<std::size_t>(k)])];
    if (visit(chosen)) return true;
    int k = degree - 1;
    while (k >= 0 && index[static_cast<std::size_t>(k)] == n - degree + k) --k;
    if (k < 0) return false;
    ++index[static_cast<std::size_t>(k)];
    for (int j = k + 1; j < degree; ++j) index[static_cast<std::size_t>(j)] = index[static_cast<std::size_t>(j - 1)] + 1;
  }
}

}  // namespace

// A naked set and its eliminations lie in one unit: a new one appears only in a unit where a cell lost a candidate.
std::optional<Step> find_naked_set(const Board& board, int degree, const Changes* changes) {
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  std::optional<Step> found;
  for (int unit : shape.scan_order) {  // SE: boxes, columns, rows, extra units
    if (board.empty_in(unit) < 2 * degree || (changes != nullptr && !changes->has_unit(unit))) continue;
    const auto cells = geometry.unit_cells(unit);
    IntList members;  // positions whose cell has 2..degree candidates
    for (int k = 0; k < shape.size; ++k) {
      const int count = popcount(board.candidates(cells[static_cast<std::size_t>(k)]));
      if (count >= 2 && count <= degree) members.push_back(k);
    }
    const bool hit = for_each_subset(members.view(), degree, [&](std::span<const int> chosen) {
      Mask digits = 0;
      Mask where = 0;
      for (int k : chosen) {
        digits |= board.candidates(cells[static_cast<std::size_t>(k)]);
        where |= bit(k);
      }
      if (popcount(digits) != degree) return false;
      std::vector<Elimination> eliminations;
      for (int k = 0; k < shape.size; ++k) {
        if (where & bit(k)) continue;
        const int cell = cells[static_cast<std::size_t>(k)];
        for (Mask rest = board.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
          eliminations.push_back({cell, lowest(rest) + 1});
        }
      }
      if (eliminations.empty()) return false;
      static constexpr Technique kTechniques[] = {Technique::naked_pair, Technique::naked_pair, Technique::naked_pair,
                                                  Technique::naked_triple, Technique::naked_quad};
      static constexpr int kDifficulty[] = {0, 0, 30, 36, 50};
      Step step = make_step(kTechniques[degree], kDifficulty[degree], std::string("Naked ") + kSetNames[degree]);
      std::vector<int> set_cells;
      for (int k : chosen) set_cells.push_back(cells[static_cast<std::size_t>(k)]);
      step.reason = digits_text(digits) + " in " + cells_text(board, set_cells) + " of " +
                    unit_short_name(geometry, unit) + " => " + eliminations_text(board, eliminations);
      step.eliminations = std::move(eliminations);
      found = std::move(step);
      return true;
    });
    if (hit) return found;
  }
  return std::nullopt;
}

namespace {

// As naked sets: a hidden set (and a direct one's single) lies in one unit.
std::optional<Step> hidden_set(const Board& board, int degree, bool direct, const Changes* changes) {
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  std::optional<Step> found;
  for (int unit : shape.scan_order) {  // SE: boxes, columns, rows, extra units
    const int empty = board.empty_in(unit);
    if (!(empty > 2 * degree || (direct && empty > degree))) continue;
    if (changes != nullptr && !changes->has_unit(unit)) continue;
    const auto cells = geometry.unit_cells(unit);
    IntList members;  // digits with 2..degree positions
    std::array<Mask, kMaxSize + 1> where_of{};
    for (int digit = 1; digit <= shape.size; ++digit) {
      where_of[static_cast<std::size_t>(digit)] = board.positions(unit, digit);
      const int count = popcount(where_of[static_cast<std::size_t>(digit)]);
      if (count >= 2 && count <= degree) members.push_back(digit);
    }
    const bool hit = for_each_subset(members.view(), degree, [&](std::span<const int> chosen) {
      Mask where = 0;
      Mask digits = 0;
      for (int digit : chosen) {
        where |= where_of[static_cast<std::size_t>(digit)];
        digits |= bit(digit - 1);
      }
      if (popcount(where) != degree) return false;
      std::vector<int> set_cells;
      std::vector<Elimination> eliminations;
      for (Mask rest = where; rest != 0; rest &= rest - 1) {
        const int cell = cells[static_cast<std::size_t>(lowest(rest))];
        set_cells.push_back(cell);
        for (Mask others = board.candidates(cell) & ~digits; others != 0; others &= others - 1) {
          eliminations.push_back({cell, lowest(others) + 1});
        }
      }
      const std::string set_text = board.describing() ? digits_text(digits) + " only in " +
                                                            cells_text(board, set_cells) + " of " +
                                                            unit_short_name(geometry, unit)
                                                      : std::string();
      if (direct) {
        for (int digit = 1; digit <= shape.size; ++digit) {
          if (digits & bit(digit - 1)) continue;
          const Mask positions = where_of[static_cast<std::size_t>(digit)];
          if (popcount(positions) < 2 || popcount(positions & ~where) != 1) continue;
          const int cell = cells[static_cast<std::size_t>(lowest(positions & ~where))];
          Step step = degree == 2 ? make_step(Technique::direct_hidden_pair, 20, "Direct Hidden Pair")
                                  : make_step(Technique::direct_hidden_triple, 25, "Direct Hidden Triple");
          step.placements.push_back({cell, digit});
          if (board.describing()) {
            step.reason = set_text + ", so " + placement_text(board, cell, digit) + " in " + geometry.unit_name(unit);
          }
          found = std::move(step);
          return true;
        }
        return false;
      }
      if (eliminations.empty()) return false;
      static constexpr Technique kTechniques[] = {Technique::hidden_pair, Technique::hidden_pair,
                                                  Technique::hidden_pair, Technique::hidden_triple,
                                                  Technique::hidden_quad};
      static constexpr int kDifficulty[] = {0, 0, 34, 40, 54};
      Step step = make_step(kTechniques[degree], kDifficulty[degree], std::string("Hidden ") + kSetNames[degree]);
      step.reason = set_text + " => " + eliminations_text(board, eliminations);
      step.eliminations = std::move(eliminations);
      found = std::move(step);
      return true;
    });
    if (hit) return found;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_hidden_set(const Board& board, int degree, const Changes* changes) {
  return hidden_set(board, degree, false, changes);
}
std::optional<Step> find_direct_hidden_set(const Board& board, int degree, const Changes* changes) {
  return hidden_set(board, degree, true, changes);
}

// A fish reads one digit's positions (and how often it is placed, which changes its positions too): a new one appears
// only for a digit that lost a candidate.
std::optional<Step> find_fish(const Board& board, int degree, const Changes* changes) {
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  static constexpr const char* kNames[] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};
  static constexpr Technique kTechniques[] = {Technique::x_wing, Technique::x_wing, Technique::x_wing,
                                              Technique::swordfish, Technique::jellyfish};
  static constexpr int kDifficulty[] = {0, 0, 32, 38, 52};
  std::array<int, kMaxSize + 1> placed{};
  for (int cell = 0; cell < shape.cells; ++cell) ++placed[static_cast<std::size_t>(board.value(cell))];
  // SE: columns as the base first (eliminating along rows), then rows.
  for (const auto& base_and_cover : {std::pair(&shape.columns, &shape.rows), std::pair(&shape.rows, &shape.columns)}) {
    // Named apart, not as a structured binding: the lambda below uses both, which clang before 16 refuses.
    const auto* const base = base_and_cover.first;
    const auto* const cover = base_and_cover.second;
    // Per digit, the base units that can be part of a fish: 2..degree positions (more would make more than `degree`
    // covers).
    std::array<Mask, kMaxSize + 1> possible{};
    for (int digit = 1; digit <= shape.size; ++digit) {
      if (placed[static_cast<std::size_t>(digit)] + degree * 2 > shape.size) continue;
      if (changes != nullptr && (changes->digits & bit(digit - 1)) == 0) continue;
      for (int k = 0; k < shape.size; ++k) {
        const int count = popcount(board.positions((*base)[static_cast<std::size_t>(k)], digit));
        if (count >= 2 && count <= degree) possible[static_cast<std::size_t>(digit)] |= bit(k);
      }
    }
    // SE tries every `degree` bases in lexicographic order and, for each, the digits in order. Digit by digit, the
    // first fish among its possible bases is found with far fewer subsets; the first of those in SE's order wins: the
    // least bases, then the least digit. A digit's subsets past the best so far are not tried.
    std::array<int, kMaxDegree> best_bases{};
    int best_digit = 0;
    Mask best_covers = 0;
    for (int digit = 1; digit <= shape.size; ++digit) {
      IntList bases_of_digit;
      for (Mask rest = possible[static_cast<std::size_t>(digit)]; rest != 0; rest &= rest - 1) {
        bases_of_digit.push_back(lowest(rest));
      }
      for_each_subset(bases_of_digit.view(), degree, [&](std::span<const int> chosen) {
        if (best_digit != 0 &&
            !std::lexicographical_compare(chosen.begin(), chosen.end(), best_bases.begin(), best_bases.begin() + degree)) {
          return true;
        }
        Mask chosen_bases = 0;
        Mask covers = 0;
        for (int k : chosen) {
          chosen_bases |= bit(k);
          covers |= board.positions((*base)[static_cast<std::size_t>(k)], digit);
        }
        if (popcount(covers) != degree) return false;
        bool removes = false;
        for (Mask rest = covers; rest != 0 && !removes; rest &= rest - 1) {
          removes = (board.positions((*cover)[static_cast<std::size_t>(lowest(rest))], digit) & ~chosen_bases) != 0;
        }
        if (!removes) return false;
        std::copy(chosen.begin(), chosen.end(), best_bases.begin());
        best_digit = digit;
        best_covers = covers;
        return true;
      });
    }
    if (best_digit == 0) continue;
    const int digit = best_digit;
    const Mask covers = best_covers;
    const std::span<const int> chosen(best_bases.data(), static_cast<std::size_t>(degree));
    Mask bases = 0;
    for (int k : chosen) bases |= bit(k);
    std::vector<Elimination> eliminations;
    for (Mask rest = covers; rest != 0; rest &= rest - 1) {
      const int cover_unit = (*cover)[static_cast<std::size_t>(lowest(rest))];
      const auto cells = geometry.unit_cells(cover_unit);
      for (Mask others = board.positions(cover_unit, digit) & ~bases; others != 0; others &= others - 1) {
        eliminations.push_back({cells[static_cast<std::size_t>(lowest(others))], digit});
      }
    }
    Step step = make_step(kTechniques[degree], kDifficulty[degree], kNames[degree]);
    std::string base_text;
    std::string cover_text;
    for (int k : chosen) base_text += unit_short_name(geometry, (*base)[static_cast<std::size_t>(k)]).substr(k == chosen[0] ? 0 : 1);
    bool first = true;
    for (Mask rest = covers; rest != 0; rest &= rest - 1) {
      cover_text += unit_short_name(geometry, (*cover)[static_cast<std::size_t>(lowest(rest))]).substr(first ? 0 : 1);
      first = false;
    }
    step.reason = std::to_string(digit) + " " + base_text + "\\" + cover_text + " => " + eliminations_text(board, eliminations);
    step.eliminations = std::move(eliminations);
    return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
