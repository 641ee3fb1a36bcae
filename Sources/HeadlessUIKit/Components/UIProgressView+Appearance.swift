import Foundation

/// A progress view's look, made of plain views the renderer already draws (decision K15): a
/// grey rounded track and a blue fill as wide as the progress.
extension UIProgressView {
  /// Adds the track and the fill.
  func installChrome() {
    for view in [track, fill] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    updateChrome()
  }

  /// Places and colours the track and the fill for the bounds and the progress.
  func updateChrome() {
    let size = bounds.size
    track.frame = CGRect(origin: .zero, size: size)
    track.layer.cornerRadius = size.height / 2
    track.backgroundColor = trackTintColor ?? .systemFill
    let width = (size.width * CGFloat(progress)).rounded()
    let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    fill.frame = CGRect(
      x: isRightToLeft ? size.width - width : 0, y: 0, width: width, height: size.height)
    fill.layer.cornerRadius = size.height / 2
    fill.backgroundColor = progressTintColor ?? .systemBlue
  }
}
