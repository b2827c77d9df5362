// Exact-cover benchmark: count every solution of each instance (no printing), report seconds, search-tree nodes,
// updates and updates per second, and — with --reference — time another solver on the same instances in the same
// run (e.g. Knuth's DLX1), so that the speed is a ratio measured side by side. See bench/README.md.
//
//   cover_bench [--reference COMMAND] [--repeat R] [--cpu-time] [--node-budget N] [--sudoku6] FILE.dlx...
//
// Our seconds are the search only: building the links from the parsed problem is not timed. COMMAND is run by
// /bin/sh with the instance on standard input. If its standard error has a line "Search time X seconds" (Knuth's
// DLX1 with a timing change file does), X is its time, so that both sides time the search alone; otherwise its wall
// time is used (process start and parsing included), and the table says which. Our runs and the reference's are
// interleaved (ours, theirs, ours, ...) and each side keeps its best of R, so that a slow spell of a shared machine
// hits both. When the reference prints DLX1's "Altogether N solutions, ... U updates, ... K nodes" line, its counts
// are checked against ours ("=" in the table when all three agree, "≠" otherwise). --sudoku6 adds the count of all
// 6x6 Sudoku grids (boxes 2x3), generated here. --cpu-time times our searches with the process's CPU clock instead
// of the wall clock: on a shared machine, time spent waiting for a core is then not counted (pair it with a
// reference that reports CPU time as well). --node-budget stops our searches after N search-tree nodes (for
// profiling a slice of a long search under callgrind; the reference is then not comparable).
#include <sys/wait.h>
#include <time.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <regex>
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

double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

struct ReferenceRun {
  double seconds = -1;  // negative: the command failed
  bool search_time = false;  // seconds came from its "Search time" line, not from the wall clock
  std::optional<std::uint64_t> solutions, nodes, updates;  // from DLX1's "Altogether" line, when present
};

// Runs `command` with `input` on stdin, stdout discarded and stderr captured.
ReferenceRun run_reference(const std::string& command, const std::string& input) {
  ReferenceRun run;
  char error_path[] = "/tmp/cover_bench_stderr_XXXXXX";
  const int error_file = mkstemp(error_path);
  if (error_file < 0) return run;
  const auto start = std::chrono::steady_clock::now();
  const pid_t child = fork();
  if (child == 0) {
    const int in = open(input.c_str(), O_RDONLY);
    const int null = open("/dev/null", O_WRONLY);
    if (in < 0 || null < 0) _exit(127);
    dup2(in, 0);
    dup2(null, 1);
    dup2(error_file, 2);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  const bool ok = child >= 0 && waitpid(child, &status, 0) >= 0 && WIFEXITED(status) && WEXITSTATUS(status) != 127;
  const double wall = seconds_since(start);
  close(error_file);
  std::ifstream in(error_path);
  std::stringstream error;
  error << in.rdbuf();
  std::remove(error_path);
  if (!ok) return run;
  run.seconds = wall;
  const std::string text = error.str();
  std::smatch match;
  if (std::regex_search(text, match, std::regex(R"(Search time ([0-9.eE+-]+) seconds)"))) {
    run.seconds = std::stod(match[1]);
    run.search_time = true;
  }
  if (std::regex_search(text, match, std::regex(R"(Altogether ([0-9]+) solution)"))) run.solutions = std::stoull(match[1]);
  if (std::regex_search(text, match, std::regex(R"(([0-9]+) updates)"))) run.updates = std::stoull(match[1]);
  if (std::regex_search(text, match, std::regex(R"(([0-9]+) nodes)"))) run.nodes = std::stoull(match[1]);
  return run;
}

}  // namespace

int main(int argc, char** argv) {
  std::string reference;
  int repeat = 3;
  bool sudoku6 = false;
  bool cpu_time = false;
  exactcover::SearchLimits limits;
  std::vector<std::string> files;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if (arg == "--reference" && k + 1 < argc) {
      reference = argv[++k];
    } else if (arg == "--repeat" && k + 1 < argc) {
      repeat = std::max(1, std::stoi(argv[++k]));
    } else if (arg == "--node-budget" && k + 1 < argc) {
      limits.node_budget = std::stoull(argv[++k]);
    } else if (arg == "--cpu-time") {
      cpu_time = true;
    } else if (arg == "--sudoku6") {
      sudoku6 = true;
    } else if (arg == "--pruned") {
      limits.tree = exactcover::SearchTree::pruned;
    } else if (arg.starts_with("-")) {
      std::cerr << "usage: cover_bench [--reference COMMAND] [--repeat R] [--cpu-time] [--node-budget N] [--sudoku6] "
                   "[--pruned] FILE.dlx...\n";
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

  std::printf("| instance | solutions | %s | nodes | updates | M updates/s |%s\n", cpu_time ? "CPU seconds" : "seconds",
              reference.empty() ? "" : " reference seconds | time / reference | same counts |");
  std::printf("|---|---:|---:|---:|---:|---:|%s\n", reference.empty() ? "" : "---:|---:|:---:|");
  for (const Instance& instance : instances) {
    double best = 1e300;
    exactcover::SearchResult result;
    ReferenceRun reference_best;
    bool reference_failed = false;
    for (int run = 0; run < repeat; ++run) {
      {
        exactcover::Solver solver(instance.problem.problem);
        const auto start = std::chrono::steady_clock::now();
        const double cpu_start = cpu_seconds();
        result = solver.count({}, limits);
        best = std::min(best, cpu_time ? cpu_seconds() - cpu_start : seconds_since(start));
      }
      if (!reference.empty() && !reference_failed) {
        const ReferenceRun reference_run = run_reference(reference, instance.path);
        if (reference_run.seconds < 0) {
          reference_failed = true;
        } else if (reference_best.seconds < 0 || reference_run.seconds < reference_best.seconds) {
          reference_best = reference_run;
        }
      }
    }
    const auto& stats = result.stats;
    std::printf("| %s | %llu | %.3f | %llu | %llu | %.0f |", instance.name.c_str(),
                static_cast<unsigned long long>(stats.solutions), best, static_cast<unsigned long long>(stats.nodes),
                static_cast<unsigned long long>(stats.updates), static_cast<double>(stats.updates) / best / 1e6);
    if (!reference.empty()) {
      if (reference_failed) {
        std::printf(" failed | – | – |");
      } else {
        const ReferenceRun& r = reference_best;
        const char* same = "–";
        if (r.solutions && r.nodes && r.updates) {
          same = *r.solutions == stats.solutions && *r.nodes == stats.nodes && *r.updates == stats.updates ? "=" : "≠";
        }
        std::printf(" %.3f (%s) | %.2f | %s |", r.seconds, r.search_time ? "search" : "wall", best / r.seconds, same);
      }
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  return 0;
}
