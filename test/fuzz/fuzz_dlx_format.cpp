// Fuzz target: Knuth's DLX format reader. Any bytes must give a problem or an error with a position, never a crash;
// a problem must survive a write/read round trip, and a small one is solved under a budget with the structure
// checked afterwards.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "exactcover/dlx_format.hpp"
#include "exactcover/solver.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  exactcover::DlxReadLimits limits;
  limits.max_nodes = 100'000;
  limits.max_line_length = 10'000;
  const exactcover::DlxReadResult read = exactcover::read_dlx(in, limits);
  if (read.error) {
    if (read.error->position.line < 1 || read.error->position.column < 1 || read.error->message.empty()) std::abort();
    return 0;
  }
  std::ostringstream written;
  exactcover::write_dlx(read.problem.problem, read.problem.color_names, written);
  std::istringstream again(written.str());
  const exactcover::DlxReadResult reread = exactcover::read_dlx(again, limits);
  if (reread.error) std::abort();
  std::ostringstream rewritten;
  exactcover::write_dlx(reread.problem.problem, reread.problem.color_names, rewritten);
  if (rewritten.str() != written.str()) std::abort();

  exactcover::Solver solver(read.problem.problem);
  exactcover::SearchLimits budget;
  budget.node_budget = 2'000;
  const auto counted = solver.count({}, budget);
  if (!solver.links_consistent()) std::abort();
  exactcover::Solver other(reread.problem.problem);
  const auto recounted = other.count({}, budget);
  if (counted.complete() && recounted.complete() && counted.stats.solutions != recounted.stats.solutions) std::abort();
  return 0;
}
