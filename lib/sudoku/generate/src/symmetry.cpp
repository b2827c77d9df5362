#include "symmetry.hpp"

#include <algorithm>
#include <array>

namespace sudoku::generation {

namespace {

// The eight symmetries of the square, as maps of (row, column).
enum Map : int { identity, quarter, half, three_quarters, mirror_map, flip_map, diagonal_map, antidiagonal_map };

int apply(Map map, int size, int cell) {
  const int row = cell / size;
  const int column = cell % size;
  const int last = size - 1;
  switch (map) {
    case identity: return cell;
    case quarter: return column * size + (last - row);
    case half: return (last - row) * size + (last - column);
    case three_quarters: return (last - column) * size + row;
    case mirror_map: return row * size + (last - column);
    case flip_map: return (last - row) * size + column;
    case diagonal_map: return column * size + row;
    case antidiagonal_map: return (last - column) * size + (last - row);
  }
  return cell;
}

std::vector<Map> group_of(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::none: return {identity};
    case Symmetry::rot180: return {identity, half};
    case Symmetry::rot90: return {identity, quarter, half, three_quarters};
    case Symmetry::mirror: return {identity, mirror_map};
    case Symmetry::flip: return {identity, flip_map};
    case Symmetry::diagonal: return {identity, diagonal_map};
    case Symmetry::antidiagonal: return {identity, antidiagonal_map};
    case Symmetry::biaxial: return {identity, mirror_map, flip_map, half};
    case Symmetry::bidiagonal: return {identity, diagonal_map, antidiagonal_map, half};
    case Symmetry::dihedral:
      return {identity, quarter, half, three_quarters, mirror_map, flip_map, diagonal_map, antidiagonal_map};
  }
  return {identity};
}

}  // namespace

std::vector<std::vector<int>> symmetry_orbits(int size, Symmetry symmetry) {
  const std::vector<Map> group = group_of(symmetry);
  std::vector<bool> seen(static_cast<std::size_t>(size * size), false);
  std::vector<std::vector<int>> orbits;
  for (int cell = 0; cell < size * size; ++cell) {
    if (seen[static_cast<std::size_t>(cell)]) continue;
    std::vector<int> orbit;
    for (Map map : group) {
      const int image = apply(map, size, cell);
      if (!seen[static_cast<std::size_t>(image)]) {
        seen[static_cast<std::size_t>(image)] = true;
        orbit.push_back(image);
      }
    }
    std::sort(orbit.begin(), orbit.end());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

}  // namespace sudoku::generation
