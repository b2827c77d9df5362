#include "command_line.hpp"

#include <charconv>
#include <ostream>

namespace dlx {

namespace po = boost::program_options;

int usage_error(Context& context, const std::string& command, const std::string& message) {
  context.err << "dlx " << command << ": " << message << "\ntry 'dlx " << command << " --help'\n";
  return to_int(ExitStatus::usage);
}

std::optional<int> parse_arguments(const std::string& command, const std::vector<std::string>& args,
                                   const po::options_description& visible, const po::options_description& hidden,
                                   int max_files, const std::string& help, Context& context,
                                   po::variables_map& values) {
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("file", max_files);
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), values);
    po::notify(values);
  } catch (const po::error& error) {
    return usage_error(context, command, error.what());
  }
  if (values.count("help")) {
    context.out << help << "\n" << visible;
    return to_int(ExitStatus::ok);
  }
  return std::nullopt;
}

std::optional<std::uint64_t> parse_positive(const std::string& text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty() || value == 0) return std::nullopt;
  return value;
}

std::optional<std::string> check_timeout(double seconds) {
  // Beyond 10^9 s (31 years) the nanosecond clock's arithmetic would overflow: say so rather than misbehave.
  if (!(seconds > 0) || !(seconds <= 1e9)) return "--timeout must be a number of seconds above 0 and at most 1000000000";
  return std::nullopt;
}

}  // namespace dlx
