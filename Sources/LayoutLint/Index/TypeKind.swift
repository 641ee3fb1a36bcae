/// What a type is, as far as layout is concerned: found by following its superclasses through
/// the files given, then by UIKit's names.
package enum TypeKind: Sendable, Equatable {
  /// `UIView` or a subclass (cells, controls, scroll views, windows…).
  case view
  /// `UIViewController` or a subclass.
  case viewController
  /// `UIPresentationController` or a subclass (its views are the container's and the
  /// presented controller's; it has no `view` of its own).
  case presentationController
  /// Anything else (a struct, an animator, a model type).
  case other

  private static let uikitViews: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
    "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UIStackView", "UITextField", "UITextView", "UISwitch",
    "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView",
    "UIActivityIndicatorView", "UIVisualEffectView", "UIWindow", "UINavigationBar", "UIToolbar",
    "UITabBar", "UISearchBar", "UIPickerView", "UIDatePicker", "UIInputView", "WKWebView",
    "MKMapView", "SKView", "ARSCNView", "SCNView", "MTKView", "GLKView",
  ]

  private static let uikitControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UIAlertController", "UISearchController", "UIHostingController",
    "UIImagePickerController", "UIActivityViewController", "UIInputViewController",
    "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "SFSafariViewController",
    "AVPlayerViewController", "MFMailComposeViewController",
  ]

  /// The kind UIKit's own class (or a library class named like one) has, or `nil` when the
  /// name says nothing.
  package static func known(_ name: String) -> TypeKind? {
    if uikitViews.contains(name) { return .view }
    if uikitControllers.contains(name) { return .viewController }
    if name == "UIPresentationController" || name.hasSuffix("PresentationController") {
      return .presentationController
    }
    if name.hasSuffix("ViewController") || name.hasSuffix("NavigationController")
      || name.hasSuffix("TabBarController")
    {
      return .viewController
    }
    if name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Button")
      || name.hasSuffix("Label") || name.hasSuffix("Control") || name.hasSuffix("Bar")
    {
      return .view
    }
    return nil
  }
}
