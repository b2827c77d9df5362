// The commands of `dlx`. Each takes the arguments after its name and returns an exit status (exit_status.hpp).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "exit_status.hpp"
#include "sudoku/solver_cache.hpp"

namespace dlx {

// What a command works with beyond its arguments. Tests set `make_solver` to plant a faulty solver.
struct Dependencies {
  sudoku::SolverFactory make_solver = sudoku::make_solver;
};

struct Context {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool err_is_terminal = false;  // stderr is the process's own and a terminal: progress reports are on by default
  const Dependencies& dependencies;
};

int run_solve(const std::vector<std::string>& args, Context& context);
int run_count(const std::vector<std::string>& args, Context& context);
int run_encode(const std::vector<std::string>& args, Context& context);
int run_validate(const std::vector<std::string>& args, Context& context);
int run_cover(const std::vector<std::string>& args, Context& context);
int run_merge(const std::vector<std::string>& args, Context& context);
int run_generate(const std::vector<std::string>& args, Context& context);
int run_canon(const std::vector<std::string>& args, Context& context);
int run_rate(const std::vector<std::string>& args, Context& context);
int run_explain(const std::vector<std::string>& args, Context& context);

}  // namespace dlx
