#if os(Linux)
  @_exported import Glibc

  // swift-format-ignore: TypeNamesShouldBeCapitalized
  /// Apple's low-level lock (`os_unfair_lock`), here glibc's mutex.
  ///
  /// Packages that write `#if canImport(os)` for Apple's lock (swift-argument-parser's `Mutex`,
  /// for one) find this module on Linux once it is built, so the C API is here with Apple's
  /// names. The lock is a `pthread_mutex_t`, and this module re-exports Glibc as Apple's `os`
  /// brings in Darwin, so such code that also calls `pthread_mutex_destroy` on it when it sees
  /// Glibc still compiles and is right. A zeroed value is an unlocked lock, as
  /// `OS_UNFAIR_LOCK_INIT` is on Apple platforms and `PTHREAD_MUTEX_INITIALIZER` is in glibc.
  public typealias os_unfair_lock_s = pthread_mutex_t

  // swift-format-ignore: TypeNamesShouldBeCapitalized
  /// Apple's name for the lock's type.
  public typealias os_unfair_lock = os_unfair_lock_s

  // swift-format-ignore: TypeNamesShouldBeCapitalized
  /// A pointer to a lock, as Apple's functions take it.
  public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Locks, waiting while another thread holds the lock.
  ///
  /// - Parameter lock: The lock.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Unlocks a lock the calling thread holds.
  ///
  /// - Parameter lock: The lock.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Locks when the lock is free, without waiting.
  ///
  /// - Parameter lock: The lock.
  /// - Returns: Whether the calling thread now holds the lock.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Apple's debugging check that the calling thread holds the lock (not checked here).
  ///
  /// - Parameter lock: The lock.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Apple's debugging check that the calling thread does not hold the lock (not checked here).
  ///
  /// - Parameter lock: The lock.
  @_alwaysEmitIntoClient
  public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}

  /// A lock that protects a value, allocated once and shared by its copies (iOS 16).
  public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// The lock and the value, allocated together.
    private final class Storage {
      /// The lock, at a fixed address for the storage's life.
      let lock: os_unfair_lock_t
      var state: State
      init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
      }
      deinit {
        lock.deinitialize(count: 1)
        lock.deallocate()
      }
    }

    private let storage: Storage

    /// Creates a lock protecting a value.
    ///
    /// - Parameter initialState: The value.
    public init(uncheckedState initialState: State) {
      storage = Storage(initialState)
    }

    /// Creates a lock protecting a sendable value.
    ///
    /// - Parameter initialState: The value.
    public init(initialState: State) where State: Sendable {
      storage = Storage(initialState)
    }

    /// Runs a closure with the value while holding the lock.
    ///
    /// - Parameter body: Reads or changes the value.
    /// - Returns: The closure's result.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
      try withLockUnchecked(body)
    }

    /// Runs a closure with the value while holding the lock, without sendability checks.
    ///
    /// - Parameter body: Reads or changes the value.
    /// - Returns: The closure's result.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
      os_unfair_lock_lock(storage.lock)
      defer { os_unfair_lock_unlock(storage.lock) }
      return try body(&storage.state)
    }
  }

  extension OSAllocatedUnfairLock where State == Void {
    /// Creates a lock that protects no value.
    public init() {
      storage = Storage(())
    }

    /// Locks, waiting while another thread holds the lock.
    public func lock() {
      os_unfair_lock_lock(storage.lock)
    }

    /// Unlocks.
    public func unlock() {
      os_unfair_lock_unlock(storage.lock)
    }

    /// Locks when the lock is free, without waiting.
    ///
    /// - Returns: Whether the lock is now held.
    public func lockIfAvailable() -> Bool {
      os_unfair_lock_trylock(storage.lock)
    }

    /// Runs a closure while holding the lock.
    ///
    /// - Parameter body: The closure.
    /// - Returns: The closure's result.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
      try withLockUnchecked { _ in try body() }
    }
  }
#endif
