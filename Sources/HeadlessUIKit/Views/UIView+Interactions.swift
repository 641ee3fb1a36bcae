/// An object that adds behaviour to a view it is added to (iOS 11): context menus, drag and
/// drop, pointers.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is added to, `nil` before and after.
  var view: UIView? { get }

  /// Called before the interaction is added to a view or removed from one (`nil`).
  ///
  /// - Parameter view: The new view.
  func willMove(to view: UIView?)

  /// Called after the interaction was added to a view or removed from one (`nil`).
  ///
  /// - Parameter view: The new view.
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for interaction in attachedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds an interaction (taking it from a view it was on), telling it before and after.
  ///
  /// - Parameter interaction: The interaction.
  public func addInteraction(_ interaction: any UIInteraction) {
    if let view = interaction.view, view !== self { view.removeInteraction(interaction) }
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction, telling it before and after.
  ///
  /// - Parameter interaction: The interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else {
      return
    }
    interaction.willMove(to: nil)
    attachedInteractions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
