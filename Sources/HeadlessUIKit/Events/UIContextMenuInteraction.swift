import Foundation

/// Makes the menu element list of a context menu, given the menu's suggested elements.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller shown as a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a preview and a menu (iOS 13).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// A value that identifies the configuration; a new unique one unless given.
  public let identifier: any NSCopying
  /// Makes the preview; `nil` shows the view itself.
  let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu.
  let actionProvider: UIContextMenuActionProvider?

  /// How the menu's elements are ordered (iOS 16); `.automatic` by default.
  open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: An identifier; `nil` makes a unique one.
  ///   - previewProvider: Makes the preview.
  ///   - actionProvider: Makes the menu.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu the configuration shows, made as UIKit makes it when the menu appears: the
  /// action provider called with no suggested elements (a HeadlessUIKit addition).
  public var headlessMenu: UIMenu? { actionProvider?([]) }

  /// The preview the configuration shows, made by its preview provider (a HeadlessUIKit
  /// addition); `nil` means the view itself.
  public var headlessPreview: UIViewController? { previewProvider?() }
}

extension UIContextMenuConfiguration {
  /// How a context menu orders its elements (iOS 16).
  public enum ElementOrder: Int, Sendable {
    /// As the system chooses.
    case automatic = 0
    /// Closest to the touch first.
    case priority = 1
    /// In the order given.
    case fixed = 2
  }
}

/// The methods a context menu interaction's delegate implements.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The configuration for a menu about to show at a point, or `nil` for no menu.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - location: The point in the interaction's view.
  /// - Returns: The configuration.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// Called before the menu shows.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration shown.
  ///   - animator: Runs animations alongside (nil headless).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  /// Called before the menu goes away.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration shown.
  ///   - animator: Runs animations alongside (nil headless).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration shown.
  ///   - animator: Runs animations alongside.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration shown.
  ///   - animator: Runs animations alongside.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

/// Runs animations alongside a context menu's appearance (none headless).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The preview's view controller, if any.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside.
  ///
  /// - Parameter animations: The animations.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion.
  ///
  /// - Parameter completion: The completion.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Shows a context menu for its view on a long press (iOS 13).
///
/// Headless nobody long-presses: ``headlessMenuConfiguration(at:)`` (a HeadlessUIKit addition)
/// asks the delegate as a long press at a point would, tells it the menu will show and end, and
/// returns the configuration, whose ``UIContextMenuConfiguration/headlessMenu`` is the menu.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate that makes the menus.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?

  /// Creates an interaction.
  ///
  /// - Parameter delegate: The delegate that makes the menus.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Records the view it is about to be added to.
  ///
  /// - Parameter view: The view.
  public func willMove(to view: UIView?) {}

  /// Records the view it was added to.
  ///
  /// - Parameter view: The view.
  public func didMove(to view: UIView?) {
    self.view = view
  }

  /// The point of the interaction's view where a location in another view's coordinates is.
  ///
  /// - Parameter view: The view the point is wanted in; `nil` for the window.
  /// - Returns: The location of the last menu request, in `view`'s coordinates.
  public func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return lastLocation }
    return own.convert(lastLocation, to: view)
  }

  /// Dismisses the menu (nothing shows headless).
  public func dismissMenu() {}

  private var lastLocation = CGPoint.zero

  /// Asks for the menu as a long press at a point of the view would (a HeadlessUIKit addition).
  ///
  /// - Parameter location: The point in the interaction's view.
  /// - Returns: The delegate's configuration, or `nil` when it returns none or the interaction
  ///   is on no view.
  @discardableResult
  public func headlessMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration? {
    guard view != nil, let delegate else { return nil }
    lastLocation = location
    guard
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location)
    else { return nil }
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
    delegate.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
    return configuration
  }
}
