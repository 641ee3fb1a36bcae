import Foundation

/// The views a navigation bar shows its bar button items with (decision C62).
extension UIBarButtonItem {
  /// The view that shows the item in a navigation bar: its custom view; an image view for an
  /// image item; a system button with the title (bold for `.done`) for a title or a system
  /// item; a blank view for a fixed space; none for a flexible space.
  func makeBarView() -> UIView? {
    let view = makeUnstyledBarView()
    shownView = view
    if let view, view !== customView {
      if let tintColor { view.tintColor = tintColor }
      if let button = view as? UIButton { applyTitleTextAttributes(to: button) }
    }
    return view
  }

  private func makeUnstyledBarView() -> UIView? {
    if let customView { return customView }
    switch systemItem {
    case .flexibleSpace?:
      return nil
    case .fixedSpace?:
      return UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    default:
      break
    }
    if systemItem == nil, let image {
      let view = UIImageView(image: image)
      view.frame.size = CGSize(
        width: width > 0 ? width : image.size.width, height: image.size.height)
      return view
    }
    let button = UIButton(type: .system)
    button.setTitle(systemItem.map(Self.standInTitle(for:)) ?? title, for: .normal)
    let bold = style == .done || systemItem == .done
    button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
    button.isEnabled = isEnabled
    // A tap on the bar's button performs the item's primary action, as in UIKit.
    if let primaryAction { button.addAction(primaryAction, for: .touchUpInside) }
    if width > 0 {
      button.frame.size = CGSize(width: width, height: button.intrinsicContentSize.height)
    }
    return button
  }

  /// Draws a bar button's title with the item's title text attributes: for each state that
  /// has them, the `.foregroundColor` as the title colour, and the `.normal` `.font` as the
  /// title's font (decision AP6).
  func applyTitleTextAttributes(to button: UIButton) {
    for (rawState, attributes) in titleAttributesByState {
      if let color = attributes[.foregroundColor] as? UIColor {
        button.setTitleColor(color, for: UIControl.State(rawValue: rawState))
      }
    }
    if let font = titleTextAttributes(for: .normal)?[.font] as? UIFont {
      button.titleLabel?.font = font
    }
  }

  /// What a system item shows headless: UIKit's English title for the items with text, a
  /// character standing in for the icon of the others (decision C62).
  static func standInTitle(for item: SystemItem) -> String {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    case .add: "+"
    case .compose: "\u{270E}"
    case .reply: "\u{21A9}"
    case .action: "\u{21EA}"
    case .organize: "\u{25A4}"
    case .bookmarks: "\u{25A5}"
    case .search: "\u{2315}"
    case .refresh: "\u{21BB}"
    case .stop, .close: "\u{2715}"
    case .camera: "\u{25C9}"
    case .trash: "\u{2326}"
    case .play: "\u{25B6}"
    case .pause: "\u{2016}"
    case .rewind: "\u{23EA}"
    case .fastForward: "\u{23E9}"
    case .pageCurl: "\u{25F3}"
    case .flexibleSpace, .fixedSpace: ""
    }
  }
}
