import Foundation

extension UIControl {
  /// The states a control can be in, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The normal state: enabled, neither selected nor highlighted (no bits set).
    public static let normal = State([])
    /// Highlighted, while a touch is down inside.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// The bits an app may use for its own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The bits reserved for UIKit.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends actions for, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits of the events.
    public let rawValue: UInt

    /// Creates a set of events from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch (tap count above 1) went down in the control.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger was dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger was dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger was dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger was dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch ended inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch ended outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled by the system.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action was triggered (a button tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text control changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The bits an app may use for its own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The bits reserved for UIKit.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// All events.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How a control places its content horizontally, with UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centered.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the width.
    case fill = 3
    /// Against the leading edge (left in left-to-right layouts).
    case leading = 4
    /// Against the trailing edge (right in left-to-right layouts).
    case trailing = 5
  }

  /// How a control places its content vertically, with UIKit's raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centered.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched across the height.
    case fill = 3
  }
}
