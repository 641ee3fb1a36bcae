import Foundation
import HeadlessUIKit
import Testing

/// Colours whose components an app's closure chooses for each trait collection.
@MainActor
@Suite struct UIColorDynamicProviderTests {
  private let dynamic = UIColor { traits in
    traits.userInterfaceStyle == .dark ? .black : .white
  }

  @Test("resolvedColor(with:) passes the collection to the closure")
  func resolvesAgainstTheGivenTraits() {
    #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    let bySize = UIColor { $0.horizontalSizeClass == .compact ? .red : .blue }
    #expect(bySize.resolvedColor(with: UITraitCollection(horizontalSizeClass: .compact)) == .red)
    #expect(bySize.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .blue)
  }

  @Test("cgColor and getRed resolve against the light appearance")
  func currentAppearanceIsLight() {
    var white: CGFloat = 0
    #expect(dynamic.getWhite(&white, alpha: nil))
    #expect(white == 1)
    #expect(dynamic.cgColor.components?.first == 1)
  }

  @Test("A closure may return a system colour, which then resolves too")
  func nestedDynamicColours() {
    let nested = UIColor { _ in .systemBackground }
    let dark = nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(
      dark
        == UIColor.systemBackground.resolvedColor(
          with: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test("withAlphaComponent keeps the colour dynamic")
  func alphaStaysDynamic() {
    let faded = dynamic.withAlphaComponent(0.5)
    let dark = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark == UIColor.black.withAlphaComponent(0.5))
    let light = faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    #expect(light == UIColor.white.withAlphaComponent(0.5))
  }

  @Test("Two provider colours are equal only when they are the same object")
  func identityEquality() {
    let other = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(dynamic == dynamic)
    #expect(dynamic != other)
    #expect(dynamic.description.hasPrefix("<UIDynamicProviderColor: 0x"))
  }

  @Test("A view under a dark override resolves its provider background to the dark choice")
  func viewTraitsChooseTheVariant() {
    let view = UIView()
    view.backgroundColor = dynamic
    view.overrideUserInterfaceStyle = .dark
    #expect(view.backgroundColor?.resolvedColor(with: view.traitCollection) == .black)
    view.overrideUserInterfaceStyle = .light
    #expect(view.backgroundColor?.resolvedColor(with: view.traitCollection) == .white)
  }
}
