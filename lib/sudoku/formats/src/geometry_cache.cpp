#include "geometry_cache.hpp"

#include <algorithm>

namespace sudoku::detail {

namespace {

bool matches(const GeometrySpec& spec, const Geometry& geometry) {
  if (geometry.size() != spec.size || geometry.has_diagonals() != spec.diagonals ||
      geometry.has_windows() != spec.windows || geometry.is_jigsaw() != !spec.regions.empty()) {
    return false;
  }
  if (spec.regions.empty()) {
    if (geometry.box_rows() != spec.box_rows || geometry.box_cols() != spec.box_cols) return false;
  } else {
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
      if (geometry.box_of(cell) != spec.regions[static_cast<std::size_t>(cell)]) return false;
    }
  }
  return geometry.cages() == spec.cages;
}

SharedGeometryOrError build(const GeometrySpec& spec) {
  GeometryOrError geometry = spec.regions.empty() ? GeometryOrError(Geometry(spec.box_rows, spec.box_cols))
                                                  : Geometry::jigsaw(spec.size, spec.regions);
  auto then = [&](auto&& step) {
    if (const Geometry* built = std::get_if<Geometry>(&geometry)) geometry = step(*built);
  };
  if (spec.diagonals) then([](const Geometry& g) { return g.with_diagonals(); });
  if (spec.windows) then([](const Geometry& g) { return g.with_windows(); });
  if (!spec.cages.empty()) then([&](const Geometry& g) { return g.with_cages(spec.cages); });
  if (auto* error = std::get_if<std::string>(&geometry)) return std::move(*error);
  return std::make_shared<const Geometry>(std::get<Geometry>(std::move(geometry)));
}

}  // namespace

SharedGeometryOrError GeometryCache::get(const GeometrySpec& spec) {
  for (std::size_t k = 0; k < recent_.size(); ++k) {
    if (matches(spec, *recent_[k])) {
      // Move it to the front: the next puzzle most likely has the same geometry again.
      std::rotate(recent_.begin(), recent_.begin() + static_cast<std::ptrdiff_t>(k),
                  recent_.begin() + static_cast<std::ptrdiff_t>(k) + 1);
      return recent_.front();
    }
  }
  SharedGeometryOrError built = build(spec);
  if (auto* geometry = std::get_if<std::shared_ptr<const Geometry>>(&built)) {
    if (recent_.size() == kCapacity) recent_.pop_back();
    recent_.insert(recent_.begin(), *geometry);
  }
  return built;
}

}  // namespace sudoku::detail
