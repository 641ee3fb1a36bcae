import Testing
import UIGeometry

/// `UIEdgeInsets`, `NSDirectionalEdgeInsets`, `UIOffset` and `CGRect.inset(by:)`.
@Suite struct UIEdgeInsetsTests {
  @Test func zeroAndDefaultInsetsAreAllZero() {
    #expect(UIEdgeInsets() == .zero)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(NSDirectionalEdgeInsets() == .zero)
    #expect(
      NSDirectionalEdgeInsets.zero
        == NSDirectionalEdgeInsets(
          top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(UIOffset() == .zero)
    #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
  }

  @Test func insetsCompareFieldByField() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func insettingMovesOriginByLeadingEdgesAndShrinksBySums() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: -20, right: -20)
    #expect(fields(rect.inset(by: insets)) == [10, 10, 110, 60])
  }

  @Test func insettingByZeroLeavesTheRectUnchanged() {
    let rect = CGRect(x: 3, y: 4, width: 5, height: 6)
    #expect(fields(rect.inset(by: .zero)) == fields(rect))
  }

  @Test func overInsettingGivesNegativeSizeNotNull() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let squeezed = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(!squeezed.isNull)
    #expect(fields(squeezed) == [8, 0, -6, 10])
  }

  @Test func insettingDoesNotStandardizeFirst() {
    let flipped = CGRect(x: 10, y: 10, width: -5, height: -5)
    let result = flipped.inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    #expect(fields(result) == [11, 11, -7, -7])
  }

  @Test func directionalInsetsMapLeadingToLeftInLeftToRight() {
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let physical = UIEdgeInsets(directional, isRightToLeft: false)
    #expect(physical == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(NSDirectionalEdgeInsets(physical, isRightToLeft: false) == directional)
  }

  @Test func directionalInsetsMapLeadingToRightInRightToLeft() {
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let physical = UIEdgeInsets(directional, isRightToLeft: true)
    #expect(physical == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(NSDirectionalEdgeInsets(physical, isRightToLeft: true) == directional)
  }
}

/// `UIRectEdge` and `NSDirectionalRectEdge` option sets.
@Suite struct RectEdgeTests {
  @Test func physicalEdgesUseUIKitRawValues() {
    let raw = [UIRectEdge.top, .left, .bottom, .right].map(\.rawValue)
    #expect(raw == [1, 2, 4, 8])
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
  }

  @Test func directionalEdgesUseUIKitRawValues() {
    let raw = [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].map(\.rawValue)
    #expect(raw == [1, 2, 4, 8])
    #expect(NSDirectionalRectEdge.all.rawValue == 15)
  }

  @Test func emptySetIsWrittenAsEmptyLiteral() {
    let none: UIRectEdge = []
    #expect(none.rawValue == 0)
    #expect(!UIRectEdge.all.subtracting([.left, .right]).contains(.left))
    #expect(UIRectEdge.all.subtracting([.left, .right]) == [.top, .bottom])
  }
}
