import Foundation

/// An element that assistive apps see inside a container, for content that is not a view of
/// its own (parts of a custom-drawn view).
///
/// A container lists its elements in `accessibilityElements`. An element's frame is either set
/// in screen coordinates (``accessibilityFrame``) or, more robustly, in its container view's
/// coordinates (``accessibilityFrameInContainerSpace``), from which ``accessibilityFrame``
/// follows the view wherever it moves.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The values set on the element.
  private var storage = AccessibilityStorage()

  /// The frame set in the container's coordinates, if any.
  private var frameInContainer: CGRect?

  /// The container the element belongs to (a view, or another element); not retained.
  open weak var accessibilityContainer: AnyObject?

  /// Creates an element in a container.
  ///
  /// - Parameter container: The view or element that lists this element.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// Whether assistive apps see the element; `false` until set, as in UIKit.
  open var isAccessibilityElement: Bool {
    get { storage.isElement ?? false }
    set { storage.isElement = newValue }
  }

  /// A short description of the element.
  open var accessibilityLabel: String? {
    get { storage.label }
    set { storage.label = newValue }
  }

  /// What happens when the element is activated.
  open var accessibilityHint: String? {
    get { storage.hint }
    set { storage.hint = newValue }
  }

  /// The element's value.
  open var accessibilityValue: String? {
    get { storage.value }
    set { storage.value = newValue }
  }

  /// A string that identifies the element in tests.
  open var accessibilityIdentifier: String? {
    get { storage.identifier }
    set { storage.identifier = newValue }
  }

  /// The element's traits; none by default.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { storage.traits ?? [] }
    set { storage.traits = newValue }
  }

  /// The element's frame in screen coordinates.
  ///
  /// When ``accessibilityFrameInContainerSpace`` was set last and the container is a view, the
  /// frame follows from it; setting this property replaces it.
  open var accessibilityFrame: CGRect {
    get {
      if let frameInContainer, let view = accessibilityContainer as? UIView {
        return UIAccessibility.convertToScreenCoordinates(frameInContainer, in: view)
      }
      return storage.frame ?? .zero
    }
    set {
      storage.frame = newValue
      frameInContainer = nil
    }
  }

  /// The element's frame in its container view's coordinates; `.zero` until set.
  open var accessibilityFrameInContainerSpace: CGRect {
    get { frameInContainer ?? .zero }
    set { frameInContainer = newValue }
  }

  /// The point activated in screen coordinates; by default the middle of the frame.
  open var accessibilityActivationPoint: CGPoint {
    get {
      storage.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { storage.activationPoint = newValue }
  }

  /// The language the element is spoken in; `nil` by default.
  open var accessibilityLanguage: String? {
    get { storage.language }
    set { storage.language = newValue }
  }

  /// The elements inside this one, when it is itself a container.
  open var accessibilityElements: [Any]? {
    get { storage.elements }
    set { storage.elements = newValue }
  }
}
