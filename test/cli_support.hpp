// Running the command line in-process, for the CLI test suites.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"

namespace test_support {

struct Run {
  int status;
  std::string out;
  std::string err;
};

inline Run run_dlx(const std::vector<std::string>& args, const std::string& input = "",
                   const dlx::Dependencies& dependencies = {}) {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const int status = dlx::run(args, in, out, err, dependencies);
  return Run{status, out.str(), err.str()};
}

}  // namespace test_support
