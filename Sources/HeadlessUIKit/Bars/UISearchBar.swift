import Foundation

/// A bar with a search field, 56 points tall (decision K11).
///
/// The bar has no intrinsic width; its ``intrinsicContentSize`` height and the height
/// ``sizeThatFits(_:)`` gives (with the offered width) are 56 points in every style, the height
/// Interface Builder stores for search bars on iOS 13 and later. The bar's ``searchTextField``
/// is its subview, 36 points tall, centred, 8 points from each side (UISearchBar+Field.swift).
/// A prompt and a shown scope bar are not modelled yet.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The height of a search bar.
  static let standardHeight: CGFloat = 56

  /// The look of the bar; `.default` by default.
  open var searchBarStyle: Style = .default

  /// The style of the bar's background; `.default` by default.
  open var barStyle: UIBarStyle = .default

  /// The text in the search field: the ``searchTextField``'s.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The placeholder of the search field: the ``searchTextField``'s; `nil` by default.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// The field the user types the search into.
  public let searchTextField = UISearchTextField(frame: .zero)

  /// The delegate told of editing, typing and button taps (UISearchBar+Field.swift).
  open weak var delegate: (any UISearchBarDelegate)?

  /// Forwards the field's editing to ``delegate``.
  lazy var fieldBridge = SearchFieldBridge(searchBar: self)

  /// The search controller that manages the bar, told of its editing (decision SC2).
  weak var owningSearchController: UISearchController?

  /// A line of text above the field; `nil` by default.
  open var prompt: String?

  /// Whether the cancel button shows; `false` by default.
  open var showsCancelButton = false

  /// Whether the bookmark button shows; `false` by default.
  open var showsBookmarkButton = false

  /// The titles of the scope buttons; `nil` by default.
  open var scopeButtonTitles: [String]?

  /// The selected scope button; 0 by default.
  open var selectedScopeButtonIndex = 0

  /// Whether the scope bar shows; `false` by default.
  open var showsScopeBar = false

  /// The colour of the bar's background; `nil` means the system's.
  open var barTintColor: UIColor? {
    didSet { appearancePropertyDidChange(\UISearchBar.barTintColor, to: barTintColor) }
  }

  /// Whether the bar is translucent; `true` by default.
  open var isTranslucent = true

  /// Creates a search bar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installSearchTextField()
  }

  /// Creates a search bar from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installSearchTextField()
  }

  /// No intrinsic width; 56 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
  }

  /// The offered width by 56 points.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: `size.width` by 56.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }

  /// Places the search field (see the type's overview).
  open override func layoutSubviews() {
    super.layoutSubviews()
    searchTextField.frame = searchFieldFrame
  }
}

extension UISearchBar {
  /// The looks of a search bar, with UIKit's raw values.
  public enum Style: UInt, Sendable {
    /// The platform's usual look (prominent on iOS).
    case `default` = 0
    /// A translucent background and an opaque field.
    case prominent = 1
    /// No background; an opaque field.
    case minimal = 2
  }
}
