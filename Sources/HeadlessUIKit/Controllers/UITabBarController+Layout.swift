import Foundation

/// The tab bar controller's view: the bar at the bottom, covering the bottom safe-area inset,
/// the selected controller's view filling the view, and the bar's share of that controller's
/// safe area (decisions C34–C35).
extension UITabBarController: ChildSafeAreaContainer {
  /// A view the size of the main screen, flexible in width and height, holding the bar.
  func makeContainerView() -> UIView {
    let container = TabBarContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.controller = self
    container.addSubview(bar)
    return container
  }

  /// Lays out the view: installs the selected controller's view if it is not there yet, puts
  /// the bar at the bottom, and makes the children's views fill the view.
  func layoutContainer() {
    guard let container = viewIfLoaded else { return }
    installSelectionIfNeeded()
    let barFrame = tabBarFrame(in: container, geometry: .current)
    if bar.frame != barFrame { bar.frame = barFrame }
    fitChildViews(to: container, bottomBar: bar.isHidden ? nil : (barFrame, bar.isTranslucent))
  }

  /// Where the bar goes: across the bottom of the view, its height the standard one for the
  /// view's bottom safe-area inset, which it covers.
  func tabBarFrame(in container: UIView, geometry: InsetGeometry) -> CGRect {
    let metrics = BarMetrics(for: container)
    let bounds = geometry.bounds(of: container)
    let height = metrics.tabBarHeight(bottomInset: container.safeAreaInsets(in: geometry).bottom)
    return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// The depth of the visible bar over a child's view (decision C34).
  ///
  /// - Parameters:
  ///   - view: The root view of a child.
  ///   - geometry: Where frames are read.
  /// - Returns: The view's bottom less the bar's top, at the bottom; zero elsewhere.
  func barInsets(coveringChildView view: UIView, in geometry: InsetGeometry) -> UIEdgeInsets {
    guard !bar.isHidden, let container = viewIfLoaded, view.superview === container else {
      return .zero
    }
    let barFrame = tabBarFrame(in: container, geometry: geometry)
    let bottom = max(0, geometry.frame(of: view).maxY - barFrame.minY)
    return UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
  }
}

/// The view of a tab bar controller, which lays out the bar and the children's views.
private final class TabBarContainerView: UIView {
  weak var controller: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }
}
