/// A table keyed by object identity, for the tableau's constraint records (decision PF23).
///
/// It answers as a `Dictionary<ObjectIdentifier, Value>` would, but hashes a key by multiplying
/// its address (Fibonacci hashing) instead of running SipHash over it, and finds it by linear
/// probing. Every replaced content-size constant moves a constraint's record from the old
/// constraint's identity to the new one's, and the layout engine asks whether its constraints
/// are present before it replaces them: a cell measurement made about fifty SipHash calls for
/// these records alone. An address is already a well-spread key and needs no protection against
/// flooding.
///
/// Iteration order is that of the slots, which follows the addresses: nothing may depend on it
/// (every reader sorts records by serial, as it had to with a `Dictionary`, whose order changes
/// from one process to the next). Keys are identities only: the table never reads the objects.
struct ObjectTable<Value> {
  /// One slot: an empty slot has key 0 (no object lives at address 0) and no value.
  private struct Slot {
    var key: UInt
    var value: Value?
  }

  /// The slots; their number is zero or a power of two, at most three quarters used.
  private var slots: [Slot] = []

  /// The number of keys held.
  private(set) var count = 0

  /// Creates an empty table.
  init() {}

  /// Whether the table holds no key.
  var isEmpty: Bool { count == 0 }

  /// The slot a key hashes to, for a table of `capacity` slots (a power of two, at least 2).
  @inline(__always)
  private static func home(of key: UInt, capacity: Int) -> Int {
    let bits = UInt(capacity.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 &- bits))
  }

  /// The index of the slot holding `key`, or `nil`.
  @inline(__always)
  private func index(of key: UInt) -> Int? {
    guard count > 0 else { return nil }
    let mask = slots.count &- 1
    var index = Self.home(of: key, capacity: slots.count)
    while true {
      let found = slots[index].key
      if found == key { return index }
      if found == 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  /// Whether the table holds a key.
  func contains(_ key: ObjectIdentifier) -> Bool {
    index(of: UInt(bitPattern: key)) != nil
  }

  /// The value of a key, `nil` if it has none; setting `nil` removes the key.
  subscript(key: ObjectIdentifier) -> Value? {
    get {
      guard let index = index(of: UInt(bitPattern: key)) else { return nil }
      return slots[index].value
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Sets the value of a key, adding the key if needed, and returns the value it replaced.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey id: ObjectIdentifier) -> Value? {
    let key = UInt(bitPattern: id)
    if let index = index(of: key) {
      let previous = slots[index].value
      slots[index].value = value
      return previous
    }
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let mask = slots.count &- 1
    var index = Self.home(of: key, capacity: slots.count)
    while slots[index].key != 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(key: key, value: value)
    count &+= 1
    return nil
  }

  /// Removes a key and returns its value, `nil` if it had none.
  ///
  /// The keys after it in its run of occupied slots move back where their probes would find
  /// them (backward-shift deletion), so no slot is left marked as deleted.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = index(of: UInt(bitPattern: key)) else { return nil }
    let capacity = slots.count
    let mask = capacity &- 1
    count &-= 1
    return slots.withUnsafeMutableBufferPointer { slots in
      let removed = slots[hole].value
      var next = (hole &+ 1) & mask
      while slots[next].key != 0 {
        let home = Self.home(of: slots[next].key, capacity: capacity)
        // The key at `next` may fill the hole if its home is not in the cyclic range (hole, next].
        if (hole &- home) & mask < (next &- home) & mask {
          slots.swapAt(hole, next)
          hole = next
        }
        next = (next &+ 1) & mask
      }
      slots[hole] = Slot(key: 0, value: nil)
      return removed
    }
  }

  /// Doubles the slots (eight at first) and moves every entry to its place in the new ones,
  /// without copying a value (no retain or release per entry).
  private mutating func grow() {
    let capacity = max(8, slots.count &* 2)
    var old = [Slot](repeating: Slot(key: 0, value: nil), count: capacity)
    swap(&old, &slots)
    let mask = capacity &- 1
    old.withUnsafeMutableBufferPointer { old in
      slots.withUnsafeMutableBufferPointer { new in
        for position in old.indices where old[position].key != 0 {
          var index = Self.home(of: old[position].key, capacity: capacity)
          while new[index].key != 0 { index = (index &+ 1) & mask }
          swap(&new[index], &old[position])
        }
      }
    }
  }

  /// The values, in no particular order (a snapshot).
  var values: [Value] {
    var values: [Value] = []
    values.reserveCapacity(count)
    for slot in slots {
      if let value = slot.value { values.append(value) }
    }
    return values
  }
}
