/// What stops a file from compiling, by cause: the kinds of the compatibility table.
public enum DiagnosticKind: String, CaseIterable, Codable, Sendable {
  /// UIKit, QuartzCore or CoreGraphics API that is missing or shaped differently.
  case missingAPI = "missing or different UIKit API"
  /// Objective-C runtime features (`@objc`, `#selector`, `@IBOutlet`, `dynamic`, optional
  /// protocol requirements, overrides in extensions, key-value observing, the runtime's C API):
  /// out of scope for the library itself; the source transform of issue 18 handles them.
  case objectiveCRuntime = "Objective-C runtime"
  /// Actor isolation and sendability.
  case concurrency = "Swift concurrency"
  /// Foundation API that swift-corelibs-foundation lacks or spells differently, and Apple's
  /// logging (`os_log`, `Logger`).
  case foundationOnLinux = "Foundation on Linux"
  /// API that never compiled against the current SDK: names Swift 4.2 renamed
  /// (`UIViewAnimationOptions`, `addChildViewController`...).
  case renamedAPI = "renamed before Swift 4.2"
  /// Everything else: symbols of frameworks with no Linux counterpart (SwiftUI, WebKit,
  /// MapKit...), errors that follow from others, the app's own code.
  case other
}

extension DiagnosticKind {
  /// The kind of an error message, and the API name it is about when it is a missing API.
  ///
  /// Rules, checked in order: Objective-C runtime wording, or any error on a line that observes
  /// a key path with key-value observing (`observe(\.x, options:...)`) or names a selector
  /// (`#selector(...)`), whose cascades of errors are all about the runtime; a `required`-initializer error about a UIKit class (Objective-C
  /// initializers are inherited dynamically, so on Apple platforms a UIKit class satisfies an
  /// `init()` requirement and can be built through a metatype without `required`); concurrency
  /// wording; the compiler's "has been renamed to" or "has been replaced by" (a name the SDK declares obsolete); a missing
  /// name that Swift 4.2 renamed; a missing Foundation-on-Linux or logging name; a missing name
  /// or member (`cannot find 'X'`, `type 'T' has no member 'm'`); everything else is `other`.
  ///
  /// - Parameters:
  ///   - message: The compiler's message.
  ///   - sourceLine: The source line the error points at, or empty when unknown.
  /// - Returns: The kind, and the missing API's name for ``missingAPI``.
  public static func classify(_ message: String, sourceLine: String = "")
    -> (kind: DiagnosticKind, api: String?)
  {
    if objectiveCPhrases.contains(where: message.contains) { return (.objectiveCRuntime, nil) }
    if usesRuntimeFeature(sourceLine) { return (.objectiveCRuntime, nil) }
    if isDynamicInitializerInheritance(message) { return (.objectiveCRuntime, nil) }
    if concurrencyPhrases.contains(where: message.contains) { return (.concurrency, nil) }
    // The SDK's own word for a name Swift 4.2 renamed.
    if message.contains("has been renamed to") || message.contains("has been replaced by") {
      return (.renamedAPI, nil)
    }
    guard let api = missingName(in: message) else { return (.other, nil) }
    let leaf = String(api.split(separator: ".").last ?? Substring(api))
    if renamedInSwift42.contains(leaf) { return (.renamedAPI, api) }
    if objectiveCRuntimeNames.contains(leaf) { return (.objectiveCRuntime, api) }
    if foundationOnLinuxNames.contains(leaf) { return (.foundationOnLinux, api) }
    if appleOnlyFrameworkPrefixes.contains(where: { leaf.hasPrefix($0) }) { return (.other, api) }
    return (.missingAPI, api)
  }

  /// Whether a source line observes a key path with Foundation's key-value observing or names
  /// an Objective-C selector.
  static func usesRuntimeFeature(_ line: String) -> Bool {
    line.contains(".observe(\\.") || line.contains(" observe(\\.") || line.contains("#selector(")
  }

  /// Whether an error asks for a `required` initializer of a class Apple's SDK imports from
  /// Objective-C (`UI…`, `NS…`, `CA…`), where the runtime's dynamic initializer inheritance makes
  /// it unnecessary.
  static func isDynamicInitializerInheritance(_ message: String) -> Bool {
    guard message.contains("'required' initializer") else { return false }
    let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
    let names = quoted.indices.filter { $0 % 2 == 1 }.map { quoted[$0] }
    return names.contains { name in
      ["UI", "NS", "CA"].contains { prefix in
        name.hasPrefix(prefix) && name.dropFirst(2).first?.isUppercase == true
      }
    }
  }

  /// The name a "cannot find" or "has no member" message is about: `X`, or `T.m` for a member.
  static func missingName(in message: String) -> String? {
    let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
    guard quoted.count >= 3 else { return nil }
    if message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '") {
      return String(quoted[1])
    }
    if message.contains("has no member '"), quoted.count >= 5 {
      var type = String(quoted[1])
      if let generic = type.firstIndex(of: "<") { type = String(type[..<generic]) }
      type = type.trimmingCharacters(in: ["?", "!"])
      return "\(type).\(quoted[3])"
    }
    if message.hasPrefix("cannot infer contextual base in reference to member '") {
      return "." + quoted[1]
    }
    return nil
  }

  /// Wording of errors about Objective-C-only features.
  static let objectiveCPhrases = [
    // (what the uikit-sources transform refused, in `compat --transform`)
    "uikit-sources:",
    "Objective-C", "@objc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
    "#selector", "'dynamic'", "'optional' can only be applied", "can only be used with members of",
    "cannot be overridden from extension", "is declared in extension of",
    "cannot use optional chaining on non-optional value",
    // (a weak reference to an @objc protocol, which is class-bound on Apple platforms)
    "must not be applied to non-class-bound",
  ]
  /// Wording of errors about actor isolation and sendability.
  static let concurrencyPhrases = [
    "actor-isolated", "nonisolated", "Sendable", "data race", "global actor",
    "is 'async' but is not marked with 'await'", "in a synchronous",
  ]
  /// Objective-C runtime functions and types real code calls directly.
  static let objectiveCRuntimeNames: Set<String> = [
    "class_getInstanceMethod", "class_getMethodImplementation", "method_setImplementation",
    "method_exchangeImplementations", "class_addMethod", "objc_getAssociatedObject",
    "objc_setAssociatedObject", "IMP", "NSKeyValueObservation", "observe", "perform",
    "responds", "NSSelectorFromString", "NSClassFromString", "object_getClass",
  ]
  /// Names of Apple's logging and of Foundation API swift-corelibs-foundation lacks.
  static let foundationOnLinuxNames: Set<String> = [
    "os_log", "OSLog", "Logger", "os_signpost", "OSLogType", "NSInteger", "NSUInteger",
    "URLSession", "URLSessionDataTask", "URLRequest",
  ]
  /// Name prefixes of frameworks with no Linux counterpart (WebKit, MapKit, SafariServices,
  /// SwiftUI's hosting controller, AVFoundation, Photos, Core Location).
  static let appleOnlyFrameworkPrefixes = [
    "WK", "MK", "SFSafari", "UIHosting", "AV", "PH", "CL",
  ]
  /// UIKit names renamed by Swift 4.2 (the current SDK marks them unavailable): nested types
  /// and notification names that used to be global, and methods that used to carry the class
  /// name.
  static let renamedInSwift42: Set<String> = [
    "UIViewAnimationOptions", "UIViewAnimationCurve", "UIViewAutoresizing", "UIViewContentMode",
    "UIViewAnimationTransition", "UIBarButtonItemStyle", "UIBarButtonSystemItem",
    "UIControlState", "UIControlEvents", "UIControlContentHorizontalAlignment",
    "UIControlContentVerticalAlignment", "UITableViewCellStyle", "UITableViewStyle",
    "UITableViewRowAnimation", "UITableViewScrollPosition", "UITableViewCellSelectionStyle",
    "UITableViewCellAccessoryType", "UITableViewCellSeparatorStyle", "UITableViewCellEditingStyle",
    "UICollectionViewScrollPosition", "UICollectionViewScrollDirection",
    "UIScrollViewDecelerationRateFast",
    "UIScrollViewDecelerationRateNormal", "UIScrollViewIndicatorStyle",
    "UIScrollViewKeyboardDismissMode",
    "UIWindowLevelNormal", "UIWindowLevelStatusBar", "UIWindowLevelAlert", "UIButtonType",
    "UIApplicationLaunchOptionsKey", "UILayoutConstraintAxis",
    "UIGestureRecognizerState", "UIAlertControllerStyle", "UIAlertActionStyle",
    "UIActivityIndicatorViewStyle",
    "UIKeyboardType", "UIReturnKeyType", "UITextFieldViewMode", "UITextBorderStyle",
    "UIFontWeightRegular", "UIFontWeightBold", "UIFontWeightMedium", "UIFontWeightSemibold",
    "UIFontWeightLight", "NSAttributedStringKey", "NSLayoutAttribute", "NSLayoutRelation",
    "NSLayoutFormatOptions", "UILayoutPriorityRequired", "UILayoutPriorityDefaultHigh",
    "UILayoutPriorityDefaultLow", "UIEdgeInsetsMake", "UIEdgeInsetsInsetRect", "UIEdgeInsetsZero",
    "UIBlurEffectStyle", "UIImageRenderingMode",
    "UIPageViewControllerNavigationDirection", "UIPageViewControllerTransitionStyle",
    "UIPageViewControllerNavigationOrientation", "UISwipeGestureRecognizerDirection",
    "UIAccessibilityTraitButton", "UIViewKeyframeAnimationOptions",
    "UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey",
    "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey",
    "UIKeyboardWillShow", "UIKeyboardWillHide",
    "UIApplicationDidBecomeActive", "UIApplicationWillResignActive",
    "UIContentSizeCategoryDidChange", "addChildViewController", "removeFromParentViewController",
    "childViewControllers", "willMoveToParentViewController", "didMoveToParentViewController",
    "UIFontTextStyle", "UIStackViewDistribution", "UIStackViewAlignment",
    "UIApplicationOpenURLOptionsKey", "UITouchPhase", "UIEventType", "UIDeviceOrientationDidChange",
  ]
}
