// The commands of `dlx`. Each takes the arguments after its name and returns an exit status (exit_status.hpp).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "exit_status.hpp"

namespace dlx {

struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

int run_solve(const std::vector<std::string>& args, Streams& streams);
int run_count(const std::vector<std::string>& args, Streams& streams);
int run_encode(const std::vector<std::string>& args, Streams& streams);
int run_cover(const std::vector<std::string>& args, Streams& streams);

}  // namespace dlx
