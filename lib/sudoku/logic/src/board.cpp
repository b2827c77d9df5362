#include "board.hpp"

#include <algorithm>

namespace sudoku::logic {

BoardShape::BoardShape(std::shared_ptr<const Geometry> geometry_)
    : owner(std::move(geometry_)),
      geometry(*owner),
      size(geometry.size()),
      cells(geometry.cell_count()),
      all_digits(size >= 32 ? ~Mask{0} : (Mask{1} << size) - 1) {
  peer_set.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    for (int peer : geometry.peers(cell)) peer_set[static_cast<std::size_t>(cell)].add(peer);
  }
  if (cells <= 128) {
    small_peer_set.resize(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
      for (int peer : geometry.peers(cell)) small_peer_set[static_cast<std::size_t>(cell)].add(peer);
    }
  }
  box_of_cell.assign(static_cast<std::size_t>(cells), -1);
  row_of_cell.assign(static_cast<std::size_t>(cells), -1);
  column_of_cell.assign(static_cast<std::size_t>(cells), -1);
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    switch (geometry.unit_kind(unit)) {
      case UnitKind::row:
        rows.push_back(unit);
        for (int cell : geometry.unit_cells(unit)) row_of_cell[static_cast<std::size_t>(cell)] = unit;
        break;
      case UnitKind::column:
        columns.push_back(unit);
        for (int cell : geometry.unit_cells(unit)) column_of_cell[static_cast<std::size_t>(cell)] = unit;
        break;
      case UnitKind::box:
      case UnitKind::region:
        boxes.push_back(unit);
        for (int cell : geometry.unit_cells(unit)) box_of_cell[static_cast<std::size_t>(cell)] = unit;
        break;
      case UnitKind::diagonal:
      case UnitKind::window: extras.push_back(unit); break;
    }
  }
  unit_set.resize(static_cast<std::size_t>(geometry.unit_count()));
  for (int unit = 0; unit < geometry.unit_count(); ++unit) {
    for (int cell : geometry.unit_cells(unit)) unit_set[static_cast<std::size_t>(unit)].add(cell);
  }
  const int units = geometry.unit_count();
  inside.assign(static_cast<std::size_t>(units * units), 0);
  for (int a = 0; a < units; ++a) {
    const auto a_cells = geometry.unit_cells(a);
    for (int b = 0; b < units; ++b) {
      Mask mask = 0;
      for (int k = 0; k < size; ++k) {
        if (unit_set[static_cast<std::size_t>(b)].has(a_cells[static_cast<std::size_t>(k)])) mask |= bit(k);
      }
      inside[static_cast<std::size_t>(a * units + b)] = mask;
    }
  }
  locking_kinds = {{&boxes, &columns}, {&boxes, &rows}, {&columns, &boxes}, {&rows, &boxes}};
  if (!extras.empty()) {
    for (const auto* others : {&boxes, &rows, &columns}) {
      locking_kinds.emplace_back(&extras, others);
      locking_kinds.emplace_back(others, &extras);
    }
  }
  for (const auto& [kind1, kind2] : locking_kinds) {
    for (int unit = 0; unit < units; ++unit) {
      std::vector<int> seconds;
      for (int other : *kind2) {
        if (crosses(unit, other)) seconds.push_back(other);
      }
      second_crossing.push_back(std::move(seconds));
      std::vector<int> firsts;
      for (int other : *kind1) {
        if (crosses(other, unit)) firsts.push_back(other);
      }
      first_crossing.push_back(std::move(firsts));
    }
  }
  scan_order = boxes;
  scan_order.insert(scan_order.end(), columns.begin(), columns.end());
  scan_order.insert(scan_order.end(), rows.begin(), rows.end());
  scan_order.insert(scan_order.end(), extras.begin(), extras.end());
  se_units = boxes;
  se_units.insert(se_units.end(), rows.begin(), rows.end());
  se_units.insert(se_units.end(), columns.begin(), columns.end());
  se_units.insert(se_units.end(), extras.begin(), extras.end());
  se_units_of.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    auto& units = se_units_of[static_cast<std::size_t>(cell)];
    for (int unit : {box_of_cell[static_cast<std::size_t>(cell)], row_of_cell[static_cast<std::size_t>(cell)],
                     column_of_cell[static_cast<std::size_t>(cell)]}) {
      if (unit >= 0) units.push_back(unit);
    }
    for (int unit : extras) {
      if (unit_set[static_cast<std::size_t>(unit)].has(cell)) units.push_back(unit);
    }
  }
  se_index_of.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    for (int unit : se_units_of[static_cast<std::size_t>(cell)]) {
      se_index_of[static_cast<std::size_t>(cell)].push_back(index_in(unit, cell));
    }
  }
  se_peers.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    auto& peers = se_peers[static_cast<std::size_t>(cell)];
    auto add = [&](int other) {
      if (other != cell && std::find(peers.begin(), peers.end(), other) == peers.end()) peers.push_back(other);
    };
    for (int unit : se_units_of[static_cast<std::size_t>(cell)]) {
      for (int other : geometry.unit_cells(unit)) add(other);
    }
    const std::size_t by_units = peers.size();
    const int cage = geometry.cage_of(cell);
    if (cage >= 0) {
      for (int other : geometry.cages()[static_cast<std::size_t>(cage)].cells) add(other);
    }
    if (peers.size() != by_units) se_peers_by_units = false;
  }
  se_fresh_of.resize(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    std::vector<int> seen{cell};
    for (int unit : se_units_of[static_cast<std::size_t>(cell)]) {
      Mask fresh = 0;
      const auto unit_cells = geometry.unit_cells(unit);
      for (std::size_t k = 0; k < unit_cells.size(); ++k) {
        if (std::find(seen.begin(), seen.end(), unit_cells[k]) != seen.end()) continue;
        seen.push_back(unit_cells[k]);
        fresh |= Mask{1} << k;
      }
      se_fresh_of[static_cast<std::size_t>(cell)].push_back(fresh);
    }
  }
  uniqueness_allowed = extras.empty() && !geometry.has_cages();
}

std::shared_ptr<const BoardShape> shape_of(const std::shared_ptr<const Geometry>& geometry) {
  thread_local std::shared_ptr<const BoardShape> last;
  if (!last || (last->owner != geometry && !(*last->owner == *geometry))) {
    last = std::make_shared<const BoardShape>(geometry);
  }
  return last;
}

int BoardShape::index_in(int unit, int cell) const {
  const auto unit_cells = geometry.unit_cells(unit);
  for (int k = 0; k < size; ++k) {
    if (unit_cells[static_cast<std::size_t>(k)] == cell) return k;
  }
  return -1;
}

Board::Board(std::shared_ptr<const BoardShape> shape, const Grid& givens, std::span<const std::uint32_t> candidates)
    : shape_(std::move(shape)) {
  const int cells = shape_->cells;
  values_.assign(static_cast<std::size_t>(cells), 0);
  candidates_.assign(static_cast<std::size_t>(cells), shape_->all_digits);
  if (!candidates.empty()) {
    for (int cell = 0; cell < cells; ++cell) {
      candidates_[static_cast<std::size_t>(cell)] = candidates[static_cast<std::size_t>(cell)] & shape_->all_digits;
    }
  }
  empty_ = cells;
  removed_.reserve(static_cast<std::size_t>(cells * shape_->size));
  empty_in_.assign(static_cast<std::size_t>(shape_->geometry.unit_count()), shape_->size);
  const int n = shape_->size;
  positions_.assign(static_cast<std::size_t>(shape_->geometry.unit_count() * n), 0);
  for (int unit = 0; unit < shape_->geometry.unit_count(); ++unit) {
    const auto unit_cells = shape_->geometry.unit_cells(unit);
    for (int k = 0; k < n; ++k) {
      for (Mask rest = candidates_[static_cast<std::size_t>(unit_cells[static_cast<std::size_t>(k)])]; rest != 0;
           rest &= rest - 1) {
        positions_[static_cast<std::size_t>(unit * n + lowest(rest))] |= bit(k);
      }
    }
  }
  for (int cell = 0; cell < cells; ++cell) {
    if (givens[cell] != 0) place(cell, givens[cell]);
  }
}

void Board::eliminate(int cell, int digit) {
  Mask& here = candidates_[static_cast<std::size_t>(cell)];
  if ((here & bit(digit - 1)) == 0) return;
  here &= ~bit(digit - 1);
  removed_.push_back(cell * size() + digit - 1);
  const auto& units = shape_->se_units_of[static_cast<std::size_t>(cell)];
  const auto& index = shape_->se_index_of[static_cast<std::size_t>(cell)];
  for (std::size_t k = 0; k < units.size(); ++k) {
    positions_[static_cast<std::size_t>(units[k] * size() + digit - 1)] &= ~bit(index[k]);
  }
}


void Board::place(int cell, int digit) {
  if (values_[static_cast<std::size_t>(cell)] == 0) {
    --empty_;
    for (int unit : shape_->se_units_of[static_cast<std::size_t>(cell)]) --empty_in_[static_cast<std::size_t>(unit)];
  }
  values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  for (Mask rest = candidates_[static_cast<std::size_t>(cell)]; rest != 0; rest &= rest - 1) {
    eliminate(cell, lowest(rest) + 1);
  }
  // The peers that hold the digit, found from its positions in the cell's units (and its cage's cells): most peers do
  // not hold it.
  const auto& units = shape_->se_units_of[static_cast<std::size_t>(cell)];
  for (int unit : units) {
    const auto unit_cells = geometry().unit_cells(unit);
    for (Mask where = positions(unit, digit); where != 0; where &= where - 1) {
      eliminate(unit_cells[static_cast<std::size_t>(lowest(where))], digit);
    }
  }
  const int cage = geometry().cage_of(cell);
  if (cage >= 0) {
    for (int other : geometry().cages()[static_cast<std::size_t>(cage)].cells) eliminate(other, digit);
  }
}

void Board::apply(const Step& step) {
  for (const Elimination& elimination : step.eliminations) eliminate(elimination.cell, elimination.digit);
  for (const Placement& placement : step.placements) {
    if (value(placement.cell) == 0) place(placement.cell, placement.digit);
  }
}

bool Board::broken() const {
  for (int cell = 0; cell < cell_count(); ++cell) {
    if (values_[static_cast<std::size_t>(cell)] == 0 && candidates_[static_cast<std::size_t>(cell)] == 0) return true;
  }
  const Geometry& g = geometry();
  for (int unit = 0; unit < g.unit_count(); ++unit) {
    Mask placed = 0;
    Mask possible = 0;
    for (int cell : g.unit_cells(unit)) {
      const int v = values_[static_cast<std::size_t>(cell)];
      if (v != 0) {
        if (placed & bit(v - 1)) return true;
        placed |= bit(v - 1);
      }
      possible |= candidates_[static_cast<std::size_t>(cell)];
    }
    if ((placed | possible) != shape_->all_digits) return true;
  }
  return false;
}

Grid Board::grid() const {
  Grid grid(size());
  for (int cell = 0; cell < cell_count(); ++cell) grid.set(cell, values_[static_cast<std::size_t>(cell)]);
  return grid;
}

std::string placement_text(const Board& board, int cell, int digit) {
  return board.cell_name(cell) + "=" + std::to_string(digit);
}

std::string eliminations_text(const Board& board, const std::vector<Elimination>& eliminations) {
  std::string text;
  for (const Elimination& elimination : eliminations) {
    if (!text.empty()) text += ", ";
    text += board.cell_name(elimination.cell) + "<>" + std::to_string(elimination.digit);
  }
  return text;
}

std::string digits_text(Mask digits) {
  std::string text = "{";
  bool first = true;
  for (Mask rest = digits; rest != 0; rest &= rest - 1) {
    if (!first) text += ' ';
    text += std::to_string(lowest(rest) + 1);
    first = false;
  }
  return text + "}";
}

std::string cells_text(const Board& board, std::span<const int> cells) {
  std::string text = "{";
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (k > 0) text += ' ';
    text += board.cell_name(cells[k]);
  }
  return text + "}";
}

std::string unit_short_name(const Geometry& geometry, int unit) {
  static constexpr const char* kLetters[] = {"r", "c", "b", "j", "d", "w"};
  return std::string(kLetters[static_cast<int>(geometry.unit_kind(unit))]) +
         std::to_string(geometry.unit_index(unit) + 1);
}

}  // namespace sudoku::logic
