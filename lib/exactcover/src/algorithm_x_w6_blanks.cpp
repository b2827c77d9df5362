// Algorithm X on the uniform layout of options of 5 and 6 items, the shorter ones with a blank slot (no colors):
// see algorithm_x.hpp and "Blanks" in links.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 6, false, false, false, true>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 6, false, false, false, true>, false>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
