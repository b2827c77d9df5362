// The variants of the structure that the search loops are compiled for, and the one place that picks, at run time,
// the variant of a given structure (with_variant) or a compile-time value from a run-time one (with_flag,
// with_rule). Each search loop is instantiated once per variant (algorithm_x*.cpp, algorithm_m.cpp), by explicit
// instantiation of its template; the choice rule and visiting or counting are template parameters of the loop too.
#pragma once

#include <cstdint>
#include <type_traits>

#include "exactcover/solver.hpp"
#include "links.hpp"

namespace exactcover::detail {

// Length: the type of the lengths (std::int16_t when Links::narrow); kWidth: Links::width (3, 4 or 6: the uniform
// layout, no colors, no multiplicities; 0: spacers); kColors: the problem has colors (Algorithm C);
// kMultiplicities: it has multiplicities (Algorithm M, 32-bit lengths, spacers).
// kTracked: Links::tracked, many primary items whose lengths' lower bounds are kept per block (spacer layout, no
// multiplicities; see "Many items" in links.hpp). kBlanks: the uniform layout with options one item short, their
// last slot blank (Links::blank; "Blanks" in links.hpp).
template <typename L, int kWidthOfLayout, bool kWithColors, bool kWithMultiplicities, bool kWithTracking = false,
          bool kWithBlanks = false>
struct Variant {
  using Length = L;
  static constexpr int kWidth = kWidthOfLayout;
  static constexpr bool kColors = kWithColors;
  static constexpr bool kMultiplicities = kWithMultiplicities;
  static constexpr bool kTracked = kWithTracking;
  static constexpr bool kBlanks = kWithBlanks;
  static_assert(kWidth == 0 || (!kColors && !kMultiplicities), "the uniform layout is built only for Algorithm X");
  static_assert(!kMultiplicities || sizeof(L) == 4, "Algorithm M keeps 32-bit lengths");
  static_assert(!kTracked || (kWidth == 0 && !kMultiplicities), "tracking is built only for the spacer layout");
  static_assert(!kBlanks || Links::blank_width_supported(kWidth), "blanks only in the layouts that take them");
};

// Calls f(V{}) with the variant of `links`. kWithBlanks false: `links` has no blanks (it was built without them),
// and no variant with blanks is compiled.
template <bool kWithBlanks = true, typename F>
void with_variant(const Links& links, F&& f) {
  const bool colors = !links.color.empty();
  if (!links.bound.empty()) {
    if (colors) return f(Variant<std::int32_t, 0, true, true>{});
    return f(Variant<std::int32_t, 0, false, true>{});
  }
  auto with_length = [&](auto length) {
    using L = decltype(length);
    if (links.tracked) {
      if (colors) return f(Variant<L, 0, true, false, true>{});
      return f(Variant<L, 0, false, false, true>{});
    }
    if constexpr (kWithBlanks) {
      if (links.blank >= 0) {
        if (links.width == 4) return f(Variant<L, 4, false, false, false, true>{});
        return f(Variant<L, 6, false, false, false, true>{});
      }
    }
    if (links.width == 3) return f(Variant<L, 3, false, false>{});
    if (links.width == 4) return f(Variant<L, 4, false, false>{});
    if (links.width == 6) return f(Variant<L, 6, false, false>{});
    if (colors) return f(Variant<L, 0, true, false>{});
    return f(Variant<L, 0, false, false>{});
  };
  if (links.narrow) return with_length(std::int16_t{});
  return with_length(std::int32_t{});
}

// Calls f(std::true_type{}) or f(std::false_type{}).
template <typename F>
void with_flag(bool flag, F&& f) {
  if (flag) return f(std::true_type{});
  return f(std::false_type{});
}

// Calls f(std::integral_constant<ChoiceRule, rule>{}).
template <typename F>
void with_rule(ChoiceRule rule, F&& f) {
  switch (rule) {
    case ChoiceRule::leftmost_fewest: return f(std::integral_constant<ChoiceRule, ChoiceRule::leftmost_fewest>{});
    case ChoiceRule::first_fewest: return f(std::integral_constant<ChoiceRule, ChoiceRule::first_fewest>{});
    case ChoiceRule::random_fewest: return f(std::integral_constant<ChoiceRule, ChoiceRule::random_fewest>{});
  }
}

}  // namespace exactcover::detail
