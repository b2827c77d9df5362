// Algorithm X and C with many primary items, their lengths tracked per block (Links::tracked, the spacer layout), the
// pruned tree (SearchTree::pruned): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 0, false, false, true>, true>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, false, false, true>, true>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int16_t, 0, true, false, true>, true>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, true, false, true>, true>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
