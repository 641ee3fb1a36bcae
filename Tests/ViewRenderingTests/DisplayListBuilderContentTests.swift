import Foundation
import HeadlessUIKitTestSupport
import Testing
import TextLayout
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

/// What labels and image views draw inside their groups.
@MainActor
@Suite(.dejaVuSystemFace) struct DisplayListBuilderContentTests {
  /// The text items of a view's group.
  private func texts(_ view: UIView) -> [RenderText] {
    DisplayList(rendering: view).root.items.compactMap { item in
      if case .text(let text) = item { return text }
      return nil
    }
  }

  /// An image of a size in points whose pixels are not known (read from a PNG header).
  private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) }
    }
    let header: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
      + bigEndian(Int(width)) + bigEndian(Int(height)) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return UIImage(data: Data(header)) ?? UIImage()
  }

  /// DejaVu Sans (the system font stand-in) at 17 pt: ascender 1901 and descender −483 of
  /// 2048 units, so the baseline is 15.7798 below a line's top and lines are 19.789 apart.
  private let ascent = 1901.0 / 2048 * 17
  private let lineHeight = (1901.0 + 483) / 2048 * 17

  @Test("12.1, R24: a one-line label's text block is centred vertically, baseline at its ascent")
  func oneLineLabel() throws {
    let label = UILabel(frame: CGRect(x: 30, y: 40, width: 200, height: 60))
    label.text = "Hello"
    let lines = texts(label)
    try #require(lines.count == 1)
    // The block is 20 pt (19.789 rounded up to the 3x grid of the main screen): top at 20.
    #expect(lines[0].text == "Hello")
    #expect(lines[0].origin == CGPoint(x: 0, y: 20 + ascent))
    #expect(lines[0].origin.y == 35.77978515625)
    #expect(lines[0].font.pointSize == 17)
    #expect(lines[0].font.familyName == "DejaVu Sans")
    #expect(lines[0].color == RenderColor(red: 0, green: 0, blue: 0))
  }

  @Test("12.1, R24: a centred two-line label: each line centred, baselines one line apart")
  func twoLineLabel() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
    label.numberOfLines = 0
    label.textAlignment = .center
    label.text = "Hello wide"
    let lines = texts(label)
    try #require(lines.count == 2)
    #expect(lines.map(\.text) == ["Hello", "wide"])
    // Two lines are 39.578 tall, 39.667 on the 3x grid: the block's top is at 30.1667.
    let top = (100 - 119.0 / 3) / 2
    #expect(abs(lines[0].origin.y - (top + ascent)) < 1e-9)
    #expect(abs(lines[1].origin.y - (top + ascent + lineHeight)) < 1e-9)
    #expect(abs(lines[0].origin.y - 45.94645182291667) < 1e-9)
    // Centred: (80 − 43.089) / 2 and (80 − 39.877) / 2.
    #expect(lines[0].origin.x == 18.455322265625)
    #expect(lines[1].origin.x == 20.0615234375)
  }

  @Test("12.1, R24: a label too short for its lines keeps those that fit, the last truncated")
  func tooShortLabel() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    label.numberOfLines = 0
    label.text = "Hello wide world"
    let lines = texts(label)
    #expect(lines.map(\.text) == ["Hello w…"])
    // One 20 pt line centred in 30 pt: top at 5.
    #expect(lines.map(\.origin) == [CGPoint(x: 0, y: 5 + ascent)])
  }

  @Test("R24: right-aligned text ends at the bounds' right edge; shrunk text uses a smaller font")
  func alignmentAndShrinking() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.textAlignment = .right
    label.text = "Hello"
    let right = try #require(texts(label).first)
    #expect(right.origin.x == 200 - 43.08935546875)
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.textAlignment = .left
    label.frame.size.width = 30
    let shrunk = try #require(texts(label).first)
    #expect(shrunk.text == "Hello")
    #expect(shrunk.font.pointSize < 17 && shrunk.font.pointSize >= 8.5)
    #expect(shrunk.origin.x == 0)
  }

  @Test("R26: text colour resolves per appearance; highlighted and disabled colours")
  func labelColours() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Hi"
    label.traitOverrides.userInterfaceStyle = .dark
    #expect(try #require(texts(label).first).color == RenderColor(red: 1, green: 1, blue: 1))
    label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.8)
    label.highlightedTextColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    label.isHighlighted = true
    #expect(try #require(texts(label).first).color == RenderColor(red: 0, green: 0, blue: 1))
    label.isHighlighted = false
    label.isEnabled = false
    let dimmed = try #require(texts(label).first).color
    #expect(dimmed.red == 1 && dimmed.green == 0 && abs(dimmed.alpha - 0.4) < 1e-6)
  }

  @Test("R27, R28: image views draw their image's rectangle for the content mode")
  func imageRects() {
    let view = UIImageView(image: image(100, 50))
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let placeholder = RenderColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    let expected: [(UIView.ContentMode, CGRect)] = [
      (.scaleToFill, CGRect(x: 0, y: 0, width: 200, height: 200)),
      (.scaleAspectFit, CGRect(x: 0, y: 50, width: 200, height: 100)),
      (.scaleAspectFill, CGRect(x: -100, y: 0, width: 400, height: 200)),
      (.center, CGRect(x: 50, y: 75, width: 100, height: 50)),
      (.top, CGRect(x: 50, y: 0, width: 100, height: 50)),
      (.bottomRight, CGRect(x: 100, y: 150, width: 100, height: 50)),
      (.left, CGRect(x: 0, y: 75, width: 100, height: 50)),
    ]
    for (mode, rect) in expected {
      view.contentMode = mode
      #expect(DisplayList(rendering: view).root.items == [.image(rect, placeholder)], "\(mode)")
    }
    view.traitOverrides.userInterfaceStyle = .dark
    view.contentMode = .scaleAspectFit
    #expect(
      DisplayList(rendering: view).root.items == [
        .image(
          CGRect(x: 0, y: 50, width: 200, height: 100),
          RenderColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255))
      ])
    view.image = nil
    #expect(DisplayList(rendering: view).root.items.isEmpty)
  }

  @Test("R23, R24: a label's text lies between its background and its border")
  func labelItemOrder() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Hi"
    label.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    label.layer.borderWidth = 1
    let items = DisplayList(rendering: label).root.items
    try #require(items.count == 3)
    guard case .fill = items[0], case .text = items[1], case .border = items[2] else {
      Issue.record("unexpected order: \(items)")
      return
    }
  }

  @Test("R23: a button draws through its subviews: the title label's group holds the title")
  func buttonTitle() throws {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    button.layoutIfNeeded()
    let list = DisplayList(rendering: button)
    let groups = list.root.items.compactMap { item -> DisplayGroup? in
      if case .group(let group) = item { return group }
      return nil
    }
    let title = try #require(groups.first { $0.name == "UIButtonLabel" })
    #expect(title.frame == button.titleLabel?.frame)
    let text = title.items.compactMap { item -> RenderText? in
      if case .text(let text) = item { return text }
      return nil
    }
    #expect(text.map(\.text) == ["Go"])
    #expect(text.first?.color == RenderColor(red: 0, green: 122.0 / 255, blue: 1))
    #expect(text.first?.font.pointSize == 15)
  }
}
