#include "sudoku/solver_cache.hpp"

namespace sudoku {

PuzzleSolver& SolverCache::get(SolverKind kind, const std::shared_ptr<const Geometry>& geometry) {
  ++clock_;
  const auto key = std::make_pair(geometry.get(), kind);
  if (auto found = entries_.find(key); found != entries_.end()) {
    found->second.used = clock_;
    return *found->second.solver;
  }
  if (entries_.size() >= kKept) {  // forget the least recently used
    auto oldest = entries_.begin();
    for (auto it = entries_.begin(); it != entries_.end(); ++it) {
      if (it->second.used < oldest->second.used) oldest = it;
    }
    entries_.erase(oldest);
  }
  Entry& entry = entries_[key];
  entry.geometry = geometry;
  entry.solver = make_(kind, *geometry);
  entry.used = clock_;
  return *entry.solver;
}

}  // namespace sudoku
