import Foundation

extension UIImage {
  /// How an image's pixels are turned to show it upright.
  ///
  /// Each case says how the displayed image relates to the stored pixels; the raw values are
  /// UIKit's. A JPEG's EXIF orientation gives the case (decision PX5): EXIF 1 is `.up`, 2
  /// `.upMirrored`, 3 `.down`, 4 `.downMirrored`, 5 `.leftMirrored`, 6 `.right`, 7
  /// `.rightMirrored`, 8 `.left`.
  public enum Orientation: Int, Sendable {
    /// The pixels are shown as stored.
    case up = 0
    /// Turned half a turn.
    case down = 1
    /// Turned a quarter turn counterclockwise.
    case left = 2
    /// Turned a quarter turn clockwise.
    case right = 3
    /// Flipped horizontally.
    case upMirrored = 4
    /// Flipped vertically.
    case downMirrored = 5
    /// Turned a quarter turn counterclockwise, then flipped horizontally.
    case leftMirrored = 6
    /// Turned a quarter turn clockwise, then flipped horizontally.
    case rightMirrored = 7

    /// The orientation an EXIF `Orientation` value (1…8) names; `.up` for any other value.
    init(exif: Int) {
      let cases: [Orientation] = [
        .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
      ]
      self = (1...8).contains(exif) ? cases[exif - 1] : .up
    }

    /// The EXIF `Orientation` value (1…8) of the case.
    var exifValue: Int {
      switch self {
      case .up: 1
      case .upMirrored: 2
      case .down: 3
      case .downMirrored: 4
      case .leftMirrored: 5
      case .right: 6
      case .rightMirrored: 7
      case .left: 8
      }
    }

    /// Whether the displayed image's width is the stored pixels' height.
    var isQuarterTurn: Bool {
      switch self {
      case .left, .right, .leftMirrored, .rightMirrored: true
      case .up, .down, .upMirrored, .downMirrored: false
      }
    }

    /// Maps stored pixel coordinates (`width` × `height`) to displayed ones.
    func transform(width: CGFloat, height: CGFloat) -> CGAffineTransform {
      let (w, h) = (width, height)
      return switch self {
      case .up: .identity
      case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
      case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
      case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
      case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
      case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
      case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
      case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
      }
    }
  }
}
