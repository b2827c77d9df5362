// Algorithm X on the uniform layout of options of 3 items (no colors): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

#define DLX_INSTANTIATE_WIDTH(kVisit, kRule, kColors, kWidth)                              \
  template void search_x<kVisit, kRule, kColors, std::int16_t, kWidth>(SearchContext&); \
  template void search_x<kVisit, kRule, kColors, std::int32_t, kWidth>(SearchContext&);
#define DLX_INSTANTIATE_RULES(kVisit, kColors, kWidth)                                \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::leftmost_fewest, kColors, kWidth) \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::first_fewest, kColors, kWidth)    \
  DLX_INSTANTIATE_WIDTH(kVisit, ChoiceRule::random_fewest, kColors, kWidth)
DLX_INSTANTIATE_RULES(false, false, 3)
DLX_INSTANTIATE_RULES(true, false, 3)
#undef DLX_INSTANTIATE_RULES
#undef DLX_INSTANTIATE_WIDTH

}  // namespace exactcover::detail
