import Foundation

/// What a document picker does with the documents picked.
public enum UIDocumentPickerMode: UInt, Sendable {
  /// Copies documents from outside the app into it.
  case `import` = 0
  /// Opens documents outside the app in place.
  case open = 1
  /// Copies a document of the app to a place outside it.
  case exportToService = 2
  /// Moves a document of the app to a place outside it.
  case moveToService = 3
}

/// The methods a document picker's delegate implements to hear what was picked.
///
/// Every method is optional, as in UIKit: the protocol extension provides defaults. A delegate
/// that implements only the older ``documentPicker(_:didPickDocumentAt:)`` hears of the first
/// document, as the default ``documentPicker(_:didPickDocumentsAt:)`` forwards to it.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
  /// Called after the user picked documents.
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - urls: The documents' URLs.
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])

  /// Called after the user cancelled.
  ///
  /// - Parameter controller: The picker.
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)

  /// Called after the user picked a document (deprecated in UIKit for
  /// ``documentPicker(_:didPickDocumentsAt:)``).
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - url: The document's URL.
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
  /// Calls ``documentPicker(_:didPickDocumentAt:)`` with the first URL.
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - urls: The documents' URLs.
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {
    if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
  }

  /// Does nothing.
  ///
  /// - Parameter controller: The picker.
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - url: The document's URL.
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL
  ) {}
}

/// A controller that lets the user pick documents outside the app, presented like any
/// controller.
///
/// Headless there is no Files app to browse and nobody taps: the picker is presented and laid
/// out as an empty controller, and ``headlessPickDocuments(at:)`` and ``headlessCancel()`` (a
/// HeadlessUIKit addition) end it as the user does, dismissing it and then telling the delegate.
/// `init(forOpeningContentTypes:asCopy:)` is missing: it takes `UTType`, which Linux lacks.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// What the picker does with the documents.
  public let documentPickerMode: UIDocumentPickerMode

  /// The uniform type identifiers of the documents that can be picked.
  public let documentTypes: [String]

  /// The documents to export or move, for the export and move modes.
  public let documentURLs: [URL]

  /// The object told what was picked; weak.
  open weak var delegate: (any UIDocumentPickerDelegate)?

  /// Whether several documents can be picked; `false` by default.
  open var allowsMultipleSelection = false

  /// Whether file extensions show; `false` by default.
  open var shouldShowFileExtensions = false

  /// The folder the picker opens in; `nil` by default.
  open var directoryURL: URL?

  /// Creates a picker for documents of some types, to import or open.
  ///
  /// - Parameters:
  ///   - allowedUTIs: The uniform type identifiers, such as `"public.item"`.
  ///   - mode: `.import` or `.open`.
  public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
    documentPickerMode = mode
    documentTypes = allowedUTIs
    documentURLs = []
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker that exports or moves documents of the app.
  ///
  /// - Parameters:
  ///   - urls: The documents.
  ///   - mode: `.exportToService` or `.moveToService`.
  public init(urls: [URL], in mode: UIDocumentPickerMode) {
    documentPickerMode = mode
    documentTypes = []
    documentURLs = urls
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker that exports or moves one document of the app.
  ///
  /// - Parameters:
  ///   - url: The document.
  ///   - mode: `.exportToService` or `.moveToService`.
  public convenience init(url: URL, in mode: UIDocumentPickerMode) {
    self.init(urls: [url], in: mode)
  }

  /// Creates an import picker for any item from an archive.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    documentPickerMode = .import
    documentTypes = ["public.item"]
    documentURLs = []
    super.init(coder: coder)
  }

  /// Ends the picker as a user's pick does (a HeadlessUIKit addition).
  ///
  /// The picker is dismissed, then the delegate hears
  /// ``UIDocumentPickerDelegate/documentPicker(_:didPickDocumentsAt:)``. Only the first URL is
  /// picked unless ``allowsMultipleSelection``.
  ///
  /// - Parameter urls: The documents picked.
  public func headlessPickDocuments(at urls: [URL]) {
    let picked = allowsMultipleSelection ? urls : Array(urls.prefix(1))
    finish { $0.documentPicker(self, didPickDocumentsAt: picked) }
  }

  /// Ends the picker as the user's Cancel does (a HeadlessUIKit addition): dismisses it, then
  /// tells the delegate ``UIDocumentPickerDelegate/documentPickerWasCancelled(_:)``.
  public func headlessCancel() {
    finish { $0.documentPickerWasCancelled(self) }
  }

  /// Dismisses the picker if it is presented and tells the delegate.
  private func finish(_ tell: (any UIDocumentPickerDelegate) -> Void) {
    if presentingViewController != nil { dismiss(animated: false) }
    if let delegate { tell(delegate) }
  }
}
