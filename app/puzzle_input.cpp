#include "puzzle_input.hpp"

#include "testing_hooks.hpp"

namespace dlx {

namespace testing {
SolverFactory solver_factory = nullptr;
}

std::string position_of(const Record& record, std::int64_t column) {
  return record.source + ":" + std::to_string(record.line()) + ":" + std::to_string(column);
}

std::string report_parse_error(const Record& record, std::string& out, std::string& err) {
  const sudoku::ReadError& error = *record.parsed.error;
  std::string where = record.source + ":" + std::to_string(error.line) + ":" + std::to_string(error.column);
  std::string text = where + ": " + error.message;
  err += text + "\n";
  out += "error: " + text + "\n";
  return text;
}

sudoku::PuzzleSolver& SolverCache::get(sudoku::SolverKind kind,
                                       const std::shared_ptr<const sudoku::Geometry>& geometry) {
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
  auto make = testing::solver_factory != nullptr ? testing::solver_factory : sudoku::make_solver;
  Entry& entry = entries_[key];
  entry.geometry = geometry;
  entry.solver = make(kind, *geometry);
  entry.used = clock_;
  return *entry.solver;
}

std::string grid_text(const sudoku::Grid& grid, const sudoku::Geometry& geometry, sudoku::SymbolSet symbols,
                      bool block) {
  std::string text;
  if (block) {
    sudoku::append_grid_block(grid, geometry, symbols, text);
    text += '\n';
  } else {
    sudoku::append_grid_line(grid, symbols, text);
    text += '\n';
  }
  return text;
}

}  // namespace dlx
