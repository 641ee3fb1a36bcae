// The app's UIKit files (App/, named in uikit-sources.json) are compiled into this target by
// HeadlessUIKit's UIKitSourcesPlugin. SwiftPM builds a target only when it has a source file
// of its own, so this file stands in for the target's own code: it has none.
