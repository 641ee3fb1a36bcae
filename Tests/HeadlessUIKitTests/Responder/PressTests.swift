import Foundation
import HeadlessUIKit
import Testing

/// A view that records the presses it receives and passes them on unless told to keep them.
class PressRecordingView: UIView {
  var log: [String] = []
  var keeps = false
  var lastPress: UIPress?
  var lastEvent: UIPressesEvent?

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    record("began", presses, event)
    if !keeps { super.pressesBegan(presses, with: event) }
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    record("ended", presses, event)
    if !keeps { super.pressesEnded(presses, with: event) }
  }

  private func record(_ phase: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
    lastPress = presses.first
    lastEvent = event
    log.append("\(phase) \(presses.first?.phase.rawValue ?? -1)")
  }
}

/// A view with one key command.
final class CommandView: PressRecordingView {
  let command = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector(("find")))

  override var keyCommands: [UIKeyCommand]? { [command] }
}

/// Presses travel the responder chain from the first responder (decision CL8).
@MainActor
@Suite struct PressTests {
  @Test("a press goes to the first responder and up its chain, began then ended")
  func chain() throws {
    let (window, root) = makeTouchWindow()
    let outer = PressRecordingView(frame: root.bounds)
    let inner = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.becomeFirstResponder())
    window.headlessPress(.select)
    #expect(inner.log == ["began 0", "ended 3"])
    #expect(outer.log == ["began 0", "ended 3"])
    let press = try #require(inner.lastPress)
    #expect(press.type == .select)
    #expect(press.phase == .ended)
    #expect(press.force == 0)
    #expect(press.key == nil)
    #expect(press.window === window)
    #expect(press.responder === inner)
    #expect(inner.lastEvent?.type == .presses)
    #expect(inner.lastEvent?.allPresses.count == 1)
    #expect(outer.lastPress === press)
  }

  @Test("a responder that handles the press keeps it from the rest of the chain")
  func handled() {
    let (window, root) = makeTouchWindow()
    let outer = PressRecordingView(frame: root.bounds)
    let inner = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(outer)
    outer.addSubview(inner)
    inner.keeps = true
    inner.becomeFirstResponder()
    window.headlessPress(.menu)
    #expect(inner.log.count == 2)
    #expect(outer.log.isEmpty)
  }

  @Test("a key press carries its key; arrows report arrow press types")
  func keys() throws {
    let (window, root) = makeTouchWindow()
    let view = PressRecordingView(frame: root.bounds)
    root.addSubview(view)
    view.becomeFirstResponder()
    window.headlessPressKey("a", modifierFlags: .shift)
    let key = try #require(view.lastPress?.key)
    #expect(key.characters == "A")
    #expect(key.charactersIgnoringModifiers == "a")
    #expect(key.modifierFlags == .shift)
    #expect(key.keyCode == .keyboardA)
    window.headlessPressKey(UIKeyCommand.inputLeftArrow)
    #expect(view.lastPress?.type == .leftArrow)
    #expect(view.lastPress?.key?.keyCode == .keyboardLeftArrow)
    #expect(view.lastPress?.key?.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow)
    window.headlessPressKey(UIKeyCommand.inputEscape)
    #expect(view.lastPress?.type == .menu)
  }

  @Test("a matching key command takes the key press instead of the responders")
  func keyCommandFirst() {
    let (window, root) = makeTouchWindow()
    let view = CommandView(frame: root.bounds)
    root.addSubview(view)
    view.becomeFirstResponder()
    let taken = window.headlessPressKey("f", modifierFlags: .command)
    #expect(taken === view.command)
    #expect(view.log.isEmpty)
    #expect(window.headlessPressKey("f") == nil)
    #expect(view.log == ["began 0", "ended 3"])
  }

  @Test("without a first responder the window receives the press")
  func windowReceives() {
    let (window, _) = makeTouchWindow()
    let before = window.isKeyWindow
    window.headlessPress(.playPause)
    #expect(before)
  }
}
