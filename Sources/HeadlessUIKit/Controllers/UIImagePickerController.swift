import Foundation

/// A navigation controller that lets the user take a picture or pick one from the photo library.
///
/// Headless there is no camera, no photo library to browse and nobody taps, as on the Simulator
/// without a camera: ``isSourceTypeAvailable(_:)`` answers `false` for `.camera`, and setting
/// `.camera` stops with UIKit's exception. The picker is presented and laid out as an empty
/// navigation controller; ``headlessPick(_:)`` and ``headlessCancel()`` (HeadlessUIKit
/// additions) end it as the user does, by telling the delegate. As in UIKit, a delegate that
/// implements the picking methods dismisses the picker itself; the protocol's default
/// implementations dismiss it.
///
/// The delegate is the navigation controller's `delegate`: assign an object that adopts
/// ``UIImagePickerControllerDelegate`` and ``UINavigationControllerDelegate``.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where the picker gets its pictures.
  public enum SourceType: Int, Sendable {
    /// The photo library.
    case photoLibrary = 0
    /// The camera.
    case camera = 1
    /// The Camera Roll album (deprecated in UIKit).
    case savedPhotosAlbum = 2
  }

  /// What the camera captures.
  public enum CameraCaptureMode: Int, Sendable {
    /// Still pictures.
    case photo = 0
    /// Movies.
    case video = 1
  }

  /// Which camera the picker uses.
  public enum CameraDevice: Int, Sendable {
    /// The back camera.
    case rear = 0
    /// The front camera.
    case front = 1
  }

  /// How the camera uses its flash.
  public enum CameraFlashMode: Int, Sendable {
    /// Never.
    case off = -1
    /// When the light is low.
    case auto = 0
    /// Always.
    case on = 1
  }

  /// The keys of the dictionary a picker hands its delegate.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The uniform type identifier of the picked media, a `String`.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The picture as picked, a `UIImage`.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The picture as the user edited it, a `UIImage` (when editing is allowed).
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The part of the original the user kept, an `NSValue` of a `CGRect`.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The file URL of a picked movie, a `URL`.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The file URL of a copy of the picked picture, a `URL`.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    /// The metadata of a new picture, a dictionary.
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  /// Whether a source is available: the photo library and the saved-photos album are, the
  /// camera is not headless (as on the Simulator).
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: `true` except for `.camera`.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
    sourceType != .camera
  }

  /// The media types a source offers: pictures and movies for the library and album, `nil`
  /// for the unavailable camera.
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: Uniform type identifiers, or `nil`.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// Whether a camera is available; never headless.
  ///
  /// - Parameter cameraDevice: The camera.
  /// - Returns: `false`.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool {
    false
  }

  /// Where the picker gets its pictures; `.photoLibrary` by default.
  ///
  /// Setting an unavailable source stops with UIKit's exception.
  open var sourceType: SourceType = .photoLibrary {
    didSet {
      precondition(
        Self.isSourceTypeAvailable(sourceType),
        "NSInvalidArgumentException: Source type \(sourceType.rawValue) not available")
    }
  }

  /// The media types the user may pick; `["public.image"]` by default.
  open var mediaTypes = ["public.image"]

  /// Whether the user may move and scale the picture before picking it; `false` by default.
  open var allowsEditing = false

  /// What the camera captures; `.photo` by default.
  open var cameraCaptureMode: CameraCaptureMode = .photo

  /// Which camera is used; `.rear` by default.
  open var cameraDevice: CameraDevice = .rear

  /// How the flash is used; `.auto` by default.
  open var cameraFlashMode: CameraFlashMode = .auto

  /// The longest movie the user may record or pick, in seconds; 10 minutes by default.
  open var videoMaximumDuration: TimeInterval = 600

  /// Whether the standard camera controls show; `true` by default.
  open var showsCameraControls = true

  /// Hands the delegate a picture as the user's pick does (a HeadlessUIKit addition).
  ///
  /// The info holds the media type and the original image, plus the edited image and crop
  /// rectangle (the whole picture) when ``allowsEditing`` is on. The picker is not dismissed
  /// unless the delegate does it (or does not implement the method).
  ///
  /// - Parameter image: The picture picked.
  public func headlessPick(_ image: UIImage) {
    var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
    if allowsEditing {
      info[.editedImage] = image
      info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
    }
    pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// Tells the delegate that the user cancelled (a HeadlessUIKit addition).
  public func headlessCancel() {
    pickerDelegate?.imagePickerControllerDidCancel(self)
  }

  /// The delegate as an image picker delegate.
  private var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }
}

/// The methods an image picker's delegate implements to hear what the user picked.
///
/// Both methods are optional: the defaults dismiss the picker, as UIKit does for a delegate that
/// does not implement them.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  /// Called after the user picked a picture or movie.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: The picked media, under ``UIImagePickerController/InfoKey`` keys.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

  /// Called after the user cancelled.
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Dismisses the picker.
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: The picked media (ignored).
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picker.dismiss(animated: true)
  }

  /// Dismisses the picker.
  ///
  /// - Parameter picker: The picker.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}
