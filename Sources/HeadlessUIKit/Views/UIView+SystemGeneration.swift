import Foundation

extension UIView {
  /// The system generation of the screen the view is on: its window's screen's, else the main
  /// screen's (decision IB50).
  package var systemGeneration: SystemGeneration {
    (window?.screen ?? UIScreen.main).systemGeneration
  }
}
