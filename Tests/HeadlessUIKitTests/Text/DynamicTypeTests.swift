import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// Text styles, content size categories and UIFontMetrics (spec 12.5–12.8).
@MainActor
struct DynamicTypeTests {
  nonisolated static let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Spec 12.6, typed in from the table (columns xS … AX5).
  nonisolated static let table: [(UIFont.TextStyle, [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
  ]

  @Test("12.6: every text style has the table's size in every category", arguments: table)
  func preferredSizes(style: UIFont.TextStyle, sizes: [CGFloat]) {
    for (category, size) in zip(Self.categories, sizes) {
      let traits = UITraitCollection(preferredContentSizeCategory: category)
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
      #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
      let descriptor = UIFontDescriptor.preferredFontDescriptor(
        withTextStyle: style, compatibleWith: traits)
      #expect(descriptor.pointSize == size)
      #expect(descriptor.fontAttributes[.textStyle] as? String == style.rawValue)
    }
  }

  @Test("12.5: the default sizes, with the headline semibold and the others regular")
  func defaultSizes() {
    let expected: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in expected {
      let font = UIFont.preferredFont(forTextStyle: style)
      #expect(font.pointSize == size)
      #expect(font.fontName == (style == .headline ? "Inter-SemiBold" : "Inter-Regular"))
    }
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
  }

  @Test("12.7: without traits, the current trait collection's category is used")
  func currentTraits() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
      #expect(UIFontMetrics.default.scaledValue(for: 17) == 21)
    }
    let unspecified = UITraitCollection(preferredContentSizeCategory: .unspecified)
    #expect(
      UIFont.preferredFont(forTextStyle: .title1, compatibleWith: unspecified).pointSize == 28)
  }

  @Test("12.8: custom fonts scale by the style's ratio, capped by the maximum (decision L4)")
  func scaledFonts() {
    let custom = UIFont(name: "DejaVuSerif", size: 12) ?? .systemFont(ofSize: 12)
    let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    let body = UIFontMetrics(forTextStyle: .body)
    let scaled = body.scaledFont(for: custom, compatibleWith: extraLarge)
    #expect(scaled.fontName == "DejaVuSerif")
    #expect(isClose(scaled.pointSize, 12 * 19 / 17))
    let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(
      body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
    #expect(isClose(body.scaledFont(for: custom, compatibleWith: huge).pointSize, 12 * 53 / 17))
    let title = UIFontMetrics(forTextStyle: .largeTitle)
    #expect(
      isClose(
        title.scaledFont(
          for: custom, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)
        ).pointSize, 12 * 31 / 34))
    #expect(body.scaledFont(for: custom).pointSize == 12)
  }

  @Test("12.8: scaledValue follows the style's ratio")
  func scaledValues() {
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(
      isClose(
        UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 26, compatibleWith: small), 24))
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    #expect(UIFontMetrics(forTextStyle: .title2).scaledValue(for: 44, compatibleWith: large) == 44)
  }

  @Test("A text-style font comes back as that style's font for the traits (decision L4)")
  func textStyleFontThroughMetrics() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let result = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(
      for: body, compatibleWith: traits)
    #expect(result.pointSize == 23)
  }

  @Test("12.8: scaling a font that UIFontMetrics scaled stops with UIKit's exception")
  func scalingTwiceStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let once = metrics.scaledFont(for: .systemFont(ofSize: 12))
        _ = metrics.scaledFont(for: once)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "NSInternalInconsistencyException: A scaled font returned by UIFontMetrics should not "
          + "be used to create another scaled font."))
  }
}

/// The HIG minimums (spec 12.9) and the label's line-break defaults (spec 12.2).
@MainActor
struct TextDefaultsTests {
  @Test("12.9: the default text size is 17 points and no style goes below 11 points")
  func minimums() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UILabel().font.pointSize == 17)
    for category in DynamicTypeTests.categories {
      let traits = UITraitCollection(preferredContentSizeCategory: category)
      for (style, _) in DynamicTypeTests.table {
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize >= 11)
      }
    }
  }

  @Test("12.2: tail truncation applies to single-line and to multi-line text")
  func lineBreakModeAppliesToEveryLine() {
    let text = "The quick brown fox jumps over the lazy dog"
    let single = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    single.text = text
    #expect(single.drawingLayout(in: single.bounds).layout.lines.map(\.text) == ["The quick…"])
    let double = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
    double.numberOfLines = 2
    double.text = text
    let lines = double.drawingLayout(in: double.bounds).layout.lines.map(\.text)
    #expect(lines.count == 2)
    #expect(lines[0] == "The quick brown")
    #expect(lines[1].hasSuffix("…"))
    double.lineBreakMode = .byTruncatingHead
    #expect(double.drawingLayout(in: double.bounds).layout.lines[1].text.hasPrefix("…"))
  }
}
