/// The clusters of a ``StyledText`` and the run each belongs to (decision T10).
///
/// Clusters are formed over the whole string; each takes the run holding its first scalar.
/// A cluster's advance is its font's advance plus the run's kern; pair kerning applies between
/// neighbours in the same font when neither run sets a kern (decision T14).
package struct StyledClusters: ClusterStyles {
  /// The runs of the text.
  package let runs: [StyledRun]
  /// The grapheme clusters of the whole string.
  package let clusters: [Character]
  /// `runIndex[i]` is the index in ``runs`` of cluster `i`'s run.
  package let runIndex: [Int]
  private let metrics: [LineMetrics]

  /// Splits `text` into clusters and assigns each its run.
  package init(_ text: StyledText) {
    runs = text.runs
    metrics = text.runs.map { LineMetrics($0.font) }
    if text.runs.count == 1 {
      clusters = Array(text.runs[0].text)
      runIndex = Array(repeating: 0, count: clusters.count)
      return
    }
    clusters = Array(text.string)
    var runIndex: [Int] = []
    runIndex.reserveCapacity(clusters.count)
    var run = 0
    var runEnd = text.runs.first.map { $0.text.unicodeScalars.count } ?? 0
    var offset = 0
    for cluster in clusters {
      while offset >= runEnd, run + 1 < text.runs.count {
        run += 1
        runEnd += text.runs[run].text.unicodeScalars.count
      }
      runIndex.append(run)
      offset += cluster.unicodeScalars.count
    }
    self.runIndex = runIndex
  }

  /// The run of cluster `index`.
  package func run(of index: Int) -> StyledRun { runs[runIndex[index]] }

  /// The index of the run that holds cluster `index`.
  package func run(at index: Int) -> Int { runIndex[index] }

  /// The clusters measured with their runs' fonts and kerns.
  package func measured() -> MeasuredText {
    if runs.count == 1 { return measuredInOneRun(runs[0]) }
    return MeasuredText(
      clusters: clusters,
      advance: { index in
        let run = runs[runIndex[index]]
        return run.font.advance(of: clusters[index]) + (run.kern ?? 0)
      },
      kerning: { index in
        let left = runIndex[index - 1]
        let right = runIndex[index]
        guard let font = pairKerningFont(left, right) else { return 0 }
        return font.kerning(clusters[index - 1], clusters[index])
      })
  }

  /// The clusters of a single run, measured without looking up runs per cluster.
  private func measuredInOneRun(_ run: StyledRun) -> MeasuredText {
    let font = run.font
    let clusters = clusters
    if let kern = run.kern {
      return MeasuredText(
        clusters: clusters, advance: { font.advance(of: clusters[$0]) + kern }, kerning: { _ in 0 })
    }
    return MeasuredText(
      clusters: clusters, advance: { font.advance(of: clusters[$0]) },
      kerning: { font.kerning(clusters[$0 - 1], clusters[$0]) })
  }

  /// The font whose pair kerning applies between clusters of runs `left` and `right`, if any.
  private func pairKerningFont(_ left: Int, _ right: Int) -> Font? {
    let first = runs[left]
    guard first.kern == nil else { return nil }
    if left == right { return first.font }
    let second = runs[right]
    return second.kern == nil && second.font == first.font ? first.font : nil
  }

  /// The union of the metrics of the runs the clusters of `range` belong to.
  package func lineMetrics(of range: Range<Int>) -> LineMetrics {
    var last = runIndex[range.lowerBound]
    var union = metrics[last]
    for index in range where runIndex[index] != last {
      last = runIndex[index]
      union = union.union(metrics[last])
    }
    return union
  }

  /// The paragraph style of cluster `index`'s run.
  package func paragraphStyle(at index: Int) -> ParagraphLayoutStyle {
    run(of: index).paragraphStyle
  }

  /// The ellipsis in the font of cluster `index`'s run, plus that run's kern.
  package func ellipsisAdvance(replacing index: Int) -> Double {
    let run = run(of: index)
    return run.font.advance(of: Truncator.ellipsis) + (run.kern ?? 0)
  }

  /// Pair kerning from the cluster to an ellipsis in the replaced cluster's attributes.
  package func kerning(_ cluster: Int, beforeEllipsisReplacing index: Int) -> Double {
    guard let font = pairKerningFont(runIndex[cluster], runIndex[index]) else { return 0 }
    return font.kerning(clusters[cluster], Truncator.ellipsis)
  }

  /// Pair kerning from an ellipsis in the replaced cluster's attributes to the cluster.
  package func kerning(afterEllipsisReplacing index: Int, _ cluster: Int) -> Double {
    guard let font = pairKerningFont(runIndex[index], runIndex[cluster]) else { return 0 }
    return font.kerning(Truncator.ellipsis, clusters[cluster])
  }

  /// The metrics of the replaced cluster's font.
  package func ellipsisMetrics(replacing index: Int) -> LineMetrics { metrics[runIndex[index]] }
}
