import HeadlessUIKit
import Testing

/// A window on a simulated device's screen, in portrait unless told otherwise, with `root` as
/// its root view controller; made key and visible unless `visible` is `false`.
@MainActor
public func makeWindow(
  device name: String = "iPhone 15 Pro", orientation: UIInterfaceOrientation = .portrait,
  root: UIViewController? = nil, visible: Bool = true
) throws -> UIWindow {
  let device = try #require(HeadlessDevice.named(name))
  let screen = UIScreen(headlessDevice: device, orientation: orientation)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  if visible { window.makeKeyAndVisible() }
  return window
}

/// A full-screen window on a screen for the named device, shown, with `root` as its root view
/// controller, laid out once.
@MainActor
public func makeWindow(
  _ deviceName: String, _ orientation: UIInterfaceOrientation = .portrait,
  root: UIViewController? = nil
) throws -> UIWindow {
  let window = try makeWindow(device: deviceName, orientation: orientation, root: root)
  window.layoutIfNeeded()
  return window
}

/// A visible window on a device of the catalogue, with `root` as its root controller, after its
/// first appearance finished.
@MainActor
public func presentationTestWindow(
  device: String = "iPhone 15 Pro", orientation: UIInterfaceOrientation = .portrait,
  root: UIViewController
) async throws -> UIWindow {
  let window = try makeWindow(device: device, orientation: orientation, root: root)
  await nextMainQueueTurn()
  return window
}

/// UIKit's short description of an object, `<Module.Class: 0x…>`, built independently of the
/// library for comparing messages.
@MainActor
public func uikitShortDescription(_ object: AnyObject) -> String {
  let name = String(reflecting: type(of: object))
  let bare = name.hasPrefix("HeadlessUIKit.") ? String(name.dropFirst(14)) : name
  return "<\(bare): 0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
}
