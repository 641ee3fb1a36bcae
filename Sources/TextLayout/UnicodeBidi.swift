import Synchronization

@_implementationOnly import CICU

/// The Unicode bidirectional algorithm (UAX #9) through ICU's `ubidi` (decision TX3).
///
/// A paragraph's embedding level comes from its first strong character (rules P2–P3) unless a
/// direction is given; each line is then reordered on its own (rule L2), with white space at the
/// end of the line at the paragraph level (rule L1).
package enum UnicodeBidi {
  /// The paragraph direction asked for.
  package enum Direction: Sendable {
    /// Left to right (level 0).
    case leftToRight
    /// Right to left (level 1).
    case rightToLeft
    /// From the first strong character; left to right when there is none.
    case natural
  }

  /// One line's levels and visual order.
  package struct Line: Sendable {
    /// The paragraph's embedding level (0 left to right, 1 right to left).
    package var paragraphLevel: Int
    /// The resolved level of each UTF-16 unit of the line.
    package var levels: [UInt8]
    /// The line's UTF-16 indices in visual order, left to right.
    package var visualOrder: [Int]
    /// The visual runs, left to right: the UTF-16 range each covers and whether it runs right
    /// to left.
    package var runs: [(range: Range<Int>, isRightToLeft: Bool)]
  }

  private static let bidi = Mutex(SharedBidi())

  /// Resolves `paragraph` (UTF-16) and reorders the line `line` of it.
  package static func line(
    _ line: Range<Int>, of paragraph: [UInt16], direction: Direction
  ) -> Line {
    bidi.withLock { $0.resolve(paragraph, line: line, direction: direction) }
  }

  /// Whether any unit of `utf16` may be right to left or an explicit direction control (a fast
  /// test that lets left-to-right text skip the algorithm).
  package static func mayNeedReordering(_ utf16: some Sequence<UInt16>) -> Bool {
    utf16.contains { unit in
      (unit >= 0x0590 && unit < 0x0900) || (unit >= 0x200E && unit <= 0x200F)
        || (unit >= 0x202A && unit <= 0x202E) || (unit >= 0x2066 && unit <= 0x2069)
        || (unit >= 0xD802 && unit <= 0xD803) || unit == 0xD83A || unit == 0xD83B
        || (unit >= 0xFB1D && unit <= 0xFDFF) || (unit >= 0xFE70 && unit <= 0xFEFF)
    }
  }
}

/// Two ICU bidi objects (a paragraph and a line), opened once.
private struct SharedBidi: ~Copyable {
  private var paragraph: UnsafeMutableRawPointer?
  private var line: UnsafeMutableRawPointer?

  mutating func resolve(
    _ text: [UInt16], line range: Range<Int>, direction: UnicodeBidi.Direction
  ) -> UnicodeBidi.Line {
    if paragraph == nil {
      paragraph = cicu_bidi_open()
      line = cicu_bidi_open()
    }
    let level: UInt8 =
      switch direction {
      case .leftToRight: 0
      case .rightToLeft: 1
      case .natural: 0xFE  // UBIDI_DEFAULT_LTR
      }
    var result = UnicodeBidi.Line(paragraphLevel: 0, levels: [], visualOrder: [], runs: [])
    guard let paragraph, let lineObject = line, !range.isEmpty else { return result }
    text.withUnsafeBufferPointer { units in
      guard cicu_bidi_set_para(paragraph, units.baseAddress, Int32(units.count), level) == 0
      else { return }
      result.paragraphLevel = Int(cicu_bidi_para_level(paragraph))
      // A line that is the whole paragraph is read from the paragraph: ICU's line objects
      // report the paragraph level for every character of a line whose levels are all even
      // (Arabic-Indic digits in a left-to-right line read 0, not 2), which orders the same but
      // misstates the levels.
      var lineObject = lineObject
      if range == 0..<units.count {
        lineObject = paragraph
      } else {
        guard
          cicu_bidi_set_line(
            paragraph, Int32(range.lowerBound), Int32(range.upperBound), lineObject) == 0
        else { return }
      }
      result.levels = (0..<range.count).map { cicu_bidi_level_at(lineObject, Int32($0)) }
      var map = [Int32](repeating: 0, count: range.count)
      guard cicu_bidi_visual_map(lineObject, &map) == 0 else { return }
      result.visualOrder = map.map(Int.init)
      let count = cicu_bidi_count_runs(lineObject)
      for index in 0..<max(count, 0) {
        var start: Int32 = 0
        var length: Int32 = 0
        let isRightToLeft = cicu_bidi_visual_run(lineObject, index, &start, &length) == 1
        result.runs.append((Int(start)..<Int(start + length), isRightToLeft))
      }
    }
    return result
  }
}
