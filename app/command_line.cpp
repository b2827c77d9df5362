#include "command_line.hpp"

#include <algorithm>
#include <charconv>
#include <ostream>

namespace dlx {

namespace po = boost::program_options;

int usage_error(Context& context, const std::string& command, const std::string& message) {
  context.err << "dlx " << command << ": " << message << "\ntry 'dlx " << command << " --help'\n";
  return to_int(ExitStatus::usage);
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& names) {
  std::optional<std::string> best;
  std::size_t best_distance = 3;  // at most two edits away: further is a different word, not a typo
  for (const std::string& name : names) {
    const std::size_t distance = edit_distance(typed, name);
    if (distance < best_distance) {
      best_distance = distance;
      best = name;
    }
  }
  return best;
}

namespace {

// Boost's own guessing (allow_guessing) completes a prefix against every option, the hidden "file" among them, so
// `--fil x` reached it. Here a long option is completed against the options --help lists only: an exact name, or
// the one visible name it is a prefix of; several is ambiguous and none is unknown, with the closest name suggested.
// Returns the arguments with each long option written in full, or why one is not an option.
std::optional<std::string> complete_long_options(std::vector<std::string>& args, const po::options_description& visible) {
  std::vector<std::string> names;
  for (const auto& option : visible.options()) names.push_back(option->long_name());
  for (std::size_t index = 0; index < args.size(); ++index) {
    const std::string& arg = args[index];
    if (arg == "--") break;  // what follows is files
    if (!arg.starts_with("--")) continue;
    const std::size_t equals = arg.find('=');
    const std::string typed = arg.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
    std::vector<std::string> matches;
    for (const std::string& name : names) {
      if (name == typed) {
        matches = {name};
        break;
      }
      if (name.starts_with(typed)) matches.push_back(name);
    }
    if (matches.empty()) {
      std::string message = "unrecognised option '--" + typed + "'";
      if (auto closest = closest_name(typed, names)) message += "; did you mean '--" + *closest + "'?";
      return message;
    }
    if (matches.size() > 1) {
      std::string message = "option '--" + typed + "' is ambiguous: it could be";
      for (const std::string& match : matches) message += " '--" + match + "'";
      return message;
    }
    args[index] = "--" + matches.front() + (equals == std::string::npos ? "" : arg.substr(equals));
    // An option that takes a value consumes the next argument when no '=' gave it: that one is not an option.
    const auto& option = visible.find(matches.front(), false);
    if (equals == std::string::npos && option.semantic()->min_tokens() > 0) ++index;
  }
  return std::nullopt;
}

}  // namespace

std::optional<int> parse_arguments(const std::string& command, const std::vector<std::string>& args,
                                   const po::options_description& visible, const po::options_description& hidden,
                                   int max_files, const std::string& help, Context& context,
                                   po::variables_map& values) {
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("file", max_files);
  std::vector<std::string> completed = args;
  if (auto problem = complete_long_options(completed, visible)) return usage_error(context, command, *problem);
  const int style = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;
  try {
    po::store(po::command_line_parser(completed).options(all).positional(positional).style(style).run(), values);
    po::notify(values);
  } catch (const po::error& error) {
    return usage_error(context, command, error.what());
  }
  // An empty FILE or DIR (--zdd "", --output-dir "") would read as the option not given, and the run would silently
  // skip what was asked. (Options with values of their own, such as --box or --format, say what they take instead.)
  for (const auto& [name, value] : values) {
    if (name == "file" || value.defaulted()) continue;
    const std::string kind = all.find(name, false).semantic()->name();
    if (kind != "FILE" && kind != "DIR") continue;
    if (const auto* text = boost::any_cast<std::string>(&value.value()); text != nullptr && text->empty()) {
      return usage_error(context, command, "--" + name + " needs a value, not an empty string");
    }
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

std::optional<std::uint64_t> parse_whole(const std::string& text) {
  return text == "0" ? std::optional<std::uint64_t>(0) : parse_positive(text);
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const auto k = parse_whole(text.substr(0, slash));
  const auto n = parse_positive(text.substr(slash + 1));
  if (!k || !n || *k >= *n) return std::nullopt;
  return std::pair{*k, *n};
}

std::optional<std::string> check_timeout(double seconds) {
  // Beyond 10^9 s (31 years) the nanosecond clock's arithmetic would overflow: say so rather than misbehave.
  if (!(seconds > 0) || !(seconds <= 1e9)) return "--timeout must be a number of seconds above 0 and at most 1000000000";
  return std::nullopt;
}

}  // namespace dlx
