import HeadlessUIKit
import Testing

/// A custom trait with an `Equatable` value (iOS 17 custom traits).
private struct ThemeTrait: UITraitDefinition {
  static let defaultValue = 0
  static let name = "Theme"
}

/// A custom trait that affects colours.
private struct ContrastThemeTrait: UITraitDefinition {
  static let defaultValue = false
  static let affectsColorAppearance = true
}

/// UITraitCollection as a value: creation, combination, comparison, description (spec 7.11–7.14).
@MainActor
@Suite struct UITraitCollectionTests {
  @Test("An empty collection specifies nothing: every trait is unspecified")
  func emptyCollectionSpecifiesNothing() {
    let traits = UITraitCollection()
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
    #expect(traits.displayScale == 0)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.accessibilityContrast == .unspecified)
    #expect(traits.userInterfaceLevel == .unspecified)
    #expect(traits.description.hasPrefix("<UITraitCollection: 0x"))
    #expect(!traits.description.contains(";"))
  }

  @Test("Each single-trait initializer specifies that trait only")
  func singleTraitInitializers() {
    #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
    #expect(UITraitCollection(horizontalSizeClass: .regular).verticalSizeClass == .unspecified)
    #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
    #expect(
      UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory
        == .extraLarge)
    #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
    #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
    #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
    #expect(
      UITraitCollection(displayScale: 2).description.hasSuffix("; DisplayScale = 2>"))
  }

  @Test("7.14: init(traitsFrom:) takes each trait from the last collection that specifies it")
  func combiningLetsLaterCollectionsWin() {
    let base = UITraitCollection(mutations: {
      $0.horizontalSizeClass = .compact
      $0.verticalSizeClass = .regular
      $0.displayScale = 3
    })
    let override = UITraitCollection(horizontalSizeClass: .regular)
    let unspecified = UITraitCollection(verticalSizeClass: .unspecified)
    let combined = UITraitCollection(traitsFrom: [base, override, unspecified])
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.verticalSizeClass == .regular)
    #expect(combined.displayScale == 3)
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
  }

  @Test("containsTraits(in:) checks only the traits the argument specifies; nil is contained")
  func containsTraitsComparesSpecifiedTraits() {
    let phone = UITraitCollection(mutations: {
      $0.userInterfaceIdiom = .phone
      $0.horizontalSizeClass = .compact
      $0.verticalSizeClass = .regular
    })
    #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(phone.containsTraits(in: UITraitCollection()))
    #expect(phone.containsTraits(in: nil))
    #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
  }

  @Test("Collections are equal when they specify the same traits with the same values")
  func equalityAndHashFollowValues() {
    let a = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
    ])
    let b = UITraitCollection {
      $0.displayScale = 3
      $0.horizontalSizeClass = .compact
    }
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(a != UITraitCollection(horizontalSizeClass: .compact))
    #expect(UITraitCollection(horizontalSizeClass: .unspecified) == UITraitCollection())
  }

  @Test("modifyingTraits(_:) copies the collection and changes only what the closure sets")
  func modifyingTraitsKeepsTheRest() {
    let phone = UITraitCollection {
      $0.userInterfaceIdiom = .phone
      $0.horizontalSizeClass = .compact
    }
    let wide = phone.modifyingTraits { $0.horizontalSizeClass = .regular }
    #expect(wide.horizontalSizeClass == .regular)
    #expect(wide.userInterfaceIdiom == .phone)
    #expect(phone.horizontalSizeClass == .compact)
    #expect(wide[UITraitHorizontalSizeClass.self] == .regular)
    #expect(wide[UITraitDisplayScale.self] == 0)
  }

  @Test("Custom traits: default until set, compared with ==, printed by name")
  func customTraitsAreStoredAndCompared() {
    let plain = UITraitCollection()
    #expect(plain[ThemeTrait.self] == 0)
    let themed = UITraitCollection { $0[ThemeTrait.self] = 2 }
    #expect(themed[ThemeTrait.self] == 2)
    #expect(themed == UITraitCollection { $0[ThemeTrait.self] = 2 })
    #expect(themed != plain)
    #expect(UITraitCollection { $0[ThemeTrait.self] = 0 } == plain)
    #expect(themed.description.hasSuffix("; Theme = 2>"))
    let combined = UITraitCollection(traitsFrom: [
      themed, UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined[ThemeTrait.self] == 2)
    #expect(combined.containsTraits(in: themed))
    #expect(!plain.containsTraits(in: themed))
  }

  @Test("hasDifferentColorAppearance(comparedTo:) looks at style, contrast, level, colour traits")
  func colorAppearanceComparison() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(!light.hasDifferentColorAppearance(comparedTo: light))
    let lightRegular = light.modifyingTraits { $0.horizontalSizeClass = .regular }
    #expect(!light.hasDifferentColorAppearance(comparedTo: lightRegular))
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    #expect(!UITraitCollection(displayScale: 2).hasDifferentColorAppearance(comparedTo: nil))
    #expect(
      light.hasDifferentColorAppearance(
        comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
    #expect(
      light.hasDifferentColorAppearance(
        comparedTo: light.modifyingTraits { $0.userInterfaceLevel = .elevated }))
    #expect(
      light.hasDifferentColorAppearance(
        comparedTo: light.modifyingTraits { $0[ContrastThemeTrait.self] = true }))
    #expect(
      !light.hasDifferentColorAppearance(
        comparedTo: light.modifyingTraits { $0[ThemeTrait.self] = 1 }))
  }

  @Test("resolvedColor(with:) picks a dynamic colour's variant for the traits")
  func resolvedColorFollowsTraits() {
    let dark = UIColor.systemBackground.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: .dark))
    let light = UIColor.systemBackground.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: .light))
    #expect(dark.description == "UIExtendedGrayColorSpace 0 1")
    #expect(light.description == "UIExtendedGrayColorSpace 1 1")
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === red)
  }

  @Test("UITraitCollection.current: settable, and performAsCurrent restores it")
  func currentTraitCollection() {
    let saved = UITraitCollection.current
    defer { UITraitCollection.current = saved }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var inside: UIUserInterfaceStyle?
    dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
    #expect(inside == .dark)
    #expect(UITraitCollection.current === saved)
    UITraitCollection.current = dark
    #expect(UITraitCollection.current === dark)
  }
}

/// UIContentSizeCategory: UIKit's raw values, order and accessibility sizes.
@Suite struct UIContentSizeCategoryTests {
  @Test("Raw values are UIKit's")
  func rawValuesAreUIKits() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory.extraSmall.rawValue == "UICTContentSizeCategoryXS")
    #expect(UIContentSizeCategory.extraExtraExtraLarge.rawValue == "UICTContentSizeCategoryXXXL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
    #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM") == .medium)
  }

  @Test("Categories are ordered by size; unspecified comes first")
  func categoriesAreOrdered() {
    let ordered: [UIContentSizeCategory] = [
      .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    #expect(ordered.shuffled().sorted() == ordered)
    #expect(UIContentSizeCategory.large > .medium)
    #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
  }

  @Test("Only the five accessibility sizes are accessibility categories")
  func accessibilityCategories() {
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
  }
}
