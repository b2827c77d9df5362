// Small pieces of structured output shared by the commands.
#pragma once

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

}  // namespace dlx
