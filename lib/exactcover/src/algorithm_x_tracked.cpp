// Algorithm X and C with many primary items, their lengths tracked per block (Links::tracked, the spacer layout): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 0, false, false, true>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, false, false, true>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int16_t, 0, true, false, true>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, true, false, true>, false>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
