import Foundation

/// The closure a ``UIAction`` runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control performs: a closure with a title, an image and an identifier.
///
/// Controls run the handler for the events the action was added for (``UIControl/addAction(_:for:)``).
/// While the handler runs, ``sender`` is the control that sent it. In UIKit this is a menu
/// element as well; HeadlessUIKit has no menus yet, so it descends from `NSObject` and has no
/// `attributes` or `state`.
@preconcurrency @MainActor
open class UIAction: NSObject {
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
  open var title: String

  /// The action's image; `nil` by default.
  open var image: UIImage?

  /// A longer description of the action; `nil` by default.
  open var discoverabilityTitle: String?

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
  ///   - image: The image.
  ///   - identifier: The identifier; `nil` makes a unique one.
  ///   - discoverabilityTitle: A longer description.
  ///   - handler: The closure to run.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init()
  }

  /// Runs the handler with ``sender`` set for the duration of the call.
  func perform(sender: Any?) {
    let previous = self.sender
    self.sender = sender
    defer { self.sender = previous }
    handler(self)
  }
}
