/// A selector from its name, as Foundation's function makes one on Apple platforms.
///
/// - Parameter aSelectorName: The name, with a colon per argument.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}

/// A selector's name, as Foundation's function gives it on Apple platforms.
///
/// - Parameter aSelector: The selector.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
  aSelector.name
}
