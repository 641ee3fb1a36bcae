import Foundation

/// A segmented control's look, made of plain views the renderer already draws (decision K15):
/// a grey rounded background, a white rounded tile under the selected segment, and each
/// segment's title in a label (or its image in an image view) centred in the segment.
extension UISegmentedControl {
  /// The corner radius of the background.
  static let cornerRadius: CGFloat = 9
  /// The inset of the selected tile from its segment.
  static let selectionInset: CGFloat = 2

  /// Adds the background and the selection tile.
  func installChrome() {
    for view in [chromeBackground, selectionTile] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    selectionTile.layer.borderWidth = 0.5
    selectionTile.layer.borderColor = UIColor.separator.cgColor
    updateChrome()
  }

  /// Places the background, the selection tile and the segments' contents for the bounds.
  func updateChrome() {
    chromeBackground.frame = bounds
    chromeBackground.layer.cornerRadius = Self.cornerRadius
    chromeBackground.backgroundColor = .tertiarySystemFill
    let frames = segmentFrames()
    syncContentViews()
    styleTitles()
    for (index, view) in segmentContentViews.enumerated() where index < frames.count {
      let frame = frames[index]
      let size = view.sizeThatFits(frame.size)
      let width = min(size.width, frame.width)
      let height = min(size.height, frame.height)
      view.frame = CGRect(
        x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
    if frames.indices.contains(selectedSegmentIndex) {
      selectionTile.isHidden = false
      selectionTile.frame = frames[selectedSegmentIndex].insetBy(
        dx: Self.selectionInset, dy: Self.selectionInset)
      selectionTile.layer.cornerRadius = Self.cornerRadius - Self.selectionInset
      selectionTile.backgroundColor = selectedSegmentTintColor ?? .white
    } else {
      selectionTile.isHidden = true
    }
  }

  /// The segments' frames in the bounds: their widths scaled to fill it, 1-point dividers
  /// between them.
  func segmentFrames() -> [CGRect] {
    let widths = segmentWidths()
    guard !widths.isEmpty else { return [] }
    let dividers = CGFloat(widths.count - 1) * Self.dividerWidth
    let natural = widths.reduce(0, +)
    let scale = natural > 0 ? max(0, bounds.width - dividers) / natural : 0
    var x: CGFloat = 0
    return widths.map { width in
      let frame = CGRect(x: x, y: 0, width: width * scale, height: bounds.height)
      x += width * scale + Self.dividerWidth
      return frame
    }
  }

  /// Makes one label or image view per segment, showing its title or image.
  private func syncContentViews() {
    guard segmentContentViewsAreStale else { return }
    segmentContentViewsAreStale = false
    for view in segmentContentViews { view.removeFromSuperview() }
    segmentContentViews = segments.map { segment in
      let view: UIView
      if let image = segment.image {
        view = UIImageView(image: image)
      } else {
        let label = UILabel(frame: .zero)
        label.text = segment.title
        view = label
      }
      view.isUserInteractionEnabled = false
      addSubview(view)
      return view
    }
  }

  /// Gives each title the font and colour of the title text attributes for its segment's state
  /// (the `.selected` ones for the selected segment when set, else the `.normal` ones), else
  /// the default font, and the label colour (placeholder grey when disabled) (decision AP6).
  private func styleTitles() {
    let normal = titleTextAttributes(for: .normal) ?? [:]
    let selected = titleTextAttributes(for: .selected) ?? normal
    for (index, view) in segmentContentViews.enumerated() {
      guard let label = view as? UILabel, segments.indices.contains(index) else { continue }
      let attributes = index == selectedSegmentIndex ? selected : normal
      let font = attributes[.font] as? UIFont ?? Self.titleFont
      let color =
        attributes[.foregroundColor] as? UIColor
        ?? (segments[index].isEnabled ? .label : .placeholderText)
      if label.font != font { label.font = font }
      if label.textColor != color { label.textColor = color }
    }
  }
}
