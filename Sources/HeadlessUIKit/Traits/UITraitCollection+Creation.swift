import Foundation

/// Making trait collections: one trait at a time, by combining, and with mutations (iOS 17).
extension UITraitCollection {
  /// Creates a collection that specifies only the horizontal size class.
  ///
  /// - Parameter horizontalSizeClass: The size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(trait: UITraitHorizontalSizeClass.self, horizontalSizeClass)
  }

  /// Creates a collection that specifies only the vertical size class.
  ///
  /// - Parameter verticalSizeClass: The size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(trait: UITraitVerticalSizeClass.self, verticalSizeClass)
  }

  /// Creates a collection that specifies only the user-interface idiom.
  ///
  /// - Parameter idiom: The idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(trait: UITraitUserInterfaceIdiom.self, idiom)
  }

  /// Creates a collection that specifies only the display scale.
  ///
  /// - Parameter scale: Pixels per point.
  public convenience init(displayScale scale: CGFloat) {
    self.init(trait: UITraitDisplayScale.self, scale)
  }

  /// Creates a collection that specifies only the preferred content size category.
  ///
  /// - Parameter preferredContentSizeCategory: The Dynamic Type size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(trait: UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
  }

  /// Creates a collection that specifies only the layout direction.
  ///
  /// - Parameter layoutDirection: The direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(trait: UITraitLayoutDirection.self, layoutDirection)
  }

  /// Creates a collection that specifies only the light or dark appearance.
  ///
  /// - Parameter userInterfaceStyle: The style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(trait: UITraitUserInterfaceStyle.self, userInterfaceStyle)
  }

  /// Creates a collection that specifies only the accessibility contrast.
  ///
  /// - Parameter accessibilityContrast: The contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(trait: UITraitAccessibilityContrast.self, accessibilityContrast)
  }

  /// Creates a collection that specifies only the user-interface level.
  ///
  /// - Parameter userInterfaceLevel: The level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(trait: UITraitUserInterfaceLevel.self, userInterfaceLevel)
  }

  private convenience init<T: UITraitDefinition>(trait: T.Type, _ value: T.Value) {
    var values = TraitValues()
    values[trait: trait] = value
    self.init(values: values)
  }

  /// Creates a collection that combines others: each trait takes its value from the last
  /// collection in the array that specifies it.
  ///
  /// - Parameter traitCollections: The collections, in increasing precedence.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use init(mutations:)")
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(values: Self.combined(traitCollections.map(\.values)))
  }

  /// Each trait from the last value set that specifies it.
  static func combined(_ list: [TraitValues]) -> TraitValues {
    list.reduce(TraitValues()) { $0.overlaid(with: $1) }
  }

  /// The closure that sets traits in ``init(mutations:)`` and ``modifyingTraits(_:)``.
  public typealias TraitMutations = (inout any UIMutableTraits) -> Void

  /// Creates a collection with the traits a closure sets (iOS 17).
  ///
  /// - Parameter mutations: Sets traits on the mutable container it receives.
  public convenience init(mutations: TraitMutations) {
    self.init(values: Self.apply(mutations, to: TraitValues()))
  }

  /// A copy of the collection with the traits a closure sets changed (iOS 17).
  ///
  /// - Parameter mutations: Sets traits on a mutable copy of the collection.
  /// - Returns: The new collection.
  public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
    UITraitCollection(values: Self.apply(mutations, to: values))
  }

  private static func apply(_ mutations: TraitMutations, to values: TraitValues) -> TraitValues {
    var traits: any UIMutableTraits = UITraitOverrides(values: values)
    mutations(&traits)
    return traitValues(of: traits)
  }
}
