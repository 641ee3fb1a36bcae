/// The orientation a JPEG's EXIF data gives (decision PX5).
///
/// Cameras store pixels as the sensor read them and record in the `Orientation` tag (0x0112) of
/// the EXIF block's first image directory how to turn them upright: 1 upright, 3 turned half a
/// turn, 6 and 8 a quarter turn, 2, 4, 5 and 7 the mirrored forms. The reader walks the
/// segments before the first scan, bounds-checking every read and looking at no more than
/// ``maximumSegments`` of them, so hostile data gives 1, never a trap.
package enum JPEGOrientation {
  /// The most segments examined.
  static let maximumSegments = 1024

  /// The EXIF orientation (1…8) of JPEG bytes; 1 when there is none or it is unreadable.
  package static func exifOrientation(of bytes: UnsafeRawBufferPointer) -> Int {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
    var offset = 2
    for _ in 0..<maximumSegments {
      guard offset + 4 <= bytes.count, bytes[offset] == 0xFF else { return 1 }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // (fill byte)
        offset += 1
        continue
      }
      if marker == 0xDA || marker == 0xD9 { return 1 }  // start of scan, end of image
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return 1 }
      if marker == 0xE1,
        let orientation = exif(bytes, from: offset + 4, to: offset + 2 + length)
      {
        return orientation
      }
      offset += 2 + length
    }
    return 1
  }

  /// The orientation in an APP1 segment's payload, if it is EXIF and has one.
  private static func exif(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
    let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
    guard end - start >= 6 + 8, (0..<6).allSatisfy({ bytes[start + $0] == header[$0] }) else {
      return nil
    }
    let tiff = start + 6
    let littleEndian: Bool
    switch (bytes[tiff], bytes[tiff + 1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func read16(_ at: Int) -> Int? {
      guard at >= tiff, at + 2 <= end else { return nil }
      let a = Int(bytes[at])
      let b = Int(bytes[at + 1])
      return littleEndian ? a | b << 8 : a << 8 | b
    }
    func read32(_ at: Int) -> Int? {
      guard let low = read16(littleEndian ? at : at + 2),
        let high = read16(littleEndian ? at + 2 : at)
      else { return nil }
      return high << 16 | low
    }
    guard read16(tiff + 2) == 42, let directory = read32(tiff + 4),
      let count = read16(tiff + directory)
    else { return nil }
    for index in 0..<count {
      let entry = tiff + directory + 2 + index * 12
      guard let tag = read16(entry) else { return nil }
      if tag == 0x0112 {
        guard read16(entry + 2) == 3, let value = read16(entry + 8), (1...8).contains(value)
        else { return nil }
        return value
      }
    }
    return nil
  }
}

extension JPEGOrientation {
  /// An APP1 segment holding a minimal EXIF block with only an orientation (1…8): inserted
  /// after a JPEG's start-of-image marker, it records how the pixels are turned.
  package static func exifSegment(orientation: Int) -> [UInt8] {
    let value = UInt8(min(max(orientation, 1), 8))
    let payload: [UInt8] =
      Array("Exif".utf8) + [0, 0]
      + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]  // big-endian TIFF, IFD0 at 8
      + [0x00, 0x01]  // one entry
      + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, value, 0x00, 0x00]
      + [0x00, 0x00, 0x00, 0x00]  // no next directory
    let length = payload.count + 2
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
  }
}
