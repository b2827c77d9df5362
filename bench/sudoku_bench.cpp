// Sudoku benchmark: each solver over each puzzle file, every puzzle checked for uniqueness (the search stops at the
// second solution), beside qqwing --solve timed in the same run as the reference. See bench/README.md.
//
//   sudoku_bench [--qqwing] [--min-seconds S] [--max-puzzles N] [--solver NAME]... [--all-solvers] FILE...
//
// --max-puzzles N takes the first N puzzles of each file (qqwing needs minutes for all 48,766 forum-hardest ones).
// --solver NAME times that solver (a name `dlx count --solver` takes: dlx, propagate, propagate-singles,
// propagate-generic), in the order given; --all-solvers times every one; neither: dlx and propagate.
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/formats.hpp"
#include "sudoku/solver.hpp"

namespace {

struct Measurement {
  std::string solver;
  std::string file;
  std::size_t puzzles = 0;
  double seconds = 0;        // per pass over the file
  double nodes = 0;          // per puzzle
  double guesses = 0;        // per puzzle
  std::uint64_t unique = 0;  // puzzles with exactly one solution (a check that both solvers did the same work)
};

// The puzzles of a file (any format and size sudoku::PuzzleReader reads; all of one geometry), the first
// `max_puzzles` of them, and each as an 81-character line for qqwing when the file is 9x9.
std::vector<sudoku::Grid> load(const std::string& path, std::vector<std::string>& lines, std::size_t max_puzzles,
                               std::shared_ptr<const sudoku::Geometry>& geometry) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << "sudoku_bench: cannot open " << path << "\n";
    std::exit(2);
  }
  std::vector<sudoku::Grid> puzzles;
  sudoku::PuzzleReader reader(in);
  sudoku::PuzzleRecord record;
  std::size_t other_geometry = 0;  // reported once: a file of many sizes would otherwise print a line per puzzle
  std::int64_t first_other_line = 0;
  while (puzzles.size() < max_puzzles && reader.next(record)) {
    if (record.error) {
      std::cerr << path << ":" << record.error->line << ": skipping: " << record.error->message << "\n";
      continue;
    }
    if (geometry == nullptr) geometry = record.puzzle->geometry;
    if (!(*record.puzzle->geometry == *geometry)) {
      if (other_geometry++ == 0) first_other_line = record.line;
      continue;
    }
    puzzles.push_back(record.puzzle->givens);
    std::string line;
    sudoku::append_grid_line(record.puzzle->givens, sudoku::SymbolSet::automatic, line);
    lines.push_back(line);
  }
  if (other_geometry > 0) {
    std::cerr << path << ":" << first_other_line << ": skipped " << other_geometry
              << " puzzle(s) of another geometry than the first one's (one geometry per file is timed)\n";
  }
  return puzzles;
}

Measurement measure(sudoku::PuzzleSolver& solver, const std::string& file, const std::vector<sudoku::Grid>& puzzles,
                    double min_seconds) {
  sudoku::SolveLimits limits;  // stop at 2 solutions
  limits.keep_solutions = 1;
  sudoku::SolveReport report;
  Measurement m{std::string(solver.name()), file, puzzles.size()};
  std::uint64_t nodes = 0, guesses = 0;
  int passes = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    nodes = guesses = 0;
    m.unique = 0;
    for (const auto& puzzle : puzzles) {
      solver.solve(puzzle, limits, report);
      nodes += report.nodes;
      guesses += report.guesses;
      m.unique += report.solutions == 1;
    }
    ++passes;
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < min_seconds);
  m.seconds = elapsed / passes;
  m.nodes = static_cast<double>(nodes) / static_cast<double>(puzzles.size());
  m.guesses = static_cast<double>(guesses) / static_cast<double>(puzzles.size());
  return m;
}

// qqwing --solve over the same puzzles (no '#' lines: qqwing would read them as cells), its CPU time measured with
// wait4. Returns seconds, or a negative number when qqwing could not be run.
double time_qqwing(const std::vector<std::string>& lines) {
  const std::string input = (std::filesystem::temp_directory_path() / "sudoku_bench_qqwing.txt").string();
  {
    std::ofstream out(input);
    for (const auto& line : lines) out << line << "\n";
  }
  const pid_t child = fork();
  if (child == 0) {
    const int in = open(input.c_str(), O_RDONLY);
    const int null = open("/dev/null", O_WRONLY);
    if (in < 0 || null < 0) _exit(127);
    dup2(in, 0);
    dup2(null, 1);
    execlp("qqwing", "qqwing", "--solve", "--one-line", static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (child < 0 || wait4(child, &status, 0, &usage) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
  std::filesystem::remove(input);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

constexpr const char* kUsage =
    "usage: sudoku_bench [--qqwing] [--min-seconds S] [--max-puzzles N] [--solver NAME]... [--all-solvers] FILE...\n";

}  // namespace

int main(int argc, char** argv) {
  bool with_qqwing = false;
  std::vector<sudoku::SolverKind> kinds;
  double min_seconds = 1.0;
  std::size_t max_puzzles = static_cast<std::size_t>(-1);
  std::vector<std::string> files;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if (arg == "--qqwing") {
      with_qqwing = true;
    } else if (arg == "--min-seconds" && k + 1 < argc) {
      min_seconds = std::stod(argv[++k]);
    } else if (arg == "--max-puzzles" && k + 1 < argc) {
      max_puzzles = std::stoul(argv[++k]);
    } else if (arg == "--solver" && k + 1 < argc) {
      const std::optional<sudoku::SolverKind> kind = sudoku::solver_kind_named(argv[++k]);
      if (!kind) {
        std::cerr << "sudoku_bench: no solver named " << argv[k] << "\n";
        return 2;
      }
      kinds.push_back(*kind);
    } else if (arg == "--all-solvers") {
      for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) kinds.push_back(info.kind);
    } else if (arg == "--help" || arg.starts_with("-")) {
      std::cout << kUsage;
      return arg == "--help" ? 0 : 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  if (kinds.empty()) kinds = {sudoku::SolverKind::dlx, sudoku::SolverKind::propagation};

  std::printf("| solver | collection | puzzles | puzzles/s | µs/puzzle | nodes/puzzle | guesses/puzzle | unique | × qqwing |\n");
  std::printf("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const std::string& file : files) {
    std::vector<std::string> lines;
    std::shared_ptr<const sudoku::Geometry> geometry;
    const auto puzzles = load(file, lines, max_puzzles, geometry);
    if (puzzles.empty()) continue;
    const std::string name = std::filesystem::path(file).stem().string();
    double qqwing_rate = 0;
    if (with_qqwing && *geometry == sudoku::Geometry::classic()) {  // qqwing knows 9x9 only
      const double seconds = time_qqwing(lines);
      if (seconds > 0) {
        qqwing_rate = static_cast<double>(puzzles.size()) / seconds;
        std::printf("| qqwing --solve (first solution only) | %s | %zu | %.0f | %.1f | – | – | – | 1.00 |\n", name.c_str(),
                    puzzles.size(), qqwing_rate, 1e6 / qqwing_rate);
      } else {
        std::printf("| qqwing --solve | %s | – | not run (is qqwing installed?) | | | | | |\n", name.c_str());
      }
    }
    for (auto kind : kinds) {
      auto solver = sudoku::make_solver(kind, *geometry);
      const Measurement m = measure(*solver, name, puzzles, min_seconds);
      const double rate = static_cast<double>(m.puzzles) / m.seconds;
      std::printf("| %s | %s | %zu | %.0f | %.2f | %.1f | %.1f | %llu |", m.solver.c_str(), name.c_str(), m.puzzles, rate,
                  1e6 / rate, m.nodes, m.guesses, static_cast<unsigned long long>(m.unique));
      if (qqwing_rate > 0) {
        std::printf(" %.2f |\n", rate / qqwing_rate);
      } else {
        std::printf(" – |\n");
      }
      std::fflush(stdout);
    }
  }
  return 0;
}
