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
