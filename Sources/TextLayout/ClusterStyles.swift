/// What the layout algorithm asks about clusters beyond their widths: line metrics, paragraph
/// styles and the ellipsis that replaces a cluster.
///
/// Indices are cluster indices into the ``MeasuredText`` being laid out. ``UniformClusterStyles``
/// gives every cluster one line height and the default paragraph style; ``StyledClusters`` reads
/// the runs of a ``StyledText``.
package protocol ClusterStyles {
  /// The union of the line metrics of the clusters in `range`, which is never empty.
  func lineMetrics(of range: Range<Int>) -> LineMetrics
  /// The style of the paragraph whose first cluster is `index`.
  func paragraphStyle(at index: Int) -> ParagraphLayoutStyle
  /// The advance of an ellipsis that takes the attributes of cluster `index` (decision T16).
  func ellipsisAdvance(replacing index: Int) -> Double
  /// The kerning between cluster `cluster` and a following ellipsis that replaces `index`.
  func kerning(_ cluster: Int, beforeEllipsisReplacing index: Int) -> Double
  /// The kerning between an ellipsis that replaces `index` and cluster `cluster` after it.
  func kerning(afterEllipsisReplacing index: Int, _ cluster: Int) -> Double
  /// The line metrics of an ellipsis that replaces cluster `index`.
  func ellipsisMetrics(replacing index: Int) -> LineMetrics
  /// The index of the run that holds cluster `index` (0 when there is one font).
  func run(at index: Int) -> Int
  /// The advance of a space in the attributes of cluster `index`: a tab's when no stop follows
  /// it (decision TX13).
  func spaceAdvance(at index: Int) -> Double
  /// The advance of a hyphen in the attributes of cluster `index`: the hyphen a hyphenated line
  /// ends with (decision TX15).
  func hyphenAdvance(at index: Int) -> Double
}

/// Every cluster measured by one ``TextMeasuring`` with a fixed line height and default style.
///
/// Lines are `lineHeight` tall with their baseline at the bottom (all ascent), which keeps the
/// string-and-measure entry point of ``TextLayouter`` as it was before styled text.
package struct UniformClusterStyles<Measure: TextMeasuring>: ClusterStyles {
  /// The clusters' measure.
  package let measure: Measure
  /// The clusters being laid out.
  package let clusters: [Character]
  /// The height of every line.
  package let lineHeight: Double
  /// The style of every paragraph.
  package var style = ParagraphLayoutStyle()

  /// Creates styles for `clusters` measured by `measure`.
  package init(measure: Measure, clusters: [Character], lineHeight: Double) {
    self.measure = measure
    self.clusters = clusters
    self.lineHeight = lineHeight
  }

  /// `lineHeight` of ascent.
  package func lineMetrics(of range: Range<Int>) -> LineMetrics {
    LineMetrics(ascent: lineHeight, descent: 0, leading: 0)
  }

  /// ``style``: the default paragraph style unless set.
  package func paragraphStyle(at index: Int) -> ParagraphLayoutStyle { style }

  /// Every cluster is in the one run.
  package func run(at index: Int) -> Int { 0 }

  /// The measure's space advance.
  package func spaceAdvance(at index: Int) -> Double { measure.advance(of: " ") }

  /// The measure's hyphen advance.
  package func hyphenAdvance(at index: Int) -> Double { measure.advance(of: "-") }

  /// The measure's ellipsis advance.
  package func ellipsisAdvance(replacing index: Int) -> Double {
    measure.advance(of: Truncator.ellipsis)
  }

  /// The measure's kerning from the cluster to the ellipsis.
  package func kerning(_ cluster: Int, beforeEllipsisReplacing index: Int) -> Double {
    measure.kerning(clusters[cluster], Truncator.ellipsis)
  }

  /// The measure's kerning from the ellipsis to the cluster.
  package func kerning(afterEllipsisReplacing index: Int, _ cluster: Int) -> Double {
    measure.kerning(Truncator.ellipsis, clusters[cluster])
  }

  /// `lineHeight` of ascent.
  package func ellipsisMetrics(replacing index: Int) -> LineMetrics {
    lineMetrics(of: index..<index + 1)
  }
}
