// An exact cover problem with colors (XCC, TAOCP 7.2.2.1 Algorithm C): primary items p, q, r; secondary items x, y.
// Options may give a secondary item a color; options that agree on an item's color may be chosen together. This is
// the example of Knuth's section on colors: its one solution is {q x:A} and {p r x:A y}.
//
//   c++ -std=c++20 colors.cpp $(pkg-config --cflags --libs dlx-exactcover) -o colors && ./colors
#include <exactcover/problem.hpp>
#include <exactcover/solver.hpp>

#include <cstdio>
#include <string>
#include <vector>

int main() {
  exactcover::Problem problem;
  const auto p = problem.add_primary("p");
  const auto q = problem.add_primary("q");
  const auto r = problem.add_primary("r");
  const auto x = problem.add_secondary("x");
  const auto y = problem.add_secondary("y");
  const exactcover::Color a = 1;
  const exactcover::Color b = 2;
  using Use = exactcover::ItemUse;
  const std::vector<std::vector<Use>> options = {
      {{p}, {q}, {x}, {y, a}}, {{p}, {r}, {x, a}, {y}}, {{p}, {x, b}}, {{q}, {x, a}}, {{r}, {y, b}},
  };
  for (const auto& option : options) {
    if (auto error = problem.add_option(option)) {
      std::fprintf(stderr, "colors: %s\n", error->message.c_str());
      return 1;
    }
  }
  exactcover::Solver solver(problem);
  const auto result = solver.search({}, [&](std::span<const exactcover::OptionId> chosen) {
    std::printf("solution:");
    for (const exactcover::OptionId option : chosen) std::printf(" option %d", static_cast<int>(option));
    std::printf("\n");
    return true;  // go on to the next solution
  });
  std::printf("%llu solution(s)\n", static_cast<unsigned long long>(result.stats.solutions));
  return result.stats.solutions == 1 ? 0 : 1;
}
