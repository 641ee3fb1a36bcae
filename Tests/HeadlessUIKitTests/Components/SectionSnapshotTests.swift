import Foundation
import HeadlessUIKit
import Testing

/// Food (Apple, Bread (Rye, Wheat)), Drinks (Tea), Salt: three root items, nested two deep.
private func pantry() -> NSDiffableDataSourceSectionSnapshot<String> {
  var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
  snapshot.append(["Food", "Drinks", "Salt"])
  snapshot.append(["Apple", "Bread"], to: "Food")
  snapshot.append(["Rye", "Wheat"], to: "Bread")
  snapshot.append(["Tea"], to: "Drinks")
  return snapshot
}

/// Section snapshots: the tree of items, expansion and visibility, and their changes as
/// UIKit documents them (decision LS6).
@Suite struct SectionSnapshotTests {
  @Test("LS6: items are depth first; root items and levels follow the tree")
  func structure() {
    let snapshot = pantry()
    #expect(snapshot.items == ["Food", "Apple", "Bread", "Rye", "Wheat", "Drinks", "Tea", "Salt"])
    #expect(snapshot.rootItems == ["Food", "Drinks", "Salt"])
    #expect(snapshot.level(of: "Food") == 0)
    #expect(snapshot.level(of: "Bread") == 1)
    #expect(snapshot.level(of: "Wheat") == 2)
    #expect(snapshot.level(of: "Milk") == NSNotFound)
    #expect(snapshot.parent(of: "Rye") == "Bread")
    #expect(snapshot.parent(of: "Food") == nil)
    #expect(snapshot.index(of: "Drinks") == 5)
    #expect(snapshot.index(of: "Milk") == nil)
    #expect(snapshot.contains("Tea") && !snapshot.contains("Milk"))
  }

  @Test("LS6: only root items are visible until their parents expand; expansion needs no children")
  func expansion() {
    var snapshot = pantry()
    #expect(snapshot.visibleItems == ["Food", "Drinks", "Salt"])
    #expect(!snapshot.isVisible("Apple"))
    snapshot.expand(["Food"])
    #expect(snapshot.visibleItems == ["Food", "Apple", "Bread", "Drinks", "Salt"])
    snapshot.expand(["Bread", "Salt", "Milk"])
    #expect(snapshot.isExpanded("Salt") && !snapshot.isExpanded("Milk"))
    #expect(snapshot.isVisible("Rye"))
    snapshot.collapse(["Food"])
    #expect(!snapshot.isVisible("Rye"))
    #expect(snapshot.isExpanded("Bread"))
    #expect(snapshot.visibleItems == ["Food", "Drinks", "Salt"])
    snapshot.expand(["Food"])
    #expect(snapshot.visibleItems.count == 7)
  }

  @Test("LS6: inserting before an item puts the new items at its level, just before it")
  func insertBefore() {
    var snapshot = pantry()
    snapshot.insert(["Cheese"], before: "Bread")
    #expect(snapshot.parent(of: "Cheese") == "Food")
    #expect(snapshot.items.prefix(4) == ["Food", "Apple", "Cheese", "Bread"])
    snapshot.insert(["Oil"], before: "Food")
    #expect(snapshot.rootItems == ["Oil", "Food", "Drinks", "Salt"])
  }

  @Test("LS6: inserting after an item puts the new items after its children, at its level")
  func insertAfter() {
    var snapshot = pantry()
    snapshot.insert(["Cake"], after: "Bread")
    #expect(snapshot.level(of: "Cake") == 1)
    #expect(snapshot.items.prefix(6) == ["Food", "Apple", "Bread", "Rye", "Wheat", "Cake"])
    snapshot.insert(["Fruit"], after: "Food")
    #expect(snapshot.rootItems == ["Food", "Fruit", "Drinks", "Salt"])
  }

  @Test("LS6: deleting an item deletes its children; deleting all empties the snapshot")
  func deletion() {
    var snapshot = pantry()
    snapshot.expand(["Bread"])
    snapshot.delete(["Bread", "Milk"])
    #expect(snapshot.items == ["Food", "Apple", "Drinks", "Tea", "Salt"])
    #expect(!snapshot.contains("Rye") && !snapshot.isExpanded("Bread"))
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
  }

  @Test("LS6: a parent's snapshot starts at level 0, with or without the parent")
  func subtreeSnapshot() {
    var snapshot = pantry()
    snapshot.expand(["Bread"])
    let children = snapshot.snapshot(of: "Food")
    #expect(children.rootItems == ["Apple", "Bread"])
    #expect(children.items == ["Apple", "Bread", "Rye", "Wheat"])
    #expect(children.level(of: "Rye") == 1)
    #expect(children.isExpanded("Bread"))
    let withParent = snapshot.snapshot(of: "Bread", includingParent: true)
    #expect(withParent.rootItems == ["Bread"])
    #expect(withParent.visibleItems == ["Bread", "Rye", "Wheat"])
    #expect(snapshot.snapshot(of: "Salt").items.isEmpty)
  }

  @Test("LS6: replacing a parent's children puts a snapshot's trees under it")
  func replaceChildren() {
    var snapshot = pantry()
    var drinks = NSDiffableDataSourceSectionSnapshot<String>()
    drinks.append(["Coffee", "Juice"])
    drinks.append(["Orange"], to: "Juice")
    snapshot.replace(childrenOf: "Drinks", using: drinks)
    #expect(!snapshot.contains("Tea"))
    #expect(snapshot.snapshot(of: "Drinks").items == ["Coffee", "Juice", "Orange"])
    #expect(snapshot.level(of: "Orange") == 2)
  }

  @Test("LS6: inserting a snapshot after an item puts its trees after the item's children")
  func insertSnapshot() {
    var snapshot = pantry()
    var sweets = NSDiffableDataSourceSectionSnapshot<String>()
    sweets.append(["Sweets"])
    sweets.append(["Honey"], to: "Sweets")
    sweets.expand(["Sweets"])
    snapshot.insert(sweets, after: "Food")
    #expect(snapshot.rootItems == ["Food", "Sweets", "Drinks", "Salt"])
    #expect(snapshot.visibleItems == ["Food", "Sweets", "Honey", "Drinks", "Salt"])
    snapshot.insert(sweets.snapshot(of: "Sweets"), before: "Tea")
    #expect(snapshot.parent(of: "Honey") == "Drinks")
  }

  @Test("LS6: appending an item already in the snapshot moves it with its children")
  func appendMoves() {
    var snapshot = pantry()
    snapshot.append(["Bread"], to: "Drinks")
    #expect(snapshot.snapshot(of: "Food").items == ["Apple"])
    #expect(snapshot.snapshot(of: "Drinks").items == ["Tea", "Bread", "Rye", "Wheat"])
    #expect(snapshot.level(of: "Wheat") == 2)
  }

  @Test("LS6: the visual description marks visible, expanded and collapsed items by level")
  func visualDescription() {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["Food", "Salt"])
    snapshot.append(["Apple"], to: "Food")
    #expect(snapshot.visualDescription() == "*- Food\n   - Apple\n*- Salt")
    snapshot.expand(["Food"])
    #expect(snapshot.visualDescription() == "*+ Food\n  *- Apple\n*- Salt")
  }

  @Test("LS6: appending to a parent the snapshot does not have stops, as in UIKit")
  func missingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
      snapshot.append(["Apple"], to: "Food")
    }
    #expect(
      standardErrorText(result).contains(
        "NSInternalInconsistencyException: Invalid parent item identifier specified"))
  }
}
