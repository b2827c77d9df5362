// Generation benchmark: puzzles per CPU second made by sudoku::PuzzleGenerator on one thread, for each request given,
// optionally beside a reference generator run in the same invocation (qqwing --generate, tdoku's generate). See
// bench/README.md, "Making puzzles".
//
//   generate_bench [--count N] [--seed S] [--solver NAME] [--check-budget N] [--ratings] [--reference 'COMMAND'] SPEC...
//
// SPEC is SIZE[:VARIANT...] — 9, 16, 25, 6, 9:x, 9:windoku, 9:jigsaw, 9:killer, 9:rot180, 9:minimal, and rating
// targets 9:rating=4.0..6.2, 9:technique=x-wing — each made
// --count times (default 1000) from seed S (default 1). Printed per spec: puzzles per second, microseconds per
// puzzle, givens (mean, min-max), uniqueness checks and solver nodes per puzzle, and how many are proven minimal.
// --ratings then rates every puzzle made (untimed) and prints how many fall in each band of Sudoku Explainer's scale.
// The solver and check budget are dlx generate's defaults unless given. --reference COMMAND runs COMMAND through /bin/sh after our specs and reports its wall time per line of output.
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/generate.hpp"

namespace {

// This thread's CPU time: the machine is shared, and CPU time does not count the time spent waiting for a core.
double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

// The CPU time (user + system) of the children waited for so far.
double children_seconds() {
  rusage usage{};
  getrusage(RUSAGE_CHILDREN, &usage);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

struct Spec {
  std::string text;
  sudoku::GenerateRequest request;
  std::optional<sudoku::RatingTarget> target;
};

bool parse_spec(const std::string& text, sudoku::GenerateRequest& request, std::optional<sudoku::RatingTarget>& target) {
  std::stringstream parts(text);
  std::string part;
  std::getline(parts, part, ':');
  request.size = std::atoi(part.c_str());
  if (auto box = sudoku::Geometry::default_box(request.size)) {
    request.box_rows = box->first;
    request.box_cols = box->second;
  } else {
    request.jigsaw = true;
  }
  while (std::getline(parts, part, ':')) {
    if (part == "x") request.diagonals = true;
    else if (part == "windoku") request.windows = true;
    else if (part == "jigsaw") request.jigsaw = true;
    else if (part == "killer") request.killer = true;
    else if (part == "minimal") request.minimal = true;
    else if (part.starts_with("rating=")) {
      auto range = sudoku::parse_rating_range(part.substr(7));
      if (!range) return false;
      if (target) range->technique = target->technique;
      target = range;
    } else if (part.starts_with("technique=")) {
      auto technique = sudoku::technique_named(part.substr(10));
      if (!technique) return false;
      if (!target) target = sudoku::RatingTarget{};
      target->technique = technique;
    }
    else {
      bool found = false;
      for (const auto& info : sudoku::symmetries()) {
        if (info.name == part) {
          request.symmetry = info.symmetry;
          found = true;
        }
      }
      if (!found) return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  int count = 1000;
  std::uint64_t seed = 1;
  std::string solver_name = "auto";
  std::uint64_t check_budget = 0;  // 0: the command line's default
  int moves = 0;                   // rating targets: neighbour moves per grid (GenerateRequest::moves)
  bool ratings = false;            // rate every puzzle made (after timing) and print how many fall in each band
  std::vector<std::string> references;
  std::vector<Spec> specs;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if (arg == "--count" && k + 1 < argc) count = std::atoi(argv[++k]);
    else if (arg == "--seed" && k + 1 < argc) seed = std::strtoull(argv[++k], nullptr, 10);
    else if (arg == "--solver" && k + 1 < argc) solver_name = argv[++k];
    else if (arg == "--check-budget" && k + 1 < argc) check_budget = std::strtoull(argv[++k], nullptr, 10);
    else if (arg == "--ratings") ratings = true;
    else if (arg == "--moves" && k + 1 < argc) moves = std::atoi(argv[++k]);
    else if (arg == "--reference" && k + 1 < argc) references.emplace_back(argv[++k]);
    else {
      Spec spec{arg, {}, {}};
      if (!parse_spec(arg, spec.request, spec.target)) {
        std::cerr << "generate_bench: not a spec: " << arg << "\n";
        return 2;
      }
      specs.push_back(spec);
    }
  }
  std::printf("%-16s %10s %10s %14s %10s %12s %9s\n", "spec", "puzzles/s", "us/puzzle", "givens", "checks", "nodes",
              "minimal");
  for (Spec& spec : specs) {
    sudoku::GenerateRequest& request = spec.request;
    request.seed = seed;
    request.check_budget = check_budget != 0 ? check_budget : sudoku::default_check_budget(request);
    if (solver_name == "auto") {
      request.solver = sudoku::default_check_solver(request);
    } else if (auto kind = sudoku::solver_kind_named(solver_name)) {
      request.solver = *kind;
    }
    if (auto problem = sudoku::check_request(request)) {
      std::cerr << "generate_bench: " << spec.text << ": " << *problem << "\n";
      return 2;
    }
    if (spec.target) request.attempts = 1'000'000;
    request.moves = moves;
    sudoku::Rating kept;
    sudoku::PuzzleGenerator generator(
        request, sudoku::make_solver, {},
        spec.target ? sudoku::rating_distance(*spec.target, &kept) : sudoku::PuzzleDistance{});
    double attempts = 0;
    sudoku::GeneratedPuzzle puzzle;
    double givens = 0;
    int fewest = 1 << 30;
    int most = 0;
    double checks = 0;
    double nodes = 0;
    int minimal = 0;
    const double start = thread_seconds();
    for (int index = 0; index < count; ++index) {
      generator.generate(static_cast<std::uint64_t>(index), nullptr, puzzle);
      const int g = puzzle.puzzle.givens.given_count();
      givens += g;
      fewest = std::min(fewest, g);
      most = std::max(most, g);
      checks += static_cast<double>(puzzle.checks);
      nodes += static_cast<double>(puzzle.nodes);
      minimal += puzzle.minimal;
      attempts += puzzle.attempts;
    }
    const double seconds = thread_seconds() - start;
    std::vector<int> bands(6, 0);  // <= 2.0, 2.1-4.0, 4.1-6.2, 6.3-7.4, 7.5-7.9, >= 8.0
    if (ratings) {
      for (int index = 0; index < count; ++index) {
        generator.generate(static_cast<std::uint64_t>(index), nullptr, puzzle);
        const int er = sudoku::rate(puzzle.puzzle).er;
        bands[er <= 20 ? 0 : er <= 40 ? 1 : er <= 62 ? 2 : er < 75 ? 3 : er < 80 ? 4 : 5] += 1;
      }
    }
    char range[32];
    std::snprintf(range, sizeof range, "%.1f (%d-%d)", givens / count, fewest, most);
    std::printf("%-16s %10.0f %10.1f %14s %10.1f %12.0f %9d", spec.text.c_str(), count / seconds,
                1e6 * seconds / count, range, checks / count, nodes / count, minimal);
    if (spec.target) std::printf("   %.1f grids a puzzle", attempts / count);
    std::printf("\n");
    if (ratings) {
      std::printf("  ER <= 2.0: %d, 2.1-4.0: %d, 4.1-6.2: %d, 6.3-7.4: %d, 7.5-7.9: %d, >= 8.0: %d\n", bands[0], bands[1],
                  bands[2], bands[3], bands[4], bands[5]);
    }
    std::fflush(stdout);
  }
  for (const std::string& command : references) {
    const double start = children_seconds();
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) continue;
    long lines = 0;
    for (int c; (c = std::fgetc(pipe)) != EOF;) lines += c == '\n';
    pclose(pipe);
    const double seconds = children_seconds() - start;
    std::printf("reference: %s\n  %ld lines in %.3f CPU s: %.0f lines per CPU second\n", command.c_str(), lines,
                seconds, lines / seconds);
  }
  return 0;
}
