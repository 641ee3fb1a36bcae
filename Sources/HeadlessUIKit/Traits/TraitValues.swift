import Foundation

/// The values of the system traits, each at its unspecified value until set.
struct SystemTraitValues: Hashable, Sendable {
  var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  var displayScale: CGFloat = 0
  var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  var accessibilityContrast = UIAccessibilityContrast.unspecified
  var userInterfaceLevel = UIUserInterfaceLevel.unspecified

  /// Every system trait, in the order UIKit prints them.
  nonisolated(unsafe) static let all: [any SystemTraitDefinition.Type] = [
    UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
    UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
    UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self,
    UITraitUserInterfaceLevel.self,
  ]
}

/// A custom trait's value with the means to compare it.
struct CustomTraitValue: @unchecked Sendable {
  /// The value (`Any` because custom trait values have no constraint).
  let value: Any
  /// The trait's name, for descriptions.
  let name: String
  /// Whether the trait affects colours.
  let affectsColor: Bool

  /// Whether two stored values are equal: `==` for `Equatable` values, identity for objects.
  func isEqual(to other: CustomTraitValue) -> Bool {
    Self.areEqual(value, other.value)
  }

  /// `==` when `a` is `Equatable`, `===` when both are objects, `false` otherwise.
  static func areEqual(_ a: Any, _ b: Any) -> Bool {
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass {
      return (a as AnyObject) === (b as AnyObject)
    }
    return false
  }
}

extension Equatable {
  /// Whether `other` is a value of the same type equal to this one.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    (other as? Self) == self
  }
}

/// The traits a collection specifies: the system traits (a trait at its unspecified value is
/// not specified) and the custom traits that were set to something other than their default.
struct TraitValues: Hashable, @unchecked Sendable {
  var system = SystemTraitValues()
  var custom: [ObjectIdentifier: CustomTraitValue] = [:]

  /// The value of a trait, its default when not specified.
  subscript<T: UITraitDefinition>(trait trait: T.Type) -> T.Value {
    get {
      if let systemTrait = trait as? any SystemTraitDefinition.Type,
        let value = systemValue(systemTrait) as? T.Value
      {
        return value
      }
      return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }
    set {
      if let systemTrait = trait as? any SystemTraitDefinition.Type {
        setSystemValue(systemTrait, newValue)
        return
      }
      if CustomTraitValue.areEqual(newValue, T.defaultValue) {
        custom[ObjectIdentifier(trait)] = nil
      } else {
        custom[ObjectIdentifier(trait)] = CustomTraitValue(
          value: newValue, name: T.name, affectsColor: T.affectsColorAppearance)
      }
    }
  }

  private func systemValue<S: SystemTraitDefinition>(_ trait: S.Type) -> Any {
    system[keyPath: S.storage]
  }

  private mutating func setSystemValue<S: SystemTraitDefinition>(_ trait: S.Type, _ value: Any) {
    guard let value = value as? S.Value else { return }
    system[keyPath: S.storage] = value
  }

  /// Whether the collection specifies a system trait.
  func specifies<S: SystemTraitDefinition>(_ trait: S.Type) -> Bool {
    system[keyPath: S.storage] != S.defaultValue
  }

  /// These traits with every trait `other` specifies taken from `other`.
  func overlaid(with other: TraitValues) -> TraitValues {
    var result = self
    for trait in SystemTraitValues.all { result.take(trait, from: other) }
    result.custom.merge(other.custom) { _, new in new }
    return result
  }

  private mutating func take<S: SystemTraitDefinition>(_ trait: S.Type, from other: TraitValues) {
    let value = other.system[keyPath: S.storage]
    if value != S.defaultValue { system[keyPath: S.storage] = value }
  }

  /// Whether every trait `other` specifies has the same value here.
  func contains(_ other: TraitValues) -> Bool {
    for trait in SystemTraitValues.all where !agrees(trait, with: other) { return false }
    return other.custom.allSatisfy { key, value in custom[key]?.isEqual(to: value) == true }
  }

  private func agrees<S: SystemTraitDefinition>(_ trait: S.Type, with other: TraitValues) -> Bool {
    let value = other.system[keyPath: S.storage]
    return value == S.defaultValue || system[keyPath: S.storage] == value
  }

  /// The identifiers (`ObjectIdentifier` of the trait type) of the traits whose values differ.
  func changedTraits(comparedTo other: TraitValues) -> Set<ObjectIdentifier> {
    var changed = Set<ObjectIdentifier>()
    for trait in SystemTraitValues.all where !sameValue(trait, as: other) {
      changed.insert(ObjectIdentifier(trait))
    }
    for key in Set(custom.keys).union(other.custom.keys) {
      switch (custom[key], other.custom[key]) {
      case (let a?, let b?) where a.isEqual(to: b): continue
      case (nil, nil): continue
      default: changed.insert(key)
      }
    }
    return changed
  }

  private func sameValue<S: SystemTraitDefinition>(_ trait: S.Type, as other: TraitValues) -> Bool {
    system[keyPath: S.storage] == other.system[keyPath: S.storage]
  }

  static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
    guard lhs.system == rhs.system, lhs.custom.count == rhs.custom.count else { return false }
    return lhs.custom.allSatisfy { key, value in rhs.custom[key]?.isEqual(to: value) == true }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(system)
    hasher.combine(Set(custom.keys))
  }
}
