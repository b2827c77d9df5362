// Canonical-form benchmark: the minlex form of every puzzle of each file, on one thread; puzzles per CPU second and
// how many distinct forms (bench/README.md, "Canonical forms").
//
//   canon_bench FILE...
#include <time.h>

#include <cstdio>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "sudoku/canonical.hpp"
#include "sudoku/formats.hpp"

namespace {

double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

}  // namespace

int main(int argc, char** argv) {
  std::printf("%-40s %9s %12s %12s %9s\n", "file", "puzzles", "puzzles/s", "us/puzzle", "forms");
  for (int k = 1; k < argc; ++k) {
    std::ifstream in(argv[k]);
    if (!in) {
      std::fprintf(stderr, "canon_bench: cannot open %s\n", argv[k]);
      return 2;
    }
    std::vector<sudoku::Puzzle> puzzles;
    sudoku::PuzzleReader reader(in);
    sudoku::PuzzleRecord record;
    while (reader.next(record)) {
      if (record.puzzle) puzzles.push_back(*record.puzzle);
    }
    sudoku::Canonicalizer canonicalizer;
    std::set<std::string> forms;
    std::vector<sudoku::Grid> results;
    results.reserve(puzzles.size());
    const double start = thread_seconds();
    for (const sudoku::Puzzle& puzzle : puzzles) {
      auto form = canonicalizer.canonical(*puzzle.geometry, puzzle.givens);
      if (auto* found = std::get_if<sudoku::CanonicalForm>(&form)) results.push_back(found->form);
    }
    const double seconds = thread_seconds() - start;
    for (const sudoku::Grid& grid : results) forms.insert(std::string(grid.cells().begin(), grid.cells().end()));
    std::printf("%-40s %9zu %12.0f %12.1f %9zu\n", argv[k], puzzles.size(), static_cast<double>(puzzles.size()) / seconds,
                1e6 * seconds / static_cast<double>(puzzles.size()), forms.size());
  }
  return 0;
}
