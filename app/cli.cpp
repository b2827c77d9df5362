// `dlx COMMAND [OPTIONS] [FILE...]`: dispatch to the commands, help and version.
#include "cli.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include <iostream>
#include <new>
#include <ostream>
#include <span>
#include <string_view>

#include "command_line.hpp"
#include "commands.hpp"
#include "interrupt.hpp"

#ifndef DLX_VERSION
#define DLX_VERSION "unknown"
#endif

namespace dlx {

namespace {

struct Command {
  std::string_view name;
  std::string_view summary;
  int (*run)(const std::vector<std::string>& args, Context& context);
};

constexpr Command kCommands[] = {
    {"solve", "solve Sudoku puzzles, one per line; checks that each has exactly one solution", run_solve},
    {"count", "count the solutions of Sudoku puzzles, one per line", run_count},
    {"validate", "check a collection with both solvers: valid givens, one solution, the supplied solution", run_validate},
    {"encode", "write Sudoku puzzles as exact-cover problems in Knuth's DLX format", run_encode},
    {"cover", "count or print the solutions of an exact-cover problem in Knuth's DLX format", run_cover},
    {"merge", "add up the shard results of 'cover --shard K/N' into the whole count", run_merge},
    {"generate", "make puzzles with one solution, of every size and variant, from a seed", run_generate},
    {"canon", "the canonical (minlex) form of each puzzle; --dedupe keeps one per class", run_canon},
    {"rate", "rate Sudoku puzzles on Sudoku Explainer's scale (ER/EP/ED), with the hardest technique", run_rate},
    {"explain", "the human steps that solve Sudoku puzzles, one per line; --hint: the next step", run_explain},
};

void print_usage(std::ostream& out) {
  out << "usage: dlx COMMAND [OPTIONS] [FILE...]\n"
         "\n"
         "An exact-cover engine (Knuth's Algorithm X on dancing links) and the Sudoku toolkit built on it.\n"
         "FILE is read line by line; with no FILE, or when FILE is -, standard input is read.\n"
         "\n"
         "commands:\n";
  for (const Command& command : kCommands) {
    out << "  " << command.name << std::string(10 - command.name.size(), ' ') << command.summary << "\n";
  }
  out << "\n"
         "dlx help COMMAND (or dlx COMMAND --help) shows a command's options. dlx --version prints the version.\n";
}

const Command* command_named(std::string_view name) {
  for (const Command& command : kCommands) {
    if (name == command.name) return &command;
  }
  return nullptr;
}

// "dlx: unknown command 'solv'; did you mean 'solve'?" and the usage, on stderr.
int unknown_command(const std::string& name, Context& context) {
  std::vector<std::string> names;
  for (const Command& command : kCommands) names.emplace_back(command.name);
  context.err << "dlx: unknown command '" << name << "'";
  if (auto closest = closest_name(name, names)) context.err << "; did you mean '" << *closest << "'?";
  context.err << "\n\n";
  print_usage(context.err);
  return to_int(ExitStatus::usage);
}

// A standard descriptor the caller closed (`dlx ... >&-`) would be the next file opened, and output meant for stdout
// would land in a .dlx file. Each closed one is held open instead: stdin on /dev/null (no input), stdout and stderr on
// /dev/full, so that writing to them fails and the run says so in its exit status, as for a full disk.
void hold_standard_descriptors() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    const int opened = open(fd == 0 ? "/dev/null" : "/dev/full", fd == 0 ? O_RDONLY : O_WRONLY);
    if (opened >= 0 && opened != fd) {
      dup2(opened, fd);
      close(opened);
    }
  }
}

// Flushes `out`: 0 when everything reached it, else a message and the usage status (a full disk or a closed pipe:
// what was not written is lost, and the caller must know).
int written(std::ostream& out, std::ostream& err, const std::string& who) {
  out.flush();
  if (out) return to_int(ExitStatus::ok);
  err << who << ": error writing the output\n";
  return to_int(ExitStatus::usage);
}

}  // namespace

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  return run(args, in, out, err, Dependencies{});
}

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
        const Dependencies& dependencies) {
  if (&out == &std::cout || &err == &std::cerr) hold_standard_descriptors();  // the process's own streams
  Context context{in, out, err, &err == &std::cerr && isatty(STDERR_FILENO) != 0, dependencies};
  if (args.empty()) {
    print_usage(err);
    return to_int(ExitStatus::usage);
  }
  const std::string& first = args.front();
  if (first == "help" && args.size() == 2) {  // dlx help COMMAND: as dlx COMMAND --help
    const Command* command = command_named(args[1]);
    if (command == nullptr) return unknown_command(args[1], context);
    const int status = command->run({"--help"}, context);
    return std::max(status, written(out, err, "dlx help"));
  }
  if (first == "--help" || first == "-h" || first == "help") {
    print_usage(out);
    return written(out, err, "dlx");
  }
  if (first == "--version" || first == "-V") {
    out << "dlx " << DLX_VERSION << "\n";
    return written(out, err, "dlx");
  }
  if (const Command* command = command_named(first)) {
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    int status = 0;
    try {
      status = command->run(rest, context);
    } catch (const std::bad_alloc&) {
      // Outside any one record (reading a problem for cover, building the pipeline): what was printed stands, and
      // the run ends with a message rather than an abort. A batch command catches it per record (run_batch).
      err << "dlx " << first << ": out of memory\n";
      status = to_int(ExitStatus::out_of_memory);
    }
    // Stopped by SIGTERM or SIGHUP rather than Ctrl-C: the status says which, as a shell would (interrupt.hpp).
    if (status == to_int(ExitStatus::interrupted) && interrupting_signal() != 0) status = 128 + interrupting_signal();
    if (written(out, err, "dlx " + first) != 0) return std::max(status, to_int(ExitStatus::usage));
    return status;
  }
  return unknown_command(first, context);
}

}  // namespace dlx
