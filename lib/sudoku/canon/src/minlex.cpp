// The minlex form by a breadth-first search over rows (sudoku/canonical.hpp says what and why).
//
// A partial transformation (a Tie) has chosen the input row of each output row so far, the order of every column
// (fixed at the first row), and the labels of the digits seen so far. Each level extends every tie by each row it may
// take next and keeps only the extensions whose new row is smallest; rows are compared as they are written, so most
// extensions stop at their first cell.
#include <algorithm>
#include <array>
#include <numeric>

#include "sudoku/canonical.hpp"

namespace sudoku {

namespace {

constexpr int kLargest = 9;

struct Tie {
  std::array<std::uint8_t, kLargest> rows{};        // output row -> input row (the rows chosen so far)
  std::array<std::uint8_t, kLargest> columns{};     // output column -> input column
  std::array<std::uint8_t, kLargest + 1> label{};   // input digit -> its label, 0 while unseen
  std::uint8_t next_label = 1;
  std::uint8_t grid = 0;                            // 0: the puzzle as given, 1: transposed
  std::uint16_t used_rows = 0;                      // input rows chosen so far
};

// Every permutation of 0..k-1, in lexicographic order.
std::vector<std::vector<int>> permutations(int k) {
  std::vector<int> order(static_cast<std::size_t>(k));
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::vector<int>> all;
  do {
    all.push_back(order);
  } while (std::next_permutation(order.begin(), order.end()));
  return all;
}

}  // namespace

std::optional<std::string> canonical_form_refusal(const Geometry& geometry) {
  if (geometry.is_jigsaw() || geometry.has_diagonals() || geometry.has_windows() || geometry.has_cages()) {
    return "a canonical form is defined here for plain Sudoku only (jigsaw, X, windoku and killer puzzles have other "
           "symmetries): " + geometry.describe();
  }
  if (geometry.size() > kLargest) {
    return "no canonical form beyond 9x9 (" + geometry.describe() +
           "): the column orders one row leaves open grow to millions";
  }
  return std::nullopt;
}

struct Canonicalizer::Search {
  int size = 0;
  int band_height = 0;  // rows per band (box rows)
  int stack_width = 0;  // columns per stack (box columns)
  int grids = 1;        // 2 when transposing is a symmetry (square boxes)
  std::array<std::array<std::uint8_t, kLargest * kLargest>, 2> cells{};  // [grid][row * size + column]
  std::vector<std::vector<int>> stack_orders;   // permutations of the stacks
  std::vector<std::vector<int>> column_orders;  // permutations of the columns within a stack
  std::vector<Tie> ties;
  std::vector<Tie> next;

  void prepare(const Geometry& geometry) {
    if (size == geometry.size() && band_height == geometry.box_rows()) return;
    size = geometry.size();
    band_height = geometry.box_rows();
    stack_width = geometry.box_cols();
    grids = band_height == stack_width ? 2 : 1;
    stack_orders = permutations(size / stack_width);
    column_orders = permutations(stack_width);
  }

  std::uint8_t at(int grid, int row, int column) const {
    return cells[static_cast<std::size_t>(grid)][static_cast<std::size_t>(row * size + column)];
  }

  // Level 0: every (grid, row, column order) that writes the smallest first row. The first row's labels are 1, 2, 3
  // in order whatever the digits, so only its pattern of givens counts: stacks with fewer givens first, blanks first
  // within a stack.
  void first_row() {
    ties.clear();
    const int stacks = size / stack_width;
    std::array<std::uint8_t, kLargest> best{};
    bool have_best = false;
    for (int grid = 0; grid < grids; ++grid) {
      for (int row = 0; row < size; ++row) {
        std::array<int, kLargest> givens_in{};
        for (int column = 0; column < size; ++column) givens_in[static_cast<std::size_t>(column / stack_width)] += at(grid, row, column) != 0;
        std::array<int, kLargest> sorted = givens_in;
        for (int k = 1; k < stacks; ++k) {  // insertion sort of a few counts (std::sort trips GCC 12's -Warray-bounds)
          for (int j = k; j > 0 && sorted[static_cast<std::size_t>(j - 1)] > sorted[static_cast<std::size_t>(j)]; --j) {
            std::swap(sorted[static_cast<std::size_t>(j - 1)], sorted[static_cast<std::size_t>(j)]);
          }
        }
        std::array<std::uint8_t, kLargest> pattern{};
        for (int stack = 0; stack < stacks; ++stack) {
          for (int k = 0; k < stack_width; ++k) {
            pattern[static_cast<std::size_t>(stack * stack_width + k)] = k >= stack_width - sorted[static_cast<std::size_t>(stack)];
          }
        }
        if (have_best && pattern > best) continue;
        if (!have_best || pattern < best) {
          best = pattern;
          have_best = true;
          ties.clear();
        }
        add_first_rows(grid, row, givens_in);
      }
    }
  }

  // The ties of row `row` of `grid` as the first row: every stack order by increasing givens, and within each stack
  // every column order with the blanks first.
  void add_first_rows(int grid, int row, const std::array<int, kLargest>& givens_in) {
    const int stacks = size / stack_width;
    // Per stack, the column orders that put its blanks first.
    std::array<std::vector<int>, kLargest> fitting;
    for (int stack = 0; stack < stacks; ++stack) {
      for (std::size_t order = 0; order < column_orders.size(); ++order) {
        bool blanks_first = true;
        bool seen_given = false;
        for (int k = 0; k < stack_width && blanks_first; ++k) {
          const bool given = at(grid, row, stack * stack_width + column_orders[order][static_cast<std::size_t>(k)]) != 0;
          if (!given && seen_given) blanks_first = false;
          seen_given = seen_given || given;
        }
        if (blanks_first) fitting[static_cast<std::size_t>(stack)].push_back(static_cast<int>(order));
      }
    }
    for (const std::vector<int>& stack_order : stack_orders) {
      bool increasing = true;
      for (int k = 1; k < stacks; ++k) {
        increasing = increasing && givens_in[static_cast<std::size_t>(stack_order[static_cast<std::size_t>(k - 1)])] <=
                                       givens_in[static_cast<std::size_t>(stack_order[static_cast<std::size_t>(k)])];
      }
      if (!increasing) continue;
      // Every combination of the stacks' fitting orders, as a mixed-radix counter.
      std::array<std::size_t, kLargest> choice{};
      for (;;) {
        Tie tie;
        tie.grid = static_cast<std::uint8_t>(grid);
        tie.rows[0] = static_cast<std::uint8_t>(row);
        tie.used_rows = static_cast<std::uint16_t>(1U << row);
        for (int slot = 0; slot < stacks; ++slot) {
          const int stack = stack_order[static_cast<std::size_t>(slot)];
          const std::vector<int>& order =
              column_orders[static_cast<std::size_t>(fitting[static_cast<std::size_t>(stack)][choice[static_cast<std::size_t>(stack)]])];
          for (int k = 0; k < stack_width; ++k) {
            tie.columns[static_cast<std::size_t>(slot * stack_width + k)] =
                static_cast<std::uint8_t>(stack * stack_width + order[static_cast<std::size_t>(k)]);
          }
        }
        for (int column = 0; column < size; ++column) {
          const int digit = at(grid, row, tie.columns[static_cast<std::size_t>(column)]);
          if (digit != 0 && tie.label[static_cast<std::size_t>(digit)] == 0) tie.label[static_cast<std::size_t>(digit)] = tie.next_label++;
        }
        ties.push_back(tie);
        int stack = 0;
        while (stack < stacks && ++choice[static_cast<std::size_t>(stack)] == fitting[static_cast<std::size_t>(stack)].size()) {
          choice[static_cast<std::size_t>(stack)] = 0;
          ++stack;
        }
        if (stack == stacks) break;
      }
    }
  }

  // Level `level` >= 1: extend every tie by each row it may take, keep the smallest rows.
  void next_row(int level) {
    next.clear();
    std::array<std::uint8_t, kLargest> best{};
    bool have_best = false;
    const bool band_starts = level % band_height == 0;
    for (const Tie& tie : ties) {
      int first = 0;
      int last = size;
      if (!band_starts) {
        first = tie.rows[static_cast<std::size_t>(level - 1)] / band_height * band_height;
        last = first + band_height;
      }
      for (int row = first; row < last; ++row) {
        if ((tie.used_rows >> row) & 1U) continue;
        if (band_starts) {
          const unsigned band_mask = ((1U << band_height) - 1) << (row / band_height * band_height);
          if ((tie.used_rows & band_mask) != 0) continue;
        }
        std::array<std::uint8_t, kLargest + 1> label = tie.label;
        std::uint8_t next_label = tie.next_label;
        std::array<std::uint8_t, kLargest> written{};
        int order = have_best ? 0 : -1;  // 0: equal to the best so far, -1: smaller, 1: larger (stop)
        for (int column = 0; column < size && order <= 0; ++column) {
          const int digit = at(tie.grid, row, tie.columns[static_cast<std::size_t>(column)]);
          std::uint8_t value = 0;
          if (digit != 0) {
            std::uint8_t& known = label[static_cast<std::size_t>(digit)];
            if (known == 0) known = next_label++;
            value = known;
          }
          written[static_cast<std::size_t>(column)] = value;
          if (order == 0 && value != best[static_cast<std::size_t>(column)]) order = value < best[static_cast<std::size_t>(column)] ? -1 : 1;
        }
        if (order > 0) continue;
        if (order < 0) {
          best = written;
          have_best = true;
          next.clear();
        }
        Tie extended = tie;
        extended.rows[static_cast<std::size_t>(level)] = static_cast<std::uint8_t>(row);
        extended.used_rows = static_cast<std::uint16_t>(tie.used_rows | (1U << row));
        extended.label = label;
        extended.next_label = next_label;
        next.push_back(extended);
      }
    }
    ties.swap(next);
  }
};

Canonicalizer::Canonicalizer() : search_(std::make_unique<Search>()) {}
Canonicalizer::~Canonicalizer() = default;

CanonicalOrError Canonicalizer::canonical(const Geometry& geometry, const Grid& puzzle) {
  if (auto refusal = canonical_form_refusal(geometry)) return *refusal;
  Search& search = *search_;
  search.prepare(geometry);
  const int size = geometry.size();
  for (int row = 0; row < size; ++row) {
    for (int column = 0; column < size; ++column) {
      const auto digit = static_cast<std::uint8_t>(puzzle[row * size + column]);
      search.cells[0][static_cast<std::size_t>(row * size + column)] = digit;
      search.cells[1][static_cast<std::size_t>(column * size + row)] = digit;
    }
  }
  search.first_row();
  for (int level = 1; level < size; ++level) search.next_row(level);
  const Tie& tie = search.ties.front();
  CanonicalForm result{Grid(size), search.ties.size()};
  for (int row = 0; row < size; ++row) {
    for (int column = 0; column < size; ++column) {
      const int digit = search.at(tie.grid, tie.rows[static_cast<std::size_t>(row)], tie.columns[static_cast<std::size_t>(column)]);
      result.form.set(row * size + column, digit == 0 ? 0 : tie.label[static_cast<std::size_t>(digit)]);
    }
  }
  return result;
}

}  // namespace sudoku
