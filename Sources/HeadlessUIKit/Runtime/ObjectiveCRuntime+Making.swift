import Foundation

/// Making instances of classes UIKit is given, with the initializer UIKit calls (decision RT5):
/// `init(style:reuseIdentifier:)` for table cells registered by class,
/// `init(reuseIdentifier:)` for header-footer views, `init(frame:)` for collection cells and
/// reusable views.
///
/// Swift can call only `required` initializers through a class value, and none of these is
/// required, so an app's class is made through the maker its registration gives
/// (`ObjectiveCRuntime.registerClass`, generated for every class by the `UIKitSourcesPlugin`).
/// UIKit's own classes are made directly (their subclasses in HeadlessUIKit through their
/// archive initializer, which sets them up completely). An app's class without a maker stops
/// with a message naming the class and the registration, rather than calling its
/// `init(coder:)`, which UIKit would not call (and which apps often write as `fatalError()`).
extension ObjectiveCRuntime {
  /// A table cell of a registered class, for a reuse identifier.
  static func makeTableViewCell(_ type: UITableViewCell.Type, reuseIdentifier: String)
    -> UITableViewCell
  {
    if case .tableCell(let make) = registration(of: type)?.maker,
      let cell = make(.default, reuseIdentifier) as? UITableViewCell
    {
      return cell
    }
    if type == UITableViewCell.self {
      return UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
    guard isUIKitClass(type), let cell = type.init(coder: NSCoder()) else {
      stopWithoutMaker(
        type, initializer: "init(style:reuseIdentifier:)",
        arguments: "style: $0, reuseIdentifier: $1")
    }
    return cell
  }

  /// A table header-footer view of a registered class, for a reuse identifier.
  static func makeHeaderFooterView(
    _ type: UITableViewHeaderFooterView.Type, reuseIdentifier: String
  ) -> UITableViewHeaderFooterView {
    if case .headerFooter(let make) = registration(of: type)?.maker,
      let view = make(reuseIdentifier) as? UITableViewHeaderFooterView
    {
      return view
    }
    if type == UITableViewHeaderFooterView.self {
      return UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    }
    guard isUIKitClass(type), let view = type.init(coder: NSCoder()) else {
      stopWithoutMaker(
        type, initializer: "init(reuseIdentifier:)", arguments: "reuseIdentifier: $0")
    }
    return view
  }

  /// A view (collection cell, reusable view) of a registered class, made with `init(frame:)`
  /// and a zero frame.
  static func makeView<View: UIView>(_ type: View.Type) -> View {
    if case .frame(let make) = registration(of: type)?.maker, let view = make(.zero) as? View {
      return view
    }
    guard isUIKitClass(type), let view = type.init(coder: NSCoder()) else {
      stopWithoutMaker(type, initializer: "init(frame:)", arguments: "frame: $0")
    }
    return view
  }

  /// Whether a class is UIKit's own (declared in HeadlessUIKit).
  ///
  /// Every view asks when its layer is made, so the answer is kept per class: it is read from
  /// the class's qualified name once (a class's module never changes, and class metadata lives
  /// as long as the process).
  static func isUIKitClass(_ type: AnyClass) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = uikitClassAnswers[id] { return known }
    let answer = String(reflecting: type).hasPrefix("HeadlessUIKit.")
    uikitClassAnswers[id] = answer
    return answer
  }

  /// The answers ``isUIKitClass(_:)`` has given, by class.
  private static var uikitClassAnswers: [ObjectIdentifier: Bool] = [:]

  /// Stops because an app's class has no maker: UIKit would call `initializer`, which Swift
  /// cannot call through a class value.
  static func stopWithoutMaker(_ type: AnyClass, initializer: String, arguments: String) -> Never {
    let name = String(describing: type)
    let call = "\(name)(\(arguments))"
    preconditionFailure(
      "NSInternalInconsistencyException: cannot make a \(name): UIKit makes a class it is "
        + "given with \(initializer), which Swift cannot call through a class value on Linux. "
        + "Compile \(name) through the UIKitSourcesPlugin build plugin and call "
        + "registerUIKitRuntime(), or register it: ObjectiveCRuntime.registerClass("
        + "\(name).self, objectiveCName: \"\(String(reflecting: type))\") { \(call) }")
  }
}
