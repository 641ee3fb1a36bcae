import Foundation

/// A slider's look, made of plain views the renderer already draws (decision K15): a 4-point
/// track, blue below the thumb and grey above it, and a white round thumb.
extension UISlider {
  /// The diameter of the thumb.
  static let thumbDiameter: CGFloat = 28
  /// The height of the track.
  static let trackHeight: CGFloat = 4

  /// Adds the tracks and the thumb.
  func installChrome() {
    for view in [maximumTrack, minimumTrack, thumb] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    thumb.layer.borderWidth = 0.5
    thumb.layer.borderColor = UIColor.separator.cgColor
    updateChrome()
  }

  /// Places and colours the tracks and the thumb for the bounds and the value.
  func updateChrome() {
    let size = bounds.size
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    let diameter = Self.thumbDiameter
    let thumbX = ((size.width - diameter) * fraction).rounded()
    let trackY = (size.height - Self.trackHeight) / 2
    let thumbCenter = thumbX + diameter / 2
    minimumTrack.frame = CGRect(x: 0, y: trackY, width: thumbCenter, height: Self.trackHeight)
    maximumTrack.frame = CGRect(
      x: 0, y: trackY, width: max(0, size.width), height: Self.trackHeight)
    for track in [minimumTrack, maximumTrack] {
      track.layer.cornerRadius = Self.trackHeight / 2
    }
    minimumTrack.backgroundColor = minimumTrackTintColor ?? .systemBlue
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.frame = CGRect(
      x: thumbX, y: (size.height - diameter) / 2, width: diameter, height: diameter)
    thumb.layer.cornerRadius = diameter / 2
    thumb.backgroundColor = thumbTintColor ?? .white
  }
}
