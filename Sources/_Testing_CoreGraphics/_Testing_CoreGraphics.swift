// Swift Testing's cross-import overlay for `CoreGraphics`. The toolchain declares it for every platform
// (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`), so a test file that imports both Testing and
// CoreGraphics makes the compiler load a module of this name; on Apple platforms Swift Testing ships it
// (attachments of images), on Linux HeadlessUIKit's `CoreGraphics` product brings it, with nothing in
// it, so that such files compile.
