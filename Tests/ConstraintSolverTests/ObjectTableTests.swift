import TestSupport
import Testing

@testable import ConstraintSolver

/// The tableau's identity-keyed record table (decision PF23): it answers as the `Dictionary` it
/// replaced, and the batch replacement that moves records between identities gives the values
/// of removing and adding the constraints.
@Suite struct ObjectTableTests {
  /// Objects whose identities serve as keys (kept alive for the whole test).
  private final class Key {}

  @Test("PF23: random insertions, updates and removals answer as a Dictionary does")
  func matchesDictionary() {
    var rng = SplitMix64(seed: 0x7AB1E)
    let keys = (0..<300).map { _ in Key() }
    var table = ObjectTable<Int>()
    var oracle: [ObjectIdentifier: Int] = [:]
    for round in 0..<20_000 {
      let id = ObjectIdentifier(rng.element(of: keys))
      switch rng.int(in: 0...9) {
      case 0...4:
        let value = rng.int(in: 0...1_000_000)
        #expect(table.updateValue(value, forKey: id) == oracle.updateValue(value, forKey: id))
      case 5...7:
        #expect(table.removeValue(forKey: id) == oracle.removeValue(forKey: id))
      case 8 where rng.chance(0.5):
        let value = rng.int(in: 0...1_000_000)
        table[id] = value
        oracle[id] = value
      case 8:
        // PF34: a present key's value moves to another key unless that key is present.
        guard oracle[id] != nil else { break }
        let other = ObjectIdentifier(rng.element(of: keys))
        let value = rng.int(in: 0...1_000_000)
        let moved = table.moveValue(from: id, to: other, replacingWith: value)
        #expect(moved == (oracle[other] == nil))
        if moved {
          oracle[id] = nil
          oracle[other] = value
        }
      default:
        table[id] = nil
        oracle[id] = nil
      }
      #expect(table.count == oracle.count)
      if round % 500 == 0 {
        for key in keys {
          let id = ObjectIdentifier(key)
          #expect(table[id] == oracle[id])
          #expect(table.contains(id) == (oracle[id] != nil))
        }
        #expect(table.values.sorted() == oracle.values.sorted())
      }
    }
    // PF35: emptied at once, a small table keeps its storage and answers as an empty one.
    var small = ObjectTable<Int>()
    for (index, key) in keys.prefix(20).enumerated() { small[ObjectIdentifier(key)] = index }
    small.removeAll()
    #expect(small.isEmpty && small.values.isEmpty && !small.contains(ObjectIdentifier(keys[0])))
    small[ObjectIdentifier(keys[3])] = 3
    #expect(small.count == 1 && small[ObjectIdentifier(keys[3])] == 3)
    // Emptied key by key (every backward shift), then filled again.
    for key in keys { table[ObjectIdentifier(key)] = nil }
    #expect(table.isEmpty && table.values.isEmpty)
    for (index, key) in keys.enumerated() { table[ObjectIdentifier(key)] = index }
    #expect(table.count == keys.count)
    #expect(keys.enumerated().allSatisfy { table[ObjectIdentifier($1)] == $0 })
    // A large table emptied at once gives its storage up and grows again.
    table.removeAll()
    #expect(table.isEmpty && !table.contains(ObjectIdentifier(keys[7])))
    table[ObjectIdentifier(keys[7])] = 7
    #expect(table.count == 1 && table[ObjectIdentifier(keys[7])] == 7)
  }

  @Test("PF23: a copy of the table is a value: changing one leaves the other as it was")
  func copiesAreValues() {
    let keys = (0..<40).map { _ in Key() }
    var table = ObjectTable<String>()
    for (index, key) in keys.enumerated() { table[ObjectIdentifier(key)] = "\(index)" }
    let copy = table
    for key in keys.prefix(20) { table[ObjectIdentifier(key)] = nil }
    table[ObjectIdentifier(keys[30])] = "changed"
    #expect(copy.count == 40 && table.count == 20)
    #expect(copy[ObjectIdentifier(keys[5])] == "5" && table[ObjectIdentifier(keys[5])] == nil)
    #expect(copy[ObjectIdentifier(keys[30])] == "30")
    #expect(table[ObjectIdentifier(keys[30])] == "changed")
  }

  /// A card cell in solver terms: two labels side by side with an image, their widths held by
  /// content-size constraints and a required ceiling, their heights stacked, the cell's height
  /// pulled to zero at a low priority (a compressed fitting size), so the solution is unique.
  private struct Card {
    let solver = Solver()
    let container = Variable("container")
    let titleWidth = Variable("titleWidth")
    let subtitleWidth = Variable("subtitleWidth")
    let titleHeight = Variable("titleHeight")
    let subtitleHeight = Variable("subtitleHeight")
    let height = Variable("height")
    /// Hugging and resistance of title width, subtitle width, title height, subtitle height.
    var content: [Constraint] = []

    var variables: [Variable] {
      [container, titleWidth, subtitleWidth, titleHeight, subtitleHeight, height]
    }

    init(sizes: [Double]) throws {
      try solver.add(container == 375)
      try solver.add(titleWidth <= container - 96)
      try solver.add(subtitleWidth <= container - 96)
      try solver.add(height >= titleHeight + subtitleHeight + 24)
      try solver.add(height >= 76)
      try solver.add((height == 0) | 50)
      content = Self.contentConstraints(self, sizes)
      for constraint in content { try solver.add(constraint) }
    }

    static func contentConstraints(_ card: Card, _ sizes: [Double]) -> [Constraint] {
      let measured = [card.titleWidth, card.subtitleWidth, card.titleHeight, card.subtitleHeight]
      return zip(measured, sizes).flatMap { variable, size in
        [(variable <= size) | 250, (variable >= size) | 750]
      }
    }

    func values() -> [Double] {
      _ = solver.updateVariables()
      return variables.map { solver.value(of: $0) }
    }
  }

  @Test("PF23: batch replacements of content constants give the values of removing and adding")
  func batchReplacementMatchesRemoveAndAdd() throws {
    var rng = SplitMix64(seed: 0xCE11)
    func randomSizes() -> [Double] {
      (0..<4).map { _ in Double(rng.int(in: 0...400)) + (rng.chance(0.3) ? 0.5 : 0) }
    }
    let first = randomSizes()
    var batched = try Card(sizes: first)
    var rebuilt = try Card(sizes: first)
    for _ in 0..<300 {
      var sizes = randomSizes()
      // Some constants stay as they were (a label whose text did not change).
      for index in sizes.indices where rng.chance(0.25) {
        sizes[index] = -batched.content[2 * index].expression.constant
      }
      let replacements = Card.contentConstraints(batched, sizes)
      try batched.solver.replace(Array(zip(batched.content, replacements)))
      batched.content = replacements
      let fresh = Card.contentConstraints(rebuilt, sizes)
      for constraint in rebuilt.content { try rebuilt.solver.remove(constraint) }
      for constraint in fresh { try rebuilt.solver.add(constraint) }
      rebuilt.content = fresh
      let (got, expected) = (batched.values(), rebuilt.values())
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(sizes)")
      #expect(batched.content.allSatisfy(batched.solver.contains))
      #expect(batched.solver.tableau.records.count == rebuilt.solver.tableau.records.count)
    }
  }
}
