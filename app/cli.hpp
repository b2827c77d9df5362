// The `dlx` command line as a function: main() only forwards to it, and the tests drive it in-process with string
// streams for stdin, stdout and stderr.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "commands.hpp"

namespace dlx {

// args: the arguments after the program name. Returns the exit status (see exit_status.hpp).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);
// The same with other dependencies (a test's faulty solver).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err,
        const Dependencies& dependencies);

}  // namespace dlx
