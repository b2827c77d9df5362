#include "jigsaw_regions.hpp"

#include <array>

#include "sudoku/geometry.hpp"

namespace sudoku::generation {

namespace {

constexpr std::array<std::array<int, 2>, 4> kSteps{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};

// Whether the cells of `region` form one piece (4-neighbours). `mark` is scratch space of size*size.
bool connected(const std::vector<int>& region_of, int size, int region, std::vector<int>& mark, int stamp,
               std::vector<int>& stack) {
  int start = -1;
  for (int cell = 0; cell < size * size; ++cell) {
    if (region_of[static_cast<std::size_t>(cell)] == region) {
      start = cell;
      break;
    }
  }
  int reached = 0;
  stack.assign(1, start);
  mark[static_cast<std::size_t>(start)] = stamp;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for (const auto& step : kSteps) {
      const int row = cell / size + step[0];
      const int column = cell % size + step[1];
      if (row < 0 || row >= size || column < 0 || column >= size) continue;
      const int next = row * size + column;
      if (region_of[static_cast<std::size_t>(next)] != region || mark[static_cast<std::size_t>(next)] == stamp) continue;
      mark[static_cast<std::size_t>(next)] = stamp;
      stack.push_back(next);
    }
  }
  return reached == size;
}

}  // namespace

std::vector<int> random_regions(int size, SeededRandom& random) {
  const int cells = size * size;
  std::vector<int> region_of(static_cast<std::size_t>(cells));
  const auto box = Geometry::default_box(size);
  for (int cell = 0; cell < cells; ++cell) {
    const int row = cell / size;
    const int column = cell % size;
    region_of[static_cast<std::size_t>(cell)] =
        box ? (row / box->first) * (size / box->second) + column / box->second : row;
  }
  if (size < 3) return region_of;
  std::vector<int> mark(static_cast<std::size_t>(cells), 0);
  std::vector<int> stack;
  int stamp = 0;
  std::vector<int> candidates;
  const int moves = 30 * cells;
  for (int attempt = 0; attempt < moves; ++attempt) {
    // A cell of region a next to region b moves to b, and a cell of b next to a (another one) moves to a.
    const int cell = random.below(cells);
    const auto& step = kSteps[static_cast<std::size_t>(random.below(4))];
    const int row = cell / size + step[0];
    const int column = cell % size + step[1];
    if (row < 0 || row >= size || column < 0 || column >= size) continue;
    const int a = region_of[static_cast<std::size_t>(cell)];
    const int b = region_of[static_cast<std::size_t>(row * size + column)];
    if (a == b) continue;
    candidates.clear();
    for (int other = 0; other < cells; ++other) {
      if (region_of[static_cast<std::size_t>(other)] != b) continue;
      bool touches_a = false;
      for (const auto& around : kSteps) {
        const int r = other / size + around[0];
        const int c = other % size + around[1];
        if (r >= 0 && r < size && c >= 0 && c < size && r * size + c != cell &&
            region_of[static_cast<std::size_t>(r * size + c)] == a) {
          touches_a = true;
        }
      }
      if (touches_a) candidates.push_back(other);
    }
    if (candidates.empty()) continue;
    const int other = candidates[static_cast<std::size_t>(random.below(static_cast<int>(candidates.size())))];
    region_of[static_cast<std::size_t>(cell)] = b;
    region_of[static_cast<std::size_t>(other)] = a;
    if (!connected(region_of, size, a, mark, ++stamp, stack) || !connected(region_of, size, b, mark, ++stamp, stack)) {
      region_of[static_cast<std::size_t>(cell)] = a;
      region_of[static_cast<std::size_t>(other)] = b;
    }
  }
  return region_of;
}

}  // namespace sudoku::generation
