import Foundation

/// The closure a ``UIAction`` runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control or a menu performs: a closure with a title, an image and an identifier.
///
/// Controls run the handler for the events the action was added for (``UIControl/addAction(_:for:)``).
/// While the handler runs, ``sender`` is the control that sent it. As in UIKit, an action is also a
/// menu element (``UIMenuElement``), with ``attributes`` and a ``state``.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A value that identifies an action; a control keeps one action per identifier and event.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    ///
    /// - Parameter rawValue: The text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its text.
    ///
    /// - Parameter rawValue: The text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The action's title; empty by default.
  open override var title: String {
    get { menuTitle }
    set { menuTitle = newValue }
  }

  /// The action's image; `nil` by default.
  open override var image: UIImage? {
    get { menuImage }
    set { menuImage = newValue }
  }

  /// A second line under the title in menus; `nil` by default.
  open override var subtitle: String? {
    get { menuSubtitle }
    set { menuSubtitle = newValue }
  }

  /// The image shown while the action is on (iOS 17); `nil` by default.
  open var selectedImage: UIImage?

  /// A longer description of the action; `nil` by default.
  open var discoverabilityTitle: String?

  /// How the action looks and behaves in a menu; none by default.
  open var attributes: UIMenuElement.Attributes

  /// Whether the action shows a checkmark; `.off` by default.
  open var state: UIMenuElement.State

  /// The identifier; a new unique one unless given.
  public let identifier: Identifier

  /// The closure run when the action is performed.
  let handler: UIActionHandler

  /// The control that is sending the action while its handler runs, else `nil`.
  open internal(set) var sender: Any?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: A second line in menus.
  ///   - image: The image.
  ///   - selectedImage: The image while on.
  ///   - identifier: The identifier; `nil` makes a unique one.
  ///   - discoverabilityTitle: A longer description.
  ///   - attributes: How it looks and behaves in a menu.
  ///   - state: Whether it shows a checkmark.
  ///   - handler: The closure to run.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with ``sender`` set for the duration of the call.
  func perform(sender: Any?) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }
}
