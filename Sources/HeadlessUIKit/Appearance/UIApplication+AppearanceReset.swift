import Foundation

extension UIApplication {
  /// Removes every appearance proxy and what was set on them, so that no appearance rule
  /// applies to views and bar items that enter a window from now on.
  ///
  /// A HeadlessUIKit addition, for tests: UIKit's proxies last as long as the process. Values
  /// already applied to instances stay; proxies obtained before the reset no longer record.
  public func headlessResetAppearanceProxies() {
    AppearanceRegistry.reset()
  }
}
