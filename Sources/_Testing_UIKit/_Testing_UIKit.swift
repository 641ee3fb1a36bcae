// Swift Testing's cross-import overlay for `UIKit`. The toolchain declares it for every platform
// (`Testing.swiftcrossimport/UIKit.swiftoverlay`), so a test file that imports both Testing and
// UIKit makes the compiler load a module of this name; on Apple platforms Swift Testing ships it
// (attachments of images), on Linux HeadlessUIKit's `UIKit` product brings it, with nothing in
// it, so that such files compile.
