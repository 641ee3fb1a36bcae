import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records what an image picker tells its delegate; dismisses only when asked to.
@MainActor
private final class PickerDelegate: NSObject, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  var picked: [UIImagePickerController.InfoKey: Any]?
  var cancelled = false
  var dismisses = true

  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picked = info
    if dismisses { picker.dismiss(animated: false) }
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    cancelled = true
  }
}

/// A delegate that implements nothing: the picker dismisses itself.
@MainActor
private final class SilentPickerDelegate: NSObject, UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{}

/// The image picker: sources as on a Simulator without a camera, picks driven headless.
@MainActor
@Suite struct UIImagePickerControllerTests {
  @Test("The photo library is available and the camera is not, as on the Simulator")
  func sources() {
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    #expect(
      UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image")
        == true)
    let picker = UIImagePickerController()
    #expect(picker.sourceType == .photoLibrary)
    #expect(picker.mediaTypes == ["public.image"])
    #expect(!picker.allowsEditing)
    #expect(picker.viewControllers.isEmpty)
  }

  @Test("A pick hands the delegate the original image, and the edited one when editing")
  func pickTellsTheDelegate() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    let delegate = PickerDelegate()
    picker.delegate = delegate
    root.present(picker, animated: false)
    await nextMainQueueTurn()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in }
    picker.headlessPick(image)
    let info = try #require(delegate.picked)
    #expect(info[.originalImage] as? UIImage === image)
    #expect(info[.editedImage] as? UIImage === image)
    #expect(info[.mediaType] as? String == "public.image")
    #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 4, height: 3))
    for _ in 0..<2 { await nextMainQueueTurn() }
    #expect(root.presentedViewController == nil)
  }

  @Test("Cancelling tells the delegate, which keeps the picker until it dismisses it")
  func cancelLeavesDismissalToTheDelegate() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let picker = UIImagePickerController()
    let delegate = PickerDelegate()
    picker.delegate = delegate
    root.present(picker, animated: false)
    await nextMainQueueTurn()
    picker.headlessCancel()
    #expect(delegate.cancelled)
    #expect(root.presentedViewController === picker)
  }

  @Test("A delegate that implements nothing gets the picker dismissed for it")
  func defaultsDismiss() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let picker = UIImagePickerController()
    let delegate = SilentPickerDelegate()
    picker.delegate = delegate
    root.present(picker, animated: false)
    await nextMainQueueTurn()
    picker.headlessCancel()
    for _ in 0..<3 { await nextMainQueueTurn() }
    #expect(root.presentedViewController == nil)
  }
}
