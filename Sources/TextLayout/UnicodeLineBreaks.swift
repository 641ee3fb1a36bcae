import Synchronization

@_implementationOnly import CICU

/// Line break opportunities by the Unicode line breaking algorithm (UAX #14), from ICU's line
/// break iterator (decision TX2).
///
/// ICU applies UAX #14's rules with its own tailorings (see the decision); a break ICU reports
/// inside a grapheme cluster is dropped, so clusters are never split. One iterator is opened
/// and reused for every text (opening one is costly), behind a lock.
package enum UnicodeLineBreaks {
  private static let iterator = Mutex(SharedIterator())

  /// The UTF-16 offsets where ICU allows a line to break, in increasing order: each is the
  /// offset of the first unit after the break; the text's start is not included, its end is.
  package static func boundaries(utf16: [UInt16]) -> [Int] {
    guard !utf16.isEmpty else { return [] }
    return iterator.withLock { shared in
      var result: [Int] = []
      shared.iterate(utf16) { result.append($0) }
      return result
    }
  }

  /// Whether a line may break before each cluster of `clusters`: `result[i]` is about the break
  /// between cluster `i − 1` and cluster `i` (`result[0]` is `false`).
  ///
  /// White space: a break is allowed after a run of spaces, before the next visible cluster.
  package static func opportunities(in clusters: ArraySlice<Character>) -> [Bool] {
    var result = [Bool](repeating: false, count: clusters.count)
    guard clusters.count > 1 else { return result }
    // The UTF-16 text and, for each unit, whether it starts a cluster (and which).
    var utf16: [UInt16] = []
    utf16.reserveCapacity(clusters.count)
    var clusterAt: [Int32] = []
    clusterAt.reserveCapacity(clusters.count + 1)
    for (index, cluster) in clusters.enumerated() {
      var first = true
      for unit in cluster.utf16 {
        utf16.append(unit)
        clusterAt.append(first ? Int32(index) : -1)
        first = false
      }
    }
    clusterAt.append(Int32(clusters.count))
    iterator.withLock { shared in
      shared.iterate(utf16) { offset in
        let index = Int(clusterAt[offset])
        if index > 0, index < result.count { result[index] = true }
      }
    }
    return result
  }
}

extension UnicodeLineBreaks {
  /// The break opportunities of text made only of ASCII letters, spaces, commas and full stops,
  /// one byte per cluster, without asking ICU; `nil` for any other text.
  ///
  /// In such text UAX #14 (and ICU) allows a break only after a space, before a letter: letters
  /// hold together (LB28), nothing breaks before a space (LB7) or before a comma or full stop,
  /// even after spaces (LB13), and a letter after a comma or full stop stays with it (LB29).
  /// `result[i]` is about the break before byte `i`, as in ``opportunities(in:)``.
  package static func plainWordOpportunities(in bytes: UnsafeBufferPointer<UInt8>) -> [Bool]? {
    var result = [Bool](repeating: false, count: bytes.count)
    var afterSpace = false
    for (index, byte) in bytes.enumerated() {
      let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
      if letter {
        if afterSpace && index > 0 { result[index] = true }
        afterSpace = false
      } else if byte == 32 {
        afterSpace = true
      } else if byte == 44 || byte == 46 {
        afterSpace = false
      } else {
        return nil
      }
    }
    return result
  }
}

extension MeasuredText {
  /// ``UnicodeLineBreaks/plainWordOpportunities(in:)`` for the clusters `range`, when each is
  /// one byte of ``source``.
  func plainWordOpportunities(in range: Range<Int>) -> [Bool]? {
    guard let source, !range.isEmpty,
      utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound] == range.count
    else { return nil }
    let bytes = utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]
    return source.utf8.withContiguousStorageIfAvailable {
      UnicodeLineBreaks.plainWordOpportunities(in: UnsafeBufferPointer(rebasing: $0[bytes]))
    } ?? nil
  }
}

/// ICU's line break iterator, opened once.
private struct SharedIterator: ~Copyable {
  private var iterator: UnsafeMutableRawPointer?

  /// Calls `body` with every boundary after the start of `utf16`.
  mutating func iterate(_ utf16: [UInt16], _ body: (Int) -> Void) {
    if iterator == nil { iterator = cicu_line_break_open() }
    guard let iterator else { return }
    utf16.withUnsafeBufferPointer { units in
      guard cicu_break_set_text(iterator, units.baseAddress, Int32(units.count)) == 0 else {
        return
      }
      _ = cicu_break_first(iterator)
      while true {
        let next = cicu_break_next(iterator)
        if next < 0 { break }
        body(Int(next))
      }
    }
  }
}
