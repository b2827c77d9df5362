// Algorithm X and C on the spacer layout (Links::width 0): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

DLX_INSTANTIATE_SEARCH_X(false, 0)
DLX_INSTANTIATE_SEARCH_X(true, 0)

}  // namespace exactcover::detail
