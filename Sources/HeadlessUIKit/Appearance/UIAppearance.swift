import Foundation

/// The methods that return a class's appearance proxy, through which code styles every instance
/// of the class, or those inside given containers or with given traits (decisions AP1–AP6).
///
/// A proxy records the appearance properties set on it (for example
/// `UINavigationBar.appearance().barTintColor = .red`); UIKit replays them onto each instance
/// of the class, or of a subclass, when the instance enters a window, before its
/// `didMoveToWindow()` and its first layout, and onto bar items when their bar shows them. A
/// value set directly on an instance always wins over the proxies, and a proxy change does not
/// reach an instance already in a window until it enters a window again.
///
/// Headless, the proxy is an instance of the nearest UIKit class in the receiver's ancestry
/// (decision AP1). Through the proxy of an app's subclass only the appearance properties
/// UIKit's classes declare may be set: the subclass's own members (custom appearance
/// properties need the Objective-C runtime) are not there, and an override of a UIKit
/// property that the compiler calls directly (in a `final` class) must not touch the
/// subclass's stored properties. The rule the proxy records still applies to the subclass
/// only, through the subclass's own setters.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
  /// Returns the proxy that styles every instance of the receiver and of its subclasses.
  ///
  /// - Returns: The proxy; the same one for every call.
  static func appearance() -> Self

  /// Returns the proxy that styles the instances inside a chain of containers.
  ///
  /// - Parameter containerTypes: The container classes, innermost first; an instance matches
  ///   when its hierarchy holds an instance of each, in that order, not necessarily adjacent.
  /// - Returns: The proxy; the same one for every call with the same containers.
  static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self

  /// Returns the proxy that styles the instances whose traits contain the given traits.
  ///
  /// - Parameter trait: The traits the instance's trait collection must contain.
  /// - Returns: The proxy; the same one for every call with equal traits.
  static func appearance(for trait: UITraitCollection) -> Self

  /// Returns the proxy that styles the instances with the given traits inside a chain of
  /// containers.
  ///
  /// - Parameters:
  ///   - trait: The traits the instance's trait collection must contain.
  ///   - containerTypes: The container classes, innermost first.
  /// - Returns: The proxy; the same one for every call with the same arguments.
  static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self
}

/// A class whose instances can contain others for the matching of appearance proxies: views,
/// view controllers and presentation controllers (decision AP4).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
  /// Returns the proxy that styles every instance of the receiver and of its subclasses.
  ///
  /// - Returns: The proxy; the same one for every call.
  public static func appearance() -> Self {
    AppearanceRegistry.proxy(of: self, traits: nil, containers: [])
  }

  /// Returns the proxy that styles the instances inside a chain of containers.
  ///
  /// - Parameter containerTypes: The container classes, innermost first.
  /// - Returns: The proxy; the same one for every call with the same containers.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(of: self, traits: nil, containers: containerTypes)
  }

  /// Returns the proxy that styles the instances whose traits contain the given traits.
  ///
  /// - Parameter trait: The traits the instance's trait collection must contain.
  /// - Returns: The proxy; the same one for every call with equal traits.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceRegistry.proxy(of: self, traits: trait, containers: [])
  }

  /// Returns the proxy that styles the instances with the given traits inside a chain of
  /// containers.
  ///
  /// - Parameters:
  ///   - trait: The traits the instance's trait collection must contain.
  ///   - containerTypes: The container classes, innermost first.
  /// - Returns: The proxy; the same one for every call with the same arguments.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(of: self, traits: trait, containers: containerTypes)
  }
}

extension UIBarItem: UIAppearance {
  /// Returns the proxy that styles every instance of the receiver and of its subclasses.
  ///
  /// - Returns: The proxy; the same one for every call.
  public static func appearance() -> Self {
    AppearanceRegistry.proxy(of: self, traits: nil, containers: [])
  }

  /// Returns the proxy that styles the items shown in a bar inside a chain of containers.
  ///
  /// - Parameter containerTypes: The container classes, innermost first (the bar first).
  /// - Returns: The proxy; the same one for every call with the same containers.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(of: self, traits: nil, containers: containerTypes)
  }

  /// Returns the proxy that styles the items whose bar's traits contain the given traits.
  ///
  /// - Parameter trait: The traits the bar's trait collection must contain.
  /// - Returns: The proxy; the same one for every call with equal traits.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceRegistry.proxy(of: self, traits: trait, containers: [])
  }

  /// Returns the proxy that styles the items with the given traits shown in a bar inside a
  /// chain of containers.
  ///
  /// - Parameters:
  ///   - trait: The traits the bar's trait collection must contain.
  ///   - containerTypes: The container classes, innermost first (the bar first).
  /// - Returns: The proxy; the same one for every call with the same arguments.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(of: self, traits: trait, containers: containerTypes)
  }
}

extension UIViewController: UIAppearanceContainer {}

extension UIPresentationController: UIAppearanceContainer {}
