import Foundation

/// The share sheet: the services that can act on some items.
///
/// Its presentation style is `.popover`: a sheet in a compact width, a popover (which needs a
/// source view or bar button item) in a regular width. Headless no service runs; a test chooses
/// one with ``headlessComplete(with:completed:)`` (a HeadlessUIKit addition), which dismisses
/// the sheet and then calls ``completionWithItemsHandler``, as UIKit does.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The closure UIKit calls when the sheet closes: the activity chosen (or `nil`), whether it
  /// completed, the items it returned and an error.
  public typealias CompletionWithItemsHandler =
    @MainActor (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

  /// The items to share, as given.
  public let activityItems: [Any]

  /// The app's own services, shown with the system's.
  public let applicationActivities: [UIActivity]?

  /// The system services not to offer; `nil` by default.
  open var excludedActivityTypes: [UIActivity.ActivityType]?

  /// Called once the sheet closed.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// Creates a share sheet.
  ///
  /// - Parameters:
  ///   - activityItems: The items to share (strings, URLs, images, item sources).
  ///   - applicationActivities: The app's own services.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .popover
  }

  /// Share sheets cannot be archived.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
    modalPresentationStyle = .popover
  }

  /// Whether a service may be offered: not one of ``excludedActivityTypes`` (a HeadlessUIKit
  /// addition, for tests).
  ///
  /// - Parameter type: The service.
  /// - Returns: Whether it is offered.
  public func headlessOffers(_ type: UIActivity.ActivityType) -> Bool {
    !(excludedActivityTypes ?? []).contains(type)
      || (applicationActivities ?? []).contains { $0.activityType == type }
  }

  /// Closes the sheet as if the user chose a service (or cancelled with `nil`), a HeadlessUIKit
  /// addition: the sheet is dismissed, then ``completionWithItemsHandler`` runs with the type
  /// and whether it completed.
  ///
  /// - Parameters:
  ///   - type: The service chosen, or `nil` for Cancel.
  ///   - completed: Whether the service completed.
  public func headlessComplete(with type: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler
    let report = { handler?(type, completed && type != nil, nil, nil) }
    if presentingViewController != nil {
      dismiss(animated: true) { report() }
    } else {
      report()
    }
  }
}

/// A service the share sheet can offer; apps subclass it for their own.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// The service's type; `nil` by default.
  open var activityType: ActivityType? { nil }

  /// The service's title; `nil` by default.
  open var activityTitle: String? { nil }

  /// The service's icon; `nil` by default.
  open var activityImage: UIImage? { nil }

  /// Whether the service can act on the items; `false` by default.
  ///
  /// - Parameter activityItems: The items.
  /// - Returns: Whether it can.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

  /// Receives the items before the service runs.
  ///
  /// - Parameter activityItems: The items.
  open func prepare(withActivityItems activityItems: [Any]) {}

  /// Runs the service; call ``activityDidFinish(_:)`` when done.
  open func perform() {}

  /// Tells the system the service finished.
  ///
  /// - Parameter completed: Whether it completed.
  open func activityDidFinish(_ completed: Bool) {}

  /// Creates a service.
  public override init() {
    super.init()
  }
}

extension UIActivity {
  /// The type of a service.
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    /// The type's string.
    public var rawValue: String

    /// Creates a type.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a type.
    ///
    /// - Parameter rawValue: The string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Post to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Post to Twitter.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Post to Weibo.
    public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
    /// Send in Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Send by mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Print.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copy to the pasteboard.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assign to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Save to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Add to Safari's reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Post to Flickr.
    public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
    /// Post to Vimeo.
    public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
    /// Post to Tencent Weibo.
    public static let postToTencentWeibo = ActivityType(
      "com.apple.UIKit.activity.TencentWeibo")
    /// Send with AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Open in iBooks.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Create a PDF with markup.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    /// Share with SharePlay.
    public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    /// Collaborate by copying a link.
    public static let collaborationCopyLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationCopyLink")
    /// Invite to collaborate.
    public static let collaborationInviteWithLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationInviteWithLink")
    /// Add to the Home Screen.
    public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
  }

  /// The category of a service.
  public enum Category: Int, Sendable {
    /// Acts on the items.
    case action = 0
    /// Shares the items.
    case share = 1
  }
}

/// An object that gives the share sheet its item lazily, per service.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
  /// A stand-in item of the right type, used before a service is chosen.
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  /// The item for a service.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  /// The subject for a service (optional; `""` by default).
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  /// `""`.
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
}
