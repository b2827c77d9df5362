// What every command does with its arguments: Boost.Program_options parsing, --help, and usage errors, in one place.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"

namespace dlx {

// Prints "dlx COMMAND: message" and a hint on stderr; returns the usage exit status.
int usage_error(Streams& streams, const std::string& command, const std::string& message);

// Parses `args` against `visible` (the options --help lists) and `hidden`, which must declare a "file" option taking
// the positional arguments (at most `max_files`, -1 for any number). Returns an exit status when the command must
// stop here: after printing `help` and the options (0), or a usage error (2); nothing to go on.
std::optional<int> parse_arguments(const std::string& command, const std::vector<std::string>& args,
                                   const boost::program_options::options_description& visible,
                                   const boost::program_options::options_description& hidden, int max_files,
                                   const std::string& help, Streams& streams,
                                   boost::program_options::variables_map& values);

}  // namespace dlx
