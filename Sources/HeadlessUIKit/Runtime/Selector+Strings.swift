// swift-format-ignore: AlwaysUseLowerCamelCase
/// A selector from its name, as Foundation's function makes one on Apple platforms.
///
/// - Parameter aSelectorName: The name, with a colon per argument.
/// - Returns: The selector.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A selector's name, as Foundation's function gives it on Apple platforms.
///
/// - Parameter aSelector: The selector.
/// - Returns: The name, with a colon per argument.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
  aSelector.name
}
