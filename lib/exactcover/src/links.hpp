// The dancing-links structure: how an exact-cover problem lives in memory while Algorithm X searches it.
//
// ## The data structure
//
// Algorithm X (TAOCP 7.2.2.1; Knuth, "Dancing Links", 2000) repeatedly picks a primary item that is not yet covered,
// tries each option that contains it in turn, and for each one removes from the problem every item of that option and
// every other option that shares one of those items. Dancing links make the removal and its exact undoing cost O(1)
// per node touched, with no allocation and no auxiliary record of what was removed: a node taken out of a doubly
// linked list keeps its own two links, so putting it back is two stores.
//
// Everything sits in two parallel arrays indexed by node: `node`, the links {up, down} (8 bytes), and `top`, the item
// of each node (4 bytes; TAOCP's TOP field):
//
//     index:  0 .. I-1         I          I+1 .. I+k1    I+k1+1    ...                last
//             item headers     spacer     option 0       spacer    option 1 ...       spacer
//
// * Node i, for i < I, is the **header** of item i. Its up/down links close the circular vertical list of the nodes
//   of item i (one node per option containing i, in option order). The list length is kept apart, in
//   `length[i]`, so that choosing an item reads a small dense array and never touches the nodes themselves.
//   Headers are numbered primary items first, then secondary ones, each in the order added (`header_of` maps an
//   ItemId to its header), so that the primary lengths are one contiguous run.
// * Every option occupies consecutive nodes, one per item it contains, in the order given. Its `top` names the
//   item's header; up/down link it into that item's list. Options have no left/right links: the next node of the
//   option is simply the next index.
// * A **spacer** separates options and closes the horizontal walk: its `top` is negative (`~k` for the spacer that
//   follows option k-1 and precedes option k, so that `~top` recovers an option number), its `up` field is the
//   first node of the option before it and its `down` field the last node of the option after it. Walking right
//   from any node of an option and jumping through `up` at the spacer visits the whole option cyclically; walking
//   left and jumping through `down` does the same in reverse.
//
//   A small example, items A B C and options {A C} {B C}:
//
//        header A(0)  B(1)  C(2)   spacer(3)   4:A  5:C   spacer(6)   7:B  8:C   spacer(9)
//                                  top=~0                 top=~1                 top=~2
//        A: 0 <-> 4 <-> 0      B: 1 <-> 7 <-> 1      C: 2 <-> 5 <-> 8 <-> 2
//
// Why indices and not pointers: a 32-bit index is half a 64-bit pointer, so twice as many nodes share a cache line
// (the 9×9 Sudoku structure is 4,000 nodes, 48 KB, close to L1); the array can be copied, compared and restored with
// a plain vector copy; and the structure has no addresses, so a copy in another thread is valid as it stands.
//
// Why {up, down} apart from `top`: an 8-byte node is addressed as base + 8*index, which x86 folds into the load or
// store itself, where a 12-byte node {up, down, item} cost an extra lea (index × 3) per address; and the walk along
// an option reads `top` sequentially anyway. Tried and slower (commit 025cc7d; callgrind and interleaved
// `cover_bench --cpu-time` runs as described in bench/README.md): 16-byte nodes {up, down, item, pad}, 36
// instructions per update on pento-3x20 against 26, 1.09-1.19x the time; 16-bit indices (4-byte nodes, half the
// footprint), 1.02-1.10x the time. Byte offsets instead of indices would save nothing with 8-byte nodes.
//
// ## Uniform options (Links::width)
//
// When every option has the same number k of items, k is 3, 4 or 6, and the problem has no colors and no
// multiplicities (plain and jigsaw Sudoku: k = 4; Langford pairs: k = 3; pentominoes: k = 6), the constructor lays
// the options out differently: no spacers; option o occupies the block of S nodes (S = 4, or 8 when k = 6) starting
// at first_option_node + S*o, where first_option_node is the item count (plus one for the blank item's header, see
// "Blanks" below) rounded up to a multiple of S (the nodes in between, and the slots past the k-th of each block, link
// to themselves and belong to no list). The other nodes of
// the option holding node r are then found by arithmetic on r: r^1, r^2, r^3 for k = 4 (r ^ d runs over r's aligned
// block without r), the cyclic successors of r within the block's first k slots for k = 3 and 6 (other_node); hide
// and unhide, to which the order does not matter, take the other slots in ascending order for k = 3 and 6 (r ^ d for
// k = 4) (hide_node: a compare and
// an add per node where the cyclic successor cost a compare, a conditional move and three adds; 2026-11-27,
// callgrind as in bench/README.md: pento-3x20 200.9 M -> 192.4 M instructions, langford-11 136.3 M -> 128.6 M;
// `cover_bench --cpu-time --repeat 5 test/data/exact-cover/langford-12.dlx`, 8 interleaved rounds, load 3.6-3.8:
// 0.151 s -> 0.146 s best, 0.154 s -> 0.149 s median; pento-4x15 within the noise).
// The search is compiled for the width (V::kWidth of
// variant.hpp), so those loops unroll with no spacer test and no data-dependent branch. The order in which a hide
// visits the other nodes does not matter as long as unhide visits them in reverse: the links and lengths after a
// cover are the same, so nodes and updates stay DLX1's (the instance tests check it).
//
// Measured at commit 393f3ac (callgrind, instructions in search_x and what it calls, 9×9 Sudoku, the first 300
// forum-hardest-1905 puzzles, 1,083,780 nodes): 748.5 M before this layout, 544.6 M with it (690 -> 502 per node);
// conditional branches 104.5 M -> 43 M. Again on 2026-11-23 (`valgrind --tool=callgrind
// --toggle-collect='*search_x_loop*' build/bench/sudoku_bench --min-seconds 0 --max-puzzles 300
// puzzles/forum-hardest-1905-11plus.txt`; 1,045,470 nodes): 586 per node, 581 at 18c9032 (toggle '*search_x*').
// The clock gained far less than the count at 393f3ac (1.06-1.17x puzzles/s on the 9×9 sets, bench/README.md):
// what limits is not the count. Where the code runs mattered as much (commits 393f3ac and 06cd3db, interleaved
// sudoku_bench runs, bench/README.md "The DLX path on the uniform layout"): the unrolled hides inlined into every
// call site of the search were *slower* than the spacer layout; cover and uncover out of line were faster; the rest
// of the chosen option in one out-of-line call looping over d, faster again than three calls. Hence Links::step:
// on this layout each step of the search (cover, uncover, commit or uncommit the rest of an option) is one call,
// out of line, with everything it does inlined into it; on the spacer layout the steps are inlined into the search.
//
// Width 6 (pentominoes: a piece and its 5 cells), measured 2026-11-27 against 8a9c578 (`cover_bench --cpu-time
// --repeat 1 test/data/exact-cover/pento-6x10.dlx`, 5 interleaved rounds with DLX1, medians, load average 2.3-3.0):
// 3.03 s -> 2.58 s in DLX1's tree (DLX1 4.65 s: 0.65 -> 0.56 of it), 2.74 s -> 2.12 s pruned (SSXCC 3.10 s: 0.88 ->
// 0.68), with about as many instructions (callgrind as in bench/README.md, pento-3x20: 198.0 M -> 200.9 M, DLX1's
// tree): the spacer layout's two runs per hide, of lengths that vary with r's place in its option, mispredicted.
// Tried: the cyclic successor read from a table by r's slot and d (one load instead of a compare and a conditional
// move: 163.6 M instructions on pento-3x20), within the noise on pento and 1.09x the time on langford-12.
//
// ## Blanks (Links::blank)
//
// Options of two sizes, k-1 and k, for k = 4 or 6 (n queens: the four corner cells have one diagonal fewer), or
// all of size 5, get the uniform layout of width k too: the last slot of a shorter option is a *blank*, a node
// that links to itself and whose `top` is the blank item, header `blank` = item_count (the options start after it),
// whose list is empty. Hiding an option unlinks the blank along with the rest (it writes its own links back) and
// decrements the blank item's length; the length starts at the number of short options + 2, so it never reaches
// 0 or 1 and never looks like a dead end or a forced item; it is never marked. What knows about blanks: the updates
// of a hide (one fewer when its option's last slot is a blank: a load and a compare; `hidden`); the walks that
// commit an option's items, which skip the blank (for_each_other_node, a compare per node); option_end. The
// searches that walk options themselves (memo.cpp, min_cost.cpp) build their links without blanks (spacers then).
// The pruned tree commits on this layout, and on width 6, with the general commit_rest_checked, in the spacer
// layout's order (cyclically right of the chosen node, the longest list last: spacer_order_node), so that its
// updates are the spacer layout's too. Measured 2026-11-27 against 8a9c578 (`cover_bench --cpu-time --repeat 1
// test/data/exact-cover/queens-14.dlx`, 5 interleaved rounds with DLX1, medians, load 3.0-3.3): 0.808 s -> 0.655 s
// (DLX1 1.28 s: 0.63 -> 0.51 of it); queens-12 149.8 M -> 127.4 M instructions in DLX1's tree, 176.0 M -> 164.2 M
// pruned. The same file with a secondary item of its own added to each short option (no blanks, updates not
// DLX1's) ran 0.98x the time: the blanks cost little. Tried: the short options' blocks placed after all the others,
// so that a hide tells a short option by r >= a bound (no load): the same time (best of 7 interleaved rounds on
// queens-13: 0.110 s both).
//
// Cold code that walks an option uses option_end() and option_of(), which know every layout.

// ## The active items
//
// Algorithm X never lists the uncovered items: covering item i adds kCovered (2^14, or 2^30 with 32-bit lengths) to
// length[i], uncovering subtracts it. A covered item then never has the fewest options, so choosing an item is a
// minimum over the contiguous lengths of all primary items, covered or not, which vector instructions do 8 or 16 at
// a time (algorithm_x.hpp), and covering costs one add. The minimum is kCovered or more exactly when every primary
// item is covered: a solution. The marks are exact whatever else happens to the lengths while an item is covered:
// additions commute, and every mark is removed by the uncover that undoes the cover that set it.
//
// Lengths are 16-bit (`length16`, `narrow`) when every item has fewer than 2^14 options, which is the usual case,
// else 32-bit (`length`): 16-bit lanes double what a vector compares at once, and SSE2, the x86-64 baseline, has a
// 16-bit minimum instruction but no 32-bit one.
//
// Measured choice (commit e7a3ecc, callgrind of `cover_bench --sudoku6 --node-budget 2000000`, bench/README.md):
// before it, the uncovered primary items were a sparse set (a dense list plus positions, swapped on cover and
// uncover) scanned item by item; on the 6×6 Sudoku count that scan and its upkeep were 44% of all instructions. A
// linked list of active items, as in DLX1, is worse still: the scan chases a pointer per item. Algorithm M keeps the
// sparse set (`active`, `position`, 32-bit lengths): its choice reads more than lengths, and it covers items in ways
// (tweaks, retired items) that the marks do not model.
//
// ## Many items (Links::tracked)
//
// The minimum over all primary lengths costs one vector instruction per 8 or 16 items at every node: nothing for the
// usual problems (tens to thousands of items), quadratic when the search goes as deep as there are items. 10^5 items
// each in one option of its own took 0.95 s, 10^6 over 20 s. From kTrackedFrom (2^13) primary items on, the lengths'
// lower bounds are kept per block of 64 headers (block_least) and per group of 64 blocks (group_least): every
// decrease of a length (a hide, an uncover taking the mark off, an abandoned commit) lowers its block's and group's
// bound to it (`lowered`); increases leave the bounds low. The choice (x_choice::leftmost_tracked) walks down: the
// leftmost group with the least bound, its leftmost block with the least bound, that block's exact minimum; a bound
// found too low is raised to what it bounds and the walk starts again; when none is, every bound to the left is
// higher, so the block's first item with that minimum is DLX1's choice (and the first item with at most one option
// is first_fewest's, found the same way). A raise is paid for by the increases that made the bound stale, so a choice
// costs about (items / 4,096) + 128 reads, amortised. The tracked variants (V::kTracked) are compiled apart
// (algorithm_x_tracked*.cpp) on the spacer layout only, so the other variants' loops do not change; ChoiceRule::
// random_fewest still reads every length (it needs every tie). Measured 2026-11-25 (`cover_bench --cpu-time
// --repeat 1` on `bench/make_instances.py one-option-items N`, load average about 9): 10^5 items 0.010 s, 10^6
// 0.26 s, either tree (reading and building the 10^6-option file takes about 1.8 s more).
//
// ## Dead ends (SearchTree::pruned)
//
// Knuth's SSXCC (TAOCP 7.2.2.3, "dancing cells": sparse sets instead of links) visits about 3x fewer nodes than DLX1
// on the pentominoes, and runs faster there. Its source (ssxcc.w) shows why: not a different tree but a different
// count and an earlier stop. After committing to an option, DLX1 chooses the next item; when an item was left with
// no option it is the one chosen (it has the fewest), and that dead end is a node. SSXCC notices the item reaching 0
// while hiding options, abandons the commit there and takes the next option: no node, and the rest of the commit
// (and its undoing) is never done. Its choice is otherwise DLX1's (fewest options, leftmost on ties; items with one
// option are forced moves taken from a stack, still one node each, so only the order among them differs). Measured
// 2026-11-25 by counting DLX1's dead ends in our search: DLX1's nodes less its dead ends are SSXCC's nodes exactly on
// pento-3x20 (22,547 - 15,767 = 6,780) and within 0.1 % elsewhere (pento-6x10: 1,722,566 - 1,132,944 = 589,622;
// SSXCC 589,661; queens-12 171,723 against 172,166; langford-11 174,840 against 175,111). Dead ends are 66-70 % of
// DLX1's nodes on the pentominoes, 19-22 % on queens and Langford.
//
// The pruned tree does the same with links (Links::commit_rest_checked): it commits the chosen option's other items
// item by item, hiding the options of each, and stops right after hiding an option that leaves an uncovered primary
// item with no option; it then undoes exactly what it did, in reverse, and the search goes on with the next option.
// Its nodes are DLX1's less the dead ends (test/engine_trees_test.cpp checks this against a walk of DLX1's tree).
// Three details make it work:
//
// * A length of 0 must mean a dead end and nothing else. A covered item carries its mark, so only uncovered items
//   can reach 0; a secondary item's length counts one more than its options (a permanent +1: its length is never
//   chosen on, and options_left() subtracts it), so only primary ones do; and every item of the chosen option is
//   marked covered before any of their options are hidden, because the cover of the branching item already took the
//   chosen option out of their lists: one of them may well reach 0 on its way to being covered (SSXCC swaps all of
//   them out of its active set first, for the same reason).
// * The check is one conditional jump per unlink, after a subtract from memory (decrement_reaches_zero in
//   covering.hpp).
// * On the spacer layout the item with the longest list is committed last: a dead end found by the others saves
//   hiding it. Its node is kept per level (SearchContext::deferred) for the uncommit, which must undo in exactly the
//   reverse order. pento-6x10: 491.0 M updates committing cyclically from the chosen node, 466.9 M with the longest
//   last (SSXCC: 489.6 M); the instructions of pento-3x20 went from 179.7 M to 164.5 M, those of queens-12 up from
//   156.0 M to 163.2 M (its lists are short). Tried: the option's items stored in ascending order of their option
//   counts and committed in that order (492.5 M), or sorted by their current lengths at every commit (457.5 M, and a
//   stack of the orders to undo them): not worth it. On the uniform layouts of width 3 and 4 without blanks the
//   order stays other_node's (commit_rest_checked_uniform); width 6 and blanks take the spacer layout's order.
//   Also tried (2026-11-25): a look ahead after marking, before any hiding, for an uncovered item with at most L
//   options each of which meets the committed option (a dead end found without hiding anything): pento-6x10 466.9 M
//   updates -> 465.3 M (L = 1), 459.5 M (2), 449.2 M (3), 434.7 M (4), its clock within noise; queens-12 and
//   langford-11 0.021 s -> 0.025-0.034 s (the scan of every item at every commit): not kept.
//
// Measured 2026-11-25 (CPU time of the search, best of 3 interleaved rounds, load average 8-11 on 2 cores; Knuth's
// programs built from ascherer/cwebtest with a change printing the CPU time of the search, -O3 with and without
// -march=native, the faster taken): pento-6x10 DLX1 tree 1.466 s, pruned 1.301 s, SSXCC 1.405 s (0.93 of it), DLX1
// 2.310 s; pento-3x20 pruned 0.014 s, SSXCC 0.017 s (0.82). Where dead ends are cheap (queens, Langford) the pruned
// tree runs about as fast as DLX1's or slower (instructions in the search, callgrind as in bench/README.md, DLX1's
// tree / pruned: pento-3x20 196.8 M / 162.9 M, queens-12 147.9 M / 175.5 M, langford-11 135.4 M / 146.8 M), so
// DLX1's tree stays the library's default (SearchLimits::tree); the pruned one is asked for, and SearchStats::tree
// says which ran. `dlx cover` asks for it unless told `--tree dlx1`, as does the Sudoku DLX solver, whose puzzles
// meet dead ends often.
//
// ## Items left with one option (Links::one_left)
//
// In the pruned tree most nodes are forced: on the 9×9 Sudoku sets, 92 % of the choices find an item with one option
// (2026-11-25, the first 2,000 forum-hardest-1905 puzzles, counted in first_fewest's scan). first_fewest found it by
// scanning the lengths from the left, a scan whose length varies from node to node. On the uniform layouts of width
// 3 and 4 without blanks the checked commit (commit_rest_checked_uniform) notes instead, without a branch, the last
// item whose length a hide took to 1; when the commit ends without a dead end that item still has exactly one option
// (one more hide would have taken it to 0, a dead end) and is uncovered (the option's own items carry their marks),
// so ChoiceRule::first_fewest takes it without scanning, and scans only when the commit left no item with one
// option. Only when every item is primary: a
// secondary item's stored length counts one more than its options ("Dead ends" above), so reaching 1 would mean
// none there, and telling the two apart would cost a compare per hide. The tree is another one than
// leftmost_fewest's (another item of one option may be taken first), and smaller on Sudoku: 2,052.8 nodes a puzzle
// instead of 2,186.0 on those 2,000 puzzles, 97.8 instead of 99.5 on the first 10,000 17-clue ones (`sudoku_bench
// --solver dlx --min-seconds 0 --max-puzzles N`). In tdoku's harness the DLX path gained 5-11 % puzzles/s on the five
// 9×9 sets (dlx_solver.cpp); the written-out commit alone, without taking one_left, was within the noise (wall clock
// of a scratch driver counting 3,000 forum-hardest-1905 puzzles, three alternating runs).
// Tried and slower (2026-11-25, ours_dlx ÷ fast_solv_9r2 in tdoku's run_benchmark, before and after in one run, 3
// rounds, load 5-7): a forced move (an item with one option) committed as a whole without hiding its own option,
// skipping that option's node in the walk of each of its items' lists (0.91-0.98x puzzles/s: the skip is a branch
// that mispredicts); the cover and the commit of a forced move fused into one out-of-line call (0.98-1.00x).

// ## The trail (Links::trail)
//
// Committing an option walks down the list of each of its other items and hides every option met there; uncommitting
// used to walk up the same lists again and put the options back. The walks are short and their lengths vary from item
// to item (on the first 5,000 17-clue puzzles, 99.8 % of the 1.49 M walks of the checked commit met 0 to 5 options,
// 37 % none), so their exits mispredict (cachegrind put 61 % of the DLX path's mispredicted branches there:
// bench/README.md, "The propagation solver's placements"), and the walk up chases one pointer per step. In the searches
// of search_x_loop the commit now also pushes every option it hides onto a stack, `trail`, and then their number; the
// uncommit pops them and puts them back last first, which is the reverse order that the rule of covering.hpp asks for:
// one loop of known length over consecutive memory, whatever the number of items, and then the items' marks taken off
// (additions commute). The commit still walks its lists.
//
// Which searches: DLX1's tree on every layout without colors or multiplicities (Links::kTrailed), and the pruned tree
// on the uniform layouts of width 3 and 4 without blanks (commit_rest_checked_uniform). Elsewhere (colors: purify;
// multiplicities: tweak; the pruned tree's general commit, which defers its longest list) the lists are walked again.
//
// Invariants. An option is on the trail only while hidden, and a hidden option is in no list, so no walk meets it
// again: the trail holds at most every option once, plus one count per level, at most one level per primary item;
// it is sized so (option count + item count + 1, 4 bytes each: the links and `top` take 12 bytes per node) and never
// grows. Pushes and pops pair up last in, first out like the commits and uncommits themselves. A search that stops
// early without undoing its levels (restore_by_copy) leaves their entries behind, with the hidden options they name;
// both go when the lists are made whole again without undoing, by the copy of the structure as built
// (Solver::copy_pristine) or by a build anew (build_among), each of which empties the trail. consistent() checks that
// it is empty between searches.
//
// Measured 2026-11-28 against a70e71b, the two builds alternating (`cover_bench --cpu-time --repeat 1 [--pruned]`,
// 3-5 rounds; `sudoku_bench --solver dlx --min-seconds 1 --max-puzzles 10000`, 3 rounds), best and median, load
// about 1. DLX1's tree: queens-14 0.88x the time, langford-12 0.90-0.92x, pento-4x15 0.94x, dominoes-8x8 (spacer
// layout) 0.98-1.00x, the first 20 million nodes of sudoku6-all 0.99x (its choice weighs more). Pruned: langford-12
// 0.91-0.92x; queens and pentominoes 1.00x (their general commit is not trailed). The 9×9 DLX path (pruned,
// first_fewest): 1.14x the puzzles/s on 17-clue, 1.15-1.17x on top1465, 1.16-1.18x on forum-hardest-1106. Tried and
// slower: the cover and uncover of the branching item through the trail as well
// (queens-14 1.03x the time, 17-clue 0.97-0.98x the puzzles/s: one list, nothing merged); every walk made a fixed
// number of steps (1 or 2, the steps past the end on a self-linked dummy option) so that short walks would not
// branch (0.85-0.95x the puzzles/s: the dummy hides cost more than the mispredictions).

// ## Searching among some options (Links::build_among)
//
// A search with forced options commits them into the whole structure first, unlinking every option that meets one
// of them. When most options meet one, building the lists anew from those that do not is less work: each list is
// emptied and takes the remaining options' nodes at its foot in the order given, every forced option's items are
// marked covered (their lists stay empty), and the lengths are counted on the way. Given the options that forcing
// leaves, in ascending order, every list then holds what forcing leaves in it, in the same order, so the search makes
// the same choices and the same updates (test/engine_among_test.cpp checks it on every layout). Nothing needs undoing
// between two such searches, since the next build overwrites every header, length and node that a list reaches; a
// search of another kind first copies the structure as built back (Solver::settle).
//
// The cost is in the appends: each writes the node's up link, its neighbour's down link, the list's tail and length,
// one after the other when options in a row share an item (the cells of a Sudoku), where forcing writes two links and
// a length for each node it unlinks and then copies the structure back. On 9×9 Sudoku the two come out even at about
// a third of the cells given (2026-11-27; bench/README.md, "How a puzzle goes in"): sudoku::DlxSolver builds from
// there on and forces below.

// How the search changes the structure (cover, commit, purify, tweak) and exactly undoes each change: covering.hpp.

// ## The same structure under Knuth's other programs
//
// The rest of Knuth's family works on these links as they are, each adding what it needs beside them:
// * min-cost search (DLX5; min_cost.cpp): a cost per node, each list sorted cheapest first once, and covers cut
//   short at the first option too dear to matter (they leave the lengths too large, so the choice counts usable
//   options itself);
// * memoized counting and ZDDs (DLX6; memo.cpp): the key of a subproblem read off the covered marks of the lengths
//   (above), plus the colors of purified items and, with multiplicities, bounds and tweak cursors;
// * preprocessing (DLX-PRE; preprocess.cpp) needs no links: it is cold code on plain vectors, run once.
// None of them changes the search loop of algorithm_x.hpp; the multiplicities searches share Algorithm M's steps
// (Links::enter_item_m, take_m, leave_item_m) and its item choice (choose_item_m). The profile
// (SearchLimits::profile) is one test per node of the X loop, off in every ordinary search.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "exactcover/problem.hpp"

namespace exactcover::detail {

struct Link {
  std::int32_t up;
  std::int32_t down;
};

// The steps the search loops are made of (Links::step): where each one runs, inline or out of line, is decided once.
// The *_trailed pair commits through the trail and uncommits from it ("The trail" above), on the variants that can
// (Links::kTrailed; Links::kCommitStep picks).
enum class Step { cover, uncover, commit_rest, uncommit_rest, commit_rest_trailed, uncommit_rest_trailed };

class Links {
 public:
  // shuffle_seed != 0 puts each option at a random place in its items' lists (reproducibly per seed).
  // blanks_allowed false keeps options of two sizes on the spacer layout (for the searches that walk options
  // themselves: memo.cpp, min_cost.cpp).
  Links(const Problem& problem, std::uint64_t shuffle_seed, bool blanks_allowed = true);

  // Added to an item's length while it is covered in Algorithm X (see "The active items" above): 2^14 in 16-bit
  // lengths, 2^30 in 32-bit ones. Real lengths stay below it: 16-bit lengths are used only when every item has fewer
  // than 2^14 options, and the constructor refuses an item with 2^30 or more.
  template <typename L>
  static constexpr L kCovered = L{1} << (sizeof(L) * 8 - 2);

  // --- the primitives, defined in covering.hpp, inline because the search is made of nothing else --------------
  // Every one is compiled for a variant V of the structure (variant.hpp): V::Length, the type of the lengths
  // (std::int16_t `length16` when `narrow`, else std::int32_t `length`); V::kWidth, the layout (Links::width);
  // V::kColors (when false, `color` is never read); V::kMultiplicities (Algorithm M: covered items leave the sparse
  // set of active items and primary items have bounds; when false, covering marks the item's length instead).

  template <typename L>
  L* lengths() {
    if constexpr (sizeof(L) == 2) {
      return length16.data();
    } else {
      return length.data();
    }
  }

  template <class V>
  void cover(std::int32_t item);

  template <class V>
  void uncover(std::int32_t item);

  // Takes off the mark that cover added to the item's length (not with multiplicities: reactivate). `len`: the
  // lengths, which a loop keeps in a register (read again per item, queens-14's trailed uncommit ran 1.02-1.03x the
  // time).
  template <class V>
  void unmark(typename V::Length* len, std::int32_t item);

  // The rule for committing to the item of node p (item = top[p]): a primary item with multiplicities uses up one of
  // its bound and is covered when none is left; an uncolored use covers the item; a colored one purifies it; a node
  // already purified to that color (-1) needs nothing. Used by the search on both layouts and by forced options;
  // Algorithm M's loop writes the same rule out (algorithm_m.cpp says why).
  template <class V>
  void commit(std::int32_t p, std::int32_t item);

  // Exactly undoes commit(p, item).
  template <class V>
  void uncommit(std::int32_t p, std::int32_t item);

  // Commits to every item of the option holding node `chosen` except chosen's own, left to right (cyclically from
  // chosen); uncommit_rest exactly undoes it, right to left.
  template <class V>
  void commit_rest(std::int32_t chosen);

  template <class V>
  void uncommit_rest(std::int32_t chosen);

  // Commits to the whole option whose first node is `first`, as forcing it does: with multiplicities the option
  // first leaves every list, its own item's included (an option is chosen at most once), then every item is
  // committed, left to right. Cold.
  template <class V>
  void commit_option(std::int32_t first);

  template <class V>
  void uncommit_option(std::int32_t first);

  // --- dead ends cut while committing (SearchTree::pruned; see "Dead ends" above) --------------------------------

  // Hides every option in item's list, as cover does after marking it, but stops right after hiding one that left an
  // uncovered primary item with no option: returns that option's node, or -1 when all were hidden.
  template <class V>
  std::int32_t hide_all_checked(std::int32_t item);

  // Unhides the options of item's list from node `last` up to the first (hide_all_checked's stop, or the last node
  // of the list after a whole walk).
  template <class V>
  void unhide_from(std::int32_t item, std::int32_t last);

  // Purifies as purify does (wholly); true when that left an uncovered primary item with no option.
  template <class V>
  bool purify_checked(std::int32_t p);

  // commit_rest(chosen), checked: stops as soon as committing an item of the option leaves an uncovered primary item
  // with no option, undoes everything it did and returns -1 (a dead end). Else returns the node whose item it
  // committed last out of turn (chosen when none), which uncommit_rest_checked needs. No multiplicities. On the
  // uniform layout it also sets one_left (see "Items left with one option" above).
  template <class V>
  std::int32_t commit_rest_checked(std::int32_t chosen);

  // commit_rest_checked on the uniform layout, written out with its arrays in registers.
  template <class V>
  std::int32_t commit_rest_checked_uniform(std::int32_t chosen);

  // Exactly undoes a commit_rest_checked that returned `deferred`.
  template <class V>
  void uncommit_rest_checked(std::int32_t chosen, std::int32_t deferred);

  // commit_rest, pushing every option it hides and then their number onto the trail; uncommit_rest_trailed pops them
  // ("The trail" above). Only where kTrailed<V>.
  template <class V>
  void commit_rest_trailed(std::int32_t chosen);

  template <class V>
  void uncommit_rest_trailed(std::int32_t chosen);

  // The variants whose commits can go through the trail: no colors (purify marks, it does not hide), no multiplicities
  // (tweak hides one option at a time, across levels).
  template <class V>
  static constexpr bool kTrailed = !V::kColors && !V::kMultiplicities;

  // The steps DLX1's tree commits and uncommits with: through the trail where the variant can.
  template <class V>
  static constexpr Step kCommitStep = kTrailed<V> ? Step::commit_rest_trailed : Step::commit_rest;
  template <class V>
  static constexpr Step kUncommitStep = kTrailed<V> ? Step::uncommit_rest_trailed : Step::uncommit_rest;

  // A commit's entry on the trail: where its pushes start, then, once they are done, their count written after them
  // and the top moved past it.
  std::int32_t* open_trail_entry() { return trail.data() + trail_top; }
  void close_trail_entry(const std::int32_t* first_pushed, std::int32_t* pushed) {
    *pushed = static_cast<std::int32_t>(pushed - first_pushed);
    trail_top = static_cast<std::int32_t>(pushed + 1 - trail.data());
  }

  // commit_rest_checked and uncommit_rest_checked as steps of the search, each one out-of-line call on either layout.
  template <class V>
  std::int32_t step_checked(std::int32_t chosen);

  template <class V>
  void step_unchecked(std::int32_t chosen, std::int32_t deferred);

  // One step of the search. On the spacer layout it is inlined into the search; on the uniform layout it is one
  // out-of-line call with everything inlined into it (see "Uniform options").
  template <class V, Step kStep>
  void step(std::int32_t x);

  // Purifies the secondary item of node p to p's color (covering.hpp, "Colors (Algorithm C) ...").
  template <class V>
  void purify(std::int32_t p);

  template <class V>
  void unpurify(std::int32_t p);

  // Algorithm M: hides the whole option holding node n, n's own node included (n is the top of its item's list).
  // kWholeOption false is Knuth's tweak': only n leaves its item's list, because covering the item has already hidden
  // the rest of every option in it.
  template <class V, bool kWholeOption>
  void tweak(std::int32_t n);

  // Undoes every tweak made at one level on `item`, whose first tweaked node was `first`. Each tweak unlinked the top
  // of the list, so the tweaked nodes still point down to one another: the run from `first` to the current top is
  // relinked as it was, and (kWholeOption) the rest of each of those options goes back into its lists.
  template <class V, bool kWholeOption>
  void untweak(std::int32_t item, std::int32_t first);

  // Algorithm M, case A (algorithm_m.cpp): the item's bound and slack are spent, so branching on it covers it.
  bool covering_m(std::int32_t item) const { return bound[item] == 0 && slack[item] == 0; }

  // Algorithm M: leaves the level that branched on `item`, whose first tweaked node was `first_tweak` (the end of every
  // case): undoes its cover and tweaks as the case made them, and gives the bound back. Shared by the plain, memoized
  // and min-cost searches.
  // Algorithm M: enters a level that branches on `item`, whose first option's node is `first`: the bound goes down
  // (cases A and B cover the item). Returns the level's first tweaked node for leave_item_m: `first`, or 0 in case A,
  // which tweaks nothing.
  template <class V>
  std::int32_t enter_item_m(std::int32_t item, std::int32_t first);

  // Algorithm M: takes node `current` of `item`'s list at its level (case A: nothing to do, the option's commit
  // follows; cases B and C: tweaked away), or, when `current` is `item`, the null move, which retires the item in
  // case C.
  template <class V>
  void take_m(std::int32_t item, std::int32_t current);

  template <class V>
  void leave_item_m(std::int32_t item, std::int32_t first_tweak);

  // The option number of the option holding node p (cold: walks left to the spacer before it).
  std::int32_t option_of(std::int32_t p) const {
    if (width != 0) return (p - first_option_node) >> stride_shift;
    while (top[p] >= 0) --p;
    return ~top[p];
  }

  // One past the last node of the option whose first node is `first` (cold: walks right to the spacer).
  std::int32_t option_end(std::int32_t first) const {
    if (width != 0) return first + width - (top[first + width - 1] == blank ? 1 : 0);
    while (top[first] >= 0) ++first;
    return first;
  }

  // The d-th node (1 <= d < kWidth) of the option holding node r, counted from r, in the uniform layout (see
  // "Uniform options" above): every one of the option's other nodes once as d goes from 1 to kWidth-1.
  template <int kWidth, typename I>
  static I other_node(I r, std::int32_t d) {
    constexpr I kStride = I{1} << stride_shift_of(kWidth);
    if constexpr (kStride == kWidth) {
      return r ^ d;  // the option fills its aligned block: r ^ d runs over the block without r
    } else {
      return cyclic_node<kWidth>(r, d);
    }
  }

  // The d-th node (1 <= d < kWidth) of the option holding node r other than r, in the order hide and unhide take
  // them (any order does: the nodes of an option are in lists of distinct items): r ^ d when the option fills its
  // block, else the block's first kWidth slots in ascending order, r's own skipped (a compare and an add each).
  template <int kWidth>
  static std::uint32_t hide_node(std::uint32_t r, std::int32_t d) {
    constexpr std::uint32_t kStride = std::uint32_t{1} << stride_shift_of(kWidth);
    if constexpr (kStride == kWidth) {
      return r ^ static_cast<std::uint32_t>(d);
    } else {
      const std::uint32_t slot = r & (kStride - 1);
      const auto j = static_cast<std::uint32_t>(d - 1);
      return (r - slot) + j + (j >= slot ? 1 : 0);
    }
  }

  // The node d slots right of r, cyclically within the first kWidth slots of its block.
  template <int kWidth, typename I>
  static I cyclic_node(I r, std::int32_t d) {
    constexpr I kStride = I{1} << stride_shift_of(kWidth);
    I j = (r & (kStride - 1)) + d;
    if (j >= kWidth) j -= kWidth;
    return (r & ~(kStride - 1)) + j;
  }

  // The d-th node of the option holding `chosen` in the order of the pruned tree's general commit
  // (commit_rest_checked): cyclically right of chosen, as on the spacer layout, so that its updates stay those of the
  // spacer layout (a commit stopped at a dead end counts what it did), also with blanks (the blank, last, is skipped
  // by the caller). Other commits (DLX1's tree, forced options) take other_node's order: any order undone in reverse
  // does the same updates there.
  template <class V>
  static std::int32_t spacer_order_node(std::int32_t chosen, std::int32_t d) {
    if constexpr (V::kBlanks) {
      return cyclic_node<V::kWidth>(chosen, d);
    } else {
      return other_node<V::kWidth>(chosen, d);
    }
  }

  // Whether the pruned tree commits with commit_rest_checked_uniform (the layouts of widths 3 and 4 without blanks)
  // rather than the general commit_rest_checked, which hides the item with the longest list last.
  template <class V>
  static constexpr bool kWrittenOutCommit = (V::kWidth == 3 || V::kWidth == 4) && !V::kBlanks;

  // The slot that is blank in an option one item short: the last of its kWidth ("Blanks" above).
  template <int kWidth>
  static std::uint32_t blank_slot(std::uint32_t r) {
    constexpr std::uint32_t kStride = std::uint32_t{1} << stride_shift_of(kWidth);
    return (r & ~(kStride - 1)) | (kWidth - 1);
  }

  // How many nodes hiding the option of node r unlinks: the updates of a hide on the uniform layout (a blank is
  // relinked to itself, not counted). t: top.data(), `blank_item`: blank (the hot loops keep both in registers).
  template <class V>
  static std::uint64_t hidden(const std::int32_t* t, std::int32_t blank_item, std::uint32_t r) {
    if constexpr (V::kBlanks) {
      return V::kWidth - 1 - (t[blank_slot<V::kWidth>(r)] == blank_item ? 1 : 0);
    } else {
      return V::kWidth - 1;
    }
  }

  static constexpr std::int32_t stride_shift_of(std::int32_t w) {
    std::int32_t shift = 0;
    while ((std::int32_t{1} << shift) < w) ++shift;
    return shift;
  }

  // The widths that get a layout and a search of their own (the others use the spacers): see "Uniform options".
  static constexpr bool uniform_width_supported(std::int64_t w) { return w == 3 || w == 4 || w == 6; }
  // The widths whose uniform layout also takes options of one item fewer, the last slot left blank.
  static constexpr bool blank_width_supported(std::int64_t w) { return w == 4 || w == 6; }

  // How many options item i has left, whether or not it is covered (a secondary item's length counts one more: see
  // "Dead ends").
  std::int32_t options_left(std::int32_t item) const {
    const std::int32_t stored =
        narrow ? length16[item] & (kCovered<std::int16_t> - 1) : length[item] & (kCovered<std::int32_t> - 1);
    return stored - (item >= primary_count ? 1 : 0);
  }
  // Whether item i is covered (Algorithm X and C only).
  bool covered(std::int32_t item) const {
    return narrow ? length16[item] >= kCovered<std::int16_t> : length[item] >= kCovered<std::int32_t>;
  }

  // True when no primary item is left to cover (sparse: Algorithm M's active set; else the marks). Cold.
  bool all_primary_covered(bool sparse) const {
    if (sparse) return active_count == 0;
    for (std::int32_t i = 0; i < primary_count; ++i) {
      if (!covered(i)) return false;
    }
    return true;
  }

  // Walks every list and checks every link, length and the active set; true when all is as it was built. Meant for
  // between searches.
  bool consistent() const;

  // Builds the lists anew for a search among some options only (Solver::search_among; see "Searching among some
  // options" above): every item of the `forced` options is marked covered, and each list holds the nodes of the
  // `allowed` options that meet no covered item, in the order given. False when two forced options share an item.
  // Depends only on the layout (`top`, where each option starts), never on what a search left: every header, length
  // and node that a list reaches is written, and the nodes of the options left out keep whatever they held, since no
  // list reaches them. Algorithm X only (no colors, no multiplicities); ids in range (the caller checks).
  bool build_among(std::span<const OptionId> forced, std::span<const OptionId> allowed);

  // Algorithm M: removes primary `item` from the active set, swapping it with the last active item; position[item]
  // keeps its old slot so that reactivate can swap back. Secondary items are never active: nothing happens.
  void deactivate(std::int32_t item) {
    if (item >= primary_count) return;
    const std::int32_t slot = position[item];
    const std::int32_t last = active[--active_count];
    active[slot] = last;
    position[last] = slot;
    active[active_count] = item;
  }

  void reactivate(std::int32_t item) {
    if (item >= primary_count) return;
    const std::int32_t slot = position[item];
    const std::int32_t displaced = active[slot];
    active[slot] = item;
    active[active_count] = displaced;
    position[displaced] = active_count;
    ++active_count;
  }

  // Tracked variants: a length just went down to `length` (hide, uncover, an abandoned commit); the bounds of its
  // block and group follow. Nothing otherwise.
  template <class V>
  void lowered(std::int32_t item, std::int32_t length) {
    if constexpr (V::kTracked) {
      std::int32_t& block = block_least[static_cast<std::size_t>(item >> kBlockShift)];
      std::int32_t& group = group_least[static_cast<std::size_t>(item >> kGroupShift)];
      block = std::min(block, length);
      group = std::min(group, length);
    }
  }

  // --- the structure ---------------------------------------------------------------------------------------------

  std::vector<Link> node;                    // per node: its up and down links
  std::vector<std::int32_t> top;             // per node: its item's header; ~option for spacers; 0 in headers
  std::vector<Color> color;                  // per node, only for problems with colors (else empty)
  std::vector<std::int32_t> length;          // per header: options in its list (+ kCovered while covered, in X);
                                             // padded past item_count (see kLengthPadding); empty when narrow
  std::vector<std::int16_t> length16;        // the same in 16 bits, when narrow (else empty)
  bool narrow = false;                       // every item has fewer than 2^14 options, and no multiplicities
  std::vector<std::int32_t> active;          // Algorithm M: sparse set of uncovered primary items
  std::vector<std::int32_t> position;        // Algorithm M, per item: its index in `active`
  std::int32_t active_count = 0;
  std::vector<std::int32_t> bound;           // per item, Algorithm M only: how many more options may cover it
  std::vector<std::int32_t> slack;           // per item, Algorithm M only: upper minus lower bound
  std::vector<std::int32_t> option_first;    // per option: its first node
  std::vector<std::int32_t> header_of;       // per ItemId: its header (primary items come first, see above)
  std::int32_t item_count = 0;
  std::int32_t primary_count = 0;            // headers 0 .. primary_count-1 are the primary items
  std::int32_t width = 0;                    // uniform layout: every option's size (see above); 0: spacers
  std::int32_t blank = -1;                   // uniform layout with blanks: the blank slots' top (item_count)
  std::int32_t blank_length = 0;             // ... and the blank item's length as built (short options + 2)
  std::int32_t stride_shift = 0;             // uniform layout: option o's first node is first_option_node + (o << this)
  std::int32_t first_option_node = 0;        // uniform layout: a multiple of the stride
  std::uint64_t updates = 0;
  // Uniform layout, after a commit_rest_checked that found no dead end: the last item that it left with one option,
  // or -1 when it left none so (see "Items left with one option" above).
  std::int32_t one_left = -1;
  // The options that the trailed commits of the levels in progress hid, each commit's followed by their number, and
  // the first free entry ("The trail" above). Sized once by the constructor; 0 between searches.
  std::vector<std::int32_t> trail;
  std::int32_t trail_top = 0;

  // Many items (see "Many items" above): tracked when there are kTrackedFrom primary items or more (and no
  // multiplicities; the spacer layout then). block_least[b]: at most the least length of headers b*64 .. b*64+63;
  // group_least[g]: at most the least of blocks g*64 .. g*64+63. Sized for every item (a secondary item's decrement
  // lowers a bound too, harmlessly: the choice only ever raises a bound to an exact minimum over primary items).
  bool tracked = false;
  std::vector<std::int32_t> block_least;
  std::vector<std::int32_t> group_least;
  static constexpr std::int32_t kBlockShift = 6;
  static constexpr std::int32_t kGroupShift = 12;
  static constexpr std::int32_t kTrackedFrom = 1 << 13;

  // `length` has this many more entries than items, so that a vector load of the last primary items stays inside.
  static constexpr std::int32_t kLengthPadding = 32;

 private:
  template <class V, Step kStep>
  [[gnu::always_inline]] void step_inline(std::int32_t x);

  template <class V, Step kStep>
  [[gnu::noinline, gnu::flatten]] void step_out_of_line(std::int32_t x);

  template <class V>
  [[gnu::noinline, gnu::flatten]] std::int32_t commit_rest_checked_out_of_line(std::int32_t chosen);

  template <class V>
  bool build_among_with(std::span<const OptionId> forced, std::span<const OptionId> allowed);

  template <class V>
  [[gnu::noinline, gnu::flatten]] void uncommit_rest_checked_out_of_line(std::int32_t chosen, std::int32_t deferred);

  // Calls f(p, top[p]) for every node p of the option holding `chosen` except chosen itself: left to right from
  // chosen (kDirection +1), or right to left (-1), cyclically. On the uniform layout, one copy of the loop (a loop
  // over d, not unrolled: see "Uniform options"), in the order of other_node.
  // kSpacerOrder: in spacer_order_node's order.
  template <class V, int kDirection, bool kSpacerOrder = false, typename F>
  [[gnu::always_inline]] void for_each_other_node(std::int32_t chosen, F&& f);

  // Calls f(p, top[p]) for the other nodes left to right, as for_each_other_node<V, +1, true>, until f returns false;
  // returns false then.
  template <class V, typename F>
  [[gnu::always_inline]] bool for_each_other_node_until(std::int32_t chosen, F&& f);

  // Takes node n alone out of its item's list, unless it is purified (-1); relink_node puts it back.
  template <class V>
  void unlink_node(std::int32_t n);

  template <class V>
  void relink_node(std::int32_t n);

  // The whole option holding node n out of every list, n's own node last; unhide_option is its exact reverse.
  template <class V>
  void hide_option(std::int32_t n);

  template <class V>
  void unhide_option(std::int32_t n);

  // The hot loops. They work on local copies of the array pointers: written with members and structured bindings,
  // g++ 12 kept `updates` in memory and copied each node through the stack (commit 5ceb24f, callgrind of
  // `cover_bench test/data/exact-cover/pento-3x20.dlx`: 48 instructions per update before, 37 after; 25.5 on
  // 2026-11-23 with `--repeat 1` and `--toggle-collect='*search_x_loop*'`).
  //
  // The nodes of an option other than r are visited in two runs: right of r up to the spacer after the option, then
  // from the option's first node (the spacer's `up`) back to r; no test for spacers inside either run. Without
  // colors every other node is unlinked, so the updates are counted once per option, not once per node. On the
  // uniform layout, the other nodes are other_node(r, d), fully unrolled.
  //
  // kCheck: returns whether an uncovered primary item was left with no option (a dead end; "Dead ends" above).
  template <class V, bool kCheck = false>
  bool hide(std::int32_t r);

  // Exactly the reverse of hide: left of r down to the spacer before the option, then from its last node (the
  // spacer's `down`) back to r.
  template <class V>
  void unhide(std::int32_t r);
};

}  // namespace exactcover::detail
