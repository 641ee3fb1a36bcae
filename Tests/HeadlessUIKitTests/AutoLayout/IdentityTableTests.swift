import Testing

@testable import HeadlessUIKit

/// The engine's identity-keyed table (decision PF21): it must answer exactly as the
/// `Dictionary<ObjectIdentifier, Value>` it replaces, through insertions, overwrites, growth and
/// removals (which move later keys of a probe run back).
@MainActor
@Suite struct IdentityTableTests {
  /// An object whose identity serves as a key.
  private final class Key {}

  /// A deterministic generator (a 64-bit linear congruential one), so a failure repeats.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test("Random insertions, overwrites and removals give what a Dictionary gives")
  func matchesDictionary() {
    let keys = (0..<300).map { _ in Key() }
    var table = IdentityTable<Int>()
    var model: [ObjectIdentifier: Int] = [:]
    var generator = Generator(state: 21)
    for step in 0..<20_000 {
      let id = ObjectIdentifier(keys[generator.next(keys.count)])
      switch generator.next(3) {
      case 0, 1:
        table[id] = step
        model[id] = step
      default:
        #expect(table.removeValue(forKey: id) == model.removeValue(forKey: id))
      }
      if step % 97 == 0 {
        #expect(table.count == model.count)
        for key in keys {
          let id = ObjectIdentifier(key)
          #expect(table[id] == model[id])
        }
      }
    }
    #expect(table.values.sorted() == model.values.sorted())
  }

  @Test("Setting nil removes a key; removing every key leaves an empty table that grows again")
  func removalAndReuse() {
    let keys = (0..<40).map { _ in Key() }
    var table: IdentityTable<String> = [:]
    #expect(table.isEmpty)
    for (index, key) in keys.enumerated() { table[ObjectIdentifier(key)] = "\(index)" }
    #expect(table.count == 40)
    table[ObjectIdentifier(keys[3])] = nil
    #expect(table[ObjectIdentifier(keys[3])] == nil)
    #expect(table.count == 39)
    // Every other key is still found after the removal moved its run back.
    for (index, key) in keys.enumerated() where index != 3 {
      #expect(table[ObjectIdentifier(key)] == "\(index)")
    }
    table.removeAll()
    #expect(table.isEmpty)
    #expect(table[ObjectIdentifier(keys[0])] == nil)
    table[ObjectIdentifier(keys[0])] = "again"
    #expect(table[ObjectIdentifier(keys[0])] == "again")
    #expect(table.values == ["again"])
  }

  /// A value holding an object weakly, as the engine's view-of-variable table does.
  private struct WeakKey {
    weak var key: Key?
  }

  @Test("Growth moves held references: strong values stay alive once, weak ones keep pointing")
  func growthMovesReferences() {
    var keys = (0..<200).map { _ in Key() }
    var strong = IdentityTable<Key>()
    var weak = IdentityTable<WeakKey>()
    // 200 insertions grow each table from 8 slots to 512, moving every entry several times.
    for key in keys {
      strong[ObjectIdentifier(key)] = key
      weak[ObjectIdentifier(key)] = WeakKey(key: key)
    }
    for key in keys {
      #expect(strong[ObjectIdentifier(key)] === key)
      #expect(weak[ObjectIdentifier(key)]?.key === key)
    }
    // The strong table holds exactly one reference per key: dropping the array's leaves the
    // table's, and dropping the table frees the objects, which the weak entries then show.
    let ids = keys.map(ObjectIdentifier.init)
    let watched = WeakKey(key: keys[17])
    keys = []
    #expect(watched.key != nil)
    #expect(strong.count == 200)
    strong.removeAll()
    #expect(watched.key == nil)
    #expect(ids.allSatisfy { weak[$0] != nil && weak[$0]?.key == nil })
  }
}
