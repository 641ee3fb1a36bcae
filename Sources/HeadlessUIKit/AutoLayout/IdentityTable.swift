/// A table keyed by object identity, for the engine's per-object records (decision PF21).
///
/// It answers as a `Dictionary<ObjectIdentifier, Value>` would, but hashes a key by multiplying
/// its address (Fibonacci hashing) instead of running SipHash over it, and finds it by linear
/// probing: the engine looks its records up by view, constraint or variable thousands of times in
/// a tree's build and about a hundred times in every cell measurement, and an address is already
/// a well-spread key. Iteration order is that of the slots, which follows the addresses: nothing
/// may depend on it (a `Dictionary`'s order changes from one process to the next as well).
///
/// Keys are identities only: the table never retains or reads the objects.
///
/// The solver keeps its own copy (`ObjectTable`, decision PF23): a single table shared across the
/// module boundary did not specialise in the engine and made its builds slower.
struct IdentityTable<Value> {
  /// One slot: an empty slot has key 0 (no object lives at address 0) and no value.
  private struct Slot {
    var key: UInt
    var value: Value?
  }

  /// The slots; their number is zero or a power of two.
  private var slots: [Slot] = []

  /// The number of keys held.
  private(set) var count = 0

  /// Creates an empty table.
  init() {}

  /// Whether the table holds no key.
  var isEmpty: Bool { count == 0 }

  /// The slot a key hashes to, for a table of `capacity` slots (a power of two).
  @inline(__always)
  private static func home(of key: UInt, capacity: Int) -> Int {
    let bits = UInt(capacity.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 &- bits))
  }

  /// The index of the slot holding `key`, or `nil`.
  @inline(__always)
  private func index(of key: UInt) -> Int? {
    let capacity = slots.count
    guard count > 0 else { return nil }
    let mask = capacity &- 1
    var index = Self.home(of: key, capacity: capacity)
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
      return slots[index].value
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
      slots[index].value = value
      return
    }
    if (count &+ 1) &* 4 > slots.count &* 3 { grow() }
    let mask = slots.count &- 1
    var index = Self.home(of: key, capacity: slots.count)
    while slots[index].key != 0 { index = (index &+ 1) & mask }
    slots[index] = Slot(key: key, value: value)
    count &+= 1
  }

  /// Doubles the slots (eight at first) and places every key again.
  ///
  /// The entries are moved, not copied: the old slots are taken out of the table, each held
  /// entry is moved into its new slot and an empty one left in its place, so a value that holds
  /// a reference is neither retained nor released (a weak reference is not copied).
  private mutating func grow() {
    var old: [Slot] = []
    swap(&old, &slots)
    let capacity = max(8, old.count &* 2)
    slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
    let mask = capacity &- 1
    slots.withUnsafeMutableBufferPointer { new in
      old.withUnsafeMutableBufferPointer { old in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
        for position in 0..<old.count where oldBase[position].key != 0 {
          var index = Self.home(of: oldBase[position].key, capacity: capacity)
          while newBase[index].key != 0 { index = (index &+ 1) & mask }
          // Both slots hold initialized values: the empty one is dropped (it holds nothing),
          // the entry moved into it, and an empty slot put where the entry was.
          (newBase + index).deinitialize(count: 1)
          (newBase + index).moveInitialize(from: oldBase + position, count: 1)
          (oldBase + position).initialize(to: Slot(key: 0, value: nil))
        }
      }
    }
  }

  /// Removes a key and returns its value, `nil` if it had none.
  ///
  /// The keys after it in its run of occupied slots move back where their probes would find
  /// them (backward-shift deletion), so no slot is left marked as deleted.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = index(of: UInt(bitPattern: key)) else { return nil }
    let removed = slots[hole].value
    let mask = slots.count &- 1
    var next = (hole &+ 1) & mask
    while slots[next].key != 0 {
      let home = Self.home(of: slots[next].key, capacity: slots.count)
      // The key at `next` may fill the hole if its home is not in the cyclic range (hole, next].
      let distanceToNext = (next &- home) & mask
      let distanceToHole = (hole &- home) & mask
      if distanceToHole < distanceToNext {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    slots[hole] = Slot(key: 0, value: nil)
    count &-= 1
    return removed
  }

  /// Removes every key (keeping no slots).
  mutating func removeAll() {
    slots = []
    count = 0
  }

  /// The values held, in slot order.
  var values: [Value] {
    var result: [Value] = []
    result.reserveCapacity(count)
    for slot in slots { if let value = slot.value { result.append(value) } }
    return result
  }
}

extension IdentityTable: ExpressibleByDictionaryLiteral {
  /// A table holding the given pairs (the engine writes `[:]` to empty one).
  init(dictionaryLiteral elements: (ObjectIdentifier, Value)...) {
    for (key, value) in elements { self[key] = value }
  }
}
