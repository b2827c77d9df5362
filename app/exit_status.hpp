// The exit statuses of `dlx`, one enum for every command (README.md, "Exit status", documents them).
#pragma once

namespace dlx {

enum class ExitStatus : int {
  ok = 0,                   // every record was solved or counted; `cover`: at least one solution
  some_failed = 1,          // some puzzle was invalid, had no solution, several (solve), or did not parse; `cover`: none
  usage = 2,                // bad command line, or input that cannot be read or is not a valid problem
  engine_disagreement = 3,  // the two solvers gave different answers (`validate`): a bug report
  partial = 4,              // a node budget or time limit ran out: what was printed is a lower bound
  interrupted = 130,        // stopped by SIGINT (128 + 2, as shells report it); what was counted is printed
};

inline int to_int(ExitStatus status) { return static_cast<int>(status); }

// The worse of two statuses: the one with the larger number.
inline ExitStatus worst(ExitStatus a, ExitStatus b) { return to_int(a) >= to_int(b) ? a : b; }

}  // namespace dlx
