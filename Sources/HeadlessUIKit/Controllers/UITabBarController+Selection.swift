import Foundation

/// The list of controllers and the selection (decisions C30, C33 and C36).
///
/// A change of selection loads the new controller's view, calls its `viewWillAppear(_:)` and
/// then the old controller's `viewWillDisappear(_:)`, swaps the views, lays the view out, and
/// ends with the old controller's `viewDidDisappear(_:)` and the new one's `viewDidAppear(_:)`,
/// all at once: tab switches are not animated.
extension UITabBarController {
  /// The index of the selection, `NSNotFound` without one.
  var indexOfSelection: Int {
    guard let selectedChild, let index = tabList?.firstIndex(where: { $0 === selectedChild })
    else { return NSNotFound }
    return index
  }

  /// `selectedViewController`'s setter: only a controller of the list can be selected.
  func select(_ controller: UIViewController?) {
    guard let controller, tabList?.contains(where: { $0 === controller }) == true else { return }
    showSelection(controller, leaving: [])
  }

  /// `selectedIndex`'s setter: only an index of the list can be selected.
  func select(index: Int) {
    guard let tabs = tabList, tabs.indices.contains(index) else { return }
    showSelection(tabs[index], leaving: [])
  }

  /// A tap on the tab at `index`, as the tab bar reports it: the controller hears
  /// `tabBar(_:didSelect:)` first, then the delegate may refuse the tab, and hears of it
  /// afterwards even when the tab was already selected (decisions C36, GP3).
  ///
  /// Programmatic selection never consults the delegate; this is how tests stand in for the
  /// user.
  ///
  /// - Parameter index: The index of the tapped tab.
  package func simulateTabBarSelection(at index: Int) {
    guard let tabs = tabList, tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    // The bar tells its delegate (this controller) first, while `selectedIndex` still holds the
    // previous tab (decision GP3).
    if let item = tabBar.items?.indices.contains(index) == true ? tabBar.items?[index] : nil {
      tabBar(tabBar, didSelect: item)
    }
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    showSelection(controller, leaving: [])
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// `setViewControllers(_:animated:)`: leaving controllers get `willMove(toParent: nil)`, new
  /// ones are added, the selection moves, then the leaving ones get `removeFromParent()` and the
  /// new ones `didMove(toParent:)`.
  func replaceTabs(with controllers: [UIViewController]?) {
    let oldTabs = tabList ?? []
    let newTabs = controllers ?? []
    let leaving = oldTabs.filter { old in !newTabs.contains { $0 === old } }
    let arriving = newTabs.filter { new in !oldTabs.contains { $0 === new } }
    let previousIndex = indexOfSelection
    var selection: UIViewController?
    if let selectedChild, newTabs.contains(where: { $0 === selectedChild }) {
      selection = selectedChild
    } else if previousIndex != NSNotFound, newTabs.indices.contains(previousIndex) {
      selection = newTabs[previousIndex]
    } else {
      selection = newTabs.first
    }
    tabList = controllers
    bar.managingController = self
    // The bar shows the new controllers' items: the appearance proxies reach them (AP2).
    bar.applyAppearanceToShownItems()
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in arriving { addChild(controller) }
    for controller in newTabs where controller !== selection {
      controller.dropPendingMovingToParent()
    }
    showSelection(selection, leaving: leaving)
    for controller in leaving { controller.removeFromParent() }
    for controller in arriving { controller.didMove(toParent: self) }
  }

  /// Makes `controller` the selection and shows its view when the tab bar controller's view is
  /// loaded.
  private func showSelection(_ controller: UIViewController?, leaving: [UIViewController]) {
    selectedChild = controller
    guard let container = viewIfLoaded, childAppearance.shown !== controller else { return }
    let old = childAppearance.shown
    if let old, childAppearance.isVisible, leaving.contains(where: { $0 === old }) {
      old.markMovingFromParentForRemoval()
    }
    let wasAppeared = childAppearance.phase == .appeared
    controller?.loadViewIfNeeded()
    let endAppearance = childAppearance.beginSwitch(to: controller, animated: false, newFirst: true)
    install(controller, in: container)
    if let oldView = old?.viewIfLoaded, oldView.superview === container {
      oldView.removeFromSuperview()
    }
    if wasAppeared, container.window != nil { container.layoutIfNeeded() }
    endAppearance()
  }

  /// Shows the selected controller's view if none is shown yet: the first appearance or layout of
  /// the tab bar controller's view installs it, without appearance callbacks of its own.
  func installSelectionIfNeeded() {
    guard childAppearance.shown == nil, let selectedChild, let container = viewIfLoaded else {
      return
    }
    childAppearance.install(selectedChild)
    install(selectedChild, in: container)
  }

  /// Puts a child's view into the tab bar controller's view, filling it, under the bar.
  private func install(_ child: UIViewController?, in container: UIView) {
    guard let child else { return }
    let childView: UIView = child.view
    childView.frame = container.bounds
    container.insertSubview(childView, belowSubview: bar)
  }
}
