import Foundation

/// What a tap that ends inside a button does (decision BC8).
///
/// UIKit's buttons trigger their primary action when a tap ends inside: the button sends
/// `.touchUpInside` and `.primaryActionTriggered` together, so an action registered for either
/// (or both) runs once, in registration order. A button that ``UIButton/changesSelectionAsPrimaryAction``
/// and has no menu toggles ``UIControl/isSelected`` first, as Apple documents, so the actions
/// and the configuration update see the new selection.
extension UIButton {
  /// Toggles the selection when the button is a toggle, then sends the tap's actions.
  func performPrimaryAction() {
    if changesSelectionAsPrimaryAction && menu == nil { isSelected.toggle() }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
