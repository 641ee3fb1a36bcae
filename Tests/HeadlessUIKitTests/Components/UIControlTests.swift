import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIControlTests {
  @Test func stateRawValuesMatchUIKit() {
    #expect(UIControl.State.normal.rawValue == 0)
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.State.focused.rawValue == 8)
    #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
  }

  @Test func eventRawValuesMatchUIKit() {
    let expected: [(UIControl.Event, UInt)] = [
      (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
      (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
      (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
      (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131_072),
      (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288), (.allTouchEvents, 0xFFF),
      (.allEditingEvents, 0xF_0000), (.applicationReserved, 0x0F00_0000),
      (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in expected {
      #expect(event.rawValue == raw)
    }
    #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
    #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
  }

  @Test func alignmentRawValuesMatchUIKit() {
    let horizontal: [UIControl.ContentHorizontalAlignment] = [
      .center, .left, .right, .fill, .leading, .trailing,
    ]
    #expect(horizontal.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    let vertical: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
    #expect(vertical.map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func stateCombinesEnabledSelectedAndHighlighted() {
    let control = UIControl()
    #expect(control.isEnabled)
    #expect(!control.isSelected)
    #expect(!control.isHighlighted)
    #expect(control.state == .normal)
    control.isHighlighted = true
    #expect(control.state == .highlighted)
    control.isSelected = true
    #expect(control.state == [.highlighted, .selected])
    control.isEnabled = false
    #expect(control.state.rawValue == 7)
    control.isHighlighted = false
    control.isSelected = false
    #expect(control.state == .disabled)
  }

  @Test func contentAlignmentDefaultsAndEffectiveAlignment() {
    let control = UIControl()
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
    #expect(control.effectiveContentHorizontalAlignment == .center)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .fill
    #expect(control.effectiveContentHorizontalAlignment == .fill)
    control.contentHorizontalAlignment = .left
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }

  @Test func controlsReceiveTouchesByDefault() {
    #expect(UIControl().isUserInteractionEnabled)
  }
}
