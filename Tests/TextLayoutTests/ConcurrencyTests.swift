import Testing

@testable import TextLayout

/// FreeType faces are not thread-safe; the shared face is guarded, so parallel use agrees.
@Suite struct ConcurrencyTests {
  // Decision T2: 64 tasks measure through one shared face at once and all get the exact width.
  @Test("T2: parallel measurement through one face gives the serial result")
  func parallelMeasurement() async throws {
    let font = try Font.dejaVuSans(size: 17)
    let text = "The quick brown fox jumps over the lazy dog. שלום עולם e\u{301}"
    let expected = font.width(of: text)
    let widths = await withTaskGroup(of: Double.self) { group in
      for index in 0..<64 {
        group.addTask {
          let size = Font(face: font.face, size: Double(12 + index % 6))
          _ = size.width(of: text)
          return font.width(of: text)
        }
      }
      return await group.reduce(into: [Double]()) { $0.append($1) }
    }
    #expect(widths == Array(repeating: expected, count: 64))
  }
}
