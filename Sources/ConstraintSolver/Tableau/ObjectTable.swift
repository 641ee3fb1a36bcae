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
/// The values are kept side by side in an array, in insertion order but for removals (the last
/// value takes a removed one's place), and the hashed slots hold a key and the position of its
/// value (decision PF34): growing the table moves two integers per key, never a value, and
/// `values` is that array. Nothing may depend on the order (every reader sorts records by
/// serial, as it had to with a `Dictionary`, whose order changes from one process to the next).
/// Keys are identities only: the table never reads the objects.
struct ObjectTable<Value> {
  /// One slot: an empty slot has key 0 (no object lives at address 0).
  private struct Slot {
    var key: UInt
    /// The position of the key's value in `entries`.
    var entry: Int
  }

  /// The slots; their number is zero or a power of two, at most three quarters used.
  private var slots: [Slot] = []
  /// The keys, in the order of `entries`.
  private var keys: [UInt] = []
  /// The values.
  private var entries: [Value] = []

  /// Creates an empty table.
  init() {}

  /// The number of keys held.
  var count: Int { entries.count }

  /// Whether the table holds no key.
  var isEmpty: Bool { entries.isEmpty }

  /// The slot a key hashes to, for a table of `capacity` slots (a power of two, at least 2).
  @inline(__always)
  private static func home(of key: UInt, capacity: Int) -> Int {
    let bits = UInt(capacity.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 &- bits))
  }

  /// The index of the slot holding `key`, or `nil`.
  @inline(__always)
  private func index(of key: UInt) -> Int? {
    guard !entries.isEmpty else { return nil }
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
      return entries[slots[index].entry]
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
      let entry = slots[index].entry
      let previous = entries[entry]
      entries[entry] = value
      return previous
    }
    if (entries.count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let mask = slots.count &- 1
    var index = Self.home(of: key, capacity: slots.count)
    while slots[index].key != 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(key: key, entry: entries.count)
    keys.append(key)
    entries.append(value)
    return nil
  }

  /// Removes a key and returns its value, `nil` if it had none.
  ///
  /// The last value takes the removed one's place in `entries`.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard let hole = index(of: UInt(bitPattern: key)) else { return nil }
    let entry = emptySlot(hole)
    let last = entries.count &- 1
    guard entry != last else {
      keys.removeLast()
      return entries.removeLast()
    }
    let moved = keys.removeLast()
    keys[entry] = moved
    let mask = slots.count &- 1
    var index = Self.home(of: moved, capacity: slots.count)
    while slots[index].key != moved { index = (index &+ 1) & mask }
    slots[index].entry = entry
    // The last value moves into the removed one's place, which moves out (no copies).
    var value = entries.removeLast()
    swap(&value, &entries[entry])
    return value
  }

  /// Empties an occupied slot and returns the position of its value.
  ///
  /// The keys after it in its run of occupied slots move back where their probes would find
  /// them (backward-shift deletion), so no slot is left marked as deleted.
  private mutating func emptySlot(_ occupied: Int) -> Int {
    var hole = occupied
    let entry = slots[hole].entry
    let capacity = slots.count
    let mask = capacity &- 1
    slots.withUnsafeMutableBufferPointer { slots in
      var next = (hole &+ 1) & mask
      while slots[next].key != 0 {
        let home = Self.home(of: slots[next].key, capacity: capacity)
        // The key at `next` may fill the hole if its home is not in the cyclic range (hole, next].
        if (hole &- home) & mask < (next &- home) & mask {
          slots[hole] = slots[next]
          hole = next
        }
        next = (next &+ 1) & mask
      }
      slots[hole] = Slot(key: 0, entry: 0)
    }
    return entry
  }

  /// Gives the value of `oldKey` to `newKey`, as `value`, in the place it had; `false` (and no
  /// change) if `newKey` is already present.
  ///
  /// - Precondition: `oldKey` is present.
  mutating func moveValue(
    from oldKey: ObjectIdentifier, to newKey: ObjectIdentifier, replacingWith value: Value
  ) -> Bool {
    let new = UInt(bitPattern: newKey)
    guard index(of: new) == nil else { return false }
    guard let hole = index(of: UInt(bitPattern: oldKey)) else {
      preconditionFailure("ObjectTable.moveValue: the key to move is absent")
    }
    let entry = emptySlot(hole)
    let mask = slots.count &- 1
    var index = Self.home(of: new, capacity: slots.count)
    while slots[index].key != 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(key: new, entry: entry)
    keys[entry] = new
    entries[entry] = value
    return true
  }

  /// Doubles the slots (eight at first) and places every key again; the values stay where they
  /// are.
  private mutating func grow() {
    let capacity = max(8, slots.count &* 2)
    slots = [Slot](repeating: Slot(key: 0, entry: 0), count: capacity)
    let mask = capacity &- 1
    slots.withUnsafeMutableBufferPointer { slots in
      for (entry, key) in keys.enumerated() {
        var index = Self.home(of: key, capacity: capacity)
        while slots[index].key != 0 { index = (index &+ 1) & mask }
        slots[index] = Slot(key: key, entry: entry)
      }
    }
  }

  /// Removes every key; a table of up to 64 slots keeps its storage for the keys to come (a
  /// larger one would be cleared slot by slot each time).
  mutating func removeAll() {
    guard slots.count <= 64 else {
      slots = []
      keys = []
      entries = []
      return
    }
    for index in slots.indices { slots[index] = Slot(key: 0, entry: 0) }
    keys.removeAll(keepingCapacity: true)
    entries.removeAll(keepingCapacity: true)
  }

  /// The values, in no particular order (a snapshot).
  var values: [Value] {
    entries
  }
}
