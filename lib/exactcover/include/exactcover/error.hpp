/// \file
/// The one error type of the engine layer: what was wrong with a call that builds a Problem (problem.hpp), or with a
/// DLX text (dlx_format.hpp). Errors are values, returned, never thrown.
///
/// Thread safety: plain values.
#pragma once

#include <cstdint>
#include <string>

namespace exactcover {

/// Where in a text: 1-based line and column (in bytes). Line and column are 0 when the error does not come from text.
struct TextPosition {
  std::int64_t line = 0;
  std::int64_t column = 0;
};

struct Error {
  enum class Kind : std::uint8_t {
    /// Building a Problem:
    unknown_item,      // an item id that was never added
    repeated_item,     // the same item twice in one option
    empty_option,      // an option with no items at all
    color_on_primary,  // a color given to a primary item
    bad_color,         // a negative color
    bad_bounds,        // bounds on a secondary item, or not 0 <= lower <= upper with upper >= 1
    too_large,         // more nodes than 32-bit links can address
    bad_cost,          // costs that add up to more than Problem::kMaxTotalCost
    /// Reading a DLX text:
    bad_text,          // the text is not a problem in the format (the message says why)
    over_node_limit,   // the input may be fine: it needs more nodes than DlxReadLimits::max_nodes allows
    dropped_option,    // a warning, not an error: an option with no primary item, dropped as Knuth's programs do
  };
  Kind kind;
  TextPosition position;   // where in the text; 0:0 for a call that builds a Problem
  std::int32_t entry = 0;  // a call that builds a Problem: the offending entry's index within the option (0: the call)
  std::string message;     // one sentence, for people
};

}  // namespace exactcover
