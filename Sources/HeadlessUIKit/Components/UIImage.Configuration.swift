import Foundation

extension UIImage {
  /// The traits an image is for: the base of ``UIImage/SymbolConfiguration``.
  ///
  /// A configuration is immutable; ``withTraitCollection(_:)`` and ``applying(_:)`` return new
  /// ones. As in UIKit, there is no public designated initializer: configurations come from
  /// ``init(traitCollection:)``, from `UITraitCollection.imageConfiguration`, or from the symbol
  /// configuration's initializers.
  ///
  ///     let config = UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 2))
  open class Configuration: NSObject, NSCopying, @unchecked Sendable {
    /// The traits stored for ``traitCollection``.
    let storedTraitCollection: UITraitCollection?

    /// Creates a configuration for traits; every other initializer ends here.
    init(traits: UITraitCollection?) {
      storedTraitCollection = traits
      super.init()
    }

    /// Creates a configuration for a trait collection.
    ///
    /// - Parameter traitCollection: The traits, or `nil` for none.
    public convenience init(traitCollection: UITraitCollection?) {
      self.init(traits: traitCollection)
    }

    /// The traits the configuration is for, or `nil` when it names none.
    open var traitCollection: UITraitCollection? {
      storedTraitCollection
    }

    /// Returns a copy of the configuration for other traits.
    ///
    /// - Parameter traitCollection: The traits of the copy, or `nil` for none.
    /// - Returns: A configuration of the same class.
    open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      typed(copy(traits: traitCollection))
    }

    /// Returns the configuration with another laid over it: what the other one specifies wins.
    ///
    /// The trait collections are merged (the other's specified traits win); a symbol
    /// configuration's size, weight, scale and colours are taken from the other where it gives
    /// them.
    ///
    /// - Parameter otherConfiguration: The configuration to apply, or `nil` to copy this one.
    /// - Returns: A configuration of this configuration's class.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let otherConfiguration else { return typed(copy(traits: storedTraitCollection)) }
      return typed(merged(with: otherConfiguration))
    }

    /// Returns the configuration itself: configurations are immutable.
    ///
    /// - Parameter zone: Unused.
    /// - Returns: The receiver.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Configurations are equal when they are of the same class with equal attributes.
    ///
    /// - Parameter object: Another object.
    /// - Returns: Whether `object` is an equal configuration.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Configuration, type(of: other) == type(of: self) else {
        return false
      }
      return Self.traitsEqual(storedTraitCollection, other.storedTraitCollection)
        && attributesEqual(other)
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(ObjectIdentifier(type(of: self)))
      hasher.combine(storedTraitCollection?.hash ?? 0)
      return hasher.finalize()
    }

    // MARK: Overridden by the symbol configuration

    /// A configuration of this class and attributes with other traits.
    func copy(traits: UITraitCollection?) -> Configuration {
      Configuration(traits: traits)
    }

    /// This configuration with another laid over it, as a configuration of this class.
    func merged(with other: Configuration) -> Configuration {
      Configuration(traits: Self.mergedTraits(storedTraitCollection, other.storedTraitCollection))
    }

    /// Whether the attributes beyond the traits equal another configuration's (of this class).
    func attributesEqual(_ other: Configuration) -> Bool {
      true
    }

    /// The configuration as `Self`; every subclass makes copies of its own class.
    private func typed(_ configuration: Configuration) -> Self {
      guard let result = configuration as? Self else {
        preconditionFailure("\(type(of: self)) must make copies of its own class")
      }
      return result
    }

    /// Two trait collections merged, the second's specified traits winning.
    static func mergedTraits(
      _ base: UITraitCollection?, _ over: UITraitCollection?
    ) -> UITraitCollection? {
      guard let base else { return over }
      guard let over else { return base }
      return UITraitCollection(traitsFrom: [base, over])
    }

    /// Whether two optional trait collections are equal.
    static func traitsEqual(_ first: UITraitCollection?, _ second: UITraitCollection?) -> Bool {
      switch (first, second) {
      case (nil, nil): true
      case (let first?, let second?): first.isEqual(second)
      default: false
      }
    }
  }
}

extension UITraitCollection {
  /// An image configuration for these traits.
  public var imageConfiguration: UIImage.Configuration {
    UIImage.Configuration(traitCollection: self)
  }
}
