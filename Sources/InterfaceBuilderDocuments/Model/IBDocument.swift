import Foundation

/// Whether a document is a storyboard (scenes) or a xib (a flat list of objects).
package enum IBDocumentKind: Sendable, Equatable {
  /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: content in `<scenes>`.
  case storyboard
  /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: content in `<objects>`.
  case xib
}

/// The "View as" device a document was last saved for (`<device id orientation appearance>`).
package struct IBDevice: Sendable, Equatable {
  /// Interface Builder's device id (`retina6_12`, `ipad9_7`…).
  package var id: String
  /// Whether the canvas was in landscape.
  package var isLandscape: Bool
  /// `dark` when the canvas showed dark appearance, else `light`.
  package var appearance: String
}

/// A typed Interface Builder document (format 3.0): the value model the loader instantiates.
///
/// Decoding validates what layout depends on (identifiers, references, constraint attributes and
/// multipliers) and keeps the line and column of every object for errors.
package struct IBDocument: Sendable {
  /// The file name used in errors.
  package var file: String
  /// Storyboard or xib.
  package var kind: IBDocumentKind
  /// The Interface Builder build that saved the document (`toolsVersion`).
  package var toolsVersion: String
  /// The build of the iOS plug-in that computed the stored frames (the `version` of the
  /// `com.apple.InterfaceBuilder.IBCocoaTouchPlugin` dependency), or `nil` when not recorded.
  package var cocoaTouchPluginVersion: String? = nil
  /// `useAutolayout="YES"`; without it, every view is positioned by frame and mask.
  package var usesAutoLayout: Bool
  /// `useTraitCollections="YES"`: size-class variations may appear.
  package var usesTraitCollections: Bool
  /// `useSafeAreas="YES"`: root views carry safe-area guides.
  package var usesSafeAreas: Bool
  /// `launchScreen="YES"`.
  package var isLaunchScreen: Bool
  /// The id of the storyboard's entry controller.
  package var initialViewControllerID: String?
  /// The device the stored frames were computed for.
  package var device: IBDevice?
  /// A storyboard's scenes in document order.
  package var scenes: [IBScene]
  /// A xib's objects in document order, placeholders included.
  package var objects: [IBObject]
  /// Image sizes and colour values stored with the document.
  package var resources: IBResources
  /// Intrinsic sizes designable views reported in Interface Builder, by view id.
  package var designableSizes: [String: CGSize]
}

/// One storyboard scene: a controller and the other objects of its canvas.
package struct IBScene: Sendable {
  /// `sceneID`.
  package var id: String
  /// The scene's objects in document order.
  package var objects: [IBObject]
  /// Where the scene starts.
  package var location: IBSourceLocation

  /// The scene's controller: its object with `sceneMemberID="viewController"`.
  package var controller: IBObject? {
    objects.first { $0.attributes["sceneMemberID"] == "viewController" }
  }
}

/// Image sizes and colours a document stores in `<resources>`.
package struct IBResources: Sendable {
  /// Image sizes in points by image name (`<image name width height>`).
  package var imageSizes: [String: CGSize] = [:]
  /// Names of images that come from the system symbol catalogue.
  package var systemImageNames: Set<String> = []
  /// Asset-catalogue colours by name (`<namedColor>`).
  package var namedColors: [String: IBColor] = [:]
  /// Light-mode values of system colours (`<systemColor>`).
  package var systemColors: [String: IBColor] = [:]

  /// Creates empty resources.
  package init() {}
}
