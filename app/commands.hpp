// The commands of `dlx`. Each takes the arguments after its name and returns an exit status (exit_status.hpp).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "exit_status.hpp"

namespace dlx {

struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool err_is_terminal = false;  // stderr is the process's own and a terminal: progress reports are on by default
};

// A whole number >= 1 written in decimal digits only (Boost's conversion would wrap "-1" around to 2^64-1).
std::optional<std::uint64_t> parse_positive(const std::string& text);

int run_solve(const std::vector<std::string>& args, Streams& streams);
int run_count(const std::vector<std::string>& args, Streams& streams);
int run_encode(const std::vector<std::string>& args, Streams& streams);
int run_validate(const std::vector<std::string>& args, Streams& streams);
int run_cover(const std::vector<std::string>& args, Streams& streams);

}  // namespace dlx
