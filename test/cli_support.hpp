// Running the command line in-process, for the CLI test suites.
#pragma once

#include <regex>
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

// `text` with every record's time set to 0 (NDJSON "seconds":X, CSV's seconds column "S.SSSSSS"), so that the output
// of two runs compares equal where only the timing differs.
inline std::string without_seconds(const std::string& text) {
  static const std::regex ndjson(R"("seconds":[-+.0-9eE]+)");
  static const std::regex csv(R"(,[0-9]+\.[0-9]{6}(,|\n))");
  return std::regex_replace(std::regex_replace(text, ndjson, R"("seconds":0)"), csv, ",0$1");
}

}  // namespace test_support
