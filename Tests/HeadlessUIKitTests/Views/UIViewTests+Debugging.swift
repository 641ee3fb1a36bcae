import Foundation
import HeadlessUIKit
import Testing

/// UIKit's one-line view description and HeadlessUIKit's stable tree dump.
@MainActor
@Suite struct UIViewDebuggingTests {
  /// An object's address as UIKit prints it: `0x` and lower-case hexadecimal.
  private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }

  /// The description UIKit gives a view with the given middle parts:
  /// `<UIView: 0x…; frame = (…); …; layer = <CALayer: 0x…>>`.
  private func expectedDescription(of view: UIView, _ parts: [String]) -> String {
    let all = parts + ["layer = <CALayer: \(address(view.layer))>"]
    return "<\(type(of: view)): \(address(view)); \(all.joined(separator: "; "))>"
  }

  @Test func plainViewDescriptionHasFrameAndLayer() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      view.description
        == "<UIView: \(address(view)); frame = (0 0; 100 100); layer = <CALayer: \(address(view.layer))>>"
    )
    #expect(view.debugDescription == view.description)
    #expect(address(view) != address(view.layer))
  }

  @Test func fractionalAndNegativeFrameNumbers() {
    let view = UIView(frame: CGRect(x: -20.5, y: 0.25, width: 12.125, height: 1))
    #expect(view.description == expectedDescription(of: view, ["frame = (-20.5 0.25; 12.125 1)"]))
  }

  // The frame printed under a transform is the bounding box: 100×100 about (50, 50) scaled by
  // 0.5 covers (25, 25, 50, 50).
  @Test func transformPart() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(
      view.description
        == expectedDescription(
          of: view, ["frame = (25 25; 50 50)", "transform = [0.5, 0, 0, 0.5, 0, 0]"]))
  }

  @Test func alphaPart() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.alpha = 0.5
    #expect(
      view.description == expectedDescription(of: view, ["frame = (0 0; 100 100)", "alpha = 0.5"]))
  }

  @Test func hiddenPart() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.isHidden = true
    #expect(
      view.description == expectedDescription(of: view, ["frame = (0 0; 100 100)", "hidden = YES"]))
  }

  // UIKit abbreviates the mask: LM, W, RM, TM, H, BM, joined with "+".
  @Test func autoresizePart() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(
      view.description
        == expectedDescription(of: view, ["frame = (0 0; 100 100)", "autoresize = W+H"]))
    view.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
    #expect(
      view.description
        == expectedDescription(of: view, ["frame = (0 0; 100 100)", "autoresize = RM+BM"]))
    view.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
    #expect(
      view.description
        == expectedDescription(
          of: view, ["frame = (0 0; 100 100)", "autoresize = LM+W+RM+TM+H+BM"]))
  }

  @Test func tagPart() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.tag = 42
    #expect(
      view.description == expectedDescription(of: view, ["frame = (0 0; 100 100)", "tag = 42"]))
  }

  // UIKit's order: frame, transform, alpha, hidden, autoresize, tag, layer.
  @Test func partsAppearInUIKitsOrder() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.tag = 7
    view.autoresizingMask = .flexibleWidth
    view.isHidden = true
    view.alpha = 0.25
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // 100×100 about (50, 50) scaled by 2 covers (−50, −50, 200, 200).
    #expect(
      view.description
        == expectedDescription(
          of: view,
          [
            "frame = (-50 -50; 200 200)", "transform = [2, 0, 0, 2, 0, 0]", "alpha = 0.25",
            "hidden = YES", "autoresize = W", "tag = 7",
          ]))
  }

  @Test func subclassDescriptionNamesTheSubclass() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(window.description.hasPrefix("<UIWindow: \(address(window)); frame = (0 0; 10 20);"))
  }

  // ViewTreeDump's documented format: one line per view, children indented by two spaces, class
  // and frame, then only the non-default parts; numbers with at most three decimals.
  @Test func treeDumpMatchesTheDocumentedFormat() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    // 61/3 = 20.3333… prints as 20.333.
    let line = UIView(frame: CGRect(x: 20, y: 59, width: 353, height: 61.0 / 3.0))
    line.alpha = 0.5
    let second = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
    window.addSubview(content)
    content.addSubview(line)
    content.addSubview(second)

    #expect(
      ViewTreeDump(window).text
        == """
        UIWindow frame=(0 0; 393 852) hidden
          UIView frame=(0 0; 393 852)
            UIView frame=(20 59; 353 20.333) alpha=0.5
            UIView frame=(0 100; 10 10)

        """)
  }

  @Test func treeDumpLineShowsALabelsTextAndFontSize() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(ViewTreeDump.line(for: label) == "UILabel frame=(0 0; 10 20)")
    label.text = "Line one\nline two"
    #expect(
      ViewTreeDump.line(for: label)
        == "UILabel frame=(0 0; 10 20) text=\"Line one\\nline two\" font=17")
    label.text = String(repeating: "x", count: 50)
    label.font = .systemFont(ofSize: 12.5)
    #expect(
      ViewTreeDump.line(for: label)
        == "UILabel frame=(0 0; 10 20) text=\"\(String(repeating: "x", count: 40))…\" font=12.5")
  }

  @Test func treeDumpLineShowsNonDefaultParts() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(ViewTreeDump.line(for: view) == "UIView frame=(1 2; 3 4)")
    view.isHidden = true
    view.clipsToBounds = true
    #expect(ViewTreeDump.line(for: view) == "UIView frame=(1 2; 3 4) hidden clipsToBounds")

    let tagged = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    tagged.tag = 9
    #expect(ViewTreeDump.line(for: tagged).hasSuffix(" tag=9"))

    let shifted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    shifted.bounds.origin = CGPoint(x: 0, y: 5)
    #expect(
      ViewTreeDump.line(for: shifted).hasPrefix("UIView frame=(0 0; 10 10) bounds=(0 5; 10 10)"))

    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(ViewTreeDump.line(for: scaled).hasPrefix("UIView frame=(-5 -5; 20 20) transform="))
  }

  // The dump is stable: it has no addresses, so two equal trees print the same text.
  @Test func treeDumpHasNoAddresses() {
    func makeTree() -> UIView {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      root.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 2.0 / 3.0, height: 2)))
      return root
    }
    let first = ViewTreeDump(makeTree()).text
    #expect(first == ViewTreeDump(makeTree()).text)
    #expect(!first.contains("0x"))
    // 2/3 = 0.6666… rounds to 0.667.
    #expect(first == "UIView frame=(0 0; 50 50)\n  UIView frame=(1 1; 0.667 2)\n")
  }
}

/// The JSON form of ViewTreeDump.
@MainActor
struct ViewTreeDumpJSONTests {
  @Test("The JSON dump nests subviews and lists only non-default parts, keys sorted")
  func json() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 40, height: 20))
    label.text = "Hi \"there\""
    label.isHidden = true
    root.addSubview(label)
    let text = ViewTreeDump(root).json
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["class"] as? String == "UIView")
    #expect(object["frame"] as? [Double] == [0, 0, 100, 50])
    #expect(object["hidden"] == nil)
    let children = try #require(object["subviews"] as? [[String: Any]])
    #expect(children.count == 1)
    #expect(children[0]["class"] as? String == "UILabel")
    #expect(children[0]["frame"] as? [Double] == [5, 6, 40, 20])
    #expect(children[0]["text"] as? String == "Hi \"there\"")
    #expect(children[0]["fontSize"] as? Double == 17)
    #expect(children[0]["hidden"] as? Bool == true)
    // Stable output: keys sorted, so two dumps of the same tree are equal text.
    #expect(text == ViewTreeDump(root).json)
    #expect(
      text.range(of: "\"class\"")?.lowerBound ?? text.endIndex < text.range(of: "\"frame\"")?
        .lowerBound ?? text.startIndex)
  }
}
