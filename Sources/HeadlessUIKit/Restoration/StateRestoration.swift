import Foundation

/// Restores saved state at launch (spec 13.7–13.10).
///
/// Phases, in order: the delegate's `application(_:shouldRestoreSecureApplicationState:)`;
/// every saved controller found or made top-down (its restoration class, else the delegate's
/// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, else an existing
/// controller with the same path under its restored parent or in the window, else its
/// storyboard), then registered objects; each restored controller's view loaded and its
/// `decodeRestorableState(with:)` called top-down, then the views', then the objects'; saved
/// presentations made again without animation; the delegate's
/// `application(_:didDecodeRestorableStateWith:)`; and `applicationFinishedRestoringState()`
/// in the same order (decision R2). A controller that cannot be made (no class by the saved
/// name, a restoration class or lookup that answers `nil`) is skipped with a log line, with
/// everything saved under it; the rest restores.
@MainActor
struct StateRestoration {
  let application: UIApplication
  let archive: StateArchive

  private struct Restored {
    var object: AnyObject
    var record: StateArchive.Record
    var coder: StateRestorationCoder
  }

  /// Runs the phases; returns `false` when the delegate declined or the app-level state could
  /// not be read.
  @discardableResult
  func run() -> Bool {
    guard let delegate = application.delegate else { return false }
    let references = StateRestorationReferences()
    guard
      let applicationCoder = StateRestorationCoder(
        decoding: archive.application, references: references)
    else { return false }
    guard delegate.application(application, shouldRestoreSecureApplicationState: applicationCoder)
    else { return false }
    application.isRestoringState = true
    defer { application.isRestoringState = false }

    var storyboards: [String: UIStoryboard] = [:]
    var controllers: [Restored] = []
    for record in archive.records where record.kind == .controller {
      guard parentRestored(record.path, references: references, what: "view controller"),
        let coder = StateRestorationCoder(decoding: record.state, references: references)
      else { continue }
      coder.storyboard = record.storyboardPath.flatMap { storyboard(at: $0, cache: &storyboards) }
      guard let controller = controller(for: record, coder: coder, references: references)
      else { continue }
      references.objectsByPath[record.path] = controller
      controllers.append(Restored(object: controller, record: record, coder: coder))
    }
    var objects: [Restored] = []
    for record in archive.records where record.kind == .object {
      guard parentRestored(record.path, references: references, what: "object"),
        let coder = StateRestorationCoder(decoding: record.state, references: references),
        let object = object(for: record, coder: coder, references: references)
      else { continue }
      references.objectsByPath[record.path] = object
      objects.append(Restored(object: object, record: record, coder: coder))
    }

    for entry in controllers {
      guard let controller = entry.object as? UIViewController else { continue }
      controller.loadViewIfNeeded()
      controller.decodeRestorableState(with: entry.coder)
    }
    var views: [Restored] = []
    for record in archive.records where record.kind == .view {
      let owner = Array(record.path.dropLast())
      guard let controller = references.objectsByPath[owner] as? UIViewController,
        let identifier = record.path.last
      else { continue }
      guard let view = controller.restorableView(withIdentifier: identifier) else {
        Diagnostics.log(
          "State restoration: no view with restoration identifier '\(identifier)' in "
            + "\(StatePreservation.describe(owner)); its state is not restored")
        continue
      }
      guard let coder = StateRestorationCoder(decoding: record.state, references: references)
      else { continue }
      view.decodeRestorableState(with: coder)
      views.append(Restored(object: view, record: record, coder: coder))
    }
    for entry in objects {
      (entry.object as? any UIStateRestoring)?.decodeRestorableState(with: entry.coder)
    }
    presentAgain(controllers, references: references)
    delegate.application(application, didDecodeRestorableStateWith: applicationCoder)
    for entry in controllers + views + objects {
      (entry.object as? any UIStateRestoring)?.applicationFinishedRestoringState()
    }
    return true
  }

  /// Whether the object at `path` may be restored: a top-level object, or one whose parent
  /// was restored (spec 13.10).
  private func parentRestored(
    _ path: [String], references: StateRestorationReferences, what: String
  ) -> Bool {
    guard path.count > 1, references.objectsByPath[Array(path.dropLast())] == nil else {
      return true
    }
    Diagnostics.log(
      "State restoration: the parent of \(what) \(StatePreservation.describe(path)) was not "
        + "restored; it is skipped")
    return false
  }

  /// The controller for a saved record: spec 13.8's four ways, in order.
  private func controller(
    for record: StateArchive.Record, coder: StateRestorationCoder,
    references: StateRestorationReferences
  ) -> UIViewController? {
    let path = record.path
    if let name = record.restorationClassName {
      guard
        let restorationClass = ObjectiveCRuntime.classFromString(name)
          as? any UIViewControllerRestoration.Type
      else {
        Diagnostics.log(
          "State restoration: restoration class '\(name)' of view controller "
            + "\(StatePreservation.describe(path)) cannot be found; it is skipped")
        return nil
      }
      guard
        let controller = restorationClass.viewController(
          withRestorationIdentifierPath: path, coder: coder)
      else {
        Diagnostics.log(
          "State restoration: \(name) declined to restore view controller "
            + "\(StatePreservation.describe(path)); it is skipped")
        return nil
      }
      return controller
    }
    if let delegate = application.delegate,
      let controller = delegate.application(
        application, viewControllerWithRestorationIdentifierPath: path, coder: coder)
    {
      return controller
    }
    if let existing = existingController(at: path, references: references) {
      return existing
    }
    if let storyboard = coder.storyboard, let identifier = record.storyboardIdentifier,
      let id = storyboard.controllerID(forIdentifier: identifier),
      let controller = storyboard.instantiateController(id: id)
    {
      return controller
    }
    Diagnostics.log(
      "State restoration: no view controller for \(StatePreservation.describe(path)) (no "
        + "restoration class, none from the app delegate, none existing, none in a storyboard); "
        + "it is skipped")
    return nil
  }

  /// An existing controller with the path's last identifier: the window's root for a
  /// top-level path, else a child or the presented controller of the restored parent.
  private func existingController(at path: [String], references: StateRestorationReferences)
    -> UIViewController?
  {
    guard let identifier = path.last else { return nil }
    if path.count == 1 {
      let root = application.keyWindow?.rootViewController
      return root?.restorationIdentifier == identifier ? root : nil
    }
    guard let parent = references.objectsByPath[Array(path.dropLast())] as? UIViewController
    else { return nil }
    func child() -> UIViewController? {
      parent.restorationChildren.first { $0.controller.restorationIdentifier == identifier }?
        .controller
    }
    if let found = child() { return found }
    // A parent often makes its children when its view loads (spec 13.9 lets viewDidLoad come
    // before decoding).
    guard !parent.isViewLoaded else { return nil }
    parent.loadViewIfNeeded()
    return child()
  }

  /// A registered object with the same path in this launch, else one its restoration class
  /// makes.
  private func object(
    for record: StateArchive.Record, coder: StateRestorationCoder,
    references: StateRestorationReferences
  ) -> (any UIStateRestoring)? {
    let parentPath = Array(record.path.dropLast())
    for entry in application.registeredObjects {
      guard let object = entry.object.object, entry.identifier == record.path.last else {
        continue
      }
      let objectParentPath: [String]?
      if let parent = object.restorationParent {
        objectParentPath = references.objectsByPath.first { $0.value === parent }?.key
      } else {
        objectParentPath = []
      }
      if objectParentPath == parentPath { return object }
    }
    if let name = record.restorationClassName {
      guard
        let restorationClass = ObjectiveCRuntime.classFromString(name)
          as? any UIObjectRestoration.Type
      else {
        Diagnostics.log(
          "State restoration: restoration class '\(name)' of object "
            + "\(StatePreservation.describe(record.path)) cannot be found; it is skipped")
        return nil
      }
      if let object = restorationClass.object(
        withRestorationIdentifierPath: record.path, coder: coder)
      {
        return object
      }
    }
    Diagnostics.log(
      "State restoration: no object for \(StatePreservation.describe(record.path)); it is "
        + "skipped")
    return nil
  }

  /// Presents every restored controller that was presented by its restored parent again.
  private func presentAgain(_ controllers: [Restored], references: StateRestorationReferences) {
    for entry in controllers where entry.record.presented {
      guard let presented = entry.object as? UIViewController,
        let presenter = references.objectsByPath[Array(entry.record.path.dropLast())]
          as? UIViewController,
        presenter.presentedViewController == nil, presented.presentingViewController == nil
      else { continue }
      presenter.present(presented, animated: false)
    }
  }

  private func storyboard(at path: String, cache: inout [String: UIStoryboard]) -> UIStoryboard? {
    if let cached = cache[path] { return cached }
    guard let storyboard = try? UIStoryboard(headlessContentsOf: URL(fileURLWithPath: path)) else {
      Diagnostics.log("State restoration: the storyboard \(path) cannot be opened")
      return nil
    }
    cache[path] = storyboard
    return storyboard
  }
}
