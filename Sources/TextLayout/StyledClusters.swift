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

  /// The clusters shaped with their runs' fonts and measured with their kerns (decision TX1).
  ///
  /// Neighbouring clusters are shaped together while their runs share a font and neither sets
  /// a kern (so pair kerning and ligatures cross attribute runs that only differ in colour); a
  /// run that sets a kern is shaped on its own without pair kerning, and each of its clusters
  /// advances by the kern too.
  package func measured() -> MeasuredText {
    var advances: [Double] = []
    var kerns: [Double] = []
    advances.reserveCapacity(clusters.count)
    kerns.reserveCapacity(clusters.count)
    let fallbacks = fallbackFaces()
    var start = 0
    while start < clusters.count {
      let first = runIndex[start]
      let run = runs[first]
      let face = fallbacks.isEmpty ? nil : fallbacks[start]
      var end = start + 1
      while end < clusters.count, shapesTogether(first, runIndex[end]),
        fallbacks.isEmpty || fallbacks[end] === face
      {
        end += 1
      }
      let slice = clusters[start..<end]
      let text = runs.count == 1 && end - start == clusters.count ? run.text : String(slice)
      let shapingFace = face ?? run.font.face
      let shaped = shapingFace.shapedAdvances(
        of: text, clusters: slice, pairKerning: run.kern == nil)
      let scale = run.font.pointSize / Double(shapingFace.unitsPerEm)
      for offset in 0..<slice.count {
        let kern = runs.count == 1 ? run.kern : runs[runIndex[start + offset]].kern
        advances.append(shaped.advances[offset] * scale + (kern ?? 0))
        kerns.append(shaped.kerns[offset] * scale)
      }
      start = end
    }
    var measured = MeasuredText(clusters: clusters, advances: advances, kerns: kerns)
    measured.attach(source: runs.count == 1 ? runs[0].text : runs.map(\.text).joined())
    if !fallbacks.isEmpty {
      measured.fallbackFonts = fallbacks.enumerated().map { index, face in
        face.map { Font(face: $0, size: runs[runIndex[index]].font.pointSize) }
      }
    }
    return measured
  }

  /// The face that draws each cluster its run's font lacks (empty when there is none).
  ///
  /// A cluster of no particular script (punctuation such as "，" or "。") that follows a
  /// cluster drawn in a fallback face stays in that face when it covers it, as Core Text keeps
  /// shared characters with the script before them.
  private func fallbackFaces() -> [FontFace?] {
    var faces: [FontFace?] = []
    for (index, cluster) in clusters.enumerated() where cluster.utf8.count > 1 {
      guard !cluster.isNewline,
        var face = FontFallback.face(for: cluster, replacing: runs[runIndex[index]].font.face)
      else { continue }
      if index > 0, !faces.isEmpty, let before = faces[index - 1], before !== face,
        !cluster.isEmojiCluster, cluster.scriptTag == nil, before.covers(cluster)
      {
        face = before
      }
      if faces.isEmpty { faces = Array(repeating: nil, count: clusters.count) }
      faces[index] = face
    }
    return faces
  }

  /// Whether clusters of runs `left` and `right` are shaped as one piece of text.
  private func shapesTogether(_ left: Int, _ right: Int) -> Bool {
    if left == right { return true }
    let first = runs[left]
    let second = runs[right]
    return first.kern == nil && second.kern == nil && first.font == second.font
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

  /// A space in the font of cluster `index`'s run, plus that run's kern.
  package func spaceAdvance(at index: Int) -> Double {
    let run = run(of: index)
    return run.font.advance(of: " ") + (run.kern ?? 0)
  }

  /// A hyphen in the font of cluster `index`'s run, plus that run's kern.
  package func hyphenAdvance(at index: Int) -> Double {
    let run = run(of: index)
    return run.font.advance(of: "-") + (run.kern ?? 0)
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
