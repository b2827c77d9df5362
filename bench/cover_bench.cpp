// Exact-cover benchmark: count every solution of each instance (no printing), report seconds, search-tree nodes,
// updates and updates per second, and — with --reference — time another solver on the same instances in the same
// run (e.g. Knuth's DLX1), so that the speed is a ratio measured side by side. See bench/README.md.
//
//   cover_bench [--reference COMMAND] [--repeat R] [--sudoku6] FILE.dlx...
//
// COMMAND is run by /bin/sh with the instance on standard input; its best wall time over R runs is compared with
// ours (best of R too). --sudoku6 adds the count of all 6x6 Sudoku grids (boxes 2x3), generated here.
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "exactcover/dlx_format.hpp"
#include "exactcover/solver.hpp"
#include "sudoku/encode.hpp"

namespace {

struct Instance {
  std::string name;
  std::string path;  // a file the reference command can read
  exactcover::DlxProblem problem;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Wall seconds of `command` with `input` on stdin and stdout/stderr discarded; negative if it failed.
double time_command(const std::string& command, const std::string& input) {
  const auto start = std::chrono::steady_clock::now();
  const pid_t child = fork();
  if (child == 0) {
    const int in = open(input.c_str(), O_RDONLY);
    const int null = open("/dev/null", O_WRONLY);
    if (in < 0 || null < 0) _exit(127);
    dup2(in, 0);
    dup2(null, 1);
    dup2(null, 2);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) == 127) return -1;
  return seconds_since(start);
}

}  // namespace

int main(int argc, char** argv) {
  std::string reference;
  int repeat = 3;
  bool sudoku6 = false;
  std::vector<std::string> files;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if (arg == "--reference" && k + 1 < argc) {
      reference = argv[++k];
    } else if (arg == "--repeat" && k + 1 < argc) {
      repeat = std::max(1, std::stoi(argv[++k]));
    } else if (arg == "--sudoku6") {
      sudoku6 = true;
    } else if (arg.starts_with("-")) {
      std::cerr << "usage: cover_bench [--reference COMMAND] [--repeat R] [--sudoku6] FILE.dlx...\n";
      return arg == "--help" ? 0 : 2;
    } else {
      files.push_back(arg);
    }
  }

  std::vector<Instance> instances;
  for (const std::string& file : files) {
    std::ifstream in(file);
    auto read = exactcover::read_dlx(in);
    if (read.error) {
      std::cerr << file << ":" << read.error->position.line << ":" << read.error->position.column << ": "
                << read.error->message << "\n";
      return 2;
    }
    instances.push_back(Instance{std::filesystem::path(file).stem().string(), file, std::move(read.problem)});
  }
  if (sudoku6) {
    const sudoku::ExactCoverEncoding encoding(sudoku::Geometry(2, 3));
    const std::string path = (std::filesystem::temp_directory_path() / "cover_bench_sudoku6_all.dlx").string();
    std::ofstream out(path);
    exactcover::write_dlx(encoding.problem(), {}, out);
    out.close();
    instances.push_back(Instance{"sudoku6-all (generated)", path, exactcover::DlxProblem{encoding.problem(), {}, {}, {}}});
  }

  std::printf("| instance | solutions | seconds | nodes | updates | M updates/s |%s\n",
              reference.empty() ? "" : " reference seconds | time / reference |");
  std::printf("|---|---:|---:|---:|---:|---:|%s\n", reference.empty() ? "" : "---:|---:|");
  for (const Instance& instance : instances) {
    double best = 1e300;
    exactcover::SearchResult result;
    for (int run = 0; run < repeat; ++run) {
      exactcover::Solver solver(instance.problem.problem);
      const auto start = std::chrono::steady_clock::now();
      result = solver.count({});
      best = std::min(best, seconds_since(start));
    }
    const auto& stats = result.stats;
    std::printf("| %s | %llu | %.3f | %llu | %llu | %.0f |", instance.name.c_str(),
                static_cast<unsigned long long>(stats.solutions), best, static_cast<unsigned long long>(stats.nodes),
                static_cast<unsigned long long>(stats.updates), static_cast<double>(stats.updates) / best / 1e6);
    if (!reference.empty()) {
      double reference_best = 1e300;
      for (int run = 0; run < repeat; ++run) reference_best = std::min(reference_best, time_command(reference, instance.path));
      if (reference_best < 0) {
        std::printf(" failed | – |");
      } else {
        std::printf(" %.3f | %.2f |", reference_best, best / reference_best);
      }
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  return 0;
}
