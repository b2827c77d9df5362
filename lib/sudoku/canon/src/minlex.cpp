// The minlex form by a breadth-first search over rows (sudoku/canonical.hpp says what and why).
//
// A partial transformation (a Tie) has chosen the input row of each output row so far, the input stack of each output
// stack, the labels of the digits seen so far, and — lazily — the order of the columns: within each stack, the
// columns form blocks (runs of output positions) whose order is fixed, while the columns inside one block are still
// interchangeable because every row so far is blank in all of them. A new row is written block by block in the best
// order its values allow: blanks first (they stay one block), then digits already labelled, smallest label first, then
// new digits, whose labels are the next ones in order of appearance. Only the order of several new digits in one block
// is a real choice (the row reads the same either way, the labels differ): each order becomes its own tie. So the
// hundreds of column orders a sparse first row cannot tell apart are never enumerated one by one.
//
// Each level extends every tie by each row it may take next (the unused rows of the band being filled, or any row of an
// unused band when a band starts) and keeps only the extensions writing the smallest row; rows are compared as they are
// written, so most extensions stop at their first cell. At the end every tie maps the puzzle to its form, and so does
// every order of the columns inside a block: the automorphisms are the sum over the ties of the product of their
// blocks' factorials.
#include <algorithm>
#include <array>
#include <numeric>

#include "sudoku/canonical.hpp"

namespace sudoku {

namespace {

constexpr int kLargest = 9;

struct Tie {
  std::array<std::uint8_t, kLargest> rows{};        // output row -> input row (the rows chosen so far)
  std::array<std::uint8_t, kLargest> columns{};     // output column -> input column (within a block: any order)
  std::array<std::uint8_t, kLargest + 1> label{};   // input digit -> its label, 0 while unseen
  std::uint16_t cuts = 0;                           // bit j: a block ends at output column j
  std::uint16_t used_rows = 0;                      // input rows chosen so far
  std::uint8_t next_label = 1;
  std::uint8_t grid = 0;                            // 0: the puzzle as given, 1: transposed
};

// The smallest row written so far at a level.
struct Best {
  std::array<std::uint8_t, kLargest> row{};
  bool have = false;
};

std::vector<std::vector<int>> permutations(int k) {
  std::vector<int> order(static_cast<std::size_t>(k));
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::vector<int>> all;
  do {
    all.push_back(order);
  } while (std::next_permutation(order.begin(), order.end()));
  return all;
}

// Sorts the first `count` values of a small array (std::sort on a prefix of std::array trips GCC 12's -Warray-bounds).
template <class Value>
void sort_prefix(std::array<Value, kLargest>& values, int count) {
  for (int k = 1; k < count && k < kLargest; ++k) {
    for (int j = k; j > 0 && values[static_cast<std::size_t>(j)] < values[static_cast<std::size_t>(j - 1)]; --j) {
      std::swap(values[static_cast<std::size_t>(j)], values[static_cast<std::size_t>(j - 1)]);
    }
  }
}

constexpr std::uint64_t factorial(int n) { return n <= 1 ? 1 : static_cast<std::uint64_t>(n) * factorial(n - 1); }

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
  std::vector<std::vector<int>> stack_orders;  // permutations of the stacks
  std::vector<Tie> ties;
  std::vector<Tie> next;

  void prepare(const Geometry& geometry) {
    if (size == geometry.size() && band_height == geometry.box_rows()) return;
    size = geometry.size();
    band_height = geometry.box_rows();
    stack_width = geometry.box_cols();
    grids = band_height == stack_width ? 2 : 1;
    stack_orders = permutations(size / stack_width);
  }

  std::uint8_t at(int grid, int row, int column) const {
    return cells[static_cast<std::size_t>(grid)][static_cast<std::size_t>(row * size + column)];
  }

  // The row `row` of `tie`'s grid written in the tie's best order (see the top of this file), compared with `best` as
  // it goes: -1 smaller (then `written` holds it), 0 equal, 1 larger (stopped early).
  int write_row(const Tie& tie, int row, const Best& best, std::array<std::uint8_t, kLargest>& written) const {
    int order = best.have ? 0 : -1;
    std::uint8_t next_label = tie.next_label;
    int begin = 0;
    while (begin < size) {
      int end = begin;  // the block is [begin, end]
      while (((tie.cuts >> end) & 1U) == 0) ++end;
      std::array<std::uint8_t, kLargest> known{};
      int blanks = 0;
      int labelled = 0;
      int fresh = 0;
      for (int position = begin; position <= end; ++position) {
        const int digit = at(tie.grid, row, tie.columns[static_cast<std::size_t>(position)]);
        if (digit == 0) {
          ++blanks;
        } else if (tie.label[static_cast<std::size_t>(digit)] != 0) {
          known[static_cast<std::size_t>(labelled++)] = tie.label[static_cast<std::size_t>(digit)];
        } else {
          ++fresh;
        }
      }
      sort_prefix(known, labelled);
      int position = begin;
      auto put = [&](std::uint8_t value) {
        if (position >= kLargest) return;  // never: the block's cells are in the row
        written[static_cast<std::size_t>(position)] = value;
        if (order == 0 && value != best.row[static_cast<std::size_t>(position)]) {
          order = value < best.row[static_cast<std::size_t>(position)] ? -1 : 1;
        }
        ++position;
      };
      for (int k = 0; k < blanks && order <= 0; ++k) put(0);
      for (int k = 0; k < labelled && order <= 0; ++k) put(known[static_cast<std::size_t>(k)]);
      for (int k = 0; k < fresh && order <= 0; ++k) put(next_label++);
      if (order > 0) return 1;
      begin = end + 1;
    }
    return order;
  }

  // Appends to `out` the ties `tie` becomes with `row` as output row `level`: each block reordered as write_row wrote
  // it, one tie per order of the new digits of each block.
  void add_extensions(const Tie& tie, int level, int row, std::vector<Tie>& out) {
    Tie base = tie;
    base.rows[static_cast<std::size_t>(level)] = static_cast<std::uint8_t>(row);
    base.used_rows = static_cast<std::uint16_t>(tie.used_rows | (1U << row));
    base.cuts = 0;
    // Per block, its new digits' columns (in the base order); they are permuted below.
    std::array<std::pair<int, int>, kLargest> fresh_runs{};  // (first position, count) of each block's new columns
    int runs = 0;
    int begin = 0;
    while (begin < size) {
      int end = begin;
      while (((tie.cuts >> end) & 1U) == 0) ++end;
      std::array<std::uint8_t, kLargest> blank_columns{};
      std::array<std::pair<std::uint8_t, std::uint8_t>, kLargest> known_columns{};  // (label, column)
      std::array<std::uint8_t, kLargest> fresh_columns{};
      int blanks = 0;
      int labelled = 0;
      int fresh = 0;
      for (int position = begin; position <= end; ++position) {
        const std::uint8_t column = tie.columns[static_cast<std::size_t>(position)];
        const int digit = at(tie.grid, row, column);
        if (digit == 0) {
          blank_columns[static_cast<std::size_t>(blanks++)] = column;
        } else if (tie.label[static_cast<std::size_t>(digit)] != 0) {
          known_columns[static_cast<std::size_t>(labelled++)] = {tie.label[static_cast<std::size_t>(digit)], column};
        } else {
          fresh_columns[static_cast<std::size_t>(fresh++)] = column;
        }
      }
      sort_prefix(known_columns, labelled);
      int position = begin;
      for (int k = 0; k < blanks; ++k) base.columns[static_cast<std::size_t>(position++)] = blank_columns[static_cast<std::size_t>(k)];
      if (blanks > 0) base.cuts = static_cast<std::uint16_t>(base.cuts | (1U << (position - 1)));
      for (int k = 0; k < labelled; ++k) {
        base.columns[static_cast<std::size_t>(position)] = known_columns[static_cast<std::size_t>(k)].second;
        base.cuts = static_cast<std::uint16_t>(base.cuts | (1U << position++));
      }
      if (fresh > 0) fresh_runs[static_cast<std::size_t>(runs++)] = {position, fresh};
      for (int k = 0; k < fresh; ++k) {
        base.columns[static_cast<std::size_t>(position)] = fresh_columns[static_cast<std::size_t>(k)];
        base.cuts = static_cast<std::uint16_t>(base.cuts | (1U << position++));
      }
      begin = end + 1;
    }
    // Every combination of orders of the new columns, run by run (std::next_permutation cycles each run back to its
    // first order after its last, which carries to the next run).
    for (int run = 0; run < runs; ++run) {
      auto first = base.columns.begin() + fresh_runs[static_cast<std::size_t>(run)].first;
      std::sort(first, first + fresh_runs[static_cast<std::size_t>(run)].second);
    }
    for (;;) {
      Tie& extended = out.emplace_back(base);
      for (int position = 0; position < size; ++position) {
        const int digit = at(extended.grid, row, extended.columns[static_cast<std::size_t>(position)]);
        if (digit != 0 && extended.label[static_cast<std::size_t>(digit)] == 0) {
          extended.label[static_cast<std::size_t>(digit)] = extended.next_label++;
        }
      }
      int run = 0;
      while (run < runs) {
        auto first = base.columns.begin() + fresh_runs[static_cast<std::size_t>(run)].first;
        if (std::next_permutation(first, first + fresh_runs[static_cast<std::size_t>(run)].second)) break;
        ++run;
      }
      if (run == runs) break;
    }
  }

  // Extends `tie` by each row it may take at `level` and keeps in `out` those writing the smallest row yet (`best`);
  // a smaller row empties `out` first.
  void extend(const Tie& tie, int level, std::vector<Tie>& out, Best& best) {
    int first = 0;
    int last = size;
    const bool band_starts = level % band_height == 0;
    if (!band_starts) {
      first = tie.rows[static_cast<std::size_t>(level - 1)] / band_height * band_height;
      last = first + band_height;
    }
    std::array<std::uint8_t, kLargest> written{};
    for (int row = first; row < last; ++row) {
      if ((tie.used_rows >> row) & 1U) continue;
      if (band_starts) {
        const unsigned band_mask = ((1U << band_height) - 1) << (row / band_height * band_height);
        if ((tie.used_rows & band_mask) != 0) continue;
      }
      const int order = write_row(tie, row, best, written);
      if (order > 0) continue;
      if (order < 0) {
        best.row = written;
        best.have = true;
        out.clear();
      }
      add_extensions(tie, level, row, out);
    }
  }

  // Level 0: for each grid and each stack order, one tie with no row yet whose stacks are single blocks, extended by
  // every first row. (A stack order other than by increasing givens of the first row loses at once.)
  void first_row() {
    ties.clear();
    next.clear();
    Best best;
    const int stacks = size / stack_width;
    for (int grid = 0; grid < grids; ++grid) {
      for (const std::vector<int>& stack_order : stack_orders) {
        Tie start;
        start.grid = static_cast<std::uint8_t>(grid);
        for (int slot = 0; slot < stacks; ++slot) {
          for (int k = 0; k < stack_width; ++k) {
            start.columns[static_cast<std::size_t>(slot * stack_width + k)] =
                static_cast<std::uint8_t>(stack_order[static_cast<std::size_t>(slot)] * stack_width + k);
          }
          start.cuts = static_cast<std::uint16_t>(start.cuts | (1U << (slot * stack_width + stack_width - 1)));
        }
        extend(start, 0, ties, best);
      }
    }
  }

  void next_row(int level) {
    next.clear();
    Best best;
    for (const Tie& tie : ties) extend(tie, level, next, best);
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
  CanonicalForm result{Grid(size), 0};
  for (const Tie& tie : search.ties) {
    std::uint64_t orders = 1;
    int begin = 0;
    for (int position = 0; position < size; ++position) {
      if (((tie.cuts >> position) & 1U) != 0) {
        orders *= factorial(position - begin + 1);
        begin = position + 1;
      }
    }
    result.automorphisms += orders;
  }
  const Tie& tie = search.ties.front();
  for (int row = 0; row < size; ++row) {
    for (int column = 0; column < size; ++column) {
      const int digit = search.at(tie.grid, tie.rows[static_cast<std::size_t>(row)], tie.columns[static_cast<std::size_t>(column)]);
      result.form.set(row * size + column, digit == 0 ? 0 : tie.label[static_cast<std::size_t>(digit)]);
    }
  }
  return result;
}

}  // namespace sudoku
