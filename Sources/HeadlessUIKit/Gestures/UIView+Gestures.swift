import Foundation

/// Attaching gesture recognizers to views.
extension UIView {
  /// Attaches a recognizer, detaching it from its previous view first; attaching it again to
  /// the same view does nothing.
  func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view !== self else { return }
    recognizer.view?.detachGestureRecognizer(recognizer)
    attachedGestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a recognizer; a gesture under way is cancelled.
  func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    recognizer.abandon()
    recognizer.view = nil
  }

  /// Replaces every recognizer with a list.
  func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
    for recognizer in attachedGestureRecognizers
    where !recognizers.contains(where: { $0 === recognizer }) {
      detachGestureRecognizer(recognizer)
    }
    for recognizer in recognizers { attachGestureRecognizer(recognizer) }
  }
}
