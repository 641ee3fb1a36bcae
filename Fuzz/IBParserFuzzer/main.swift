// IBParserFuzzer: a libFuzzer target for the Interface Builder document parser.
//
// Compiled by Fuzz/run-ib-fuzzer.sh into one module with the sources of Sources/InterfaceBuilderDocuments, so
// the parser's `package` API is visible. Every input goes through the whole parse: XML reading
// (IBXMLReader, with its size, depth, element-count and declaration limits) and typed decoding
// (IBDocument). An input may be refused with a StoryboardError; it must never crash, trap or hang.

import Foundation

/// libFuzzer's entry point: parses one input as a document.
///
/// - Parameters:
///   - bytes: The input's bytes.
///   - count: How many there are.
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilderDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  do {
    _ = try IBDocument(data: data, file: "fuzz.storyboard")
  } catch {
    // A typed refusal is a correct answer; only its description is exercised.
    _ = error.description
  }
  return 0
}
