import Foundation

/// A switch's look, made of plain views the renderer already draws (decision K15): a rounded
/// track, green when on, and a white knob at the end the state points to.
extension UISwitch {
  /// The diameter of the knob.
  static let knobDiameter: CGFloat = 27

  /// Adds the track and the knob.
  func installChrome() {
    for view in [track, knob] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    knob.layer.borderWidth = 0.5
    knob.layer.borderColor = UIColor.separator.cgColor
    updateChrome()
  }

  /// Places and colours the track and the knob for the bounds and the state.
  func updateChrome() {
    let size = bounds.size
    track.frame = CGRect(origin: .zero, size: size)
    track.layer.cornerRadius = size.height / 2
    track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemFill
    let diameter = min(Self.knobDiameter, max(0, size.height - 4))
    let inset = (size.height - diameter) / 2
    let x = isOn ? size.width - inset - diameter : inset
    knob.frame = CGRect(x: x, y: inset, width: diameter, height: diameter)
    knob.layer.cornerRadius = diameter / 2
    knob.backgroundColor = thumbTintColor ?? .white
  }
}
