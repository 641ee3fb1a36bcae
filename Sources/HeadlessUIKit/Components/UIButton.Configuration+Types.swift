import Foundation

extension UIButton.Configuration {
  /// The predefined sizes of a button's insets, fonts and corners (decision BC1).
  ///
  /// A size only chooses defaults: insets, fonts and corner radius set on the configuration
  /// win, and the button can be made any size.
  public enum Size: Hashable, Sendable {
    /// The smallest size; on iPhone the same as ``small``.
    case mini
    /// A small size: subheadline text, 5 points above and below, 10 at the sides.
    case small
    /// The standard size: body text, 7 points above and below, 12 at the sides.
    case medium
    /// A large size: body text, 15 points above and below, 20 at the sides.
    case large
  }

  /// How a button uses its background's corner radius (decision BC5).
  public enum CornerStyle: Hashable, Sendable {
    /// The background's corner radius as it is.
    case fixed
    /// The background's corner radius scaled with the text size (the default).
    case dynamic
    /// A small radius chosen by the system, whatever the background's.
    case small
    /// A medium radius chosen by the system, whatever the background's.
    case medium
    /// A large radius chosen by the system, whatever the background's.
    case large
    /// Half the button's shorter side, which makes a capsule.
    case capsule
  }

  /// How a button's title and subtitle line up with each other (decision BC2).
  public enum TitleAlignment: Hashable, Sendable {
    /// By the image: centred with an image above or below, trailing with a trailing image,
    /// leading otherwise.
    case automatic
    /// On their leading edges.
    case leading
    /// On their centres.
    case center
    /// On their trailing edges.
    case trailing
  }

  /// The style a button takes in the Mac idiom; stored only (no Mac idiom headless).
  public enum MacIdiomStyle: Hashable, Sendable {
    /// Chosen by the system.
    case automatic
    /// Always bordered.
    case bordered
    /// Always borderless.
    case borderless
    /// Borderless, in the tint colour.
    case borderlessTinted
  }

  /// The indicator a button shows beside its content, such as a pop-up menu's (iOS 16).
  public enum Indicator: Hashable, Sendable {
    /// Chosen from the button's menu and selection behaviour.
    case automatic
    /// No indicator.
    case none
    /// A pop-up button's up-and-down chevrons.
    case popup
  }
}

extension UIButton {
  /// What a button does, which sets its look and keys on Mac (iOS 14), with UIKit's raw values.
  public enum Role: Int, Sendable {
    /// An ordinary button.
    case normal = 0
    /// The button of the primary action.
    case primary = 1
    /// The button that cancels.
    case cancel = 2
    /// A button that destroys something.
    case destructive = 3
  }

  /// The closure a button runs to update its configuration when its state changes (iOS 15).
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
}
