/// \file
/// The human solving techniques the logic room knows, in the order it tries them, with the difficulty each has on
/// Sudoku Explainer 1.2.1's scale (SE, the scale the puzzle forums use) and the names people use for them.
///
/// A difficulty is kept in tenths (23 for SE's 2.3), so that ratings compare and add exactly; `difficulty_text`
/// writes it as people do ("2.3"). A step's difficulty is its technique's base difficulty plus what SE adds for size
/// (a longer chain, a longer loop, a larger set): Step::difficulty holds the sum.
///
/// Thread safety: pure functions and constant tables.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace sudoku {

/// In the order the explainer tries them (SE 1.2.1's order; the killer techniques, which SE lacks, where their
/// difficulty puts them). The enum's order is that order.
enum class Technique : std::uint8_t {
  full_house,              // 1.0: the last empty cell of a unit
  hidden_single,           // 1.2 in a box, 1.5 in a row or column
  direct_pointing,         // 1.7: locked candidates in a box that leave a hidden single
  direct_claiming,         // 1.9: locked candidates in a line that leave a hidden single
  direct_hidden_pair,      // 2.0: a hidden pair that leaves a hidden single
  cage_sum,                // 2.1 (killer): a cage or an innie/outie group with one digit left to place
  naked_single,            // 2.3
  direct_hidden_triple,    // 2.5
  cage_combination,        // 2.5 (killer): digits no combination of a cage's sum allows
  pointing,                // 2.6
  claiming,                // 2.8
  innies_outies,           // 2.9 (killer): the digits of a unit's innies or outies, from the 45 rule
  naked_pair,              // 3.0
  x_wing,                  // 3.2
  hidden_pair,             // 3.4
  naked_triple,            // 3.6
  swordfish,               // 3.8
  hidden_triple,           // 4.0
  xy_wing,                 // 4.2
  xyz_wing,                // 4.4
  unique_rectangle,        // 4.5-5.0: unique rectangles and loops, types 1-4
  naked_quad,              // 5.0
  jellyfish,               // 5.2
  hidden_quad,             // 5.4
  bivalue_universal_grave, // 5.6-6.0
  aligned_pair_exclusion,  // 6.2
  x_cycle,                 // 6.5+: bidirectional X-cycle or Y-cycle (a continuous nice loop on one kind of link)
  forcing_x_chain,         // 6.6+: an X-chain or Y-chain reaching its start's opposite (turbot fish, skyscraper...)
  forcing_chain,           // 7.0+: an alternating inference chain or cycle mixing cell and unit links
  aligned_triple_exclusion,// 7.5
  nishio,                  // 7.5+: one digit assumed, its contradiction followed dynamically
  multiple_forcing_chain,  // 8.0+: cell and region forcing chains
  dynamic_forcing_chain,   // 8.5+
  by_search,               // the last resort: the solution's digit, found by trial and error (never a wrong step)
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::by_search) + 1;

/// "Hidden Single", "X-Wing", "Forcing Chain": the name the forums use (SE's, where SE has the technique).
std::string_view technique_name(Technique technique);
/// A short name for the command line and for `--technique`: "hidden-single", "x-wing", "forcing-chain".
std::string_view technique_key(Technique technique);
/// The technique whose name or key is `name` (case and the separators ' ', '-', '_' ignored), if any.
std::optional<Technique> technique_named(std::string_view name);
/// The least difficulty a step of this technique has, in tenths (a chain's length adds to it).
int base_difficulty(Technique technique);
/// Every technique, in order.
std::span<const Technique> all_techniques();

/// 23 -> "2.3".
std::string difficulty_text(int tenths);

}  // namespace sudoku
