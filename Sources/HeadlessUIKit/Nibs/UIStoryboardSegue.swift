import Foundation

/// A transition between two view controllers that a storyboard declares.
///
/// Storyboards make segues when they are performed (`performSegue(withIdentifier:sender:)`, or
/// an embed segue when its container view loads) and pass them to the source's
/// `prepare(for:sender:)` first. `perform()` runs the handler given at creation; segues made by
/// storyboards get one that shows, presents or embeds as the segue's kind says.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier in the storyboard, if it has one.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController
  var performHandler: (@MainActor () -> Void)?

  /// Creates a segue that does nothing when performed (subclasses override `perform()`).
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil`.
  ///   - source: The source controller.
  ///   - destination: The destination controller.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = nil
    super.init()
  }

  /// Creates a segue whose `perform()` calls a closure.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil`.
  ///   - source: The source controller.
  ///   - destination: The destination controller.
  ///   - performHandler: What performing the segue does.
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
    super.init()
  }

  /// Performs the transition.
  open func perform() {
    performHandler?()
  }
}
