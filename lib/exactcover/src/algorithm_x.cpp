// Algorithm X and C on the spacer layout (Links::width 0): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 0, false, false>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, false, false>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int16_t, 0, true, false>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 0, true, false>, false>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
