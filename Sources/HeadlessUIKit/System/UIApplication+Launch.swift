import Foundation

extension UIApplication {
  /// Launches a new application, as a new process would: a HeadlessUIKit addition standing in
  /// for `UIApplicationMain`.
  ///
  /// The new application becomes `shared`; then the delegate hears
  /// `application(_:willFinishLaunchingWithOptions:)`, state is restored from `stateArchive` when
  /// there is one and the delegate agrees (spec 13.7), and the delegate hears
  /// `application(_:didFinishLaunchingWithOptions:)` and `applicationDidBecomeActive(_:)`. An
  /// archive that cannot be used is logged, moved aside and reported in `headlessStateRestorationError`;
  /// the app then starts in its default state.
  ///
  /// - Parameters:
  ///   - delegate: The app delegate; the application keeps it.
  ///   - stateArchive: The file state is restored from and later saved to, or `nil` for an app
  ///     that does not restore state.
  ///   - launchOptions: The options to pass to the delegate.
  /// - Returns: The launched application.
  @discardableResult
  public static func headlessLaunch(
    delegate: any UIApplicationDelegate, stateArchive: URL? = nil,
    launchOptions: [LaunchOptionsKey: Any]? = nil
  ) -> UIApplication {
    let application = UIApplication()
    current = application
    application.delegate = delegate
    application.stateArchiveURL = stateArchive
    application.applicationState = .inactive
    _ = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
    if let stateArchive {
      application.restoreState(from: stateArchive)
    }
    _ = delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
    application.post(UIApplication.didFinishLaunchingNotification)
    application.applicationState = .active
    delegate.applicationDidBecomeActive(application)
    application.post(UIApplication.didBecomeActiveNotification)
    return application
  }

  /// Moves the app to the background and saves its state: a HeadlessUIKit addition standing
  /// in for the user leaving the app.
  ///
  /// The delegate hears `applicationWillResignActive(_:)` and
  /// `applicationDidEnterBackground(_:)`; then, when the app was launched with a state archive
  /// and the delegate's `application(_:shouldSaveSecureApplicationState:)` agrees, state is
  /// saved (spec 13.6) and written atomically over the previous archive.
  ///
  /// - Returns: Whether state was saved.
  /// - Throws: `StateRestorationError` with `.writeFailed` when the archive cannot be written; the
  ///   previous archive is then untouched.
  @discardableResult
  public func headlessEnterBackground() throws(StateRestorationError) -> Bool {
    if applicationState == .active {
      delegate?.applicationWillResignActive(self)
      post(UIApplication.willResignActiveNotification)
    }
    applicationState = .background
    delegate?.applicationDidEnterBackground(self)
    post(UIApplication.didEnterBackgroundNotification)
    guard let stateArchiveURL, let archive = StatePreservation(application: self).archive() else {
      return false
    }
    try StateArchiveFile.write(archive.encoded(), to: stateArchiveURL)
    return true
  }

  /// Brings the app back from the background: a HeadlessUIKit addition.
  ///
  /// The delegate hears `applicationWillEnterForeground(_:)` and
  /// `applicationDidBecomeActive(_:)`.
  public func headlessEnterForeground() {
    guard applicationState == .background else { return }
    delegate?.applicationWillEnterForeground(self)
    post(UIApplication.willEnterForegroundNotification)
    applicationState = .active
    delegate?.applicationDidBecomeActive(self)
    post(UIApplication.didBecomeActiveNotification)
  }

  /// Reads the archive and restores from it, or records and logs why not.
  func restoreState(from url: URL) {
    do {
      let archive = try StateArchiveFile.read(url)
      headlessStateRestorationError = nil
      StateRestoration(application: self, archive: archive).run()
    } catch {
      headlessStateRestorationError = error
      if error.kind != .missingArchive {
        Diagnostics.log("State restoration: \(error)")
      }
    }
  }
}
