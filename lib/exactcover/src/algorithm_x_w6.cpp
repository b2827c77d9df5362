// Algorithm X on the uniform layout of options of 6 items (no colors): see algorithm_x.hpp.
#include "algorithm_x.hpp"

namespace exactcover::detail {

template void search_x<Variant<std::int16_t, 6, false, false>, false>(SearchContext&, ChoiceRule, bool);
template void search_x<Variant<std::int32_t, 6, false, false>, false>(SearchContext&, ChoiceRule, bool);

}  // namespace exactcover::detail
