import Foundation

/// The state of a view that configurations adapt to: its traits and whether it is selected,
/// highlighted, disabled or focused (iOS 14).
public struct UIViewConfigurationState: Hashable, @unchecked Sendable {
  /// The view's traits.
  public var traitCollection: UITraitCollection

  /// Whether the view is disabled.
  public var isDisabled = false

  /// Whether the view is highlighted.
  public var isHighlighted = false

  /// Whether the view is selected.
  public var isSelected = false

  /// Whether the view is focused.
  public var isFocused = false

  /// Whether the view is pinned, such as a sticky header (iOS 18).
  public var isPinned = false

  /// The custom states.
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with traits; every flag is off.
  ///
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

extension UIViewConfigurationState: UIConfigurationState {
  /// The value of a custom state, or `nil`.
  ///
  /// - Parameter key: The custom state's key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// The state of a cell that configurations adapt to: a view's state plus editing, swiping,
/// expansion, reordering and drag-and-drop (iOS 14).
public struct UICellConfigurationState: Hashable, @unchecked Sendable {
  /// The cell's view state.
  var viewState: UIViewConfigurationState

  /// Whether the cell is being edited.
  public var isEditing = false

  /// Whether the cell is expanded (an outline's parent).
  public var isExpanded = false

  /// Whether the cell is swiped to show actions.
  public var isSwiped = false

  /// Whether the cell is being reordered.
  public var isReordering = false

  /// Creates a state with traits; every flag is off.
  ///
  /// - Parameter traitCollection: The traits.
  public init(traitCollection: UITraitCollection) {
    viewState = UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// The cell's traits.
  public var traitCollection: UITraitCollection {
    get { viewState.traitCollection }
    set { viewState.traitCollection = newValue }
  }

  /// Whether the cell is disabled.
  public var isDisabled: Bool {
    get { viewState.isDisabled }
    set { viewState.isDisabled = newValue }
  }

  /// Whether the cell is highlighted.
  public var isHighlighted: Bool {
    get { viewState.isHighlighted }
    set { viewState.isHighlighted = newValue }
  }

  /// Whether the cell is selected.
  public var isSelected: Bool {
    get { viewState.isSelected }
    set { viewState.isSelected = newValue }
  }

  /// Whether the cell is focused.
  public var isFocused: Bool {
    get { viewState.isFocused }
    set { viewState.isFocused = newValue }
  }
}

extension UICellConfigurationState: UIConfigurationState {
  /// The value of a custom state, or `nil`.
  ///
  /// - Parameter key: The custom state's key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { viewState[key] }
    set { viewState[key] = newValue }
  }
}
