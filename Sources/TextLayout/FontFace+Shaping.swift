/// Advances of a run of grapheme clusters shaped in one face, in font units.
///
/// `advances[i]` is what cluster `i` adds to the pen on its own; `kerns[i]` is the pair
/// adjustment between clusters `i − 1` and `i` (`kerns[0]` is 0), so a run's width is the sum of
/// its advances plus the kerns inside it, as ``MeasuredText`` adds them.
package struct ShapedAdvances: Hashable, Sendable {
  /// Each cluster's advance.
  package var advances: [Double]
  /// The adjustment before each cluster.
  package var kerns: [Double]
}

/// The key of a shaped string in a face's cache.
struct ShapeKey: Hashable {
  var text: String
  var pairKerning: Bool
}

extension FontFace {
  /// The largest number of shaped strings a face keeps (it forgets them all when full).
  static let shapeCacheLimit = 1024

  /// Shapes `text`, whose grapheme clusters are `clusters`, and gives each cluster its advance
  /// and the kerning before it (decision TX1).
  ///
  /// The text is split into script runs (characters of the Common and Inherited scripts join the
  /// run around them) and each is shaped by HarfBuzz with the whole text as context, in the
  /// direction of its script. Each glyph's advance goes to the cluster that holds the glyph's
  /// first character; a glyph that stands for several clusters (a ligature) shares its advance
  /// evenly among them. In a left-to-right run, the difference between the last glyph's shaped
  /// advance and its `hmtx` advance (the pair kerning HarfBuzz applied) becomes the kerning
  /// before the next cluster. Results are cached per face, in font units, so every size of the
  /// font shares them; the key is the text and `pairKerning`. ASCII text longer than
  /// ``wholeShapingLimit`` clusters is put together from its words shaped one by one instead
  /// (``wordShapedLocked(_:clusters:_:)``), which gives the same advances.
  ///
  /// - Parameters:
  ///   - text: The clusters' characters, joined.
  ///   - clusters: The grapheme clusters of `text`, in order.
  ///   - pairKerning: Whether the font's pair kerning (the `kern` feature) applies.
  /// - Returns: Each cluster's advance and the kerning before it, in font units.
  package func shapedAdvances(
    of text: String, clusters: ArraySlice<Character>, pairKerning: Bool
  ) -> ShapedAdvances {
    var utf8 = text
    lock.lock()
    defer { lock.unlock() }
    if clusters.count > Self.wholeShapingLimit,
      let byWords = utf8.withUTF8({ wordShapedLocked($0, clusters: clusters.count, pairKerning) })
    {
      return byWords
    }
    let key = ShapeKey(text: text, pairKerning: pairKerning)
    if let cached = shapes[key] { return cached }
    let shaped = utf8.withUTF8 { bytes in
      shapeLocked(bytes, clusters: clusters, pairKerning: pairKerning)
    }
    if shapes.count >= Self.shapeCacheLimit { shapes.removeAll(keepingCapacity: true) }
    shapes[key] = shaped
    return shaped
  }

  /// The glyphs of `text` shaped as ``shapedAdvances(of:clusters:pairKerning:)`` shapes it,
  /// script run after script run (visual order inside a right-to-left run), with the pen
  /// position of each (font units, from the start).
  package func shapedGlyphs(of text: String, pairKerning: Bool) -> [(ShapedGlyph, Int)] {
    let clusters = Array(text)[...]
    lock.lock()
    defer { lock.unlock() }
    var utf8 = text
    return utf8.withUTF8 { bytes in
      var placed: [(ShapedGlyph, Int)] = []
      var pen = 0
      let font = harfBuzzLocked()
      for run in scriptRuns(bytes, clusters: clusters) {
        font.shape(bytes, range: run.bytes, pairKerning: pairKerning, logicalOrder: false) {
          glyph, _ in
          placed.append((glyph, pen))
          pen += glyph.advance
        }
      }
      return placed
    }
  }

  /// The HarfBuzz font, made on first use; `lock` is held.
  func harfBuzzLocked() -> HarfBuzzFont {
    if let harfBuzz { return harfBuzz }
    let made = HarfBuzzFont(face: face, unitsPerEm: unitsPerEm)
    harfBuzz = made
    return made
  }

  func shapeLocked(
    _ bytes: UnsafeBufferPointer<UInt8>, clusters: ArraySlice<Character>, pairKerning: Bool
  ) -> ShapedAdvances {
    let count = clusters.count
    var advances = [Double](repeating: 0, count: count)
    var kerns = [Double](repeating: 0, count: count)
    guard count > 0 else { return ShapedAdvances(advances: advances, kerns: kerns) }
    let font = harfBuzzLocked()
    // The cluster of each byte (none needed when every cluster is one byte).
    var owner: [Int32] = []
    if bytes.count != count {
      owner.reserveCapacity(bytes.count)
      for (index, cluster) in clusters.enumerated() {
        for _ in 0..<cluster.utf8.count { owner.append(Int32(index)) }
      }
    }
    var hasGlyph = [Bool](repeating: false, count: count)
    for run in scriptRuns(bytes, clusters: clusters) {
      var last = -1
      var lastGlyph = ShapedGlyph(glyph: 0, cluster: 0, advance: 0, offsetX: 0, offsetY: 0)
      font.shape(bytes, range: run.bytes, pairKerning: pairKerning) { glyph, isRightToLeft in
        let index = owner.isEmpty ? glyph.cluster : Int(owner[glyph.cluster])
        if !isRightToLeft, index == last + 1, last >= 0 {
          let delta = Double(lastGlyph.advance - Int(font.nominalAdvance(lastGlyph.glyph)))
          advances[last] -= delta
          kerns[index] += delta
        }
        advances[index] += Double(glyph.advance)
        hasGlyph[index] = true
        last = index
        lastGlyph = glyph
      }
      // A glyph standing for several clusters shares its advance among them.
      var index = run.clusters.lowerBound
      while index < run.clusters.upperBound {
        guard hasGlyph[index] else {
          index += 1
          continue
        }
        var end = index + 1
        while end < run.clusters.upperBound, !hasGlyph[end] { end += 1 }
        if end > index + 1 {
          let share = advances[index] / Double(end - index)
          for covered in index..<end { advances[covered] = share }
        }
        index = end
      }
    }
    return ShapedAdvances(advances: advances, kerns: kerns)
  }

  /// The script runs of the text: cluster ranges and their bytes.
  private func scriptRuns(
    _ bytes: UnsafeBufferPointer<UInt8>, clusters: ArraySlice<Character>
  ) -> [(clusters: Range<Int>, bytes: Range<Int>)] {
    if !bytes.contains(where: { $0 >= 0x80 }) {
      return [(0..<clusters.count, 0..<bytes.count)]
    }
    var runs: [(clusters: Range<Int>, bytes: Range<Int>)] = []
    var runScript: UInt32?
    var runStart = 0
    var runByteStart = 0
    var offset = 0
    for (index, cluster) in clusters.enumerated() {
      var script: UInt32?
      for scalar in cluster.unicodeScalars {
        let candidate = HarfBuzzFont.script(of: scalar.value)
        if !HarfBuzzFont.isSharedScript(candidate) {
          script = candidate
          break
        }
      }
      if let script, let current = runScript, script != current {
        runs.append((runStart..<index, runByteStart..<offset))
        runStart = index
        runByteStart = offset
      }
      if let script { runScript = script }
      offset += cluster.utf8.count
    }
    runs.append((runStart..<clusters.count, runByteStart..<offset))
    return runs
  }
}
