import Foundation

/// The search bar's field, and the delegate that hears of its editing.
///
/// The bar keeps its text in ``UISearchBar/searchTextField``. Editing the field (becoming first
/// responder, typing through ``UIKeyInput``, the return key, resigning) is reported to the bar's
/// ``UISearchBar/delegate`` with UIKit's search-bar methods: `searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`, `searchBar(_:shouldChangeTextIn:replacementText:)`,
/// `searchBar(_:textDidChange:)`, `searchBarSearchButtonClicked` (the return key),
/// `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`. The keyboard traits are the field's.
extension UISearchBar: _UITextInputTraitStorage {
  /// The field's traits.
  public var _textInputTraits: _UITextInputTraitValues {
    get { searchTextField._textInputTraits }
    set { searchTextField._textInputTraits = newValue }
  }

  /// Adds the field as a subview and routes its editing to the delegate.
  func installSearchTextField() {
    searchTextField.delegate = fieldBridge
    searchTextField.addAction(
      UIAction { [unowned self] _ in fieldBridge.textChanged() }, for: .editingChanged)
    addSubview(searchTextField)
  }

  /// The field's frame: 36 points tall, centred, 8 points in from each side, and clear of the
  /// cancel button (about 60 points wide) while it shows.
  var searchFieldFrame: CGRect {
    let inset: CGFloat = 8
    let trailing = showsCancelButton ? 60 + inset : inset
    let height: CGFloat = 36
    return CGRect(
      x: inset, y: ((bounds.height - height) / 2).rounded(),
      width: max(0, bounds.width - inset - trailing), height: height)
  }

  /// Shows or hides the cancel button.
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Ignored headless (animations end at once).
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
    setNeedsLayout()
  }

  /// Taps the cancel button as the user would.
  ///
  /// The delegate hears `searchBarCancelButtonClicked(_:)`, then a search controller that manages the bar clears
  /// the text and deactivates (decision SC2). Does nothing while the button does not show.
  /// HeadlessUIKit addition: the button is not drawn and nobody taps it.
  public func headlessTapCancelButton() {
    guard showsCancelButton else { return }
    delegate?.searchBarCancelButtonClicked(self)
    owningSearchController?.cancelTapped()
  }
}

/// The text field of a search bar (iOS 13), with tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The tokens before the text; none by default.
  open var tokens: [UISearchToken] = []

  /// Whether tokens can be copied; `true` by default.
  open var allowsCopyingTokens = true

  /// Whether tokens can be deleted; `true` by default.
  open var allowsDeletingTokens = true

  /// The colour of the tokens' background; `nil` means the system's.
  open var tokenBackgroundColor: UIColor?

  /// Inserts a token.
  ///
  /// - Parameters:
  ///   - token: The token.
  ///   - tokenIndex: Where it goes.
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
  }

  /// Removes the token at an index.
  ///
  /// - Parameter tokenIndex: The token's index.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else { return }
    tokens.remove(at: tokenIndex)
  }
}

/// A token in a search field (an icon and a title standing for a search term).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
  /// An object the app attaches to the token.
  open var representedObject: Any?
  /// The token's icon.
  public let icon: UIImage?
  /// The token's title.
  public let text: String

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - icon: The icon.
  ///   - text: The title.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
    super.init()
  }
}

/// Routes a search bar's field editing to the bar's delegate.
@MainActor
final class SearchFieldBridge: NSObject, UITextFieldDelegate {
  unowned let searchBar: UISearchBar

  init(searchBar: UISearchBar) {
    self.searchBar = searchBar
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true else { return false }
    searchBar.owningSearchController?.activate(fromEditing: true)
    return true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    if let controller = searchBar.owningSearchController {
      controller.searchResultsUpdater?.updateSearchResults(for: controller)
    }
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string)
      ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return true
  }

  func textChanged() {
    searchBar.delegate?.searchBar(searchBar, textDidChange: searchBar.text ?? "")
    searchBar.owningSearchController?.searchTextChanged()
  }
}
