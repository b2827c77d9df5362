// Extended lines for variants, one puzzle per line, `key=value` pairs separated by `;` (keys in lower case, white
// space around keys and values ignored, a `#` starts a comment):
//
//   line   := pair (';' pair)* ('#' comment)?
//   pair   := space* key space* '=' space* value space*
//     givens=<N² symbols>           the givens (optional for killer: an empty grid)
//     box=RxC                       the box shape (optional; the default follows from N)
//     regions=<N² labels>           jigsaw: one label per cell (any symbols, e.g. A-I), N cells per label
//     cages=<N² labels>;sums=A:12,B:9,...
//                                   killer: a cage label per cell (`.` for a cell in no cage) and each cage's sum
//     variant=x | windoku | x+windoku
//     solution=<N² symbols>, name=<text>, count=<number of solutions>
//
// e.g. `regions=AAABBBCCC...;givens=5..3.....` or `cages=AABBC...;sums=A:3,B:15,C:22`. A label is one printable
// character (not `,` `;` `=` `#`), or, when the value has commas, labels are words separated by commas
// (`cages=1,1,2,...;sums=1:3,2:15`: for more cages than there are characters). Regions are numbered in the sorted
// order of their labels (A-I are regions 1-9); cages in the order of `sums=`, their cells in row order. N follows
// from box=, else givens=, else regions= or cages=; the others must agree. A jigsaw may have any size up to 25.
// An unknown or repeated key is an error. ReaderOptions::box applies where a line has no box= (and no regions=).
// (What each value means is variant_draft.cpp's: the JSON reader shares it.)
#include "extended_line_reader.hpp"

#include "variant_draft.hpp"

namespace sudoku::detail {

void read_extended_line(const InputLine& line, RecordBuilder& builder, PuzzleRecord& record) {
  std::string_view text = line.text;
  text = text.substr(0, text.find('#'));  // the rest is a comment
  VariantDraft draft;
  draft.line = line.number;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find(';', start);
    if (end == std::string_view::npos) end = text.size();
    const FieldText pair = FieldText{text.substr(start, end - start), static_cast<std::int64_t>(start) + 1}.trimmed();
    start = end + 1;
    if (pair.text.empty()) continue;
    const auto equals = pair.text.find('=');
    if (equals == std::string_view::npos) {
      return fail(record, ReadError{line.number, pair.column, "expected key=value, found " + shown(pair.text)});
    }
    const std::string_view key = trim(pair.text.substr(0, equals));
    std::optional<FieldText>* slot = slot_of(draft, key);
    if (slot == nullptr) {
      return fail(record,
                  ReadError{line.number, pair.column,
                            "unknown key " + shown(key) +
                                " (the keys are givens, box, regions, cages, sums, variant, solution, name, count)"});
    }
    if (slot->has_value()) return fail(record, ReadError{line.number, pair.column, shown(key) + " given twice"});
    *slot = FieldText{pair.text.substr(equals + 1), pair.column_at(equals + 1)}.trimmed();
  }
  build_variant_puzzle(draft, builder, record);
}

}  // namespace sudoku::detail
