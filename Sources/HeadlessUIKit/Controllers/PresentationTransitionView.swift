import Foundation

/// The view that holds a presented controller's view: it covers the window (or, for the
/// current-context styles, the context controller's view) and sits in front of it, as UIKit's
/// private transition view does.
final class PresentationTransitionView: UIView {}

/// The card that holds a presented controller's view in a sheet style, as UIKit's private
/// drop-shadow view does; the presented view fills it.
final class PresentationSheetView: UIView {}
