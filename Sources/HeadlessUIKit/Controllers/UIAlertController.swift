import Foundation

/// An alert or an action sheet: a title, a message, text fields (alerts only) and actions.
///
///     let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
///     alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in remove() })
///     alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
///     present(alert, animated: true)
///
/// An alert is presented centred, 270 points wide; an action sheet sits at the bottom of the
/// safe area on iPhone and is a popover in a regular width on iPad, where it needs a source
/// view or bar button item (UIKit raises otherwise). The controller's view is the alert's box
/// (see ``UIAlertController/headlessTap(actionTitled:)`` to choose an action in tests).
@preconcurrency @MainActor
open class UIAlertController: UIViewController, BuiltInPresentation {
  /// The text under the title.
  open var message: String? {
    didSet { contentDidChange() }
  }

  /// Whether the controller is an alert or an action sheet.
  open private(set) var preferredStyle: Style = .alert

  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The action shown in bold and chosen by the Return key; must be one of ``actions``.
  open var preferredAction: UIAlertAction? {
    didSet {
      if let action = preferredAction {
        precondition(
          actions.contains { $0 === action },
          "NSInternalInconsistencyException: The preferred action of "
            + "\(ObjectAddress.short(self)) must be one of its actions.")
      }
    }
  }

  /// The text fields, in the order they were added; `nil` when there are none.
  open var textFields: [UITextField]? {
    fields.isEmpty ? nil : fields
  }

  /// The text fields added so far.
  private var fields: [UITextField] = []

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - preferredStyle: Alert or action sheet.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
  }

  /// Creates an empty alert (UIKit's plain initializer).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: an alert has no nib.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
  }

  /// Alerts cannot be archived.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .custom
  }

  /// The alert's box, holding the title, message, text fields and buttons.
  open override func loadView() {
    view = AlertContentView(controller: self)
  }

  /// Adds an action; an alert has at most one `.cancel` action (UIKit raises otherwise).
  ///
  /// - Parameter action: The action.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel {
      precondition(
        !actions.contains { $0.style == .cancel },
        "NSInternalInconsistencyException: UIAlertController can only have one action with a "
          + "style of UIAlertActionStyleCancel")
    }
    actions.append(action)
    contentDidChange()
  }

  /// Adds a text field, configured by the handler; only alerts have text fields (UIKit raises
  /// for an action sheet).
  ///
  /// - Parameter configurationHandler: Called with the new field.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    precondition(
      preferredStyle == .alert,
      "NSInternalInconsistencyException: Text fields can only be added to an alert controller "
        + "of style UIAlertControllerStyleAlert")
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    fields.append(field)
    configurationHandler?(field)
    contentDidChange()
  }

  /// The actions as UIKit shows them: the cancel action last in an action sheet (its own
  /// group) and in an alert of three or more actions, first in a two-action alert (on the
  /// left).
  var displayedActions: [UIAlertAction] {
    guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
    let others = actions.filter { $0 !== cancel }
    if preferredStyle == .alert, actions.count == 2 { return [cancel] + others }
    return others + [cancel]
  }

  /// Chooses an action as a tap on its button does (a HeadlessUIKit addition).
  ///
  /// The alert is dismissed, and once the dismissal finished the action's handler runs, as
  /// UIKit orders them. A disabled action does nothing.
  ///
  /// - Parameter title: The title of the action to choose.
  /// - Returns: Whether an enabled action with that title was found.
  @discardableResult
  public func headlessTap(actionTitled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    return headlessTap(action)
  }

  /// Chooses an action as a tap on its button does (a HeadlessUIKit addition); see
  /// ``headlessTap(actionTitled:)``.
  ///
  /// - Parameter action: One of ``actions``.
  /// - Returns: Whether the action was enabled and one of the alert's.
  @discardableResult
  public func headlessTap(_ action: UIAlertAction) -> Bool {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
    let run = { action.handler?(action) }
    if presentingViewController != nil {
      dismiss(animated: true) { run() }
    } else {
      run()
    }
    return true
  }

  /// The box is laid out again when its content changes.
  private func contentDidChange() {
    guard let view = viewIfLoaded as? AlertContentView else { return }
    view.rebuild()
    view.superview?.setNeedsLayout()
  }

  func makeBuiltInPresentationController() -> UIPresentationController? {
    preferredStyle == .actionSheet
      ? ActionSheetPresentationController(presentedViewController: self, presenting: nil)
      : AlertPresentationController(presentedViewController: self, presenting: nil)
  }
}
