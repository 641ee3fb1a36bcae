// AssetCatalogFuzzer: a libFuzzer target for the asset catalog readers.
//
// Compiled by Fuzz/run-asset-fuzzer.sh into one module with the sources of Sources/InterfaceBuilderDocuments
// (which holds the readers), so their `package` API is visible. Every input is read as a colour
// set's and as an image set's `Contents.json` (AssetColorSet, AssetImageSet), and the readers'
// choices are exercised (a colour for every appearance, a file for every scale). An input may
// be refused with an AssetCatalogError; it must never crash, trap or hang.

import Foundation

/// libFuzzer's entry point: reads one input as both kinds of set.
///
/// - Parameters:
///   - bytes: The input's bytes.
///   - count: How many there are.
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalogContents(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  do {
    let set = try AssetColorSet(data: data, path: "fuzz.colorset/Contents.json")
    for dark in [false, true] {
      for contrast in [false, true] {
        _ = set.value(for: AssetAppearance(isDark: dark, hasIncreasedContrast: contrast))
      }
    }
  } catch {
    // A typed refusal is a correct answer; only its description is exercised.
    _ = error.description
  }
  do {
    let set = try AssetImageSet(data: data, path: "fuzz.imageset/Contents.json")
    for scale in [1.0, 2.0, 3.0] {
      _ = set.entry(forScale: scale, appearance: AssetAppearance(isDark: scale == 2))
    }
  } catch {
    _ = error.description
  }
  return 0
}
