// The exit statuses of `dlx`, one enum for every command (README.md, "Exit status", documents them).
#pragma once

namespace dlx {

enum class ExitStatus : int {
  ok = 0,                   // every record was solved or counted; `cover`: at least one solution; `validate`: all ok
  some_failed = 1,          // some puzzle was invalid or did not parse, had no solution or several (`solve`), or was
                            // not ok (`validate`); `cover`: no solution
  usage = 2,                // bad command line, or input that cannot be read or is not a valid problem
  engine_disagreement = 3,  // the two solvers gave different answers (`validate`): a bug report
  partial = 4,              // a node budget or time limit ran out: what was printed is a lower bound
  no_solution = 5,          // --unique: some puzzle has no solution (and none has several)
  several_solutions = 6,    // --unique: some puzzle has several solutions (and none has none)
  none_and_several = 7,     // --unique: some puzzles have none, some several
  out_of_memory = 8,        // an allocation failed: that record is reported as such, the others were still processed
  interrupted = 130,        // stopped by SIGINT (128 + 2, as shells report it); what was done is printed. SIGTERM
                            // and SIGHUP stop a command the same way; dlx::run then returns 143 or 129 (interrupt.hpp)
};

inline int to_int(ExitStatus status) { return static_cast<int>(status); }

// The status of a batch whose records ended with `a` and `b`: the more serious one, where interruption outranks a
// usage or read error, which outranks an engine disagreement, an allocation failure, a partial count, a failed record,
// and finally the uniqueness statuses, which combine (none + several = none_and_several).
inline ExitStatus combine(ExitStatus a, ExitStatus b) {
  auto rank = [](ExitStatus status) {
    switch (status) {
      case ExitStatus::ok: return 0;
      case ExitStatus::no_solution:
      case ExitStatus::several_solutions:
      case ExitStatus::none_and_several: return 1;
      case ExitStatus::some_failed: return 2;
      case ExitStatus::partial: return 3;
      case ExitStatus::out_of_memory: return 4;
      case ExitStatus::engine_disagreement: return 5;
      case ExitStatus::usage: return 6;
      case ExitStatus::interrupted: return 7;
    }
    return 0;
  };
  if (rank(a) == 1 && rank(b) == 1) return static_cast<ExitStatus>(to_int(a) | to_int(b));
  return rank(a) >= rank(b) ? a : b;
}

}  // namespace dlx
