import Foundation
import InterfaceBuilderDocuments

extension UIViewController {
  /// The storyboard the controller was made from, or `nil` for controllers made in code.
  public var storyboard: UIStoryboard? {
    storedStoryboard
  }

  /// Makes and performs an identified segue of the controller's scene.
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = storyboardSegues[identifier], let storyboard = template.storyboard
    else {
      preconditionFailure(
        "NSInvalidArgumentException: Receiver (\(ObjectAddress.short(self))) has no segue with "
          + "identifier '\(identifier)'")
    }
    guard let destination = storyboard.instantiateController(id: template.segue.destination)
    else {
      preconditionFailure(
        "NSInvalidArgumentException: the destination of segue '\(identifier)' cannot be made")
    }
    let segue = makeSegue(template.segue, identifier: identifier, destination: destination)
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// Loads the root view from a nib with this controller as File's Owner; stops with UIKit's
  /// messages when the nib is missing or does not connect the `view` outlet.
  ///
  /// The segue object for a document segue: its registered custom class when it has one, else
  /// `UIStoryboardSegue`, whose `perform()` does what the document's kind of segue does.
  private func makeSegue(
    _ document: IBSegue, identifier: String, destination: UIViewController
  ) -> UIStoryboardSegue {
    let kind = document.kind
    let standard: @MainActor @Sendable () -> Void = { [weak self] in
      guard let self else { return }
      switch kind {
      case "show", "push", "showDetail":
        if let navigation = self.navigationController {
          navigation.pushViewController(destination, animated: true)
        } else {
          self.present(destination, animated: true)
        }
      case "presentation", "modal", "popoverPresentation":
        self.present(destination, animated: true)
      default:
        Diagnostics.log(
          "[Storyboard] segue '\(identifier)' of kind '\(kind)' needs its custom class; not "
            + "performed")
      }
    }
    guard let name = document.customClass else {
      return UIStoryboardSegue(
        identifier: identifier, source: self, destination: destination, performHandler: standard)
    }
    guard let factory = InterfaceBuilderRegistry.segueFactories[name] else {
      Diagnostics.log(
        "[Storyboard] unknown segue class '\(name)' (register it with "
          + "InterfaceBuilderRegistry.registerSegue); performing segue '\(identifier)' as its kind")
      let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
      if kind != "custom" { segue.performHandler = standard }
      return segue
    }
    let segue = factory(identifier, self, destination)
    // `super.perform()` in the custom class performs the document's kind, as in UIKit; a
    // `custom` segue's base `perform()` does nothing.
    if kind != "custom" { segue.performHandler = standard }
    return segue
  }

  func loadView(fromNibNamed name: String, bundle: Bundle?) {
    let nib = UINib(nibName: name, bundle: bundle)
    _ = nib.instantiate(withOwner: self, options: nil)
    guard isViewLoaded else {
      preconditionFailure(
        "NSInternalInconsistencyException: -[\(type(of: self)) _loadViewFromNibNamed:bundle:] "
          + "loaded the \"\(name)\" nib but the view outlet was not set.")
    }
  }
}
