import Foundation
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Records what a document picker tells its delegate; implements only the older single-URL
/// method, as many apps do.
@MainActor
final class SingleDocumentDelegate: NSObject, UIDocumentPickerDelegate {
  var picked: [URL] = []

  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
    picked.append(url)
  }
}

/// Records every call.
@MainActor
final class DocumentsDelegate: NSObject, UIDocumentPickerDelegate {
  var calls: [String] = []

  func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {
    calls.append(urls.map(\.lastPathComponent).joined(separator: ","))
  }

  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
    calls.append("cancelled")
  }
}

/// The document picker: presented like any controller, ended by headless picks.
@MainActor
@Suite struct UIDocumentPickerTests {
  private let first = URL(fileURLWithPath: "/tmp/a.pdf")
  private let second = URL(fileURLWithPath: "/tmp/b.pdf")

  @Test func pickerIsPresentedAndDismissedBeforeItsDelegateHears() async throws {
    let root = UIViewController()
    let window = try await presentationTestWindow(root: root)
    defer { withExtendedLifetime(window) {} }
    let picker = UIDocumentPickerViewController(documentTypes: ["public.item"], in: .import)
    #expect(picker.documentPickerMode == .import)
    #expect(picker.documentTypes == ["public.item"])
    #expect(!picker.allowsMultipleSelection)
    let delegate = DocumentsDelegate()
    picker.delegate = delegate
    root.present(picker, animated: true)
    await nextMainQueueTurn()
    #expect(root.presentedViewController === picker)
    #expect(picker.view.window === window)

    picker.headlessPickDocuments(at: [first, second])
    #expect(delegate.calls == ["a.pdf"])
    await nextMainQueueTurn()
    #expect(root.presentedViewController == nil)
  }

  @Test func multipleSelectionPicksEveryDocumentAndCancelIsReported() {
    let picker = UIDocumentPickerViewController(documentTypes: ["public.image"], in: .open)
    let delegate = DocumentsDelegate()
    picker.delegate = delegate
    picker.allowsMultipleSelection = true
    picker.headlessPickDocuments(at: [first, second])
    picker.headlessCancel()
    #expect(delegate.calls == ["a.pdf,b.pdf", "cancelled"])
  }

  @Test func olderSingleDocumentMethodHearsTheFirstDocument() {
    let picker = UIDocumentPickerViewController(url: first, in: .exportToService)
    #expect(picker.documentURLs == [first])
    #expect(picker.documentPickerMode == .exportToService)
    let delegate = SingleDocumentDelegate()
    picker.delegate = delegate
    picker.headlessPickDocuments(at: [second])
    #expect(delegate.picked == [second])
    #expect(UIDocumentPickerMode.moveToService.rawValue == 3)
  }
}
