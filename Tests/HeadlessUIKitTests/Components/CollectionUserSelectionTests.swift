import HeadlessUIKit
import Testing

/// A 110 × 100 flow layout collection view of ten items (two 50-point items a line, lines 60
/// points apart) in a window, with a recording delegate.
@MainActor
private func tappableGrid() -> (UIWindow, UICollectionView, RecordingCollectionDelegate) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let collection = makeCollection(
    ItemsDataSource(items: [10]), size: CGSize(width: 110, height: 100))
  let delegate = RecordingCollectionDelegate()
  retainedSources.append(delegate)
  collection.delegate = delegate
  window.addSubview(collection)
  window.makeKeyAndVisible()
  collection.layoutIfNeeded()
  return (window, collection, delegate)
}

/// The centre of an item in window coordinates (the collection view sits at the origin, not
/// scrolled).
@MainActor
private func center(of item: Int) -> CGPoint {
  CGPoint(x: item % 2 == 0 ? 25 : 85, y: CGFloat(item / 2) * 60 + 25)
}

/// The sequence a tap that selects an item produces, before any deselection.
private func tapped(_ item: Int) -> [String] {
  ["shouldHighlight", "didHighlight", "didUnhighlight", "shouldSelect"].map { "\($0) 0-\(item)" }
}

/// Selecting items by tapping them, and in code, with the delegate's answers (decision LS5).
@MainActor
@Suite struct CollectionUserSelectionTests {
  @Test("LS5: the selection properties have UIKit's defaults")
  func defaults() {
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(collection.allowsSelection && !collection.allowsMultipleSelection)
    #expect(!collection.allowsSelectionDuringEditing)
    #expect(!collection.allowsMultipleSelectionDuringEditing)
    #expect(!collection.selectionFollowsFocus && !collection.isEditing)
    #expect(collection.prefetchDataSource == nil)
  }

  @Test("LS5: a tap highlights, unhighlights, asks, selects the item and tells the delegate")
  func tapSelects() throws {
    let (window, collection, delegate) = tappableGrid()
    window.headlessTap(at: center(of: 1))
    #expect(delegate.log == tapped(1) + ["didSelect 0-1"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.isSelected && !cell.isHighlighted)
    #expect(cell.configurationState.isSelected)
  }

  @Test("LS5: in single selection, tapping another item deselects the first, telling the delegate")
  func singleSelectionMoves() {
    let (window, collection, delegate) = tappableGrid()
    window.headlessTap(at: center(of: 1))
    delegate.log = []
    window.headlessTap(at: center(of: 2))
    #expect(delegate.log == tapped(2) + ["didDeselect 0-1", "didSelect 0-2"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test("LS5: with multiple selection, tapping a selected item asks and deselects it")
  func multipleSelectionToggles() {
    let (window, collection, delegate) = tappableGrid()
    collection.allowsMultipleSelection = true
    window.headlessTap(at: center(of: 0))
    window.headlessTap(at: center(of: 3))
    #expect(collection.indexPathsForSelectedItems?.count == 2)
    delegate.log = []
    window.headlessTap(at: center(of: 0))
    #expect(
      delegate.log == [
        "shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0", "shouldDeselect 0-0",
        "didDeselect 0-0",
      ])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    delegate.shouldDeselect = { _ in false }
    delegate.log = []
    window.headlessTap(at: center(of: 3))
    #expect(delegate.log.last == "shouldDeselect 0-3")
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test("LS5: an item the delegate will not highlight is neither highlighted nor selected")
  func refusedHighlight() {
    let (window, collection, delegate) = tappableGrid()
    delegate.shouldHighlight = { _ in false }
    window.headlessTap(at: center(of: 0))
    #expect(delegate.log == ["shouldHighlight 0-0"])
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test("LS5: an item the delegate will not select stays unselected and the selection stays")
  func refusedSelection() {
    let (window, collection, delegate) = tappableGrid()
    window.headlessTap(at: center(of: 0))
    delegate.shouldSelect = { $0.item != 2 }
    delegate.log = []
    window.headlessTap(at: center(of: 2))
    #expect(delegate.log == tapped(2))
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("LS5: a touch that leaves its item only highlights and unhighlights it")
  func dragAway() {
    let (window, collection, delegate) = tappableGrid()
    collection.delaysContentTouches = false
    let touches = window.headlessTouchDown(at: [center(of: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
    window.headlessMoveTouches(touches, to: [CGPoint(x: 85, y: 85)])
    window.headlessLiftTouches(touches)
    #expect(delegate.log == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0"])
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test("LS5: selecting and deselecting in code tells the delegate nothing")
  func codeSelectionIsSilent() {
    let (_, collection, delegate) = tappableGrid()
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: true, scrollPosition: [])
    collection.selectItem(at: IndexPath(item: 2, section: 0), animated: true, scrollPosition: [])
    collection.deselectItem(at: IndexPath(item: 2, section: 0), animated: true)
    #expect(delegate.log.isEmpty)
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test("LS5: nothing is selected by taps while selection is off")
  func selectionOff() {
    let (window, collection, delegate) = tappableGrid()
    collection.allowsSelection = false
    window.headlessTap(at: center(of: 0))
    #expect(delegate.log.isEmpty)
    #expect(collection.indexPathsForSelectedItems == [])
  }

  @Test("LS5: while editing, taps select only when selection during editing is allowed")
  func editing() throws {
    let (window, collection, delegate) = tappableGrid()
    collection.isEditing = true
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.configurationState.isEditing)
    window.headlessTap(at: center(of: 0))
    #expect(delegate.log.isEmpty)
    collection.allowsMultipleSelectionDuringEditing = true
    window.headlessTap(at: center(of: 0))
    window.headlessTap(at: center(of: 1))
    #expect(collection.indexPathsForSelectedItems?.count == 2)
    collection.isEditing = false
    #expect(!cell.configurationState.isEditing)
  }
}
