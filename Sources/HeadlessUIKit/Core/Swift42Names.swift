import Foundation

// The names Swift 4.2 gave UIKit's types: Apple's SDK still declares the old global names as
// obsolete, so code written before Swift 4.2 gets the compiler's "'X' has been renamed to 'Y'"
// error with a fix-it, as in Xcode, rather than "cannot find 'X' in scope".

/// Obsolete: ``UIView/AnimationOptions``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Obsolete: ``UIView/AnimationCurve``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Obsolete: ``UIView/AutoresizingMask``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Obsolete: ``UIView/ContentMode``.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Obsolete: ``UIView/TintAdjustmentMode``.
@available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
/// Obsolete: ``UIBarButtonItem/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
/// Obsolete: ``UIBarButtonItem/SystemItem``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
/// Obsolete: ``UIControl/State``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
/// Obsolete: ``UIControl/Event``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
/// Obsolete: ``UIControl/ContentHorizontalAlignment``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
/// Obsolete: ``UIControl/ContentVerticalAlignment``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
/// Obsolete: ``UIButton/ButtonType``.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
/// Obsolete: ``UITableView/Style``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
/// Obsolete: ``UITableView/ScrollPosition``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
/// Obsolete: ``UITableViewCell/CellStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Obsolete: ``UITableViewCell/SelectionStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// Obsolete: ``UITableViewCell/AccessoryType``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
/// Obsolete: ``UITableViewCell/SeparatorStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
/// Obsolete: ``UICollectionView/ScrollPosition``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// Obsolete: ``UICollectionView/ScrollDirection``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
/// Obsolete: ``UIScrollView/IndicatorStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
/// Obsolete: ``UIScrollView/KeyboardDismissMode``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
/// Obsolete: ``UITextField/ViewMode``.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
/// Obsolete: ``UITextField/BorderStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
/// Obsolete: ``UIStackView/Distribution``.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
/// Obsolete: ``UIStackView/Alignment``.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
/// Obsolete: ``UIActivityIndicatorView/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// Obsolete: ``UIAlertController/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
/// Obsolete: ``UIAlertAction/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
/// Obsolete: ``UIPageViewController/NavigationDirection``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
/// Obsolete: ``UIPageViewController/TransitionStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
/// Obsolete: ``UIPageViewController/NavigationOrientation``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation =
  UIPageViewController.NavigationOrientation
/// Obsolete: ``UISwipeGestureRecognizer/Direction``.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
/// Obsolete: ``UIImage/RenderingMode``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
/// Obsolete: ``UITouch/Phase``.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
/// Obsolete: ``UIEvent/EventType``.
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
/// Obsolete: ``UIFont/TextStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
/// Obsolete: ``UIApplication/LaunchOptionsKey``.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
/// Obsolete: ``NSLayoutConstraint/Attribute``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// Obsolete: ``NSLayoutConstraint/Relation``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// Obsolete: ``NSLayoutConstraint/Axis``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// Obsolete: ``NSLayoutConstraint/FormatOptions``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
/// Obsolete: `NSAttributedString.Key`.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: ``UIWindow/Level/normal``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: ``UIWindow/Level/statusBar``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: ``UIWindow/Level/alert``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: ``UIScrollView/DecelerationRate/fast``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: ``UIScrollView/DecelerationRate/normal``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: `UIEdgeInsets.zero`.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: `UIEdgeInsets(top:left:bottom:right:)`.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Obsolete: `CGRect.inset(by:)`.
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

extension UIViewController {
  /// Obsolete: ``addChild(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  /// Obsolete: ``removeFromParent()``.
  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() {
    removeFromParent()
  }

  /// Obsolete: ``children``.
  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }

  /// Obsolete: ``willMove(toParent:)``.
  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }

  /// Obsolete: ``didMove(toParent:)``.
  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }

  // childViewControllerForStatusBarStyle/Hidden are in UIViewController's class body, so
  // that overriding them also gets the renamed error.
}

extension UIView {
  /// Obsolete: ``bringSubviewToFront(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) {
    bringSubviewToFront(view)
  }

  /// Obsolete: ``sendSubviewToBack(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) {
    sendSubviewToBack(view)
  }
}
