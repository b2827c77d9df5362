// What a sum allows: shared by the killer techniques and the search's propagation.
#pragma once

#include <vector>

#include "board.hpp"

namespace sudoku::logic {

// The digits each of `candidates`' cells can hold in some assignment adding up to `sum` (distinct digits, none in
// `excluded`, when `distinct`). A cell's mask is 0 when no assignment exists at all; more than 12 cells are not worked
// out (their candidates come back unchanged).
std::vector<Mask> allowed_digits(const std::vector<Mask>& candidates, int sum, bool distinct, Mask excluded, int size);

}  // namespace sudoku::logic
