// Turning an input record into a puzzle, and reporting one that is not: shared by every Sudoku command.
#pragma once

#include <optional>
#include <string>

#include "records.hpp"
#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/line_format.hpp"

namespace dlx {

// Parses `record` into `puzzle`; the error, with its column, when the line is not a puzzle (or is too long to be).
std::optional<sudoku::ParseError> parse_record(const Record& record, const sudoku::Geometry& geometry,
                                               sudoku::Grid& puzzle);

// "FILE:LINE:COL"
std::string position_of(const Record& record, int column);

// Reports a record that did not parse: "FILE:LINE:COL: message" on stderr, "error: FILE:LINE:COL: message" as its
// output record.
void report_parse_error(const Record& record, const sudoku::ParseError& error, std::string& out, std::string& err);

}  // namespace dlx
