// Algorithm X on the uniform layout of options of 3 and 4 items, the shorter ones with a blank slot (no colors):
// see algorithm_x.hpp and "Blanks" in links.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 4, false, false, false, true>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 4, false, false, false, true>, false>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
