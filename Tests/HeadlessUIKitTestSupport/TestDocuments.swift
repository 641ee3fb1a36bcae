import Foundation
import HeadlessUIKit

/// Small Interface Builder documents written by the tests, in a temporary folder.
@MainActor
public enum TestDocuments {
  /// A fresh temporary folder for one test's documents.
  public static func folder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("headless-uikit-ib-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes a storyboard with the given scenes (the contents of `<scenes>`) and opens it.
  public static func storyboard(
    _ scenes: String, initial: String? = nil, resources: String = "",
    name: String = "Test", in folder: URL = folder()
  ) throws -> UIStoryboard {
    let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
      useTraitCollections="YES" useSafeAreas="YES"\(initialAttribute)>
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
      \(scenes)
          </scenes>
          <resources>\(resources)</resources>
      </document>
      """
    let url = folder.appendingPathComponent(name + ".storyboard")
    try Data(xml.utf8).write(to: url)
    return try UIStoryboard(headlessContentsOf: url)
  }

  /// The bytes of a xib with the given top-level objects (the contents of `<objects>`).
  public static func xibData(_ objects: String, resources: String = "") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
      useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <objects>
      \(objects)
          </objects>
          <resources>\(resources)</resources>
      </document>
      """.utf8)
  }

  /// One scene whose controller has the given attributes and root-view contents.
  public static func scene(
    _ id: String, controller: String = "viewController", attributes: String = "",
    view: String = "", connections: String = ""
  ) -> String {
    """
    <scene sceneID="\(id)-scene">
      <objects>
        <\(controller) id="\(id)" \(attributes) sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="\(id)-view">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(view)
            <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
          </view>
          <connections>\(connections)</connections>
        </\(controller)>
      </objects>
    </scene>
    """
  }

  /// Shows a controller in a window on the default screen and lays it out.
  @discardableResult
  public static func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return window
  }
}
