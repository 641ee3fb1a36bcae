import Foundation

// Foundation on Linux declares `CGPoint`, `CGSize`, `CGRect` and `CGVector` initializers taking
// `CGFloat`, `Double` and `Int` with equal standing, so an implicit member such as
// `.greatestFiniteMagnitude` or `.infinity` fits both `CGFloat` and `Double` and
// `CGSize(width: 100, height: .greatestFiniteMagnitude)` is ambiguous there, while Apple's SDK
// picks `CGFloat`. These declarations have the same signatures as Foundation's `Double` and
// `Int` initializers and are disfavoured: from a module that imports UIKit (or HeadlessUIKit)
// without also importing Foundation directly, they shadow Foundation's, and the `CGFloat`
// initializer wins as on Apple platforms. A file that also says `import Foundation` sees
// Foundation's declarations directly and the expression stays ambiguous (see Differences from
// UIKit). Each converts its arguments exactly, as Foundation's do.

extension CGPoint {
  /// A point from `Double` coordinates (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(x: Double, y: Double) {
    self.init(x: CGFloat(x), y: CGFloat(y))
  }

  /// A point from integer coordinates (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(x: Int, y: Int) {
    self.init(x: CGFloat(x), y: CGFloat(y))
  }
}

extension CGSize {
  /// A size from `Double` dimensions (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(width: Double, height: Double) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }

  /// A size from integer dimensions (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(width: Int, height: Int) {
    self.init(width: CGFloat(width), height: CGFloat(height))
  }
}

extension CGRect {
  /// A rectangle from `Double` values (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  /// A rectangle from integer values (disfavoured against the `CGFloat` initializer).
  @_disfavoredOverload
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
}
