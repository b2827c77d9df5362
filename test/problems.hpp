// Exact-cover problems generated for tests, with counts known from the literature.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "exactcover/problem.hpp"

namespace test_support {

// n queens as exact cover: rows and columns primary, both diagonal directions secondary (a diagonal may stay
// empty). Its solutions are the n-queens placements, OEIS A000170.
inline exactcover::Problem queens(int n) {
  exactcover::Problem problem;
  std::vector<exactcover::ItemId> row(n), column(n), up(2 * n - 1), down(2 * n - 1);
  for (int k = 0; k < n; ++k) row[k] = problem.add_primary("r" + std::to_string(k));
  for (int k = 0; k < n; ++k) column[k] = problem.add_primary("c" + std::to_string(k));
  for (int k = 0; k < 2 * n - 1; ++k) up[k] = problem.add_secondary("a" + std::to_string(k));
  for (int k = 0; k < 2 * n - 1; ++k) down[k] = problem.add_secondary("b" + std::to_string(k));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) REQUIRE_FALSE(problem.add_option({row[r], column[c], up[r + c], down[r - c + n - 1]}));
  }
  return problem;
}

}  // namespace test_support
