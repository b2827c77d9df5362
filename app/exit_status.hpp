// The exit statuses of `dlx`, one enum for every command (README.md, "Exit status", documents them).
#pragma once

namespace dlx {

enum class ExitStatus : int {
  ok = 0,             // every record was solved (solve) or counted (count)
  some_failed = 1,    // some puzzle was invalid, had no solution, had several (solve), or did not parse
  usage = 2,          // bad command line, or an input file that cannot be read
};

inline int to_int(ExitStatus status) { return static_cast<int>(status); }

// The worse of two statuses: the one with the larger number.
inline ExitStatus worst(ExitStatus a, ExitStatus b) { return to_int(a) >= to_int(b) ? a : b; }

}  // namespace dlx
