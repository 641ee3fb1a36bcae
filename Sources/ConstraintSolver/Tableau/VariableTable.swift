/// The external symbol of each variable, by the variable's identity: an open-addressing hash
/// table (linear probing, multiplicative hashing) that only grows or is emptied.
///
/// Every term of every added constraint and every value read looks a variable up here; Swift's
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, which cost several hundred
/// instructions per look-up. Object addresses need no protection against hash flooding. The
/// variables themselves are kept alive by the tableau (`variableOfSerial`), so an address is not
/// reused while it is a key.
struct VariableTable: Sequence {
  /// Keys (object addresses, 0 for a free slot) and values, side by side.
  private var keys: [UInt] = []
  private var values: [Int] = []
  /// The number of entries.
  private(set) var count = 0

  @inline(__always)
  private static func slot(for key: UInt, mask: Int) -> Int {
    // Addresses are 16-byte aligned: the high bits of the product mix every bit in.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The symbol of a variable, or `nil` if it has none.
  subscript(id: ObjectIdentifier) -> Symbol? {
    guard count > 0 else { return nil }
    let key = UInt(bitPattern: id)
    return keys.withUnsafeBufferPointer { slots -> Symbol? in
      let mask = slots.count - 1
      var index = Self.slot(for: key, mask: mask)
      while slots[index] != 0 {
        if slots[index] == key { return Symbol(raw: values[index]) }
        index = (index + 1) & mask
      }
      return nil
    }
  }

  /// Records the symbol of a variable that has none yet.
  mutating func insertNew(_ symbol: Symbol, for id: ObjectIdentifier) {
    let key = UInt(bitPattern: id)
    precondition(key != 0, "VariableTable: a null identifier")
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var index = Self.slot(for: key, mask: mask)
    while keys[index] != 0 {
      precondition(keys[index] != key, "VariableTable: the variable already has a symbol")
      index = (index + 1) & mask
    }
    keys[index] = key
    values[index] = symbol.raw
    count += 1
  }

  /// Doubles the table (at least 16 slots) and places every entry again.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = Swift.max(16, keys.count * 2)
    keys = [UInt](repeating: 0, count: capacity)
    values = [Int](repeating: 0, count: capacity)
    let mask = capacity - 1
    for (position, key) in oldKeys.enumerated() where key != 0 {
      var index = Self.slot(for: key, mask: mask)
      while keys[index] != 0 { index = (index + 1) & mask }
      keys[index] = key
      values[index] = oldValues[position]
    }
  }

  /// Removes every entry.
  mutating func removeAll() {
    keys = []
    values = []
    count = 0
  }

  /// The symbols, in no particular order.
  var symbols: [Symbol] {
    var result: [Symbol] = []
    result.reserveCapacity(count)
    for (position, key) in keys.enumerated() where key != 0 {
      result.append(Symbol(raw: values[position]))
    }
    return result
  }

  /// The entries (the variable's identifier and its symbol), in no particular order.
  func makeIterator() -> AnyIterator<(id: ObjectIdentifier, symbol: Symbol)> {
    var position = 0
    let keys = keys
    let values = values
    return AnyIterator {
      while position < keys.count {
        defer { position += 1 }
        if keys[position] != 0 {
          let id = unsafeBitCast(keys[position], to: ObjectIdentifier.self)
          return (id, Symbol(raw: values[position]))
        }
      }
      return nil
    }
  }
}
