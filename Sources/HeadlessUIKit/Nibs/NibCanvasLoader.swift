import Foundation
import InterfaceBuilderDocuments

/// The loader's entry points for the tooling above the library that lays documents out as
/// Xcode's canvas shows them (`StoryboardSceneLayout` in the `InterfaceBuilderFidelity`
/// module: the fidelity comparison, `headless-uikit check` and document rendering).
///
/// Package access only: none of this is UIKit API, and code outside the package never sees it.
/// The instantiator itself stays internal; the canvas settings it reads are one task-local
/// configuration value (decision HK2).
@MainActor
package enum NibCanvasLoader {
  /// Runs `body` with the loader set up for Xcode's canvas: objects made as the canvas shows
  /// them (decisions CN1–CN6) and text measured as `textMetrics` says (decision IB9), bound
  /// task-locally for the duration of `body` only.
  ///
  /// - Parameters:
  ///   - textMetrics: Where text sizes come from.
  ///   - body: The work that makes the document's objects.
  /// - Returns: What `body` returns.
  package static func withCanvasConfiguration<Result>(
    textMetrics: NibTextMetrics, _ body: () -> Result
  ) -> Result {
    let configuration = NibInstantiator.Configuration(textMetrics: textMetrics, forCanvas: true)
    return NibInstantiator.$configuration.withValue(configuration, operation: body)
  }

  /// Makes a top-level view object of a xib, with its subviews, constraints and connections,
  /// as `UINib` does for one object.
  ///
  /// - Parameters:
  ///   - object: The top-level view object.
  ///   - document: The xib it is in.
  /// - Returns: The view, and every view the document made for it by document id.
  package static func makeTopLevelView(
    _ object: IBObject, in document: IBDocument
  ) -> (view: UIView, viewsByID: [String: UIView]) {
    let instantiator = NibInstantiator(document: document, storyboard: nil)
    let view = instantiator.makeView(object)
    let views = instantiator.objects.compactMapValues { $0 as? UIView }
    instantiator.finish()
    return (view, views)
  }

  /// The UIKit class name of a view, seen through the loader's stand-ins for stored text sizes
  /// and design-time intrinsic sizes (a `StoredMetricsLabel` is a `UILabel`).
  package static func className(of view: UIView) -> String {
    switch view {
    case is StoredMetricsLabel: "UILabel"
    case is StoredMetricsButton: "UIButton"
    case is StoredMetricsTextField: "UITextField"
    case is StoredMetricsTextView: "UITextView"
    case is StoredMetricsSegmentedControl: "UISegmentedControl"
    case is PlaceholderIntrinsicSizeImageView: "UIImageView"
    case is PlaceholderIntrinsicSizeView: "UIView"
    default: String(describing: type(of: view))
    }
  }
}
