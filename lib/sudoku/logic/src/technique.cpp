#include "sudoku/technique.hpp"

#include <array>
#include <cctype>

namespace sudoku {

namespace {

struct TechniqueInfo {
  Technique technique;
  std::string_view name;
  std::string_view key;
  int difficulty;  // tenths; SE 1.2.1's where SE has the technique
};

// SE 1.2.1's difficulties (its hint classes' getDifficulty); the killer ones and "by search" are ours.
constexpr std::array<TechniqueInfo, kTechniqueCount> kTechniques = {{
    {Technique::full_house, "Full House", "full-house", 10},
    {Technique::hidden_single, "Hidden Single", "hidden-single", 12},
    {Technique::direct_pointing, "Direct Pointing", "direct-pointing", 17},
    {Technique::direct_claiming, "Direct Claiming", "direct-claiming", 19},
    {Technique::direct_hidden_pair, "Direct Hidden Pair", "direct-hidden-pair", 20},
    {Technique::cage_sum, "Cage Sum", "cage-sum", 21},
    {Technique::naked_single, "Naked Single", "naked-single", 23},
    {Technique::direct_hidden_triple, "Direct Hidden Triple", "direct-hidden-triple", 25},
    {Technique::cage_combination, "Cage Combination", "cage-combination", 25},
    {Technique::pointing, "Pointing", "pointing", 26},
    {Technique::claiming, "Claiming", "claiming", 28},
    {Technique::innies_outies, "Innies and Outies", "innies-outies", 29},
    {Technique::naked_pair, "Naked Pair", "naked-pair", 30},
    {Technique::x_wing, "X-Wing", "x-wing", 32},
    {Technique::hidden_pair, "Hidden Pair", "hidden-pair", 34},
    {Technique::naked_triple, "Naked Triple", "naked-triple", 36},
    {Technique::swordfish, "Swordfish", "swordfish", 38},
    {Technique::hidden_triple, "Hidden Triple", "hidden-triple", 40},
    {Technique::xy_wing, "XY-Wing", "xy-wing", 42},
    {Technique::xyz_wing, "XYZ-Wing", "xyz-wing", 44},
    {Technique::unique_rectangle, "Unique Rectangle", "unique-rectangle", 45},
    {Technique::naked_quad, "Naked Quad", "naked-quad", 50},
    {Technique::jellyfish, "Jellyfish", "jellyfish", 52},
    {Technique::hidden_quad, "Hidden Quad", "hidden-quad", 54},
    {Technique::bivalue_universal_grave, "Bivalue Universal Grave", "bug", 56},
    {Technique::aligned_pair_exclusion, "Aligned Pair Exclusion", "aligned-pair-exclusion", 62},
    {Technique::x_cycle, "Bidirectional Cycle", "cycle", 65},
    {Technique::forcing_x_chain, "Forcing X-Chain", "x-chain", 66},
    {Technique::forcing_chain, "Forcing Chain", "forcing-chain", 70},
    {Technique::aligned_triple_exclusion, "Aligned Triple Exclusion", "aligned-triple-exclusion", 75},
    {Technique::nishio, "Nishio Forcing Chain", "nishio", 75},
    {Technique::multiple_forcing_chain, "Multiple Forcing Chain", "multiple-forcing-chain", 80},
    {Technique::dynamic_forcing_chain, "Dynamic Forcing Chain", "dynamic-forcing-chain", 85},
    {Technique::by_search, "By Search", "by-search", 100},
}};

const TechniqueInfo& info(Technique technique) { return kTechniques[static_cast<std::size_t>(technique)]; }

// Lower case without ' ', '-', '_': "X-Wing", "x_wing" and "xwing" are one name.
std::string folded(std::string_view text) {
  std::string result;
  for (char c : text) {
    if (c == ' ' || c == '-' || c == '_') continue;
    result += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return result;
}

constexpr std::array<Technique, kTechniqueCount> all_in_order() {
  std::array<Technique, kTechniqueCount> all{};
  for (int k = 0; k < kTechniqueCount; ++k) all[static_cast<std::size_t>(k)] = static_cast<Technique>(k);
  return all;
}
constexpr std::array<Technique, kTechniqueCount> kAll = all_in_order();

}  // namespace

std::string_view technique_name(Technique technique) { return info(technique).name; }
std::string_view technique_key(Technique technique) { return info(technique).key; }
int base_difficulty(Technique technique) { return info(technique).difficulty; }
std::span<const Technique> all_techniques() { return kAll; }

std::optional<Technique> technique_named(std::string_view name) {
  const std::string wanted = folded(name);
  for (const TechniqueInfo& entry : kTechniques) {
    if (folded(entry.name) == wanted || folded(entry.key) == wanted) return entry.technique;
  }
  return std::nullopt;
}

std::string difficulty_text(int tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

}  // namespace sudoku
