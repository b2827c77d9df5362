// What every command does with its arguments: Boost.Program_options parsing, --help, and usage errors, in one place.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "commands.hpp"

namespace dlx {

// Prints "dlx COMMAND: message" and a hint on stderr; returns the usage exit status.
int usage_error(Context& context, const std::string& command, const std::string& message);

// Parses `args` against `visible` (the options --help lists) and `hidden`, which must declare a "file" option taking
// the positional arguments (at most `max_files`, -1 for any number). Returns an exit status when the command must
// stop here: after printing `help` and the options (0), or a usage error (2); nothing to go on.
std::optional<int> parse_arguments(const std::string& command, const std::vector<std::string>& args,
                                   const boost::program_options::options_description& visible,
                                   const boost::program_options::options_description& hidden, int max_files,
                                   const std::string& help, Context& context,
                                   boost::program_options::variables_map& values);

// The Levenshtein distance between two words; and the one of `names` closest to `typed`, when it is at most two edits
// away (a typo, for "did you mean").
std::size_t edit_distance(std::string_view a, std::string_view b);
std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& names);

// A whole number >= 1 written in decimal digits only (Boost's conversion would wrap "-1" around to 2^64-1).
std::optional<std::uint64_t> parse_positive(const std::string& text);
// A whole number from 0 ("0", "12"), or nothing.
std::optional<std::uint64_t> parse_whole(const std::string& text);
// "K/N" with 0 <= K < N (a shard of N): {K, N}, or nothing.
std::optional<std::pair<std::uint64_t, std::uint64_t>> parse_shard(const std::string& text);

// Why `seconds` is not a usable --timeout, or nothing when it is.
std::optional<std::string> check_timeout(double seconds);

}  // namespace dlx
