/// A set of symbols for the column index: a plain array (in insertion order, a removed symbol's
/// place taken by the last one) until removals from it cost more than a table would, then an
/// open-addressing hash table (linear probing, multiplicative hashing, backward-shift deletion).
///
/// Swift's `Set` hashes with SipHash, which dominated the solver's profile; symbols are
/// small integers and need no protection against hash flooding. A column gains a row on every
/// row installed with its symbol, and in a chain of views (a form's rows, each placed below the
/// one above) the columns of the chain's free symbols reach every row below: an append is a
/// write at the array's end, which stays in the cache from one row to the next, where a table
/// probes a random slot of a large table (decision PF17). Removals from a long array search it:
/// once their searches have covered more than the array's length, the set becomes a table.
///
/// Most columns reach one or two rows: up to two symbols are held in the set itself, with no
/// array allocated (decision PF34); the third moves them into the array, in the same order.
struct SymbolSet: Sequence {
  /// An array of up to this many symbols is searched on removal without counting the cost.
  private static let linearLimit = 16
  /// Raw symbol values; in table mode, `empty` marks a free slot.
  ///
  /// Empty (and not a table) while the set holds its symbols inline.
  private var storage: [Int] = []
  /// The first two symbols while `storage` is empty and the set is not a table (inline form).
  private var first = 0
  private var second = 0
  private var isTable = false
  /// The number of symbols.
  private(set) var count = 0
  /// In array mode beyond ``linearLimit``, the elements searched by removals so far.
  private var searched = 0
  fileprivate static let empty = -1

  /// Whether the set is a hash table (for tests): removals from its array form searched more
  /// elements than it holds.
  var isHashed: Bool {
    isTable
  }

  /// Whether the set is empty.
  var isEmpty: Bool {
    count == 0
  }

  @inline(__always)
  private static func slot(for raw: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: raw) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// Whether the symbols are held inline (at most two, no array).
  @inline(__always)
  private var isInline: Bool {
    !isTable && storage.isEmpty
  }

  /// Whether the inline symbols include `raw`.
  @inline(__always)
  private func inlineContains(_ raw: Int) -> Bool {
    (count > 0 && first == raw) || (count > 1 && second == raw)
  }

  /// Adds `raw` to the inline symbols, or moves them into the array with it when there are two.
  @inline(__always)
  private mutating func appendInline(_ raw: Int) {
    switch count {
    case 0: first = raw
    case 1: second = raw
    default:
      // Room for four at the first, not one at a time: the set has just reached three.
      if storage.capacity == 0 { storage.reserveCapacity(4) }
      storage.append(first)
      storage.append(second)
      storage.append(raw)
    }
    count += 1
  }

  /// Whether the set contains `symbol`.
  func contains(_ symbol: Symbol) -> Bool {
    if isInline { return inlineContains(symbol.raw) }
    if !isTable { return storage.contains(symbol.raw) }
    let mask = storage.count - 1
    var index = Self.slot(for: symbol.raw, mask: mask)
    while storage[index] != Self.empty {
      if storage[index] == symbol.raw { return true }
      index = (index + 1) & mask
    }
    return false
  }

  /// Inserts `symbol`, which the caller knows is absent (a row gaining a cell it did not
  /// have): an array appends it without a search.
  @inline(__always)
  mutating func insertNew(_ symbol: Symbol) {
    assert(!contains(symbol), "SymbolSet.insertNew: \(symbol) is already present")
    if isInline && count < 2 {
      if count == 0 { first = symbol.raw } else { second = symbol.raw }
      count += 1
      return
    }
    insertNewBeyondInline(symbol)
  }

  /// ``insertNew(_:)`` for a set that holds two symbols inline, or an array or a table.
  private mutating func insertNewBeyondInline(_ symbol: Symbol) {
    if isInline {
      appendInline(symbol.raw)
    } else if !isTable {
      storage.append(symbol.raw)
      count += 1
    } else {
      insertIntoTable(symbol)
    }
  }

  /// Inserts `symbol` if absent.
  mutating func insert(_ symbol: Symbol) {
    if isInline {
      if !inlineContains(symbol.raw) { appendInline(symbol.raw) }
      return
    }
    if !isTable {
      if storage.contains(symbol.raw) { return }
      storage.append(symbol.raw)
      count += 1
      return
    }
    insertIntoTable(symbol)
  }

  /// Inserts `symbol` into the table if absent, growing it to keep it at most half full.
  private mutating func insertIntoTable(_ symbol: Symbol) {
    if (count + 1) * 2 > storage.count {
      rehash(capacity: storage.count * 2)
    }
    let mask = storage.count - 1
    var index = Self.slot(for: symbol.raw, mask: mask)
    while storage[index] != Self.empty {
      if storage[index] == symbol.raw { return }
      index = (index + 1) & mask
    }
    storage[index] = symbol.raw
    count += 1
  }

  /// Removes `symbol` if present.
  mutating func remove(_ symbol: Symbol) {
    if isInline {
      // As in the array, the last symbol takes the removed one's place.
      if count > 0 && first == symbol.raw {
        first = second
        count -= 1
      } else if count > 1 && second == symbol.raw {
        count -= 1
      }
      return
    }
    if !isTable {
      // The last symbol takes the removed one's place (the order `swapAt` gave).
      let raw = symbol.raw
      let last = storage.count - 1
      var index = 0
      while index <= last {
        if storage[index] == raw {
          if index != last { storage[index] = storage[last] }
          storage.removeLast()
          count -= 1
          break
        }
        index += 1
      }
      if last >= Self.linearLimit {
        // Searches of a long array are paid for by its appends until they exceed its length;
        // from then on a table makes removals constant time (in the order of its slots).
        searched += index + 1
        if searched > count && count > Self.linearLimit {
          var capacity = 64
          while capacity < count * 2 { capacity *= 2 }
          rehash(capacity: capacity)
        }
      }
      return
    }
    let mask = storage.count - 1
    var index = Self.slot(for: symbol.raw, mask: mask)
    while storage[index] != symbol.raw {
      if storage[index] == Self.empty { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion keeps every probe chain unbroken without tombstones.
    var hole = index
    var next = (hole + 1) & mask
    while storage[next] != Self.empty {
      let home = Self.slot(for: storage[next], mask: mask)
      let distanceToNext = (next - home) & mask
      let distanceToHole = (hole - home) & mask
      if distanceToHole <= distanceToNext {
        storage[hole] = storage[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    storage[hole] = Self.empty
    count -= 1
  }

  /// Removes every symbol.
  mutating func removeAll() {
    storage = []
    isTable = false
    count = 0
    searched = 0
  }

  /// Moves the symbols into a table of `capacity` slots (a power of two, at least twice the
  /// count).
  ///
  /// The symbols go in, in storage order, to the slots `insert(_:)` would give them (the
  /// symbols are distinct and the table has room, so neither its search nor its growth check
  /// would find anything), without its per-symbol checks: column sets of long rows grow through
  /// many rehashes.
  private mutating func rehash(capacity: Int) {
    // Only an array or a table is rehashed: an inline set never reaches ``linearLimit``.
    assert(!isInline, "SymbolSet.rehash: an inline set")
    let old = storage
    let wasTable = isTable
    var table = [Int](repeating: Self.empty, count: capacity)
    let mask = capacity - 1
    var placed = 0
    table.withUnsafeMutableBufferPointer { slots in
      for raw in old where !wasTable || raw != Self.empty {
        var index = Self.slot(for: raw, mask: mask)
        while slots[index] != Self.empty { index = (index + 1) & mask }
        slots[index] = raw
        placed += 1
      }
    }
    storage = table
    isTable = true
    count = placed
  }

  /// Calls `body` with each symbol, in no particular order, without allocating.
  ///
  /// - Precondition: `body` does not change this set.
  func visit(_ body: (Symbol) -> Void) {
    if isInline {
      if count > 0 { body(Symbol(raw: first)) }
      if count > 1 { body(Symbol(raw: second)) }
    } else if isTable {
      for raw in storage where raw != Self.empty { body(Symbol(raw: raw)) }
    } else {
      for raw in storage { body(Symbol(raw: raw)) }
    }
  }

  /// An iterator over the symbols, in the order ``visit(_:)`` gives them: a plain value, so a
  /// `for … in` loop over a column allocates nothing.
  struct Iterator: IteratorProtocol {
    fileprivate let storage: [Int]
    fileprivate let isTable: Bool
    fileprivate let inline: (Int, Int)
    fileprivate let inlineCount: Int
    fileprivate var position = 0

    /// The next symbol, or `nil` after the last.
    mutating func next() -> Symbol? {
      if storage.isEmpty && !isTable {
        guard position < inlineCount else { return nil }
        defer { position += 1 }
        return Symbol(raw: position == 0 ? inline.0 : inline.1)
      }
      while position < storage.count {
        let raw = storage[position]
        position += 1
        if !isTable || raw != SymbolSet.empty { return Symbol(raw: raw) }
      }
      return nil
    }
  }

  /// Iterates the symbols in no particular order.
  func makeIterator() -> Iterator {
    Iterator(storage: storage, isTable: isTable, inline: (first, second), inlineCount: count)
  }

  /// The symbols as an array (a snapshot).
  var elements: [Symbol] {
    if isInline { return [first, second].prefix(count).map(Symbol.init(raw:)) }
    return isTable
      ? storage.filter { $0 != Self.empty }.map(Symbol.init(raw:)) : storage.map(Symbol.init(raw:))
  }
}
