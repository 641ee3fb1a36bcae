import Foundation
import Testing
import TextLayout
import UIGeometry

@testable import HeadlessUIKit
@testable import Raster
@testable import ViewRendering

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG text of display lists.
@MainActor
@Suite struct SVGWriterTests {
  @Test("R29: numbers print with at most 3 decimals, no trailing zeros and no negative zero")
  func numbers() {
    #expect(SVGNumber.format(12.0) == "12")
    #expect(SVGNumber.format(1.5) == "1.5")
    #expect(SVGNumber.format(-1.0 / 3) == "-0.333")
    #expect(SVGNumber.format(2.0 / 3) == "0.667")
    #expect(SVGNumber.format(0.0405) == "0.041")
    #expect(SVGNumber.format(0.004) == "0.004")
    #expect(SVGNumber.format(-0.0001) == "0")
    #expect(SVGNumber.format(1e-17) == "0")
    #expect(SVGNumber.format(1234567.25) == "1234567.25")
    #expect(SVGNumber.format(Double.nan) == "0")
  }

  @Test("R29: XML special characters are escaped and control characters dropped")
  func escaping() {
    #expect(
      SVGEscaping.escape(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    #expect(SVGEscaping.escape("tab\there\u{1}") == "tab\there")
  }

  @Test("R29: golden SVG of a small display list")
  func golden() throws {
    let font = try Font.system(size: 12)
    let child = DisplayGroup(
      name: "UILabel", frame: CGRect(x: 10, y: 5, width: 60, height: 20.5),
      transform: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 70.25, ty: 5), opacity: 0.5,
      clip: .roundedRect(CGRect(x: 0, y: 0, width: 60, height: 20.5), cornerRadius: 4),
      items: [
        .fill(
          .rect(CGRect(x: 0, y: 0, width: 60, height: 20.5)), RenderColor(red: 1, green: 1, blue: 1)
        ),
        .text(
          RenderText(
            text: "A<B>", font: font, origin: CGPoint(x: 1.5, y: 14.123456),
            color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.75))),
      ])
    let image = DisplayGroup(
      name: "UIImageView", frame: CGRect(x: 0, y: 30, width: 10, height: 10),
      transform: CGAffineTransform(translationX: 0, y: 30), opacity: 1,
      clip: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
      items: [
        .image(
          CGRect(x: 0, y: 2.5, width: 10, height: 5), RenderColor(red: 0.5, green: 0.5, blue: 0.5))
      ])
    let root = DisplayGroup(
      name: "UIView", frame: CGRect(x: 0, y: 0, width: 100, height: 50), transform: .identity,
      opacity: 1, clip: nil,
      items: [
        .fill(
          .roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 30),
          RenderColor(red: 0, green: 122 / 255, blue: 1)),
        .group(child),
        .group(image),
        .border(
          .roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 6), width: 2,
          RenderColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
      ])
    let svg = SVGWriter.svg(for: DisplayList(size: CGSize(width: 100, height: 50), root: root))
    let family = font.familyName
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="50" viewBox="0 0 100 50">
        <defs>
          <clipPath id="clip1"><rect x="0" y="0" width="60" height="20.5" rx="4"/></clipPath>
          <clipPath id="clip2"><rect x="0" y="0" width="10" height="10"/></clipPath>
        </defs>
        <g data-class="UIView" data-frame="0 0 100 50" transform="matrix(1 0 0 1 0 0)" opacity="1">
          <rect x="0" y="0" width="100" height="50" rx="25" fill="rgb(0,122,255)"/>
          <g data-class="UILabel" data-frame="10 5 60 20.5" transform="matrix(0 1 -1 0 70.25 5)" opacity="0.5" clip-path="url(#clip1)">
            <rect x="0" y="0" width="60" height="20.5" fill="rgb(255,255,255)"/>
            <text x="1.5" y="14.123" font-family="\(family)" font-size="12" fill="rgb(0,0,0)" fill-opacity="0.75" xml:space="preserve">A&lt;B&gt;</text>
          </g>
          <g data-class="UIImageView" data-frame="0 30 10 10" transform="matrix(1 0 0 1 0 30)" opacity="1" clip-path="url(#clip2)">
            <rect x="0" y="2.5" width="10" height="5" fill="rgb(128,128,128)"/>
          </g>
          <rect x="1" y="1" width="98" height="48" rx="5" fill="none" stroke="rgb(255,0,0)" stroke-width="2" stroke-opacity="0.5"/>
        </g>
      </svg>

      """
    #expect(svg == expected)
  }

  @Test("R29: a border at least half as wide as the shape fills it; empty groups self-close")
  func wideBorderAndEmptyGroup() {
    let root = DisplayGroup(
      name: "UIView", frame: CGRect(x: 0, y: 0, width: 10, height: 4), transform: .identity,
      opacity: 0, clip: nil,
      items: [
        .border(
          .rect(CGRect(x: 0, y: 0, width: 10, height: 4)), width: 2,
          RenderColor(red: 0, green: 0, blue: 0)),
        .group(
          DisplayGroup(
            name: "A&B", frame: .zero, transform: .identity, opacity: 1, clip: nil, items: [])),
      ])
    let svg = SVGWriter.svg(for: DisplayList(size: CGSize(width: 10, height: 4), root: root))
    #expect(svg.contains(#"<rect x="0" y="0" width="10" height="4" fill="rgb(0,0,0)"/>"#))
    #expect(
      svg.contains(
        #"<g data-class="A&amp;B" data-frame="0 0 0 0" transform="matrix(1 0 0 1 0 0)" opacity="1"/>"#
      ))
    #expect(!svg.contains("<defs>"))
  }

  @Test("R29: label text with <&>\"' is escaped in the SVG of a view tree")
  func labelEscaping() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    label.text = #"<&>"'"#
    let svg = SVGWriter.svg(for: DisplayList(rendering: label))
    #expect(svg.contains(#"xml:space="preserve">&lt;&amp;&gt;&quot;&apos;</text>"#))
    #expect(!svg.contains(#"<&>"#))
  }

  @Test("R29: the same tree gives the same SVG, built twice and written twice")
  func determinism() {
    func tree() -> UIView {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      root.backgroundColor = .systemBackground
      let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
      card.transform = CGAffineTransform(rotationAngle: 0.3)
      card.layer.cornerRadius = 12
      card.clipsToBounds = true
      card.layer.borderWidth = 1
      let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 40))
      label.numberOfLines = 0
      label.text = "Two lines of wrapped text"
      card.addSubview(label)
      root.addSubview(card)
      return root
    }
    let first = DisplayList(rendering: tree())
    let second = DisplayList(rendering: tree())
    #expect(first == second)
    #expect(SVGWriter.svg(for: first) == SVGWriter.svg(for: second))
    #expect(SVGWriter.svg(for: first) == SVGWriter.svg(for: first))
  }

  @Test("R29: the SVG of a window's tree is well-formed XML with one <g> per visible view")
  func windowTreeIsWellFormed() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    label.text = #"Fish & "chips" <today>"#
    label.layer.cornerRadius = 4
    label.clipsToBounds = true
    controller.view.addSubview(label)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    controller.view.addSubview(hidden)
    window.layoutIfNeeded()

    let list = DisplayList(rendering: window)
    #expect(list.size == CGSize(width: 390, height: 844))
    #expect(list.root.name == "UIWindow")
    let svg = SVGWriter.svg(for: list)
    let counter = ElementCounter()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = counter
    #expect(parser.parse())
    // The window, the controller's view and the label; the hidden view is left out.
    #expect(counter.counts["g"] == 3)
    #expect(counter.counts["clipPath"] == 1)
    #expect(counter.counts["text"] == 1)
    #expect(counter.text == #"Fish & "chips" <today>"#)
  }
}

/// Counts the elements of an XML document and collects the character data of `<text>`.
private final class ElementCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]
  var text = ""
  private var inText = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
    inText = elementName == "text"
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    inText = false
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { text += string }
  }
}
