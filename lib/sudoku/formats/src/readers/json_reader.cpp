// JSON, one object per line (NDJSON):
//
//   {"givens": "...", "box": "3x3", "regions": "...", "cages": [{"sum": 15, "cells": ["r1c1", "r1c2"]}],
//    "variant": "x", "solution": "...", "name": "...", "count": 1}
//
// Every key but "givens" optional; any other key, or a key given twice, is an error. Strings hold what the extended
// line's values hold (extended_line_reader.cpp); "cages" lists each cage's sum and cells (r1c1 to rNcN) instead of
// labelling cells, and "count" is a number. Errors inside a string are placed at the string's column when the line
// holds it as is (no escapes), else at its key.
#include "json_reader.hpp"

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "variant_draft.hpp"

namespace sudoku::detail {

using nlohmann::json;

namespace {

// nlohmann's message without its id and its position in the one line it was given (the ReadError has both).
std::string json_message(std::string_view what) {
  if (what.starts_with("[json.exception.")) {
    const auto close = what.find("] ");
    if (close != std::string_view::npos) what.remove_prefix(close + 2);
  }
  if (what.starts_with("parse error at line")) {
    const auto colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  return "bad JSON: " + std::string(what);
}

// Where `"key"` is in the line (1-based), and where its string value starts; the value's columns are exact when the
// line holds it as is (no escapes).
FieldText locate_value(std::string_view line, const std::string& key, const std::string& value) {
  const std::string quoted_key = "\"" + key + "\"";
  const auto at = line.find(quoted_key);
  if (at == std::string_view::npos) return FieldText{value, 1, false};
  const auto key_column = static_cast<std::int64_t>(at) + 1;
  std::size_t next = skip_spaces(line, at + quoted_key.size());
  if (next < line.size() && line[next] == ':') next = skip_spaces(line, next + 1);
  if (next < line.size() && line[next] == '"' && line.substr(next + 1, value.size()) == value &&
      line.substr(next + 1 + value.size()).starts_with('"')) {
    return FieldText{value, static_cast<std::int64_t>(next) + 2, true};
  }
  return FieldText{value, key_column, false};
}

}  // namespace

void read_json_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record) {
  // nlohmann keeps the last value of a repeated key; as in an extended line, a key given twice (in the puzzle or in a
  // cage) is an error instead. One set of keys per object being read.
  std::vector<std::set<std::string>> keys;
  std::string repeated;
  const json::parser_callback_t note_keys = [&](int, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::object_start) keys.emplace_back();
    if (event == json::parse_event_t::object_end) keys.pop_back();
    if (event == json::parse_event_t::key && !keys.empty() && repeated.empty() &&
        !keys.back().insert(parsed.get<std::string>()).second) {
      repeated = parsed.get<std::string>();
    }
    return true;
  };
  json object;
  try {
    object = json::parse(line.text, note_keys);
  } catch (const json::parse_error& error) {
    return fail(record, ReadError{line.number, static_cast<std::int64_t>(error.byte), json_message(error.what())});
  } catch (const json::exception& error) {  // a number too big for a double, say: no position
    return fail(record, ReadError{line.number, 1, json_message(error.what())});
  }
  if (!object.is_object()) {
    return fail(record,
                ReadError{line.number, 1, std::string("a JSON puzzle is an object, not ") + object.type_name()});
  }
  if (!repeated.empty()) {
    const std::string quoted_key = "\"" + repeated + "\"";
    const auto first = line.text.find(quoted_key);
    const auto second = first == std::string::npos ? first : line.text.find(quoted_key, first + 1);
    const std::int64_t column = second == std::string::npos ? 1 : static_cast<std::int64_t>(second) + 1;
    return fail(record, ReadError{line.number, column, shown(repeated) + " given twice"});
  }
  VariantDraft draft;
  draft.line = line.number;
  for (const auto& item : object.items()) {
    const std::string& key = item.key();
    const json& value = item.value();
    static const std::string kNoString;
    const FieldText where =
        locate_value(line.text, key, value.is_string() ? value.get_ref<const std::string&>() : kNoString);
    auto error_here = [&](std::string message) {
      fail(record, ReadError{line.number, where.column, std::move(message)});
    };
    if (key == "cages") {
      if (!value.is_array()) return error_here("\"cages\" is a list of {\"sum\": SUM, \"cells\": [\"r1c1\", ...]}");
      draft.cage_list = &value;
      draft.cage_list_column = where.column;
      continue;
    }
    if (key == "count") {
      if (!value.is_number_unsigned()) return error_here("\"count\" is a number of solutions");
      draft.count_value = value.get<std::uint64_t>();
      continue;
    }
    std::optional<FieldText>* slot = key == "sums" ? nullptr : slot_of(draft, key);
    if (slot == nullptr) {
      return error_here("unknown key " + shown(key) +
                        " (the keys are givens, box, regions, cages, variant, solution, name or id, count)");
    }
    if (!value.is_string()) return error_here("\"" + key + "\" is a string, not " + value.type_name());
    *slot = where;
  }
  if (!draft.givens) return fail(record, ReadError{line.number, 1, "no \"givens\""});
  build_variant_puzzle(draft, builder, record);
}

}  // namespace sudoku::detail
