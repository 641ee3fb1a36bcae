// ImageDecoderFuzzer: a libFuzzer target for the PNG and JPEG decoders.
//
// Compiled by Fuzz/run-image-fuzzer.sh into one module with the codec sources of
// Sources/Raster/Codecs (libpng's simplified API, the libjpeg-turbo C shim, the EXIF reader), so
// their `package` API is visible. Every input is read as a PNG, as a JPEG and for its EXIF
// orientation, whatever its signature. An input may be refused with a RenderError; it must never
// crash, trap, hang or allocate beyond ImageLimits.

/// libFuzzer's entry point: decodes one input with every decoder.
///
/// - Parameters:
///   - bytes: The input's bytes.
///   - count: How many there are.
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoders(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let buffer = UnsafeRawBufferPointer(start: bytes, count: count)
  do {
    check(try PNGCodec.decode(buffer))
  } catch {
    // A typed refusal is a correct answer; only its description is exercised.
    _ = error.description
  }
  do {
    check(try JPEGCodec.decode(buffer))
  } catch {
    _ = error.description
  }
  let orientation = JPEGOrientation.exifOrientation(of: buffer)
  precondition((1...8).contains(orientation), "orientation out of range")
  return 0
}

/// Traps when a decoder's result breaks its contract.
func check(_ decoded: (width: Int, height: Int, rgba: [UInt8])) {
  precondition(decoded.rgba.count == decoded.width * decoded.height * 4, "pixel count mismatch")
  precondition(ImageLimits.accepts(width: decoded.width, height: decoded.height), "limit ignored")
}
