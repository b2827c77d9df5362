#include "exactcover/dlx_format.hpp"

#include <charconv>
#include <cstdio>
#include <istream>
#include <sstream>
#include <ostream>
#include <string_view>
#include <unordered_map>

namespace exactcover {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

struct Token {
  std::string_view text;
  std::int64_t column = 0;  // 1-based
};

// The tokens of a line, one at a time: a line of millions of names is never held as a list of them (an error on its
// second name costs nothing, and a valid one only its ItemUses).
class Tokens {
 public:
  explicit Tokens(std::string_view line) : line_(line) {}
  bool next(Token& token) {
    while (at_ < line_.size() && is_blank(line_[at_])) ++at_;
    const std::size_t start = at_;
    while (at_ < line_.size() && !is_blank(line_[at_])) ++at_;
    if (at_ == start) return false;
    token = Token{line_.substr(start, at_ - start), static_cast<std::int64_t>(start) + 1};
    return true;
  }

 private:
  std::string_view line_;
  std::size_t at_ = 0;
};

// Where a line stops being text: a NUL byte, or bytes that are not UTF-8. Names are bytes to Knuth's programs; to us
// they are text that ends up in messages and JSON, so such a line is an error with its column, as in every reader.
std::optional<Error> not_text(std::string_view line, std::int64_t line_number) {
  for (std::size_t at = 0; at < line.size();) {
    const auto byte = static_cast<unsigned char>(line[at]);
    if (byte == 0) {
      return Error{Error::Kind::bad_text, TextPosition{line_number, static_cast<std::int64_t>(at) + 1}, 0,
                   "a NUL byte (\\x00): not a line of text"};
    }
    // RFC 3629: no overlong form (C0, C1; E0 80-9F; F0 80-8F), no surrogate (ED A0-BF), nothing past U+10FFFF (F4 90-BF,
    // F5-FF).
    std::size_t length = byte < 0x80 ? 1 : byte < 0xc2 ? 0 : byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : byte < 0xf5 ? 4 : 0;
    bool valid = length != 0 && at + length <= line.size();
    if (valid && length > 1) {
      const auto second = static_cast<unsigned char>(line[at + 1]);
      const unsigned char low = byte == 0xe0 ? 0xa0 : byte == 0xf0 ? 0x90 : 0x80;
      const unsigned char high = byte == 0xed ? 0x9f : byte == 0xf4 ? 0x8f : 0xbf;
      valid = second >= low && second <= high;
    }
    for (std::size_t k = 2; valid && k < length; ++k) valid = (static_cast<unsigned char>(line[at + k]) & 0xc0) == 0x80;
    if (!valid) {
      char shown[8];  // formatted here only: every byte of every line passes this loop (snprintf per byte was two
                      // thirds of reading a 30 KB file, callgrind of `dlx cover --node-budget 1`, 2026-11-27)
      std::snprintf(shown, sizeof shown, "\\x%02x", byte);
      return Error{Error::Kind::bad_text, TextPosition{line_number, static_cast<std::int64_t>(at) + 1}, 0,
                   std::string("invalid UTF-8 (byte ") + shown + ")"};
    }
    at += length;
  }
  return std::nullopt;
}

// Reads one line into `line` (without '\n'); false at the end of input. A line longer than `max` is not buffered:
// `too_long` is set and the rest of it skipped.
bool read_line(std::istream& in, std::string& line, std::int64_t max, bool& too_long) {
  line.clear();
  too_long = false;
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  for (;;) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      if (!any) in.setstate(std::ios::eofbit);
      return any;
    }
    any = true;
    if (c == '\n') return true;
    if (static_cast<std::int64_t>(line.size()) >= max) {
      too_long = true;
      continue;
    }
    line.push_back(static_cast<char>(c));
  }
}

std::string quoted(std::string_view text) {
  constexpr std::size_t kShown = 40;
  std::string shown(text.substr(0, kShown));
  if (text.size() > kShown) shown += "...";
  return "'" + shown + "'";
}

// Why `name` cannot be an item name, or an empty string when it can.
std::string invalid_name(std::string_view name) {
  if (name.empty()) return "an item name cannot be empty";
  if (name.find(':') != std::string_view::npos) return "item name " + quoted(name) + " contains ':'";
  if (name.find('|') != std::string_view::npos) return "item name " + quoted(name) + " contains '|'";
  return {};
}

bool parse_count(std::string_view text, std::int32_t& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

class Reader {
 public:
  Reader(std::istream& in, const DlxReadLimits& limits) : in_(in), limits_(limits) {}

  DlxReadResult read() {
    result_.problem.color_names.emplace_back();
    std::string line;
    bool too_long = false;
    bool have_items = false;
    while (read_line(in_, line, limits_.max_line_length, too_long)) {
      ++line_number_;
      if (too_long) {
        return fail(limits_.max_line_length + 1,
                    "line longer than " + std::to_string(limits_.max_line_length) + " bytes");
      }
      Token first;
      if (!Tokens(line).next(first) || first.text.front() == '|') continue;  // blank, or a comment
      if (auto problem = not_text(line, line_number_)) {
        result_.error = std::move(problem);
        return std::move(result_);
      }
      line_ = line;
      if (!have_items) {
        if (!read_items()) return std::move(result_);
        have_items = true;
      } else if (!read_option()) {
        return std::move(result_);
      }
    }
    if (in_.bad()) return fail(1, "read error");
    if (!have_items) {
      ++line_number_;
      return fail(1, "no item line: the input declares no items");
    }
    return std::move(result_);
  }

 private:
  DlxReadResult fail(std::int64_t column, std::string message) {
    result_.error = Error{Error::Kind::bad_text, TextPosition{line_number_, column}, 0, std::move(message)};
    return std::move(result_);
  }
  bool error(std::int64_t column, std::string message) {
    result_.error = Error{Error::Kind::bad_text, TextPosition{line_number_, column}, 0, std::move(message)};
    return false;
  }

  bool read_items() {
    Problem& problem = result_.problem.problem;
    bool secondary = false;
    Tokens tokens(line_);
    for (Token token; tokens.next(token);) {
      std::string_view text = token.text;
      std::int64_t column = token.column;
      if (text == "|") {
        if (secondary) return error(column, "a second '|' on the item line");
        secondary = true;
        continue;
      }
      std::int32_t lower = 1;
      std::int32_t upper = 1;
      if (const auto bar = text.find('|'); bar != std::string_view::npos) {
        const std::string_view bounds = text.substr(0, bar);
        if (secondary) return error(column, "bounds on secondary item " + quoted(text.substr(bar + 1)));
        const auto colon = bounds.find(':');
        const bool ok = colon == std::string_view::npos
                            ? parse_count(bounds, upper) && (lower = upper, true)
                            : parse_count(bounds.substr(0, colon), lower) && parse_count(bounds.substr(colon + 1), upper);
        if (!ok) return error(column, "expected 'a:b|name' or 'b|name' with whole numbers, not " + quoted(text));
        if (lower < 0 || upper < 1 || lower > upper) {
          return error(column, "bounds " + std::string(bounds) + " are not 0 <= a <= b with b >= 1");
        }
        text = text.substr(bar + 1);
        column += static_cast<std::int64_t>(bar) + 1;
      }
      if (auto why = invalid_name(text); !why.empty()) return error(column, why);
      if (problem.node_count() + 1 > limits_.max_nodes) return too_large(column);
      const auto [where, inserted] = ids_.try_emplace(std::string(text), problem.item_count());
      if (!inserted) {
        return error(column, "item " + quoted(text) + " is declared twice (first as item " +
                                 std::to_string(where->second + 1) + " of the item line)");
      }
      const ItemId item = problem.add_item(secondary ? ItemKind::secondary : ItemKind::primary, std::string(text));
      if (lower != 1 || upper != 1) problem.set_bounds(item, lower, upper);
      seen_.push_back(0);
    }
    if (problem.primary_count() == 0) return error(1, "the item line declares no primary item");
    return true;
  }

  bool read_option() {
    DlxProblem& result = result_.problem;
    Problem& problem = result.problem;
    Token first;
    Tokens(line_).next(first);
    ++stamp_;
    uses_.clear();
    bool has_primary = false;
    Cost cost = 0;
    Tokens tokens(line_);
    for (Token token; tokens.next(token);) {
      if (problem.node_count() + static_cast<std::int64_t>(uses_.size()) + 2 > limits_.max_nodes) {
        return too_large(token.column);
      }
      if (token.text.front() == '|') {  // DLX5's cost: '|' and a whole number; several add up
        if (uses_.empty()) return error(token.column, "a cost '|N' comes after an item, not first in the option");
        Cost part = 0;
        const std::string_view digits = token.text.substr(1);
        const auto [end, problem_with] = std::from_chars(digits.data(), digits.data() + digits.size(), part);
        if (digits.empty() || digits.front() < '0' || digits.front() > '9' || end != digits.data() + digits.size() ||
            problem_with != std::errc() || part > Problem::kMaxTotalCost - cost) {
          return error(token.column, "a cost is '|' and a whole number up to " + std::to_string(Problem::kMaxTotalCost) +
                                         " (DLX5), not " + quoted(token.text));
        }
        cost += part;
        continue;
      }
      std::string_view name = token.text;
      std::string_view color;
      const auto colon = name.find(':');
      if (colon != std::string_view::npos) {
        color = name.substr(colon + 1);
        name = name.substr(0, colon);
      }
      const auto found = ids_.find(std::string(name));
      if (found == ids_.end()) {
        if (name.find('|') != std::string_view::npos) return error(token.column, "'|' inside an option");
        return error(token.column, "unknown item " + quoted(name));
      }
      const ItemId item = found->second;
      if (seen_[static_cast<std::size_t>(item)] == stamp_) {
        return error(token.column, "item " + quoted(name) + " appears twice in this option");
      }
      seen_[static_cast<std::size_t>(item)] = stamp_;
      Color color_id = 0;
      if (colon != std::string_view::npos) {
        if (problem.is_primary(item)) return error(token.column, "primary item " + quoted(name) + " cannot have a color");
        if (color.empty()) return error(token.column + static_cast<std::int64_t>(colon) + 1, "empty color after ':'");
        if (color.find_first_of(":|") != std::string_view::npos) {
          return error(token.column + static_cast<std::int64_t>(colon) + 1, "color " + quoted(color) + " contains ':' or '|'");
        }
        const auto [where, inserted] =
            color_ids_.try_emplace(std::string(color), static_cast<Color>(result.color_names.size()));
        if (inserted) result.color_names.emplace_back(color);
        color_id = where->second;
      }
      has_primary |= problem.is_primary(item);
      uses_.push_back(ItemUse{item, color_id});
    }
    if (!has_primary) {
      result.warnings.push_back(Error{Error::Kind::dropped_option, TextPosition{line_number_, first.column}, 0,
                                      "option has no primary item; dropped"});
      return true;
    }
    if (auto problem_error = problem.add_option(uses_, cost)) return error(1, problem_error->message);
    result.option_positions.push_back(TextPosition{line_number_, first.column});
    return true;
  }

  bool too_large(std::int64_t column) {
    error(column, "the problem needs more than " + std::to_string(limits_.max_nodes) +
                      " nodes, the reader's limit; refusing it before memory runs out");
    result_.error->kind = Error::Kind::over_node_limit;
    return false;
  }

  std::istream& in_;
  const DlxReadLimits& limits_;
  DlxReadResult result_;
  std::int64_t line_number_ = 0;
  std::string_view line_;  // the line being read
  std::unordered_map<std::string, ItemId> ids_;
  std::unordered_map<std::string, Color> color_ids_;
  std::vector<std::uint32_t> seen_;
  std::uint32_t stamp_ = 0;
  std::vector<ItemUse> uses_;
};

std::string item_name(const Problem& problem, ItemId item) {
  const std::string_view name = problem.name(item);
  return name.empty() ? "_" + std::to_string(item) : std::string(name);
}

}  // namespace

DlxReadResult read_dlx(std::istream& in, const DlxReadLimits& limits) { return Reader(in, limits).read(); }

std::string format_option(const Problem& problem, const std::vector<std::string>& color_names, OptionId option) {
  std::string text;
  const auto items = problem.option(option);
  const auto colors = problem.option_colors(option);
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (k > 0) text += ' ';
    text += item_name(problem, items[k]);
    if (colors[k] != 0) {
      text += ':';
      const auto c = static_cast<std::size_t>(colors[k]);
      text += c < color_names.size() && !color_names[c].empty() ? color_names[c] : std::to_string(colors[k]);
    }
  }
  if (problem.cost(option) != 0) text += " |" + std::to_string(problem.cost(option));
  return text;
}

std::string problem_fingerprint(const Problem& problem, const std::vector<std::string>& color_names) {
  std::ostringstream text;
  write_dlx(problem, color_names, text);
  std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a, 64 bits: the same value on every machine
  for (const char c : text.str()) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return hex;
}

void write_dlx(const Problem& problem, const std::vector<std::string>& color_names, std::ostream& out) {
  std::string line;
  for (ItemId item = 0; item < problem.item_count(); ++item) {
    if (!problem.is_primary(item)) continue;
    if (!line.empty()) line += ' ';
    const std::int32_t lower = problem.lower_bound(item);
    const std::int32_t upper = problem.upper_bound(item);
    if (lower != 1 || upper != 1) {
      line += lower == upper ? std::to_string(upper) : std::to_string(lower) + ":" + std::to_string(upper);
      line += '|';
    }
    line += item_name(problem, item);
  }
  bool bar = false;
  for (ItemId item = 0; item < problem.item_count(); ++item) {
    if (problem.is_primary(item)) continue;
    if (!bar) line += " |";
    bar = true;
    line += ' ';
    line += item_name(problem, item);
  }
  out << line << '\n';
  for (OptionId option = 0; option < problem.option_count(); ++option) {
    out << format_option(problem, color_names, option) << '\n';
  }
}

}  // namespace exactcover
