/// \file
/// Solvers by geometry, for one thread. A file of ten thousand 9×9 puzzles shares one geometry, so one solver serves
/// them all; a jigsaw or killer puzzle brings its own geometry and gets its own solver (the last few are kept).
///
/// Thread safety: a SolverCache and the solvers it hands out belong to one thread.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <utility>

#include "sudoku/solver.hpp"

namespace sudoku {

/// How a cache builds a solver it does not have yet: make_solver, or (in a test) a solver with a planted fault.
using SolverFactory = std::function<std::unique_ptr<PuzzleSolver>(SolverKind, const Geometry&)>;

class SolverCache {
 public:
  explicit SolverCache(SolverFactory make = make_solver) : make_(std::move(make)) {}

  /// The solver of `kind` for `geometry`, built on first use. The cache keeps `geometry` alive while its solver is.
  PuzzleSolver& get(SolverKind kind, const std::shared_ptr<const Geometry>& geometry);

 private:
  static constexpr std::size_t kKept = 8;
  struct Entry {
    std::shared_ptr<const Geometry> geometry;
    std::unique_ptr<PuzzleSolver> solver;
    std::uint64_t used = 0;
  };
  SolverFactory make_;
  std::map<std::pair<const Geometry*, SolverKind>, Entry> entries_;
  std::uint64_t clock_ = 0;
};

}  // namespace sudoku
