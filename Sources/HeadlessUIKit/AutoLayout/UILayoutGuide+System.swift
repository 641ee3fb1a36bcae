import Foundation

extension UILayoutGuide {
  /// Whether the guide is one of the system guides a view makes on first use (layout margins,
  /// safe area, readable content), rather than one app code added.
  ///
  /// The view-debugger overlay draws app guides only: the system guides' rectangles are shown
  /// as the margins and the safe area.
  package var isSystemGuide: Bool {
    systemKind != nil
  }
}
