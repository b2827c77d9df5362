// Algorithm X and C on the spacer layout (Links::width 0): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

#define DLX_INSTANTIATE_WIDTH(kVisit, kRule, kColors, kWidth)                              \
  template void search_x<kVisit, kRule, kColors, std::int16_t, kWidth>(SearchContext&); \
  template void search_x<kVisit, kRule, kColors, std::int32_t, kWidth>(SearchContext&);
#define DLX_INSTANTIATE_RULES(kVisit, kColors, kWidth)                                \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::leftmost_fewest, kColors, kWidth) \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::first_fewest, kColors, kWidth)    \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::random_fewest, kColors, kWidth)
DLX_INSTANTIATE_RULES(false, false, 0)
DLX_INSTANTIATE_RULES(false, true, 0)
DLX_INSTANTIATE_RULES(true, false, 0)
DLX_INSTANTIATE_RULES(true, true, 0)
#undef DLX_INSTANTIATE_RULES
#undef DLX_INSTANTIATE_WIDTH

}  // namespace exactcover::detail
