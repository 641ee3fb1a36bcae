// swift-format-ignore-file: NoPlaygroundLiterals

// These tests are about the literals themselves.
import Foundation
import HeadlessUIKit
import Testing

/// An app's colour subclass that inherits every initializer: literals can make it.
final class InheritingColor: UIColor, @unchecked Sendable {}

/// An app's colour subclass with its own designated initializer.
///
/// Swift then asks it for the required literal initializer, as it does against UIKit, and iOS
/// code provides it like this.
final class BrandColor: UIColor, @unchecked Sendable {
  let brandName: String

  init(brandName: String) {
    self.brandName = brandName
    super.init(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
  }

  @nonobjc required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(brandName: "literal")
  }
}

@MainActor
@Suite struct LiteralTests {
  @Test("IM4: a typed colour literal is an sRGB UIColor with the literal's components")
  func typedColorLiteral() {
    let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect([red, green, blue, alpha] == [1, 0.5, 0.25, 0.75])
    #expect(color == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    #expect(color.description == "UIExtendedSRGBColorSpace 1 0.5 0.25 0.75")
  }

  @Test("IM4: an untyped colour literal is a UIColor, and works where a colour is expected")
  func untypedColorLiteral() {
    let color = #colorLiteral(red: 0.1019607843, green: 0.1137254902, blue: 0.1294117647, alpha: 1)
    #expect(type(of: color) == UIColor.self)
    let view = UIView()
    view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(view.backgroundColor == .blue)
    let faded = #colorLiteral(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).withAlphaComponent(0.11)
    #expect(faded.cgColor.alpha == 0.11)
  }

  @Test("IM4: subclasses inherit the literal initializer or provide it as on iOS")
  func subclasses() {
    let inherited: InheritingColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(type(of: inherited) == InheritingColor.self)
    #expect(inherited == UIColor.red)
    let brand: BrandColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(brand.brandName == "literal")
    #expect(BrandColor(brandName: "x").brandName == "x")
  }

  @Test("IM4: an image literal loads the named image from the main bundle")
  func imageLiteral() throws {
    let resources = try #require(Bundle.main.resourcePath)
    let file = URL(fileURLWithPath: resources)
      .appendingPathComponent("HeadlessUIKitLiteralFixture@2x.png")
    try ImageBytes.png(width: 48, height: 20).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let typed: UIImage = #imageLiteral(resourceName: "HeadlessUIKitLiteralFixture")
    #expect(typed.size == CGSize(width: 24, height: 10))
    #expect(typed.scale == 2)
    let untyped = #imageLiteral(resourceName: "HeadlessUIKitLiteralFixture")
    #expect(type(of: untyped) == UIImage.self)
    #expect(UIImageView(image: untyped).frame.size == CGSize(width: 24, height: 10))
  }

  @Test("IM4: an image literal naming no image stops the program, as UIKit's does")
  func missingImageLiteral() async {
    await #expect(processExitsWith: .failure) {
      _ = #imageLiteral(resourceName: "NoSuchHeadlessUIKitImage")
    }
  }
}
