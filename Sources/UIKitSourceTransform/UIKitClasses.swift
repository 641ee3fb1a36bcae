/// UIKit's own classes the transform must know by name: each with its superclass, so that the
/// target's classes can be traced to `UIView`, `UIViewController`, the cells and `NSObject`.
public enum UIKitClasses {
  /// Each UIKit (and Foundation) class with its superclass.
  public static let superclass: [String: String] = {
    var table: [String: String] = [
      "NSObject": "", "UIResponder": "NSObject", "UIView": "UIResponder",
      "UIViewController": "UIResponder", "UIApplication": "UIResponder",
      "UIWindow": "UIView", "UIControl": "UIView", "UIScrollView": "UIView",
      "UITableViewCell": "UIView", "UITableViewHeaderFooterView": "UIView",
      "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
      "UICollectionViewListCell": "UICollectionViewCell", "UITableView": "UIScrollView",
      "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
      "UINavigationController": "UIViewController",
      "UITableViewController": "UIViewController",
      "UICollectionViewController": "UIViewController",
      "UITabBarController": "UIViewController", "UIPageViewController": "UIViewController",
      "UISplitViewController": "UIViewController", "UIAlertController": "UIViewController",
      "UISearchController": "UIViewController",
      "UIActivityViewController": "UIViewController",
      "UIImagePickerController": "UINavigationController",
      "UIGestureRecognizer": "NSObject", "UIBarItem": "NSObject",
      "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
      "UIStoryboardSegue": "NSObject", "UIPresentationController": "NSObject",
      "UICollectionViewLayout": "NSObject",
      "UICollectionViewFlowLayout": "UICollectionViewLayout",
      "UICollectionViewCompositionalLayout": "UICollectionViewLayout",
      "UICollectionViewLayoutAttributes": "NSObject",
      "UIPercentDrivenInteractiveTransition": "NSObject", "CALayer": "NSObject",
      "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CATextLayer": "CALayer",
      "CAReplicatorLayer": "CALayer", "CAEmitterLayer": "CALayer", "CAScrollLayer": "CALayer",
      "CATransformLayer": "CALayer",
      "UICollectionViewLayoutInvalidationContext": "NSObject",
      "UICollectionViewFlowLayoutInvalidationContext": "UICollectionViewLayoutInvalidationContext",
    ]
    for control in [
      "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
      "UIDatePicker", "UITextField", "UIRefreshControl", "UIColorWell",
    ] {
      table[control] = "UIControl"
    }
    for view in [
      "UILabel", "UIImageView", "UIStackView", "UIVisualEffectView", "UIProgressView",
      "UIActivityIndicatorView", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar",
      "UISearchBar", "UIInputView",
    ] {
      table[view] = "UIView"
    }
    for recognizer in [
      "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
      "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
      "UIHoverGestureRecognizer",
    ] {
      table[recognizer] = "UIGestureRecognizer"
    }
    table["UIScreenEdgePanGestureRecognizer"] = "UIPanGestureRecognizer"
    table["NSObject"] = nil
    return table
  }()

  /// The initializer UIKit calls to make an instance of a class it is given (not from a
  /// document): the argument labels, with the expression that calls it for a class `T`.
  public enum Maker: String, Sendable {
    /// `init(frame:)`: views, collection cells and reusable views.
    case frame
    /// `init(style:reuseIdentifier:)`: table cells.
    case tableCell
    /// `init(reuseIdentifier:)`: table header and footer views.
    case headerFooter
    /// `init(nibName:bundle:)`: view controllers.
    case nibName
    /// `init()`: layouts, layout attributes, invalidation contexts, layers.
    case plain

    /// The initializer's argument labels.
    public var labels: [String?] {
      switch self {
      case .frame: ["frame"]
      case .tableCell: ["style", "reuseIdentifier"]
      case .headerFooter: ["reuseIdentifier"]
      case .nibName: ["nibName", "bundle"]
      case .plain: []
      }
    }
  }

  /// The kind of initializer UIKit uses for a class whose ancestry is `chain` (itself first).
  public static func maker(forAncestry chain: [String]) -> Maker? {
    for name in chain {
      switch name {
      case "UITableViewCell": return .tableCell
      case "UITableViewHeaderFooterView": return .headerFooter
      case "UIView": return .frame
      case "UIViewController": return .nibName
      case "UICollectionViewLayout", "UICollectionViewLayoutAttributes",
        "UICollectionViewLayoutInvalidationContext", "CALayer":
        return .plain
      default: continue
      }
    }
    return nil
  }
}
