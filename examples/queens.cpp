// N queens as exact cover on the installed engine: one primary item per row and per column, one secondary item per
// diagonal (at most one queen on each), one option per square. Prints the number of solutions for each N given
// (default 8: 92, OEIS A000170) and the search statistics.
//
//   c++ -std=c++20 queens.cpp $(pkg-config --cflags --libs dlx-exactcover) -o queens && ./queens 8 10
#include <exactcover/problem.hpp>
#include <exactcover/solver.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

exactcover::Problem queens(int n) {
  exactcover::Problem problem;
  for (int row = 0; row < n; ++row) problem.add_primary("r" + std::to_string(row));
  for (int column = 0; column < n; ++column) problem.add_primary("c" + std::to_string(column));
  const int first_diagonal = problem.item_count();
  for (int k = 0; k < 2 * n - 1; ++k) problem.add_secondary("a" + std::to_string(k));
  const int first_antidiagonal = problem.item_count();
  for (int k = 0; k < 2 * n - 1; ++k) problem.add_secondary("b" + std::to_string(k));
  for (int row = 0; row < n; ++row) {
    for (int column = 0; column < n; ++column) {
      // Adding an option fails only on a malformed one (an unknown or repeated item): not here.
      (void)problem.add_option({row, n + column, first_diagonal + row + column, first_antidiagonal + row - column + n - 1});
    }
  }
  return problem;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> sizes;
  for (int k = 1; k < argc; ++k) sizes.push_back(std::atoi(argv[k]));
  if (sizes.empty()) sizes.push_back(8);
  for (const int n : sizes) {
    if (n < 1 || n > 30) {
      std::fprintf(stderr, "queens: N must be from 1 to 30\n");
      return 2;
    }
    const exactcover::Problem problem = queens(n);
    exactcover::Solver solver(problem);  // one solver per thread; it may be reused for any number of searches
    const exactcover::SearchResult result = solver.count({});
    std::printf("%d queens: %llu solutions (%llu nodes, %llu updates)\n", n,
                static_cast<unsigned long long>(result.stats.solutions),
                static_cast<unsigned long long>(result.stats.nodes),
                static_cast<unsigned long long>(result.stats.updates));
  }
  return 0;
}
