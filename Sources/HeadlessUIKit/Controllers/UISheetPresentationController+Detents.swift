import Foundation

/// The heights a sheet rests at, and where the sheet goes at each (decisions SC6–SC7).
extension UISheetPresentationController {
  /// A height where a sheet rests: the system's medium and large detents, or a custom one whose
  /// resolver computes its value (iOS 15; custom detents iOS 16).
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// The detent's identifier.
    public let identifier: Identifier
    /// Computes the value (height above the bottom safe-area inset) in a context; `nil` makes
    /// the detent inactive there.
    let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// The system's large detent: the sheet at full height (the whole maximum detent value).
    ///
    /// - Returns: The detent, identified by ``Identifier/large``.
    public class func large() -> Self {
      Self(identifier: .large) { $0.maximumDetentValue }
    }

    /// The system's medium detent: about half the screen, and inactive in a compact height.
    ///
    /// Headless its value is half the maximum detent value (decision SC7).
    ///
    /// - Returns: The detent, identified by ``Identifier/medium``.
    public class func medium() -> Self {
      Self(identifier: .medium) { context in
        context.containerTraitCollection.verticalSizeClass == .compact
          ? nil : context.maximumDetentValue / 2
      }
    }

    /// A detent whose value the resolver computes in each context (iOS 16).
    ///
    /// - Parameters:
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - resolver: Returns the sheet's height above the bottom safe-area inset, at most the
    ///     context's maximum detent value, or `nil` to make the detent inactive.
    /// - Returns: The detent.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's value in a context (iOS 16): the resolver's answer, capped at the maximum
    /// detent value, or `nil` when the detent is inactive there.
    ///
    /// - Parameter context: The context.
    /// - Returns: The value.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
    }
  }

  /// The detent the sheet rests at: the selected one when it is among the active detents,
  /// else the smallest active detent (Apple: a `nil` selection means the smallest).
  var effectiveSelectedIdentifier: Detent.Identifier? {
    restingDetent(in: resolutionContext)?.detent.identifier
  }

  /// The context detents are resolved in now.
  var resolutionContext: SheetDetentResolutionContext {
    SheetDetentResolutionContext(
      containerTraitCollection: traitCollection,
      maximumDetentValue: compactGeometry.map { Self.maximumDetentValue(in: $0) } ?? 0)
  }

  /// The sheet's height above the bottom safe-area inset at full height: the container's
  /// height less the top and bottom safe-area insets and the gap above the sheet.
  static func maximumDetentValue(
    in geometry: (bounds: CGRect, safeArea: UIEdgeInsets, gap: CGFloat)
  ) -> CGFloat {
    max(0, geometry.bounds.height - geometry.safeArea.top - geometry.gap - geometry.safeArea.bottom)
  }

  /// The detent the sheet rests at and its value.
  func restingDetent(in context: SheetDetentResolutionContext)
    -> (detent: Detent, value: CGFloat)?
  {
    let active = detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent: detent, value: $0) }
    }
    if let selected = selectedDetentIdentifier,
      let match = active.first(where: { $0.detent.identifier == selected })
    {
      return match
    }
    return active.min { $0.value < $1.value }
  }

  /// The sheet's frame in a compact width: across the container, reaching its bottom, its top
  /// the resting detent's value above the bottom safe-area inset (the full height when no
  /// detent is active).
  func compactSheetFrame() -> CGRect? {
    guard let geometry = compactGeometry else { return nil }
    let context = resolutionContext
    let value = restingDetent(in: context)?.value ?? context.maximumDetentValue
    let bounds = geometry.bounds
    let top = bounds.maxY - geometry.safeArea.bottom - value
    return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
  }

  /// Moves the shown sheet to where its detents now put it.
  func layoutSheet() {
    guard let sheetView, let frame = compactSheetFrame(), sheetView.frame != frame else { return }
    sheetView.frame = frame
  }
}

extension UISheetPresentationController.Detent {
  /// The identifier of a detent, with UIKit's raw values for the system detents.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The system's medium detent.
    public static let medium = Self("com.apple.UIKit.medium")
    /// The system's large detent.
    public static let large = Self("com.apple.UIKit.large")
  }
}

/// What a custom detent's resolver is given (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest value a detent can have: the sheet's height above the bottom safe-area inset
  /// at full height (749 points on an iPhone 15 Pro, 627 on an iPhone SE).
  var maximumDetentValue: CGFloat { get }
}

/// The context in which a sheet resolves its detents.
final class SheetDetentResolutionContext: NSObject,
  UISheetPresentationControllerDetentResolutionContext
{
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat

  init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
    self.containerTraitCollection = containerTraitCollection
    self.maximumDetentValue = maximumDetentValue
    super.init()
  }
}

extension UISheetPresentationController {
  /// Takes charge of the card that holds the presented view: in a compact width it is framed by
  /// the detents (decision SC6); in a regular width it keeps the frame it was given.
  func place(
    _ sheet: UIView, regularWidth: Bool, in bounds: CGRect, safeArea: UIEdgeInsets,
    hasHomeIndicator: Bool
  ) {
    sheetView = sheet
    guard !regularWidth else {
      compactGeometry = nil
      return
    }
    let gap = PresentationLayout.sheetTopGap * (hasHomeIndicator ? 1 : 2)
    compactGeometry = (bounds, safeArea, gap)
    if let frame = compactSheetFrame() { sheet.frame = frame }
  }
}
