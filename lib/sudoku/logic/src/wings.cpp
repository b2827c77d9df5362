// XY-Wing and XYZ-Wing (SE 4.2, 4.4), and aligned pair and triple exclusion (SE 6.2, 7.5), as SE finds them.
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

std::optional<Step> find_xy_wing(const Board& board, bool xyz) {
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  const int pivot_size = xyz ? 3 : 2;
  for (int pivot = 0; pivot < shape.cells; ++pivot) {
    const Mask xy = board.candidates(pivot);
    if (popcount(xy) != pivot_size) continue;
    const auto peers = geometry.peers(pivot);
    for (int xz_cell : peers) {
      const Mask xz = board.candidates(xz_cell);
      if (popcount(xz) != 2 || popcount(xy & ~xz) != 1) continue;
      for (int yz_cell : peers) {
        const Mask yz = board.candidates(yz_cell);
        if (popcount(yz) != 2 || yz_cell == xz_cell) continue;
        if (popcount(xy | xz | yz) != 3) continue;
        if (popcount(xy & xz & yz) != (xyz ? 1 : 0)) continue;
        const Mask z = xz & yz;
        if (popcount(z) != 1) continue;
        const int digit = lowest(z) + 1;
        std::vector<Elimination> eliminations;
        for (int cell = 0; cell < shape.cells; ++cell) {
          if (cell == pivot || cell == xz_cell || cell == yz_cell || !board.has(cell, digit)) continue;
          if (!shape.sees(cell, xz_cell) || !shape.sees(cell, yz_cell)) continue;
          if (xyz && !shape.sees(cell, pivot)) continue;
          eliminations.push_back({cell, digit});
        }
        if (eliminations.empty()) continue;
        Step step = xyz ? make_step(Technique::xyz_wing, 44, "XYZ-Wing") : make_step(Technique::xy_wing, 42, "XY-Wing");
        step.reason = board.cell_name(pivot) + digits_text(xy) + " with " + board.cell_name(xz_cell) + digits_text(xz) +
                      " and " + board.cell_name(yz_cell) + digits_text(yz) + " => " +
                      eliminations_text(board, eliminations);
        step.eliminations = std::move(eliminations);
        return step;
      }
    }
  }
  return std::nullopt;
}

namespace {

// SE's base cells for aligned exclusion: two or more candidates, no peer with a single candidate, and some bivalue
// peer (for pairs; a peer with 2..degree candidates for triples).
struct ExclusionBase {
  int cell;
  std::vector<int> excluders;
};

std::vector<ExclusionBase> exclusion_bases(const Board& board, int degree) {
  std::vector<ExclusionBase> bases;
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (popcount(board.candidates(cell)) < 2) continue;
    bool naked_single = false;
    std::vector<int> excluders;
    for (int peer : board.geometry().peers(cell)) {
      const int count = popcount(board.candidates(peer));
      if (count == 1) naked_single = true;
      else if (count >= 2 && count <= degree) excluders.push_back(peer);
    }
    if (!naked_single && !excluders.empty()) bases.push_back({cell, std::move(excluders)});
  }
  return bases;
}

std::vector<int> common(const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> both;
  for (int x : a) {
    for (int y : b) {
      if (x == y) {
        both.push_back(x);
        break;
      }
    }
  }
  return both;
}

}  // namespace

std::optional<Step> find_aligned_exclusion(const Board& board, int degree) {
  const BoardShape& shape = board.shape();
  const std::vector<ExclusionBase> bases = exclusion_bases(board, degree);
  const int count = static_cast<int>(bases.size());
  if (count < degree) return std::nullopt;
  // Every combination of `degree` base cells with at least two common excluders.
  std::vector<int> chosen(static_cast<std::size_t>(degree));
  std::vector<int> digit_of(static_cast<std::size_t>(degree));
  auto try_cells = [&](const std::vector<int>& cells, const std::vector<int>& excluders) -> std::optional<Step> {
    // Allowed combinations: no two digits equal on cells that see each other, no excluder all of whose candidates
    // are taken by the combination.
    std::vector<Mask> allowed(static_cast<std::size_t>(degree), 0);
    std::vector<Mask> candidates(static_cast<std::size_t>(degree));
    for (int k = 0; k < degree; ++k) candidates[static_cast<std::size_t>(k)] = board.candidates(cells[static_cast<std::size_t>(k)]);
    auto recurse = [&](auto&& self, int k, Mask used_all) -> void {
      if (k == degree) {
        for (int excluder : excluders) {
          if ((board.candidates(excluder) & ~used_all) == 0) return;
        }
        for (int j = 0; j < degree; ++j) allowed[static_cast<std::size_t>(j)] |= bit(digit_of[static_cast<std::size_t>(j)] - 1);
        return;
      }
      for (Mask rest = candidates[static_cast<std::size_t>(k)]; rest != 0; rest &= rest - 1) {
        const int digit = lowest(rest) + 1;
        bool clash = false;
        for (int j = 0; j < k; ++j) {
          if (digit_of[static_cast<std::size_t>(j)] == digit &&
              shape.sees(cells[static_cast<std::size_t>(j)], cells[static_cast<std::size_t>(k)])) {
            clash = true;
            break;
          }
        }
        if (clash) continue;
        digit_of[static_cast<std::size_t>(k)] = digit;
        self(self, k + 1, used_all | bit(digit - 1));
      }
    };
    recurse(recurse, 0, 0);
    std::vector<Elimination> eliminations;
    for (int k = 0; k < degree; ++k) {
      for (Mask rest = candidates[static_cast<std::size_t>(k)] & ~allowed[static_cast<std::size_t>(k)]; rest != 0;
           rest &= rest - 1) {
        eliminations.push_back({cells[static_cast<std::size_t>(k)], lowest(rest) + 1});
      }
    }
    if (eliminations.empty()) return std::nullopt;
    Step step = degree == 2 ? make_step(Technique::aligned_pair_exclusion, 62, "Aligned Pair Exclusion")
                            : make_step(Technique::aligned_triple_exclusion, 75, "Aligned Triple Exclusion");
    step.reason = cells_text(board, cells) + " against " + cells_text(board, excluders) + " => " +
                  eliminations_text(board, eliminations);
    step.eliminations = std::move(eliminations);
    return step;
  };
  if (degree == 2) {
    for (int a = 0; a < count; ++a) {
      for (int b = a + 1; b < count; ++b) {
        const std::vector<int> excluders =
            common(bases[static_cast<std::size_t>(a)].excluders, bases[static_cast<std::size_t>(b)].excluders);
        if (excluders.size() < 2) continue;
        if (auto step = try_cells({bases[static_cast<std::size_t>(a)].cell, bases[static_cast<std::size_t>(b)].cell},
                                  excluders)) {
          return step;
        }
      }
    }
    return std::nullopt;
  }
  // SE's triples: two base cells, and a third among the excluders of either that is a base cell itself.
  std::vector<CellSet> excluder_set(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k) {
    for (int cell : bases[static_cast<std::size_t>(k)].excluders) excluder_set[static_cast<std::size_t>(k)].add(cell);
  }
  auto common_count = [&](const CellSet& set) {
    int n = 0;
    set.for_each([&](int) { ++n; });
    return n;
  };
  for (int a = 0; a < count; ++a) {
    for (int b = a + 1; b < count; ++b) {
      CellSet ab = excluder_set[static_cast<std::size_t>(a)];
      ab &= excluder_set[static_cast<std::size_t>(b)];
      if (common_count(ab) < 2) continue;
      CellSet twin = excluder_set[static_cast<std::size_t>(a)];
      twin |= excluder_set[static_cast<std::size_t>(b)];
      for (int c = 0; c < count; ++c) {
        const int third = bases[static_cast<std::size_t>(c)].cell;
        if (c == a || c == b || !twin.has(third)) continue;
        // Each triple once: as SE, from its first two cells in index order when the third is in their twin area.
        CellSet abc = ab;
        abc &= excluder_set[static_cast<std::size_t>(c)];
        if (common_count(abc) < 2) continue;
        std::vector<int> excluders;
        abc.for_each([&](int cell) { excluders.push_back(cell); });
        if (auto step = try_cells({bases[static_cast<std::size_t>(a)].cell, bases[static_cast<std::size_t>(b)].cell, third},
                                  excluders)) {
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::logic
