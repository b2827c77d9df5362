// The progress line of a long count on stderr (`dlx cover --progress`, `dlx count --progress`): one format for both.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace dlx {

// "progress: 1234567 nodes, 89 solutions, 2500000 nodes/s, ~12.3456% of the tree, 0.5 s\n": nodes and solutions so
// far, the rate, the estimated share of the search tree done (Knuth's estimate from the current choices), elapsed.
inline std::string count_progress_line(std::uint64_t nodes, std::uint64_t solutions, double fraction_done,
                                       double seconds) {
  char line[200];
  std::snprintf(line, sizeof line, "progress: %llu nodes, %llu solutions, %.0f nodes/s, ~%.4f%% of the tree, %.1f s\n",
                static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(solutions),
                seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0, 100.0 * fraction_done, seconds);
  return line;
}

}  // namespace dlx
