// Small pieces of structured output shared by the commands.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace dlx {

// A CSV field: as it is, or in double quotes (with quotes doubled) when it holds a comma, a quote or a line end.
inline std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

// A JSON value on one line. Bytes that are not UTF-8 (a file name, an item name) become U+FFFD instead of throwing:
// nlohmann's default would abort the whole run on the first such byte and lose every record after it.
inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dlx
