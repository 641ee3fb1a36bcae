import Foundation
import HeadlessUIKit
import Testing

/// Where layoutSubviews puts the image view and title label (decision B11).
@MainActor
@Suite struct UIButtonLayoutTests {
  /// A 200×60 button with a 20×20 image and a title, laid out.
  private func button(
    _ horizontal: UIControl.ContentHorizontalAlignment = .center,
    _ vertical: UIControl.ContentVerticalAlignment = .center
  ) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.setImage(ButtonFixtures.image(20, 20), for: .normal)
    button.setTitle("Go", for: .normal)
    button.contentHorizontalAlignment = horizontal
    button.contentVerticalAlignment = vertical
    button.layoutIfNeeded()
    return button
  }

  /// Rounds to the main screen's pixel grid as the button does for origins: to the nearest
  /// pixel, ties (within 1e-4 of a pixel, decision H11) upwards.
  private func pixel(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return ((value * scale) + 0.5 + 1e-4).rounded(.down) / scale
  }

  private var title: CGSize { ButtonFixtures.titleSize("Go") }

  @Test func centeredContentIsOneGroupImageFirst() throws {
    let button = button()
    let group = 20 + title.width
    let imageX = pixel((200 - group) / 2)
    #expect(button.imageView?.frame == CGRect(x: imageX, y: 20, width: 20, height: 20))
    let label = try #require(button.titleLabel)
    // Frames go through the layer's position, so allow for the last bit.
    #expect(abs(label.frame.origin.x - pixel((200 - group) / 2 + 20)) < 1e-9)
    #expect(abs(label.frame.origin.y - pixel((60 - title.height) / 2)) < 1e-9)
    #expect(label.frame.size == title)
    #expect(button.subviews.count == 2)
  }

  @Test func leftAndRightAlignments() throws {
    let left = button(.left)
    #expect(left.imageView?.frame.origin.x == 0)
    #expect(left.titleLabel?.frame.origin.x == 20)
    let right = button(.right)
    #expect(right.titleLabel?.frame.maxX == 200)
    #expect(abs((right.imageView?.frame.origin.x ?? 0) - pixel(200 - 20 - title.width)) < 1e-9)
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    let leading = button(.leading)
    #expect(leading.imageView?.frame.origin.x == 0)
    let rightToLeft = UIButton(type: .system)
    rightToLeft.semanticContentAttribute = .forceRightToLeft
    rightToLeft.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    rightToLeft.setImage(ButtonFixtures.image(20, 20), for: .normal)
    rightToLeft.contentHorizontalAlignment = .leading
    rightToLeft.layoutIfNeeded()
    #expect(rightToLeft.imageView?.frame == CGRect(x: 180, y: 20, width: 20, height: 20))
  }

  @Test func verticalAlignments() {
    #expect(button(.center, .top).imageView?.frame.origin.y == 0)
    #expect(button(.center, .top).titleLabel?.frame.origin.y == 0)
    #expect(button(.center, .bottom).imageView?.frame.origin.y == 40)
    #expect(button(.center, .bottom).titleLabel?.frame.maxY == 60)
    let fill = button(.center, .fill)
    #expect(fill.imageView?.frame.size.height == 60)
    #expect(fill.titleLabel?.frame.size.height == 60)
  }

  @Test func fillGivesTheTitleTheRestOfTheWidth() {
    let fill = button(.fill)
    #expect(fill.imageView?.frame == CGRect(x: 0, y: 20, width: 20, height: 20))
    #expect(fill.titleLabel?.frame.origin.x == 20)
    #expect(fill.titleLabel?.frame.width == 180)
    let imageOnly = UIButton(type: .custom)
    imageOnly.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    imageOnly.setImage(ButtonFixtures.image(20, 20), for: .normal)
    imageOnly.contentHorizontalAlignment = .fill
    imageOnly.contentVerticalAlignment = .fill
    imageOnly.layoutIfNeeded()
    #expect(imageOnly.imageView?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func edgeInsetsMoveEachItem() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.setImage(ButtonFixtures.image(20, 20), for: .normal)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
    // Centered: an item moves by half the difference of its opposite insets.
    button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 20)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 30, y: 15, width: 20, height: 20))
    button.imageEdgeInsets = .zero
    button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 60, y: 10, width: 20, height: 20))
    button.contentHorizontalAlignment = .left
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
  }

  @Test func aLongTitleIsNarrowedToTheRoomLeft() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
    button.setImage(ButtonFixtures.image(20, 20), for: .normal)
    button.setTitle("A title far too long for sixty points", for: .normal)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.origin.x == 0)
    let label = try #require(button.titleLabel)
    #expect(label.frame.origin.x == 20)
    #expect(label.frame.width == 40)
  }

  @Test func removedContentHasAZeroFrame() {
    let button = button()
    button.setImage(nil, for: .normal)
    button.setTitle(nil, for: .normal)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == .zero)
    #expect(button.titleLabel?.frame == .zero)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
  }
}
