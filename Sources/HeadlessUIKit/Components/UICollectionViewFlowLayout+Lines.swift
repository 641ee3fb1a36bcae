import Foundation

/// The elements of a flow layout: every header, item and footer.
struct FlowLayoutResult {
  /// All elements in order, section by section.
  var elements: [UICollectionViewLayoutAttributes] = []
  /// The items' attributes by index path.
  var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  /// The headers' and footers' attributes by kind and index path.
  var supplementary: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
  /// The size of the content.
  var contentSize: CGSize = .zero
}

/// One section's measurements, along the scroll axis ("main") and across it ("cross"), for a
/// vertical layout; a horizontal layout swaps the axes.
struct FlowSectionInput {
  var itemSizes: [CGSize]
  var inset: UIEdgeInsets
  var lineSpacing: CGFloat
  var interitemSpacing: CGFloat
  var header: CGFloat
  var footer: CGFloat
  var uniform: Bool
}

extension UICollectionViewFlowLayout {
  /// Places the items of one section in lines `crossLength` long, from `origin` along the main
  /// axis (vertical layout coordinates: x across, y along) (decision W13).
  ///
  /// - Returns: The item frames and the main-axis end of the last line.
  static func placeLines(
    _ sizes: [CGSize], crossStart: CGFloat, crossLength: CGFloat, mainStart: CGFloat,
    lineSpacing: CGFloat, interitemSpacing: CGFloat, uniform: Bool
  ) -> (frames: [CGRect], end: CGFloat) {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      let needed = current.isEmpty ? size.width : used + interitemSpacing + size.width
      if !current.isEmpty && needed > crossLength {
        lines.append(current)
        current = [index]
        used = size.width
      } else {
        current.append(index)
        used = needed
      }
    }
    if !current.isEmpty { lines.append(current) }
    let gridWidth = sizes.first?.width ?? 0
    let perFullLine = max(
      1, Int(((crossLength + interitemSpacing) / (gridWidth + interitemSpacing)).rounded(.down)))
    var frames = [CGRect](repeating: .zero, count: sizes.count)
    var y = mainStart
    for (number, line) in lines.enumerated() {
      if number > 0 { y += lineSpacing }
      let height = line.map { sizes[$0].height }.max() ?? 0
      let widths = line.map { sizes[$0].width }
      let isLast = number == lines.count - 1
      let xs = lineOrigins(
        widths, crossStart: crossStart, crossLength: crossLength,
        interitemSpacing: interitemSpacing,
        gridCount: uniform ? perFullLine : nil, justify: !isLast || uniform)
      for (position, index) in line.enumerated() {
        let size = sizes[index]
        frames[index] = CGRect(
          x: xs[position], y: y + (height - size.height) / 2, width: size.width,
          height: size.height)
      }
      y += height
    }
    return (frames, y)
  }

  /// The cross-axis origins of a line's items: a grid's spacing for uniform items, spread
  /// to both ends for a justified line, the minimum spacing otherwise; one item alone is
  /// centred.
  private static func lineOrigins(
    _ widths: [CGFloat], crossStart: CGFloat, crossLength: CGFloat, interitemSpacing: CGFloat,
    gridCount: Int?, justify: Bool
  ) -> [CGFloat] {
    let count = gridCount ?? widths.count
    if count <= 1 || (widths.count == 1 && gridCount == nil && justify) {
      return widths.map { crossStart + (crossLength - $0) / 2 }
    }
    let spacing: CGFloat
    if justify {
      let total =
        gridCount != nil
        ? (widths.first ?? 0) * CGFloat(count) : widths.reduce(0, +)
      spacing = (crossLength - total) / CGFloat(count - 1)
    } else {
      spacing = interitemSpacing
    }
    var x = crossStart
    return widths.map { width in
      defer { x += width + spacing }
      return x
    }
  }
}
