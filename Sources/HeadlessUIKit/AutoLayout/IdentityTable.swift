/// A table keyed by object identity, for the engine's per-object records (decision PF21).
///
/// It answers as a `Dictionary<ObjectIdentifier, Value>` would, but hashes a key by multiplying
/// its address (Fibonacci hashing) instead of running SipHash over it, and finds it by linear
/// probing: the engine looks its records up by view, constraint or variable thousands of times in
/// a tree's build and about a hundred times in every cell measurement, and an address is already
/// a well-spread key.
///
/// The values are kept side by side in an array, in insertion order but for removals (the last
/// value takes a removed one's place), and the hashed slots hold a key and the position of its
/// value (decision PF34): growing the table moves two integers per key, never a value. Nothing
/// may depend on the order of `values` (a `Dictionary`'s order changes from one process to the
/// next as well).
///
/// Keys are identities only: the table never retains or reads the objects.
///
/// The solver keeps its own copy (`ObjectTable`, decision PF23): a single table shared across the
/// module boundary did not specialise in the engine and made its builds slower.
struct IdentityTable<Value> {
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

  /// The value of a key, `nil` if it has none; setting `nil` removes the key.
  subscript(key: ObjectIdentifier) -> Value? {
    get {
      guard let index = index(of: UInt(bitPattern: key)) else { return nil }
      return entries[slots[index].entry]
    }
    set {
      if let newValue {
        insert(newValue, for: UInt(bitPattern: key))
      } else {
        _ = removeValue(forKey: key)
      }
    }
  }

  /// Sets the value of a key, adding the key if needed.
  private mutating func insert(_ value: Value, for key: UInt) {
    if let index = index(of: key) {
      entries[slots[index].entry] = value
      return
    }
    if (entries.count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let mask = slots.count &- 1
    var index = Self.home(of: key, capacity: slots.count)
    while slots[index].key != 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(key: key, entry: entries.count)
    keys.append(key)
    entries.append(value)
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

  /// Removes a key and returns its value, `nil` if it had none.
  ///
  /// The keys after it in its run of occupied slots move back where their probes would find
  /// them (backward-shift deletion), so no slot is left marked as deleted; the last value takes
  /// the removed one's place in `entries`.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = index(of: UInt(bitPattern: key)) else { return nil }
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
    let last = entries.count &- 1
    guard entry != last else {
      keys.removeLast()
      return entries.removeLast()
    }
    let moved = keys.removeLast()
    keys[entry] = moved
    var index = Self.home(of: moved, capacity: capacity)
    while slots[index].key != moved { index = (index &+ 1) & mask }
    slots[index].entry = entry
    // The last value moves into the removed one's place, which moves out (no copies).
    var value = entries.removeLast()
    swap(&value, &entries[entry])
    return value
  }

  /// Removes every key.
  mutating func removeAll() {
    slots = []
    keys = []
    entries = []
  }

  /// The values, in no particular order (a snapshot).
  var values: [Value] {
    entries
  }
}

extension IdentityTable: ExpressibleByDictionaryLiteral {
  /// A table holding the given pairs (the engine writes `[:]` to empty one).
  init(dictionaryLiteral elements: (ObjectIdentifier, Value)...) {
    for (key, value) in elements { self[key] = value }
  }
}
