import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Buttons with an Interface Builder configuration load with that configuration (BC11).
///
/// The elements are spelled as Xcode writes them (compare the shared corpus's
/// lnpopup-music, nnw-main and sentry-iosswift-main documents).
@MainActor
@Suite struct ButtonConfigurationNibTests {
  /// The first top-level object of a xib with one button.
  private func button(_ contents: String, attributes: String = "") throws -> UIButton {
    let data = TestDocuments.xibData(
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
      contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
      \(attributes) id="b1">
        <rect key="frame" x="0.0" y="0.0" width="166" height="46"/>
        <state key="normal" title="Button"/>
        \(contents)
      </button>
      """)
    let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
    return try #require(objects.first as? UIButton)
  }

  @Test("BC11: style, title, symbol image, placement and padding come from the document")
  func filledWithImage() throws {
    let button = try button(
      """
      <buttonConfiguration key="configuration" style="filled" image="play.fill" \
      catalog="system" imagePlacement="leading" title="Play" imagePadding="8">
        <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="medium"/>
      </buttonConfiguration>
      """)
    let config = try #require(button.configuration)
    #expect(config.title == "Play")
    #expect(config.imagePadding == 8 && config.imagePlacement == .leading)
    #expect(config.image?.isSymbolImage == true)
    #expect(
      config.preferredSymbolConfigurationForImage?.isEqual(
        to: UIImage.SymbolConfiguration(scale: .medium)) == true)
    #expect(!config.automaticallyUpdateForSelection)
    button.layoutIfNeeded()
    // The configuration's title shows, not the per-state "Button" the document also stores.
    #expect(button.titleLabel?.text == "Play")
  }

  @Test("BC11: a title font, base colour, size, corner style and insets come from the document")
  func fontColourAndSize() throws {
    let button = try button(
      """
      <buttonConfiguration key="configuration" style="gray" title="Small" \
      buttonSize="small" cornerStyle="capsule" titleAlignment="center">
        <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
        <color key="baseForegroundColor" systemColor="labelColor"/>
        <directionalEdgeInsets key="contentInsets" top="1" leading="2" bottom="3" trailing="4"/>
      </buttonConfiguration>
      """)
    let config = try #require(button.configuration)
    #expect(config.buttonSize == .small && config.cornerStyle == .capsule)
    #expect(config.titleAlignment == .center)
    #expect(config.baseForegroundColor == .label)
    #expect(
      config.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    button.layoutIfNeeded()
    #expect(button.titleLabel?.font == .systemFont(ofSize: 12))
    let label = UILabel()
    label.font = .systemFont(ofSize: 12)
    label.text = "Small"
    let text = label.intrinsicContentSize
    #expect(button.intrinsicContentSize == CGSize(width: text.width + 6, height: text.height + 4))
  }

  @Test("HK3: a symbol scale the loader does not know is a warning naming the document and line")
  func unknownSymbolScale() throws {
    var loaded: UIButton?
    let log = try Diagnostics.capture {
      loaded = try button(
        """
        <buttonConfiguration key="configuration" style="plain" title="Play">
          <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="huge"/>
        </buttonConfiguration>
        """)
    }
    let config = try #require(loaded?.configuration)
    #expect(config.preferredSymbolConfigurationForImage?.isEqual(to: .unspecified) == true)
    // Data without a file name is named `<nib data>`; line 5 is the button's element.
    #expect(log == ["[Storyboard] <nib data>:5: unknown scale 'huge' ignored"])
  }
}
