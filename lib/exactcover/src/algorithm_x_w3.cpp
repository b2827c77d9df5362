// Algorithm X on the uniform layout of options of 3 items (no colors): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

DLX_INSTANTIATE_SEARCH_X(false, 3)

}  // namespace exactcover::detail
