import Foundation

/// The navigation controller's view: the bar under the status bar, the top controller's view
/// filling the view, and the bar's share of that controller's safe area (decisions C34–C35).
extension UINavigationController: ChildSafeAreaContainer {
  /// A view the size of the main screen, flexible in width and height, holding the bar.
  func makeContainerView() -> UIView {
    let container = NavigationContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.controller = self
    bar.isHidden = barHidden
    container.addSubview(bar)
    return container
  }

  /// Lays out the view: installs the top controller's view if it is not there yet, puts the bar
  /// at the top of the safe area, and makes the children's views fill the view.
  func layoutContainer() {
    guard let container = viewIfLoaded else { return }
    installTopIfNeeded()
    let inSheet = isShownInSheet
    if bar.isInSheet != inSheet { bar.isInSheet = inSheet }
    let barFrame = navigationBarFrame(in: container, geometry: .current)
    if bar.frame != barFrame { bar.frame = barFrame }
    let toolbar = layoutToolbar(in: container)
    fitChildViews(
      to: container, topBar: barHidden ? nil : (barFrame, bar.isTranslucent), bottomBar: toolbar)
  }

  /// Whether the controller, or the container it is in, is presented as a page or form sheet
  /// (not adapted to full screen), or stands for a scene Xcode's canvas shows as a sheet
  /// (decision IC5).
  var isShownInSheet: Bool {
    if showsSheetCanvas { return true }
    var current: UIViewController? = self
    while let controller = current {
      if let style = controller.presentation.effectiveStyle {
        return style == .pageSheet || style == .formSheet
      }
      current = controller.parent
    }
    return false
  }

  /// Where the bar goes: across the view, its top at the view's top safe-area inset (less the
  /// Dynamic Island overlap), its height the standard one, with the large-title area when the
  /// bar shows a large title (decision C64).
  func navigationBarFrame(in container: UIView, geometry: InsetGeometry) -> CGRect {
    let metrics = BarMetrics(for: container)
    let bounds = geometry.bounds(of: container)
    let top = metrics.navigationBarTop(safeAreaTop: container.safeAreaInsets(in: geometry).top)
    return CGRect(
      x: bounds.minX, y: bounds.minY + top, width: bounds.width,
      height: bar.preferredHeight(metrics))
  }

  /// The depth of the visible bar over a child's view (decision C34).
  ///
  /// - Parameters:
  ///   - view: The root view of a child.
  ///   - geometry: Where frames are read.
  /// - Returns: The bar's bottom less the view's top, at the top; the view's bottom less the
  ///   toolbar's top, at the bottom; zero elsewhere.
  func barInsets(coveringChildView view: UIView, in geometry: InsetGeometry) -> UIEdgeInsets {
    guard !barHidden || !toolbarHiddenState, let container = viewIfLoaded,
      view.superview === container
    else {
      return .zero
    }
    var insets = UIEdgeInsets.zero
    if !barHidden {
      let barFrame = navigationBarFrame(in: container, geometry: geometry)
      insets.top = max(0, barFrame.maxY - geometry.frame(of: view).minY)
    }
    if !toolbarHiddenState {
      let toolbarFrame = self.toolbarFrame(in: container, geometry: geometry)
      insets.bottom = max(0, geometry.frame(of: view).maxY - toolbarFrame.minY)
    }
    return insets
  }

  /// `setNavigationBarHidden(_:animated:)`: the bar hides or shows at once, and the view is laid
  /// out again so that the top controller's safe area follows.
  func updateBarHidden(_ hidden: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    bar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }
}

/// The view of a navigation controller, which lays out the bar and the children's views.
private final class NavigationContainerView: UIView {
  weak var controller: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }
}
