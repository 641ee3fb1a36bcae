/// A string split into grapheme clusters with running widths, so any run's width costs O(1).
///
/// `width(of: a..<b)` is the sum of the advances of clusters `a..<b` plus the kerning between each
/// pair of neighbours inside the run (not the kerning into the run from cluster `a − 1`).
package struct MeasuredText {
  /// The grapheme clusters, in logical order.
  package let clusters: [Character]
  /// `kerns[i]` is the kerning between clusters `i − 1` and `i` (`kerns[0]` is 0).
  private let kerns: [Double]
  /// `prefix[i]` is the width of clusters `0..<i` including the kerning before each of them.
  private var prefix: [Double]
  /// Whether some cluster is a tab, whose advance depends on where it falls on its line
  /// (decision TX13).
  package private(set) var hasTabs = false
  /// The font that draws each cluster in place of its run's (decision TX4); empty when every
  /// cluster is in its run's font.
  package var fallbackFonts: [Font?] = []
  /// The clusters joined, when known, so that a run's text is a slice of it.
  private(set) var source: String?
  /// The UTF-8 offset of each cluster in ``source``, and its length last.
  private(set) var utf8Offsets: [Int] = []

  /// Gives the clusters' text as one string, whose slices ``text(of:)`` returns.
  mutating func attach(source string: String) {
    hasTabs = string.utf8.contains(9)
    // Fast path: as many bytes as clusters means one byte per cluster.
    if string.utf8.count == clusters.count {
      source = string
      utf8Offsets = Array(0...clusters.count)
      return
    }
    var offsets: [Int] = []
    offsets.reserveCapacity(clusters.count + 1)
    var offset = 0
    for cluster in clusters {
      offsets.append(offset)
      offset += cluster.utf8.count
    }
    offsets.append(offset)
    guard offset == string.utf8.count else { return }
    source = string
    utf8Offsets = offsets
  }

  /// The fallback font of cluster `index`, if any.
  package func fallbackFont(at index: Int) -> Font? {
    fallbackFonts.isEmpty ? nil : fallbackFonts[index]
  }

  /// Measures `text` with `measure`; a ``Font`` shapes the text as a whole (decision TX1).
  package init(_ text: some StringProtocol, measuring measure: some TextMeasuring) {
    if let font = measure as? Font {
      self = StyledClusters(StyledText(String(text), font: font)).measured()
      return
    }
    let clusters = Array(text)
    self.init(
      clusters: clusters, advance: { measure.advance(of: clusters[$0]) },
      kerning: { measure.kerning(clusters[$0 - 1], clusters[$0]) })
  }

  /// Measures `clusters` one by one.
  ///
  /// - Parameters:
  ///   - clusters: the grapheme clusters, in logical order.
  ///   - advance: the advance of cluster `i`.
  ///   - kerning: the kerning between clusters `i − 1` and `i` (called for `i ≥ 1`).
  package init(
    clusters: [Character], advance: (Int) -> Double, kerning: (Int) -> Double
  ) {
    self.clusters = clusters
    var kerns = [Double](repeating: 0, count: clusters.count)
    var prefix = [Double](repeating: 0, count: clusters.count + 1)
    for index in clusters.indices {
      if index > 0 { kerns[index] = kerning(index) }
      prefix[index + 1] = prefix[index] + kerns[index] + advance(index)
    }
    self.kerns = kerns
    self.prefix = prefix
    hasTabs = clusters.contains("\t")
  }

  /// Clusters whose advances and the kerning before each are known.
  ///
  /// - Parameters:
  ///   - clusters: the grapheme clusters, in logical order.
  ///   - advances: the advance of each cluster.
  ///   - kerns: the kerning between clusters `i − 1` and `i` (`kerns[0]` is ignored).
  package init(clusters: [Character], advances: [Double], kerns: [Double]) {
    precondition(advances.count == clusters.count && kerns.count == clusters.count)
    self.clusters = clusters
    var kerns = kerns
    if !kerns.isEmpty { kerns[0] = 0 }
    var prefix = [Double](repeating: 0, count: clusters.count + 1)
    for index in clusters.indices {
      prefix[index + 1] = prefix[index] + kerns[index] + advances[index]
    }
    self.kerns = kerns
    self.prefix = prefix
  }

  /// The number of clusters.
  package var count: Int { clusters.count }

  /// The width of the run `range` set on its own.
  package func width(of range: Range<Int>) -> Double {
    range.isEmpty
      ? 0 : prefix[range.upperBound] - prefix[range.lowerBound] - kerns[range.lowerBound]
  }

  /// The advance of cluster `index`, without the kerning before it.
  package func advance(at index: Int) -> Double {
    prefix[index + 1] - prefix[index] - kerns[index]
  }

  /// Changes the advance of cluster `index` (a tab's, placed at its stop).
  mutating func setAdvance(_ advance: Double, at index: Int) {
    let delta = advance - self.advance(at: index)
    guard delta != 0 else { return }
    for later in (index + 1)...clusters.count { prefix[later] += delta }
  }

  /// The kerning between cluster `index − 1` and cluster `index` (0 for the first cluster).
  package func kerning(before index: Int) -> Double {
    index > 0 && index < kerns.count ? kerns[index] : 0
  }

  /// The text of the run `range`.
  package func text(of range: Range<Int>) -> String {
    guard let source, !range.isEmpty else { return String(clusters[range]) }
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: utf8Offsets[range.lowerBound])
    let end = utf8.index(
      start, offsetBy: utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound])
    return String(source[start..<end])
  }

  /// The index of the first line separator at or after cluster `index` (or ``count``), found
  /// in the UTF-8 bytes of ``source``; `nil` when the text has no source.
  func lineSeparator(from index: Int) -> Int? {
    guard let source, index < clusters.count else { return source == nil ? nil : index }
    return source.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      var offset = utf8Offsets[index]
      while offset < bytes.count {
        let byte = bytes[offset]
        let isSeparator =
          (byte >= 10 && byte <= 13)
          || (byte == 0xC2 && offset + 1 < bytes.count && bytes[offset + 1] == 0x85)
          || (byte == 0xE2 && offset + 2 < bytes.count && bytes[offset + 1] == 0x80
            && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9))
        if isSeparator { return clusterIndex(atUTF8Offset: offset) }
        offset += 1
      }
      return clusters.count
    }
  }

  /// The cluster that starts at a UTF-8 offset of ``source`` (binary search).
  private func clusterIndex(atUTF8Offset offset: Int) -> Int {
    var low = 0
    var high = clusters.count
    while low < high {
      let middle = (low + high) / 2
      if utf8Offsets[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether the clusters of `range` may hold right-to-left text: some UTF-8 byte is at least
  /// 0xD6, the lead byte of U+0590 (everything before it is left to right or neutral).
  func mayHoldRightToLeft(_ range: Range<Int>) -> Bool {
    guard let source else { return true }
    let bytes = utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]
    if let found = source.utf8.withContiguousStorageIfAvailable({
      $0[bytes].contains { $0 >= 0xD6 }
    }) {
      return found
    }
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let end = utf8.index(start, offsetBy: bytes.count)
    return utf8[start..<end].contains { $0 >= 0xD6 }
  }

  /// `range` without the white space at its end (which hangs past the line's edge).
  package func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound, clusters[end - 1].isHangingSpace { end -= 1 }
    return range.lowerBound..<end
  }

  /// `range` without the white space at its start.
  package func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound, clusters[start].isHangingSpace { start += 1 }
    return start..<range.upperBound
  }
}

extension Character {
  /// White space (including line separators) that takes no room at the end of a line.
  var isHangingSpace: Bool {
    // Fast path: an ASCII cluster is space, tab or a line separator (9–13, 32), or not white.
    if let ascii = asciiValue { return ascii == 32 || (ascii >= 9 && ascii <= 13) }
    return isWhitespace
  }

  /// A line separator (`\n`, `\r\n`, U+2028, U+2029…), which ends a paragraph.
  var isLineSeparator: Bool {
    if let ascii = asciiValue { return ascii >= 10 && ascii <= 13 }
    return isNewline
  }
}
