#include "command_line.hpp"

#include <ostream>

namespace dlx {

namespace po = boost::program_options;

int usage_error(Streams& streams, const std::string& command, const std::string& message) {
  streams.err << "dlx " << command << ": " << message << "\ntry 'dlx " << command << " --help'\n";
  return to_int(ExitStatus::usage);
}

std::optional<int> parse_arguments(const std::string& command, const std::vector<std::string>& args,
                                   const po::options_description& visible, const po::options_description& hidden,
                                   int max_files, const std::string& help, Streams& streams,
                                   po::variables_map& values) {
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("file", max_files);
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), values);
    po::notify(values);
  } catch (const po::error& error) {
    return usage_error(streams, command, error.what());
  }
  if (values.count("help")) {
    streams.out << help << "\n" << visible;
    return to_int(ExitStatus::ok);
  }
  return std::nullopt;
}

}  // namespace dlx
