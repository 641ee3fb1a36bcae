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
struct SymbolSet: Sequence {
  /// An array of up to this many symbols is searched on removal without counting the cost.
  private static let linearLimit = 16
  /// Raw symbol values; in table mode, `empty` marks a free slot.
  private var storage: [Int] = []
  private var isTable = false
  /// The number of symbols.
  private(set) var count = 0
  /// In array mode beyond ``linearLimit``, the elements searched by removals so far.
  private var searched = 0
  private static let empty = -1

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

  /// Whether the set contains `symbol`.
  func contains(_ symbol: Symbol) -> Bool {
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
  mutating func insertNew(_ symbol: Symbol) {
    assert(!contains(symbol), "SymbolSet.insertNew: \(symbol) is already present")
    if !isTable {
      // Most columns reach a few rows: room for four at the first, not one at a time.
      if storage.capacity == 0 { storage.reserveCapacity(4) }
      storage.append(symbol.raw)
      count += 1
      return
    }
    insertIntoTable(symbol)
  }

  /// Inserts `symbol` if absent.
  mutating func insert(_ symbol: Symbol) {
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
    if isTable {
      for raw in storage where raw != Self.empty { body(Symbol(raw: raw)) }
    } else {
      for raw in storage { body(Symbol(raw: raw)) }
    }
  }

  /// Iterates the symbols in no particular order.
  func makeIterator() -> AnyIterator<Symbol> {
    var iterator = storage.makeIterator()
    let table = isTable
    return AnyIterator {
      while let raw = iterator.next() {
        if !table || raw != Self.empty { return Symbol(raw: raw) }
      }
      return nil
    }
  }

  /// The symbols as an array (a snapshot).
  var elements: [Symbol] {
    isTable
      ? storage.filter { $0 != Self.empty }.map(Symbol.init(raw:)) : storage.map(Symbol.init(raw:))
  }
}
